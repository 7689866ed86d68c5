// Tiny query-string helpers: this package compiles with the ES library only (no DOM
// types), so it does not lean on the URLSearchParams global.

/** Something with a `get` like URLSearchParams. */
export interface QueryLike {
  get(name: string): string | null;
}

function decodePart(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** The query part of a search string or URL, without `?` and fragment. */
function queryPart(search: string): string {
  const q = search.indexOf('?');
  const text = q >= 0 ? search.slice(q + 1) : search.includes('=') ? search : '';
  return text.replace(/#.*$/, '');
}

/** The first value of a query parameter, or null (like URLSearchParams.get). */
export function queryParam(search: string | QueryLike, name: string): string | null {
  if (typeof search !== 'string') return search.get(name);
  for (const pair of queryPart(search).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decodePart(eq < 0 ? pair : pair.slice(0, eq));
    if (key === name) return eq < 0 ? '' : decodePart(pair.slice(eq + 1));
  }
  return null;
}

/** `a=1&b=2` from ordered pairs, each part URL-encoded. */
export function buildQuery(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

/**
 * Query that hides the sold-out showtimes of a programme when `true`. Here, not
 * in url-helpers, so that a programme reading it pulls in no route table.
 */
export const HIDE_SOLD_OUT_QUERY = 'hidesoldout';

/** True when the query asks to hide sold-out showtimes (`hidesoldout=true`). */
export function wantsSoldOutHidden(search: string | QueryLike): boolean {
  return queryParam(search, HIDE_SOLD_OUT_QUERY) === 'true';
}

/**
 * The same query string (`?…`, or '' when empty) with sold-out showtimes hidden or shown: the
 * other parameters kept in their order, `hidesoldout=true` last when hidden.
 */
export function withSoldOutHidden(search: string, hidden: boolean): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== HIDE_SOLD_OUT_QUERY);
  if (hidden) kept.push(`${HIDE_SOLD_OUT_QUERY}=true`);
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
