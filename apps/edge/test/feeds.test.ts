import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintDevToken } from '../../api/src/auth';
import type { Edge } from '../src/server';
import { get, send, startTestPlatform, type TestPlatform } from './helpers';

// The public feeds on the sites' origins, over real HTTP against the real edge
// in front of the real API (a real SQLite file): the Atom feed of new films (checked strictly
// against RFC 4287: no XML parser is installed for the edge), the calendars through the /api/
// proxy with the production origin in their links, the feeds in the sitemap, and a personal feed
// that a revocation closes at once however often it went through the edge's shared cache.

let edge: Edge;
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform('edge-feeds-');
  edge = await platform.edge();
}, 120_000);
afterAll(async () => {
  await edge?.close();
  await platform?.close();
});

const HTTPS = { 'x-forwarded-proto': 'https' };
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The elements named `name` directly in an XML fragment (no nesting of the same name in Atom). */
const elements = (xml: string, name: string) => [
  ...xml.matchAll(new RegExp(`<${name}(\\s[^>]*)?(/>|>([\\s\\S]*?)</${name}>)`, 'g')),
];
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** RFC 4287's required elements, checked strictly on the feed and every entry. */
function checkAtom(xml: string): { entries: { id: string; title: string; link: string; updated: string }[] } {
  expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"')).toBe(
    true,
  );
  expect(xml.trimEnd().endsWith('</feed>')).toBe(true);
  // Every & starts an entity: the text is escaped.
  expect(xml.match(/&(?!(amp|lt|gt|quot|apos);)/g)).toBeNull();
  const head = xml.slice(0, xml.indexOf('<entry>') < 0 ? xml.length : xml.indexOf('<entry>'));
  for (const name of ['id', 'title', 'updated']) expect(elements(head, name)).toHaveLength(1);
  expect(elements(head, 'updated')[0]?.[3]).toMatch(RFC3339);
  expect(elements(head, 'id')[0]?.[3]).toMatch(/^tag:[a-z.]+,\d{4}:\S+$/);
  const author = elements(head, 'author');
  expect(author).toHaveLength(1);
  expect(elements(author[0]?.[3] ?? '', 'name')[0]?.[3]).toBeTruthy();
  expect(head).toMatch(/<link rel="self" type="application\/atom\+xml" href="https:\/\/[^"]+"\/>/);
  const entries = elements(xml, 'entry').map((entry) => {
    const body = entry[3] ?? '';
    for (const name of ['id', 'title', 'updated']) expect(elements(body, name)).toHaveLength(1);
    const links = elements(body, 'link');
    expect(links.length).toBeGreaterThanOrEqual(1);
    const link = /href="([^"]+)"/.exec(links[0]?.[1] ?? '')?.[1] ?? '';
    const updated = elements(body, 'updated')[0]?.[3] ?? '';
    expect(updated).toMatch(RFC3339);
    return { id: elements(body, 'id')[0]?.[3] ?? '', title: elements(body, 'title')[0]?.[3] ?? '', link, updated };
  });
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  return { entries };
}

