import { fold } from '../lib/text';
import type { Lang, SearchHitRow } from '../rows';
import type { Store } from '../store';
import type { SearchHitFacts } from '../views/search';
import { faqArticleDoc } from './faq';

/**
 * The full search's reads of the FTS5 index `search_fts` (filled by db/search-index.ts): a query
 * of digits finds cinemas by postal-code prefix (spaces ignored), in slug order; any other text
 * matches titles and bodies accent-insensitively, every word (8 at most) as a prefix, best first
 * (bm25, the title weighing 5, the body 1), 500 hits at most.
 */
export function searchHits(store: Store, site: string, lang: Lang, q: string): SearchHitRow[] {
  const digits = q.replace(/\s+/g, '');
  if (/^\d+$/.test(digits)) {
    return store
      .stmt(
        "SELECT type, ref, title, 0 AS rank FROM search_fts WHERE site = ? AND lang = ? AND type = 'cinema' AND replace(zip, ' ', '') LIKE ? ORDER BY ref",
      )
      .all(site, lang, `${digits}%`) as SearchHitRow[];
  }
  const tokens = fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (tokens.length === 0) return [];
  const match = tokens.map((tk) => `"${tk.replace(/"/g, '')}"*`).join(' AND ');
  return store
    .stmt(
      'SELECT type, ref, title, bm25(search_fts, 5.0, 1.0) AS rank FROM search_fts WHERE search_fts MATCH ? AND site = ? AND lang = ? ORDER BY rank LIMIT 500',
    )
    .all(`{title body}: (${match})`, site, lang) as SearchHitRow[];
}

/** The record a hit names, as its result needs it. */
export function searchHitFacts(store: Store, site: string, hit: SearchHitRow): SearchHitFacts {
  if (hit.type === 'show') return { show: store.showById.get(Number(hit.ref)) };
  if (hit.type === 'cinema') return { cinema: store.cinemaBySlug.get(hit.ref) };
  if (hit.type === 'faq') return { faq: faqArticleDoc(store, site, hit.ref) };
  return {};
}
