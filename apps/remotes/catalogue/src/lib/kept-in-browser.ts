/**
 * Answers the browser keeps for a few minutes, per API client (so per page language): what a
 * page's loader asks again when only its `/filters/` change (a film, the site's cinemas and
 * tags) is not fetched and parsed again on every day or chip. On the server every request
 * loads its own (a render must not see another visitor's answers, and the edge caches pages).
 */
const KEEP_MS = 5 * 60_000;

interface Kept {
  readonly at: number;
  readonly value: Promise<unknown>;
}

const byClient = new WeakMap<object, Map<string, Kept>>();

/**
 * `load()`'s answer for `key`, kept in the browser for KEEP_MS when `keep` accepts it (a failure,
 * or an answer `keep` refuses — one with a part missing —, is asked again next time). `load` must
 * not depend on a navigation's abort signal: the answer outlives the navigation that asked.
 */
export function keptInBrowser<T>(
  client: object,
  key: string,
  load: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
  now: () => number = Date.now,
): Promise<T> {
  if (typeof window === 'undefined') return load();
  let entries = byClient.get(client);
  if (!entries) {
    entries = new Map();
    byClient.set(client, entries);
  }
  const hit = entries.get(key);
  if (hit && now() - hit.at < KEEP_MS) return hit.value as Promise<T>;
  const value = load();
  const entry = { at: now(), value };
  entries.set(key, entry);
  const forget = () => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  value.then((answer) => {
    if (!keep(answer)) forget();
  }, forget);
  return value;
}
