import { getShows } from '@marquee/api-client';
import type { Language, Show } from '@marquee/domain-models';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageHead, type PageProps, StaticRegion, type Translate } from '@marquee/remote-contract';
import { type CardPosterLoading, type CardShow, ShowCard, toCardShow } from '../../components/show-card';
import { useRouterLinks } from '../../components/use-router-links';

/**
 * Shows in home order: ordered ones first by their order, then the rest by title in the page
 * language (an explicit locale: the server and the browser sort alike).
 */
export function sortForHome(shows: readonly Show[], language: Language): Show[] {
  const collator = new Intl.Collator(language);
  return [...shows].sort((a, b) => {
    const ao = a.homeOrder ?? Number.POSITIVE_INFINITY;
    const bo = b.homeOrder ?? Number.POSITIVE_INFINITY;
    return ao !== bo ? ao - bo : collator.compare(a.title, b.title);
  });
}

/** The home page's head: its title and a one-sentence description (SHELL-81, SHELL-82). */
export function homeHead(t: Translate): PageHead {
  return { title: t('home.title'), description: t('home.description') };
}

/** The home page's data: the films on now and coming soon, in home order, as their cards need them. */
export interface HomeData {
  readonly onNow: readonly CardShow[];
  readonly comingSoon: readonly CardShow[];
}

/** Splits and orders the site's films for the home page, keeping what the cards show (the page embeds it). */
export function homeData(shows: readonly Show[], language: Language): HomeData {
  return {
    onNow: sortForHome(
      shows.filter((show) => !show.isComingSoon),
      language,
    ).map(toCardShow),
    comingSoon: sortForHome(
      shows.filter((show) => show.isComingSoon),
      language,
    ).map(toCardShow),
  };
}

/** Cards in the first row of the grid for the device the server rendered for (its posters load eagerly). */
const FIRST_ROW = { mobile: 2, tablet: 4, desktop: 6 } as const;

/** How the poster of the card at `index` of the first list loads: the first is the LCP image, the first row is eager. */
export function cardPosterLoading(index: number, firstRow: number): CardPosterLoading {
  if (index === 0) return 'lcp';
  return index < firstRow ? 'eager' : 'lazy';
}

function HomePage({ data, page }: PageProps<HomeData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLDivElement>();
  const { onNow, comingSoon } = data;
  const firstRow = FIRST_ROW[page.device.viewport];
  return (
    <div className="catalogue-home" ref={links}>
      <h1 className="catalogue-home__title">{t('home.title')}</h1>
      <section aria-labelledby="on-now">
        <h2 id="on-now">{t('home.onNow', { count: onNow.length })}</h2>
        {onNow.length === 0 ? (
          <p>{t('home.empty')}</p>
        ) : (
          <StaticRegion as="ul" className="catalogue-show-grid">
            {onNow.map((show, index) => (
              <li key={show.slug}>
                <ShowCard
                  show={show}
                  href={page.href('Movie', { slug: show.slug })}
                  poster={cardPosterLoading(index, firstRow)}
                />
              </li>
            ))}
          </StaticRegion>
        )}
      </section>
      {comingSoon.length > 0 ? (
        <section aria-labelledby="coming-soon">
          <h2 id="coming-soon">{t('home.comingSoon')}</h2>
          <StaticRegion as="ul" className="catalogue-show-grid">
            {comingSoon.map((show) => (
              <li key={show.slug}>
                <ShowCard show={show} href={page.href('Movie', { slug: show.slug })} poster="lazy" />
              </li>
            ))}
          </StaticRegion>
        </section>
      ) : null}
    </div>
  );
}

/** The home page: the films on at the site (GET /api/shows). */
export const homePage = definePage<HomeData>({
  loader: async (context) => homeData((await getShows(context.api, context.signal)).shows, context.language),
  Component: HomePage,
  head: (_data, _page, t) => homeHead(t),
});
