import type { SearchAnswer, SearchType } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { Link } from 'react-router';
import { resultHref } from './result-link';
import { TYPE_TEXTS } from './search-texts';

/** Result groups in display order. */
const GROUPS: readonly SearchType[] = ['show', 'cinema', 'offer', 'news', 'faq'];

/**
 * A search answer grouped by type (films, cinemas, offers, news, help), each group titled with
 * its count: the results page and the search modal show the same list.
 */
export function SearchResultGroups({
  answer,
  page,
  headingLevel = 2,
  idPrefix = 'results',
}: {
  readonly answer: SearchAnswer;
  readonly page: PageInfo;
  readonly headingLevel?: 2 | 3;
  /** Prefix of the group headings' ids (unique per list on a page). */
  readonly idPrefix?: string;
}) {
  const { t } = useTranslation('search');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {GROUPS.map((type) => {
        const results = answer.results.filter((result) => result.type === type);
        if (results.length === 0) return null;
        const id = `${idPrefix}-${type}`;
        return (
          <section key={type} aria-labelledby={id} className="search-page__group">
            <Heading id={id}>{t(TYPE_TEXTS[type], { count: answer.counts[type] })}</Heading>
            <ul>
              {results.map((result) => {
                const href = resultHref(result, page);
                return href ? (
                  <li key={`${result.type}:${result.id}`}>
                    <Link to={href}>{result.title}</Link>
                  </li>
                ) : null;
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}
