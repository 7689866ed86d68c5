import type { ServerResponse } from 'node:http';

/**
 * True when a redirect target stays on the site: a path with one leading slash (not `//host`
 * nor `/\host`, which browsers read as another host), or an absolute http(s) URL on one of
 * `hosts` (our own sites' hosts, port allowed).
 */
export function staysOnSite(location: string, hosts: ReadonlySet<string>): boolean {
  // Control characters (a header split, a tab browsers drop) have no place in a location.
  if ([...location].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return false;
  if (location.startsWith('/')) return !/^\/[/\\]/.test(location);
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') && hosts.has(url.hostname) && !url.username && !url.password
  );
}

/** Thrown when something would redirect a visitor off the site: a bug or an attack, never sent. */
export class OffSiteRedirect extends Error {
  constructor(readonly location: string) {
    super(`refused to redirect off the site to ${JSON.stringify(location.slice(0, 200))}`);
  }
}

/**
 * Sends a redirect the edge built. Every one goes through here and is checked to stay on the
 * site: a location that would leave it throws instead of being sent.
 */
export function redirect(
  res: ServerResponse,
  status: 301 | 302,
  location: string,
  hosts: ReadonlySet<string>,
  vary?: string,
): void {
  if (!staysOnSite(location, hosts)) throw new OffSiteRedirect(location);
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', status === 301 ? 'public, max-age=3600' : 'private, no-cache');
  if (vary) res.setHeader('Vary', vary);
  res.end();
}

/**
 * What the edge does with a path that is not in its plain form (after the URL parser removed
 * dot segments and turned backslashes into slashes): `//host...` is no page of ours (404); empty
 * segments inside a path are collapsed and redirected to, on the site.
 */
export function pathProblem(pathname: string): { kind: 'not-found' } | { kind: 'collapse'; path: string } | null {
  if (/^\/[/\\]/.test(pathname)) return { kind: 'not-found' };
  if (pathname.includes('//')) return { kind: 'collapse', path: pathname.replace(/\/{2,}/g, '/') };
  return null;
}