describe('the Atom feed of new films', () => {
  it('is valid Atom: feed and entries with id, title, updated, author and links to the film pages on the site’s origin', async () => {
    const answer = await get(edge.port, 'www.marquee.fr', '/feeds/new-films.atom?language=en', HTTPS);
    expect(answer.status).toBe(200);
    expect(header(answer.headers['content-type'])).toBe('application/atom+xml; charset=utf-8');
    expect(header(answer.headers['cache-control'])).toBe('public, max-age=300');
    const { entries } = checkAtom(answer.body);
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) expect(entry.link).toMatch(/^https:\/\/www\.marquee\.fr\/en\/film\/[a-z0-9-]+$/);
    // Latest scheduled first.
    const times = entries.map((e) => Date.parse(e.updated));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The film pages it links to exist.
    const first = new URL(entries[0]?.link ?? '');
    expect((await get(edge.port, 'www.marquee.fr', first.pathname, HTTPS)).status).toBe(200);
  });

  it('ETag: 304 to If-None-Match; the site’s default language without ?language; a language the site lacks 400', async () => {
    const first = await get(edge.port, 'www.marquee.nl', '/feeds/new-films.atom', HTTPS);
    expect(first.status).toBe(200);
    expect(first.body).toContain('xml:lang="nl"');
    const etag = header(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await get(edge.port, 'www.marquee.nl', '/feeds/new-films.atom', { ...HTTPS, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect((await get(edge.port, 'www.marquee.nl', '/feeds/new-films.atom?language=fr', HTTPS)).status).toBe(400);
  });

  it('the home’s head names it (rel=alternate, application/atom+xml)', async () => {
    const home = await get(edge.port, 'www.marquee.fr', '/', HTTPS);
    expect(home.body).toMatch(
      /<link[^>]* rel="alternate" type="application\/atom\+xml"[^>]* href="https:\/\/www\.marquee\.fr\/feeds\/new-films\.atom\?language=fr"/,
    );
  });
});

describe('calendar feeds through the edge', () => {
  it('a cinema’s calendar on the site’s origin: the site from the Host, the links on the production origin', async () => {
    const answer = await get(edge.port, 'www.marquee.fr', '/api/feeds/cinema/marquee-opera-paris.ics', HTTPS);
    expect(answer.status).toBe(200);
    expect(header(answer.headers['content-type'])).toBe('text/calendar; charset=utf-8');
    expect(answer.body).toContain('BEGIN:VCALENDAR');
    expect(answer.body).toMatch(/\r\nURL:https:\/\/www\.marquee\.fr\/api\/booking\/\d+\?language=fr\r\n/);
    const etag = header(answer.headers.etag);
    const again = await get(edge.port, 'www.marquee.fr', '/api/feeds/cinema/marquee-opera-paris.ics', {
      ...HTTPS,
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
  });

  it('the sitemap lists the public feeds (each cinema’s and film’s calendar per language, the Atom feed); robots.txt lets crawlers read them', async () => {
    const map = await get(edge.port, 'www.marquee.fr', '/sitemap.xml', HTTPS);
    const locs = [...map.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);
    expect(locs).toContain('https://www.marquee.fr/feeds/new-films.atom?language=fr');
    expect(locs).toContain('https://www.marquee.fr/feeds/new-films.atom?language=en');
    expect(locs).toContain('https://www.marquee.fr/api/feeds/cinema/marquee-opera-paris.ics?language=fr');
    expect(locs.filter((loc) => loc.includes('/api/feeds/film/')).length).toBeGreaterThan(20);
    expect(locs.some((loc) => loc.includes('/personal/'))).toBe(false);
    const robots = (await get(edge.port, 'www.marquee.fr', '/robots.txt', HTTPS)).body.split('\n');
    expect(robots.indexOf('Allow: /api/feeds/cinema/')).toBeLessThan(robots.indexOf('Disallow: /api/'));
    expect(robots).not.toContain('Allow: /api/feeds/personal/');
  });

  it('a personal feed is never kept by the edge: revoked, its address answers 404 at once; renewed, the new one 200', async () => {
    const token = await mintDevToken('marquee|demo-fan');
    const auth = { ...HTTPS, authorization: `Bearer ${token}`, origin: 'https://www.marquee.fr' };
    const created = await send(edge.port, {
      method: 'POST',
      host: 'www.marquee.fr',
      path: '/api/v1/accounts/me/calendar-feed',
      headers: auth,
    });
    expect(created.status).toBe(201);
    const url = new URL((JSON.parse(created.body) as { feed: { url: string } }).feed.url);
    expect(url.origin).toBe('https://www.marquee.fr');
    const path = url.pathname + url.search;
    for (let i = 0; i < 2; i++) {
      const answer = await get(edge.port, 'www.marquee.fr', path, HTTPS);
      expect(answer.status).toBe(200);
      expect(header(answer.headers['cache-control'])).toBe('private, no-cache');
      expect(answer.headers.age).toBeUndefined();
    }
    const revoked = await send(edge.port, {
      method: 'DELETE',
      host: 'www.marquee.fr',
      path: '/api/v1/accounts/me/calendar-feed',
      headers: auth,
    });
    expect(revoked.status).toBe(204);
    expect((await get(edge.port, 'www.marquee.fr', path, HTTPS)).status).toBe(404);
    expect((await get(edge.port, 'www.marquee.fr', path, HTTPS)).status).toBe(404);
  });
});
