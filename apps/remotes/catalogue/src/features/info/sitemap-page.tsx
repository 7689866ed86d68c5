import { type TextKey, useTranslation } from '@marquee/i18n';
import { definePage, PAGE_OWNERS, type PageInfo, type PageProps } from '@marquee/remote-contract';
import { isKindOffered, type PageKind } from '@marquee/routing';
import { useRouterLinks } from '../../components/use-router-links';
import { sitemapHead } from './sitemap-head';
import { loadSitemap, type SitemapData } from './sitemap-loader';
import '../../components/content/content.css';

/** The site's main pages in the sitemap, each where the site offers it (routing's `isKindOffered`). */
const MAIN = [
  'Home',
  'Shows',
  'ShowsUpcoming',
  'ShowsPresales',
  'ShowsKids',
  'ShowsSpecial',
  'Tonight',
  'Cinemas',
  'EntertainmentList',
  'Experiences',
  'AccessibleShowings',
  'OffersList',
  'NewsList',
  'Subscription',
  'Club',
  'Ecards',
  'Ecards3',
  'Voucher',
  'FaqHome',
  'MobileApp',
  'Cgv',
  'Cvd',
] as const satisfies readonly PageKind[];

/** A main page of the sitemap. */
type MainKind = (typeof MAIN)[number];

/** The link text of each main page. */
const MAIN_TEXTS: Readonly<Record<MainKind, TextKey<'catalogue'>>> = {
  Home: 'content.sitemap.kinds.Home',
  Shows: 'content.sitemap.kinds.Shows',
  ShowsUpcoming: 'content.sitemap.kinds.ShowsUpcoming',
  ShowsPresales: 'content.sitemap.kinds.ShowsPresales',
  ShowsKids: 'content.sitemap.kinds.ShowsKids',
  ShowsSpecial: 'content.sitemap.kinds.ShowsSpecial',
  Tonight: 'content.sitemap.kinds.Tonight',
  AccessibleShowings: 'content.sitemap.kinds.AccessibleShowings',
  Cinemas: 'content.sitemap.kinds.Cinemas',
  EntertainmentList: 'content.sitemap.kinds.EntertainmentList',
  Experiences: 'content.sitemap.kinds.Experiences',
  OffersList: 'content.sitemap.kinds.OffersList',
  NewsList: 'content.sitemap.kinds.NewsList',
  Subscription: 'content.sitemap.kinds.Subscription',
  Club: 'content.sitemap.kinds.Club',
  Ecards: 'content.sitemap.kinds.Ecards',
  Ecards3: 'content.sitemap.kinds.Ecards3',
  Voucher: 'content.sitemap.kinds.Voucher',
  FaqHome: 'content.sitemap.kinds.FaqHome',
  MobileApp: 'content.sitemap.kinds.MobileApp',
  Cgv: 'content.sitemap.kinds.Cgv',
  Cvd: 'content.sitemap.kinds.Cvd',
};

/** The main pages of a site: a part of the platform renders them, and the site and its flags offer them. */
export function mainPages(page: Pick<PageInfo, 'site' | 'flags'>): MainKind[] {
  return MAIN.filter((kind) => {
    if (PAGE_OWNERS[kind] === undefined) return false;
    if (!isKindOffered(page.site, kind, page.flags)) return false;
    if (kind === 'NewsList') return page.flags.newsLinkEnabled;
    if (kind === 'OffersList') return page.flags.offersMenuDisplayed;
    return true;
  });
}

function SitemapPage({ data, page }: PageProps<SitemapData>) {
  const { t } = useTranslation('catalogue');
  const links = useRouterLinks<HTMLDivElement>();
  return (
    <div className="catalogue-content catalogue-content--sitemap" ref={links}>
      <header className="catalogue-content__plain-intro">
        <h1 className="catalogue-content__title">{t('content.sitemap.title')}</h1>
      </header>
      <div className="catalogue-content__sitemap">
        {/* Headed sections, not named regions: the footer's regions carry the same names (Nos cinémas). */}
        <section>
          <h2 id="sitemap-main" className="catalogue-content__block-title">
            {t('content.sitemap.main')}
          </h2>
          <ul className="catalogue-content__list">
            {mainPages(page).map((kind) => (
              <li key={kind}>
                <a href={page.href(kind)}>{t(MAIN_TEXTS[kind])}</a>
              </li>
            ))}
          </ul>
        </section>
        {data.info.length > 0 ? (
          <section>
            <h2 id="sitemap-info" className="catalogue-content__block-title">
              {t('content.sitemap.info')}
            </h2>
            <ul className="catalogue-content__list">
              {data.info.map((item) => (
                <li key={item.slug}>
                  <a href={page.href('Info', { slug: item.slug })}>{item.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {data.cinemas.length > 0 ? (
          <section>
            <h2 id="sitemap-cinemas" className="catalogue-content__block-title">
              {t('content.sitemap.cinemas')}
            </h2>
            <ul className="catalogue-content__list">
              {data.cinemas.map((cinema) => (
                <li key={cinema.slug}>
                  <a href={page.href('Cinema', { slug: cinema.slug })}>{cinema.name}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** The sitemap page (page kind Sitemap, ROUTE-46). */
export const sitemapPage = definePage<SitemapData>({ loader: loadSitemap, Component: SitemapPage, head: sitemapHead });
