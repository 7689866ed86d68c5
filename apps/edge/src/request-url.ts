/**
 * A path with its percent-escapes of unreserved characters (RFC 3986 §2.3: letters, digits,
 * `-._~`) decoded and every other escape in upper case (§6.2.2.1-2): `/api/%63lient/x` and
 * `/api/client/x` are one address, and the API reads them as one. The edge matches this form,
 * never the raw one, so no prefix guard is slipped past by an escape. Escapes
 * of reserved characters (`%2F`, `%3F`...) stay escapes: they are data, not structure.
 */
export function normalisePath(path: string): string {
  if (!path.includes('%')) return path;
  return path.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : encoded.toUpperCase();
  });
}

/**
 * The request target as a URL on the edge. Read as a path, never relative to a base: `//host/x`
 * resolved against a base is another host's address (and `/\\host/x` likewise), which made
 * `GET //evil.com/` a page and `/.//evil.com/` a redirect to it. Absolute-form targets (RFC 9112
 * §3.2.2) keep only their path and query. The path is normalised (see normalisePath).
 */
export function requestUrl(target: string | undefined): URL {
  const raw = target ?? '/';
  let url: URL;
  if (raw.startsWith('/')) url = new URL(`http://edge.invalid${raw}`);
  else {
    const absolute = new URL(raw);
    if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') throw new TypeError('not an http URL');
    url = new URL(`http://edge.invalid${absolute.pathname}${absolute.search}`);
  }
  const pathname = normalisePath(url.pathname);
  // Decoding may make dot segments (`/%2e%2e/` is already one for the URL parser; `%2E` is too).
  if (pathname !== url.pathname) url.pathname = pathname;
  return url;
}
