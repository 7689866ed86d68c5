import type { SearchAnswer } from '@marquee/domain-models';
import { isSearchable, SEARCH_MAX_QUERY_LENGTH, SEARCH_MIN_QUERY_LENGTH } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageHead, type PageProps, type Translate } from '@marquee/remote-contract';
import { Button } from '@marquee/ui-kit';
import { Form } from 'react-router';
import { mainSearch } from '../../components/main-search';
import { SearchResultGroups } from '../../components/search-result-groups';

export interface SearchPageData {
  readonly query: string;
  readonly answer: SearchAnswer | null;
  /** The query was longer than the search takes: the page says so instead of searching. */
  readonly tooLong?: boolean;
}

/** The search page's head: the query (else the page title), kept out of search engines (SHELL-81). */
export function searchResultsHead(data: SearchPageData, t: Translate): PageHead {
  return { title: data.query !== '' ? data.query : t('title'), noIndex: true };
}

function SearchResultsPage({ data, page }: PageProps<SearchPageData>) {
  const { t } = useTranslation('search');
  const { answer, query, tooLong } = data;
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
          maxLength={SEARCH_MAX_QUERY_LENGTH}
        />
        <Button type="submit">{t('submit')}</Button>
      </Form>
      {tooLong ? <p role="alert">{t('tooLong', { count: SEARCH_MAX_QUERY_LENGTH })}</p> : null}
      {query && !answer && !tooLong ? <p>{t('tooShort', { count: SEARCH_MIN_QUERY_LENGTH })}</p> : null}
      {answer && answer.results.length === 0 ? <p>{t('none', { query })}</p> : null}
      {answer ? <SearchResultGroups answer={answer} page={page} /> : null}
    </div>
  );
}

/** The search results page: `?q=` searched over films, cinemas, offers, news and help (GET /api/search/full). */
export const searchResultsPage = definePage<SearchPageData>({
  loader: async (context) => {
    const query = context.url.searchParams.get('q')?.trim() ?? '';
    if (!isSearchable(query)) return { query, answer: null };
    // Bad input is the page with a message, never a failed page.
    if (query.length > SEARCH_MAX_QUERY_LENGTH) return { query, answer: null, tooLong: true };
    return { query, answer: await mainSearch(context.api, query, context.signal) };
  },
  Component: SearchResultsPage,
  head: (data, _page, t) => searchResultsHead(data, t),
});
