/**
 * The request target as a URL on the edge. Read as a path, never relative to a base: `//host/x`
 * resolved against a base is another host's address (and `/\\host/x` likewise), which made
 * `GET //evil.com/` a page and `/.//evil.com/` a redirect to it. Absolute-form targets (RFC 9112
 * §3.2.2) keep only their path and query.
 */
export function requestUrl(target: string | undefined): URL {
  const raw = target ?? '/';
  if (raw.startsWith('/')) return new URL(`http://edge.invalid${raw}`);
  const absolute = new URL(raw);
  if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') throw new TypeError('not an http URL');
  return new URL(`http://edge.invalid${absolute.pathname}${absolute.search}`);
}
