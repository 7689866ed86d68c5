import { type ApiClient, searchFull } from '@marquee/api-client';
import { type SearchAnswer, scopeSearchResults } from '@marquee/domain-models';

/** The site's main search (GET /api/search/full): every type but events (SRCH-06). */
export async function mainSearch(api: ApiClient, query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const answer = await searchFull(api, query, undefined, signal);
  return { ...answer, results: scopeSearchResults(answer.results, 'main') };
}
