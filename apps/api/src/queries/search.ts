import { foldText } from '@marquee/domain-models';
import type { Lang, SearchHitRow } from '../rows';
import type { Store } from '../store';
import type { SearchHitFacts } from '../views/search';
import { faqArticleDoc } from './faq';

/**
 * The full search's reads of the index: a query of digits finds cinemas by postal-code prefix
 * (spaces ignored), in slug order; any other text matches titles and bodies accent-insensitively,
 * every word (8 at most) as a prefix, best first (the title weighing 5 times the body), then by
 * type and reference (a stable tiebreak), 500 hits at most. On the embedded SQLite file: the FTS5
 * index `search_fts` (bm25); on PostgreSQL: `search_docs` (ts_rank over unaccent), both filled by
 * db/search-index.ts from the same rows.
 */
export async function searchHits(store: Store, site: string, lang: Lang, q: string): Promise<SearchHitRow[]> {
  const digits = q.replace(/\s+/g, '');
  const postgres = store.shared.db.engine === 'postgres';
  if (/^\d+$/.test(digits)) {
    const sql = `SELECT type, ref, title, 0 AS rank FROM ${postgres ? 'search_docs' : 'search_fts'} WHERE site = ? AND lang = ? AND type = 'cinema' AND replace(zip, ' ', '') LIKE ? ORDER BY ref`;
    return postgres
      ? store.shared.db.all<SearchHitRow>(sql, [site, lang, `${digits}%`])
      : (store.stmt(sql).all(site, lang, `${digits}%`) as SearchHitRow[]);
  }
  if (postgres) {
    // Words as the text has them: PostgreSQL folds them with the index's own function.
    const words = q
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 8);
    if (words.length === 0) return [];
    return store.shared.db.all<SearchHitRow>(
      `SELECT type, ref, title, -ts_rank('{0.1, 0.1, 0.2, 1.0}', doc, query) AS rank
       FROM search_docs, to_tsquery('simple', marquee_fold(?)) AS query
       WHERE doc @@ query AND site = ? AND lang = ?
       ORDER BY rank, type, ref LIMIT 500`,
      [words.map((word) => `${word}:*`).join(' & '), site, lang],
    );
  }
  const tokens = foldText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (tokens.length === 0) return [];
  const match = tokens.map((tk) => `"${tk.replace(/"/g, '')}"*`).join(' AND ');
  return store
    .stmt(
      'SELECT type, ref, title, bm25(search_fts, 5.0, 1.0) AS rank FROM search_fts WHERE search_fts MATCH ? AND site = ? AND lang = ? ORDER BY rank, type, ref LIMIT 500',
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
