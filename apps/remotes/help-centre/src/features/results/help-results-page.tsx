import { searchFull } from '@marquee/api-client';
import type { SearchResult } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import {
  definePage,
  type PageContext,
  type PageHead,
  type PageInfo,
  type PageProps,
  type Translate,
} from '@marquee/remote-contract';
import { HelpFrame, helpCrumbs, helpKind } from '../../components/help-frame';
import { faqOnly, faqResultHref, helpQuery } from '../../lib/help-rules';

/** The results page's data: the query as sent (null when too short) and its help articles. */
export interface HelpResultsData {
  readonly query: string | null;
  readonly results: readonly SearchResult[];
}

/** The help search's results for `?q=` (HELP-12, HELP-13): faq type only, nothing below 2 characters. */
export async function loadHelpResults(context: PageContext): Promise<HelpResultsData> {
  const query = helpQuery(context.url.searchParams.get('q') ?? '');
  if (query === null) return { query: null, results: [] };
  const answer = await searchFull(context.api, query, 'faq', context.signal);
  return { query, results: faqOnly(answer.results) };
}

/** The results page is kept out of search engines. */
export function helpResultsHead(data: HelpResultsData, _page: PageInfo, t: Translate): PageHead {
  return {
    title: data.query ? t('search.pageTitleFor', { query: data.query }) : t('search.pageTitle'),
    description: t('search.pageDescription'),
    noIndex: true,
  };
}

function HelpResultsPage({ data, page }: PageProps<HelpResultsData>) {
  const { t } = useTranslation('help-centre');
  const title = data.query ? t('search.pageTitleFor', { query: data.query }) : t('search.pageTitle');
  return (
    <HelpFrame
      page={page}
      crumbs={helpCrumbs(page, t, [{ name: t('search.pageTitle'), url: page.href(helpKind(page, 'FaqResults')) }])}
      title={title}
      {...(data.query ? { initialQuery: data.query } : {})}
    >
      <section className="help-centre-results" aria-labelledby="help-results-title">
        {/* The section's heading, visually hidden (the page's h1 says what was searched). */}
        <h2 id="help-results-title" className="help-centre-sr-only">
          {t('search.suggestions')}
        </h2>
        {data.query === null ? (
          <p>{t('search.hint')}</p>
        ) : data.results.length === 0 ? (
          <p>{t('search.none', { query: data.query })}</p>
        ) : (
          <>
            <p className="help-centre-results__count">{t('search.results', { count: data.results.length })}</p>
            <ul className="help-centre-category__articles">
              {data.results.map((result) => (
                <li key={result.id} className="help-centre-category__article">
                  <a href={faqResultHref(result, page)}>{result.title}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </HelpFrame>
  );
}

/** The help search's results page (`/help/search?q=`). */
export const helpResultsPage = definePage<HelpResultsData>({
  loader: loadHelpResults,
  Component: HelpResultsPage,
  head: helpResultsHead,
});
