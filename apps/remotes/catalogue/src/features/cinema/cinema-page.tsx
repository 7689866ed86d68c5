import { useTranslation } from '@marquee/i18n';
import { useCinemaPageLocator } from '@marquee/locator-state';
import { definePage, type PageProps } from '@marquee/remote-contract';
import { AlertBanner, Icon } from '@marquee/ui-kit';
import { CalendarFeedLinks } from '../../components/calendar-feed-links';
import { useRouterLinks } from '../../components/use-router-links';
import { CinemaFavourite } from '../../components/space/cinema-favourite';
import { cinemaHead } from './cinema-head';
import { CinemaDetails, cinemaAddress, INFO_FRAGMENT, PRICING_FRAGMENT } from './components/cinema-details';
import { CinemaShowtimes } from './components/cinema-showtimes';
import { type CinemaData, loadCinema } from './cinema-loader';
import './cinema.css';
import '../../components/hero/hero.css';

function CinemaPage({ data, page }: PageProps<CinemaData>) {
  const { t } = useTranslation('catalogue');
  // Its links (films, nearby cinemas and cities, #info, #tarifs) go through the router: no page load.
  const links = useRouterLinks<HTMLElement>();
  // The page's cinema is the locator's place while it is shown (LOC-03); leaving releases the cinema order (LOC-09).
  useCinemaPageLocator(data.slug);
  return (
    <article className="catalogue-cinema" ref={links}>
      <header className="catalogue-hero catalogue-cinema__hero">
        <img
          className="catalogue-hero__backdrop catalogue-cinema__backdrop"
          src={data.backdrop}
          alt=""
          width={1280}
          height={540}
          fetchPriority="high"
        />
        <div className="catalogue-hero__intro catalogue-cinema__intro">
          <nav aria-label={t('places.breadcrumb')} className="catalogue-cinema__crumbs">
            <a href={page.href('Cinemas')}>{t('places.cinemas')}</a>
            <span aria-hidden="true"> / </span>
            <a href={page.href('City', { slug: data.citySlug })}>{data.city}</a>
          </nav>
          <div className="catalogue-cinema__title-row">
            <h1 className="catalogue-cinema__title">{data.name}</h1>
            <CinemaFavourite cinema={{ slug: data.slug, vistaRef: data.vistaRef }} name={data.name} page={page} />
          </div>
          <p className="catalogue-cinema__address">
            <Icon name="location" size={16} /> {cinemaAddress(data)}
          </p>
          <p className="catalogue-cinema__jump">
            <a href={`#${INFO_FRAGMENT}`}>{t('places.info')}</a>
            {data.pricing ? <a href={`#${PRICING_FRAGMENT}`}>{t('places.pricing')}</a> : null}
          </p>
          <CalendarFeedLinks kind="cinema" slug={data.slug} page={page} />
        </div>
      </header>
      {data.notices.map((notice) => (
        <AlertBanner
          key={notice.title}
          level={notice.level}
          title={notice.title}
          subtitle={notice.message}
          live={false}
          className="catalogue-cinema__notice"
        />
      ))}
      <CinemaShowtimes programme={data.programme} cinemaSlug={data.slug} page={page} />
      <CinemaDetails key={data.slug} cinema={data} page={page} />
    </article>
  );
}

/** A cinema's page (page kind Cinema): its programme first, then the cinema; an unknown slug is the not-found view. */
export const cinemaPage = definePage<CinemaData>({
  loader: (context) => loadCinema(context),
  Component: CinemaPage,
  head: cinemaHead,
  header: { backdrop: true },
});
