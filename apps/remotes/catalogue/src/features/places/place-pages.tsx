import { resolveCityTarget } from '@marquee/domain-models';
import { numberFormat, useTranslation } from '@marquee/i18n';
import { definePage, type PageInfo, type PageProps, StaticRegion } from '@marquee/remote-contract';
import { Icon } from '@marquee/ui-kit';
import { useMemo } from 'react';
import { CardHeartsProvider, useCardHearts, useRefs } from '../../components/card-hearts';
import { ShowCard } from '../../components/show-card';
import { useRouterLinks } from '../../components/use-router-links';
import { cityHead, placeListHead } from './place-heads';
import {
  type CityData,
  loadCinemaLight,
  loadCity,
  loadCityLight,
  type PlaceCinema,
  type PlaceListData,
} from './place-loaders';
import './places.css';
import '../../components/hero/hero.css';

function address(cinema: PlaceCinema): string {
  return [cinema.addressLine1, cinema.addressLine2, `${cinema.addressZip} ${cinema.addressCity}`]
    .filter(Boolean)
    .join(', ');
}

/** The cinemas of a place, each a card linking to its page; `highlight` marks the city's default cinema. */
function CinemaCards({
  cinemas,
  page,
  highlight,
  headingLevel = 3,
}: {
  readonly cinemas: readonly PlaceCinema[];
  readonly page: PageInfo;
  readonly highlight?: string | null;
  readonly headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('catalogue');
  const Heading = `h${headingLevel}` as const;
  return (
    <StaticRegion as="ul" className="catalogue-places__cinemas">
      {cinemas.map((cinema) => (
        <li key={cinema.slug} className="catalogue-places__cinema">
          <img src={cinema.backdrop} alt="" width={640} height={360} loading="lazy" decoding="async" />
          <div className="catalogue-places__cinema-body">
            {highlight === cinema.slug ? <p className="catalogue-places__badge">{t('places.defaultCinema')}</p> : null}
            <Heading className="catalogue-places__cinema-name">
              <a href={page.href('Cinema', { slug: cinema.slug })}>{cinema.name}</a>
            </Heading>
            <p className="catalogue-places__muted">
              <Icon name="location" size={16} /> {address(cinema)}
            </p>
            <p className="catalogue-places__muted">
              {t('places.hallsAndSeats', {
                halls: cinema.statistics.halls,
                seats: numberFormat(page.format.locale).format(cinema.statistics.seats),
              })}
            </p>
          </div>
        </li>
      ))}
    </StaticRegion>
  );
}

// ————————————————————————————————————— City —————————————————————————————————————

function CityPage({ data, page }: PageProps<CityData>) {
  const { t } = useTranslation('catalogue');
  const backdrop = page.device.viewport === 'mobile' ? data.backdropMobile : data.backdrop;
  const slugs = useMemo(() => data.highlight.shows.map((show) => show.slug), [data.highlight.shows]);
  const hearts = useCardHearts<HTMLElement>(page, slugs);
  const links = useRefs(useRouterLinks<HTMLElement>(), hearts.ref);
  return (
    <article className="catalogue-places catalogue-places--city" ref={links}>
      <header className="catalogue-hero catalogue-places__hero">
        <img
          className="catalogue-hero__backdrop catalogue-places__backdrop"
          src={backdrop}
          alt=""
          width={1280}
          height={480}
          fetchPriority="high"
        />
        <div className="catalogue-hero__intro catalogue-places__intro">
          <nav aria-label={t('places.breadcrumb')} className="catalogue-places__crumbs">
            <a href={page.href('Cinemas')}>{t('places.cinemas')}</a>
          </nav>
          <h1 className="catalogue-places__title">{t('places.cityTitle', { city: data.name })}</h1>
          <p className="catalogue-places__lead">{data.description}</p>
          {data.defaultCinema ? (
            <p>
              <a className="catalogue-places__cta" href={page.href('Cinema', { slug: data.defaultCinema })}>
                {t('places.seeProgramme', {
                  cinema: data.cinemas.find((cinema) => cinema.slug === data.defaultCinema)?.name ?? data.name,
                })}
              </a>
            </p>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="city-cinemas">
        <h2 id="city-cinemas">{t('places.cinemasIn', { city: data.name, count: data.cinemas.length })}</h2>
        <CinemaCards cinemas={data.cinemas} page={page} highlight={data.defaultCinema} />
      </section>
      {data.highlight.shows.length > 0 ? (
        <section aria-labelledby="city-highlight" className="catalogue-places__highlight">
          <h2 id="city-highlight">{data.highlight.title}</h2>
          <p className="catalogue-places__muted">{data.highlight.description}</p>
          <CardHeartsProvider value={hearts.label}>
            <StaticRegion as="ul" className="catalogue-places__shows">
              {data.highlight.shows.map((show) => (
                <li key={show.slug}>
                  <ShowCard show={show} href={page.href('Movie', { slug: show.slug })} poster="lazy" />
                </li>
              ))}
            </StaticRegion>
          </CardHeartsProvider>
        </section>
      ) : null}
      {data.nearby.length > 0 ? (
        <section aria-labelledby="city-nearby">
          <h2 id="city-nearby">{t('places.nearbyCities')}</h2>
          <ul className="catalogue-places__nearby">
            {data.nearby.map((city) => (
              <li key={city.slug}>
                <a href={page.href('City', { slug: city.slug })}>{city.name}</a>{' '}
                <span className="catalogue-places__muted">{t('places.distance', { km: city.distanceKm })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

// ————————————————————————————————————— Light lists —————————————————————————————————————

function PlaceListPage({ data, page }: PageProps<PlaceListData>) {
  const { t } = useTranslation('catalogue');
  // The single-cinema rule, for a list reached by an old link: a city of one cinema names it first.
  const target = data.citySlug ? resolveCityTarget(data.citySlug, data.cinemas) : null;
  const links = useRouterLinks<HTMLElement>();
  return (
    <article className="catalogue-places catalogue-places--light" ref={links}>
      <nav aria-label={t('places.breadcrumb')} className="catalogue-places__crumbs">
        <a href={page.href('Cinemas')}>{t('places.cinemas')}</a>
      </nav>
      <h1 className="catalogue-places__title">
        {t('places.cinemasIn', { city: data.name, count: data.cinemas.length })}
      </h1>
      <CinemaCards cinemas={data.cinemas} page={page} headingLevel={2} />
      {data.citySlug && target?.kind !== 'cinema' ? (
        <p>
          <a className="catalogue-places__more" href={page.href('City', { slug: data.citySlug })}>
            {t('places.aboutCity', { city: data.name })}
          </a>
        </p>
      ) : null}
    </article>
  );
}

/** The city page and the two light lists (page kinds City, CityLight, CinemaLight). */
export const placePages = {
  City: definePage<CityData>({ loader: loadCity, Component: CityPage, head: cityHead, header: { backdrop: true } }),
  CityLight: definePage<PlaceListData>({
    loader: loadCityLight,
    Component: PlaceListPage,
    head: placeListHead('CityLight'),
  }),
  CinemaLight: definePage<PlaceListData>({
    loader: loadCinemaLight,
    Component: PlaceListPage,
    head: placeListHead('CinemaLight'),
  }),
};
