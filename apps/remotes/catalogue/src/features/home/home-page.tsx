import { getShows } from '@marquee/api-client';
import type { Show, ShowList } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { ShowCard } from '../../components/show-card';

/** Shows in home order: ordered ones first by their order, then the rest by title. */
export function sortForHome(shows: readonly Show[]): Show[] {
  return [...shows].sort((a, b) => {
    const ao = a.homeOrder ?? Number.POSITIVE_INFINITY;
    const bo = b.homeOrder ?? Number.POSITIVE_INFINITY;
    return ao !== bo ? ao - bo : a.title.localeCompare(b.title);
  });
}

function HomePage({ data, page }: PageProps<ShowList>) {
  const { t } = useTranslation('catalogue');
  const onNow = sortForHome(data.shows.filter((show) => !show.isComingSoon));
  const comingSoon = sortForHome(data.shows.filter((show) => show.isComingSoon));
  return (
    <div className="catalogue-home">
      <h1 className="catalogue-home__title">{t('home.title')}</h1>
      <section aria-labelledby="on-now">
        <h2 id="on-now">{t('home.onNow', { count: onNow.length })}</h2>
        {onNow.length === 0 ? (
          <p>{t('home.empty')}</p>
        ) : (
          <ul className="show-grid">
            {onNow.map((show, index) => (
              <li key={show.slug}>
                <ShowCard show={show} href={page.href('Movie', { slug: show.slug })} eager={index < 4} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {comingSoon.length > 0 ? (
        <section aria-labelledby="coming-soon">
          <h2 id="coming-soon">{t('home.comingSoon')}</h2>
          <ul className="show-grid">
            {comingSoon.map((show) => (
              <li key={show.slug}>
                <ShowCard show={show} href={page.href('Movie', { slug: show.slug })} eager={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The home page: the films on at the site (GET /api/shows). */
export const homePage = definePage<ShowList>({
  loader: (context) => getShows(context.api, context.signal),
  Component: HomePage,
});
