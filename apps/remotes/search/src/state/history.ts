/** A past choice in the search (A§3 search history: title, subtitle, url). */
export interface SearchHistoryEntry {
  readonly title: string;
  readonly subtitle: string;
  /** The address chosen, on this site (its identity in the history). */
  readonly url: string;
}

/** A§9: the search history keeps 3 entries. */
export const SEARCH_HISTORY_SIZE = 3;
const MAX_TITLE = 200;

/** The browser key of a site's history (one per site: the addresses are the site's own). */
export function historyKey(site: string): string {
  return `marquee.search-history.${site}`;
}

const isEntry = (value: unknown): value is SearchHistoryEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.title === 'string' &&
    entry.title.length <= MAX_TITLE &&
    typeof entry.subtitle === 'string' &&
    entry.subtitle.length <= MAX_TITLE &&
    typeof entry.url === 'string' &&
    // Only an address of this site: a tampered store never sends the visitor elsewhere.
    entry.url.startsWith('/') &&
    !entry.url.startsWith('//')
  );
};

/** SRCH-03: the history with `entry` added: newest first, unique by address, at most 3. */
export function addToHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  size: number = SEARCH_HISTORY_SIZE,
): SearchHistoryEntry[] {
  return [entry, ...history.filter((old) => old.url !== entry.url)].slice(0, size);
}

/** The stored history, or [] (nothing stored, storage refused, or anything out of shape). Browser only. */
export function readHistory(
  site: string,
  storage: Pick<Storage, 'getItem'> | null = browserStorage(),
): SearchHistoryEntry[] {
  try {
    const raw = storage?.getItem(historyKey(site));
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isEntry).reduce<SearchHistoryEntry[]>((kept, entry) => {
      if (kept.length < SEARCH_HISTORY_SIZE && !kept.some((old) => old.url === entry.url)) kept.push(entry);
      return kept;
    }, []);
  } catch {
    return [];
  }
}

/** Records a choice (SRCH-19) and returns the new history. Storage refused: the history lives for the page only. */
export function recordChoice(
  site: string,
  entry: SearchHistoryEntry,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = browserStorage(),
): SearchHistoryEntry[] {
  const next = addToHistory(readHistory(site, storage), {
    title: entry.title.slice(0, MAX_TITLE),
    subtitle: entry.subtitle.slice(0, MAX_TITLE),
    url: entry.url,
  });
  try {
    storage?.setItem(historyKey(site), JSON.stringify(next));
  } catch {
    // Private mode or a full store: nothing kept, nothing broken.
  }
  return next;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
