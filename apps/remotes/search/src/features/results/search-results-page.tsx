import { searchFull } from '@marquee/api-client';
import type { SearchAnswer, SearchResult, SearchType } from '@marquee/domain-models';
import { isSearchable, SEARCH_MIN_QUERY_LENGTH, scopeSearchResults } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageHead, type PageInfo, type PageProps, type Translate } from '@marquee/remote-contract';
import { Button } from '@marquee/ui-kit';
import { Form, Link } from 'react-router';

/** Result groups in display order. */
const GROUPS: readonly SearchType[] = ['show', 'cinema', 'offer', 'news', 'faq'];

export interface SearchPageData {
  readonly query: string;
  readonly answer: SearchAnswer | null;
}

/** Where a result leads: a film to its page, the others to the address the API gives. */
function resultHref(result: SearchResult, page: PageInfo): string {
  return result.type === 'show' ? page.href('Movie', { slug: result.slug }) : result.url;
}

/** The search page's head: the query (else the page title), kept out of search engines (SHELL-81). */
export function searchResultsHead(data: SearchPageData, t: Translate): PageHead {
  return { title: data.query !== '' ? data.query : t('title'), noIndex: true };
}

function SearchResultsPage({ data, page }: PageProps<SearchPageData>) {
  const { t } = useTranslation('search');
  const { answer, query } = data;
  return (
    <div className="search-page">
      <h1>{t('title')}</h1>
      <Form method="get" role="search" className="search-page__form">
        <label htmlFor="search-q" className="search-page__label">
          {t('label')}
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t('placeholder')}
          minLength={SEARCH_MIN_QUERY_LENGTH}
        />
        <Button type="submit">{t('submit')}</Button>
      </Form>
      {query && !answer ? <p>{t('tooShort', { count: SEARCH_MIN_QUERY_LENGTH })}</p> : null}
      {answer && answer.results.length === 0 ? <p>{t('none', { query })}</p> : null}
      {answer
        ? GROUPS.map((type) => {
            const results = answer.results.filter((result) => result.type === type);
            if (results.length === 0) return null;
            return (
              <section key={type} aria-labelledby={`results-${type}`} className="search-page__group">
                <h2 id={`results-${type}`}>{t(`types.${type}`, { count: answer.counts[type] })}</h2>
                <ul>
                  {results.map((result) => (
                    <li key={`${result.type}:${result.id}`}>
                      <Link to={resultHref(result, page)}>{result.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        : null}
    </div>
  );
}

/** The search results page: `?q=` searched over films, cinemas, offers, news and help (GET /api/search/full). */
export const searchResultsPage = definePage<SearchPageData>({
  loader: async (context) => {
    const query = context.url.searchParams.get('q')?.trim() ?? '';
    if (!isSearchable(query)) return { query, answer: null };
    const answer = await searchFull(context.api, query, undefined, context.signal);
    // The main search leaves events out (SRCH-06).
    return { query, answer: { ...answer, results: scopeSearchResults(answer.results, 'main') } };
  },
  Component: SearchResultsPage,
  head: (data, _page, t) => searchResultsHead(data, t),
});
