import { formatPrice, useTranslation } from '@marquee/i18n';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { splitFilters } from '@marquee/routing';
import { Price } from '@marquee/ui-kit';
import { SeasonSelectionProvider } from '../../state/season-selection';
import { SeasonShowtimes } from './components/season-showtimes';
import { seasonHead } from './season-head';
import { loadSeason, type SeasonData } from './season-loader';
import './season.css';
import { useRouterLinks } from '../../components/use-router-links';
import '../../components/hero/hero.css';

function SeasonPage({ data, page }: PageProps<SeasonData>) {
  const { t } = useTranslation('catalogue');
  const money = (amount: number) => formatPrice(amount, { language: page.language, currency: data.currency });
  const { base } = splitFilters(page.url.pathname);
  const offer = data.price !== null && data.initialPrice !== null && data.initialPrice > data.price;
  // Its links to other pages (a cinema of the programme, the breadcrumb) go through the router.
  const links = useRouterLinks<HTMLElement>();
  return (
    <article className="catalogue-season" ref={links}>
      <header className="catalogue-hero catalogue-season__hero">
        <img
          className="catalogue-hero__backdrop catalogue-season__backdrop"
          src={data.details.backdrop}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
        />
        <div className="catalogue-hero__intro catalogue-season__intro">
          <nav aria-label={t('events.breadcrumb')} className="catalogue-season__crumbs">
            <a href={page.href('EntertainmentList')}>{t('events.title')}</a>
          </nav>
          <img className="catalogue-season__logo" src={data.details.logo} alt="" width={48} height={48} />
          <h1 className="catalogue-season__title">{data.title}</h1>
          <p className="catalogue-season__subtitle">{data.subtitle}</p>
        </div>
      </header>
      <div className="catalogue-season__body">
        <img className="catalogue-season__poster" src={data.poster} alt="" width={1280} height={720} loading="lazy" />
        <div className="catalogue-season__offer">
          {data.price !== null ? (
            <p className="catalogue-season__price">
              <span className="catalogue-season__price-label">{t('season.price')}</span>
              <Price
                amount={money(data.price)}
                {...(offer && data.initialPrice !== null ? { initialAmount: money(data.initialPrice) } : {})}
                labels={{ current: t('season.priceNow'), initial: t('season.priceBefore') }}
              />
            </p>
          ) : null}
          {data.details.prices.length > 0 ? (
            <dl className="catalogue-season__prices">
              {data.details.prices.map((price) => (
                <div key={price.label}>
                  <dt>{price.label}</dt>
                  <dd>{money(price.amount)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {data.cta && data.active ? (
            <a className="catalogue-season__cta" href="#season-showtimes">
              {data.cta.label}
            </a>
          ) : null}
          {data.active ? null : <p className="catalogue-season__closed">{t('season.closed')}</p>}
        </div>
        <p className="catalogue-season__description">{data.description}</p>
      </div>
      {data.active ? (
        <SeasonSelectionProvider multiple={page.flags.seasonMultipleSelection} page={base}>
          <SeasonShowtimes programme={data.programme} seasonSlug={data.slug} page={page} />
        </SeasonSelectionProvider>
      ) : null}
    </article>
  );
}

/** A season's page (CAT-29..35); an unknown slug is the not-found view (CAT-30). */
export const seasonPage = definePage<SeasonData>({
  loader: (context) => loadSeason(context),
  Component: SeasonPage,
  head: seasonHead,
  header: { backdrop: true },
});
