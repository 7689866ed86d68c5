import { SEARCH_MAX_QUERY_LENGTH, SearchTypeSchema } from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, catalogueAsync, type Env } from '../http';
import { NEVER } from '../lib/lasting';
import { parseOr400 } from '../lib/validate';
import { searchHitFacts, searchHits } from '../queries/search';
import type { Store } from '../store';
import { searchAnswerView, searchResultView, tallySearch } from '../views/search';

const SearchQuery = v.object({
  q: v.pipe(
    v.string('is required'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(SEARCH_MAX_QUERY_LENGTH, `is too long (${SEARCH_MAX_QUERY_LENGTH} characters at most)`),
  ),
  type: v.optional(SearchTypeSchema),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'must be a number from 1 to 100'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(100, 'must be at most 100'),
    ),
  ),
});

/**
 * GET /api/search/full: numeric text finds cinemas by postal-code prefix; other text matches titles
 * and bodies accent-insensitively (queries/search.ts). Events never appear (main search); `type`
 * narrows the results (the counts stay whole), `limit` (default 50) caps them.
 */
export function searchRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  app.get('/api/search/full', (c) => {
    const q = parseOr400(SearchQuery, c.req.query(), '');
    return catalogueAsync(c, store, cache, async (lasting) => {
      // the clock plays no part: only a new catalogue version changes a search's answer
      lasting.lastsUntil(NEVER);
      const { site, lang } = c.get('req');
      const tally = tallySearch(await searchHits(store, site, lang, q.q), q.type, q.limit ?? 50);
      const results = tally.picked.map((hit) => searchResultView(hit, searchHitFacts(store, site, hit), lang));
      return searchAnswerView(q.q, tally, results);
    });
  });
}
