import { ApiError, getCinemas, getCities, getCity, getShow } from '@marquee/api-client';
import {
  type Cinema,
  type CityDetail,
  cinemasWithKnownCity,
  cutAtWord,
  resolveCityTarget,
} from '@marquee/domain-models';
import { numberFormat, useTranslation } from '@marquee/i18n';
import {
  definePage,
  type PageContext,
  type PageHead,
  type PageInfo,
  type PageProps,
  StaticRegion,
  type Translate,
} from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import { Icon } from '@marquee/ui-kit';
import { useMemo } from 'react';
import { CardHeartsProvider, useCardHearts, useRefs } from '../../components/card-hearts';
import { type CardShow, ShowCard, toCardShow } from '../../components/show-card';
import { useRouterLinks } from '../../components/use-router-links';
import { listedTheater, theaterList } from '../../lib/place-structured-data';
import './places.css';
import '../../components/hero/hero.css';

/** A cinema as a place list shows it (no services, no SEO texts: the hydration data stays small). */
export type PlaceCinema = Pick<
  Cinema,
  | 'slug'
  | 'name'
  | 'city'
  | 'citySlug'
  | 'gpsPosition'
  | 'addressLine1'
  | 'addressLine2'
  | 'addressZip'
  | 'addressCity'
  | 'backdrop'
  | 'statistics'
>;

/** A place the site does not have: the shell shows the not-found view (404). */
function notFoundError(what: string): ApiError {
  return new ApiError('not-found', what, 404, `${what} not found`);
}

function placeCinema(cinema: Cinema): PlaceCinema {
  const { slug, name, city, citySlug, gpsPosition, addressLine1, addressLine2, addressZip, addressCity } = cinema;
  return {
    slug,
    name,
    city,
    citySlug,
    gpsPosition,
    addressLine1,
    addressLine2,
    addressZip,
    addressCity,
    backdrop: cinema.backdrop,
    statistics: cinema.statistics,
  };
}

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

/** A city's page data (CAT-49): the city, its cinemas, and the films it highlights. */
export type CityData = Omit<CityDetail, 'cinemas' | 'highlight'> & {
  readonly cinemas: readonly PlaceCinema[];
  readonly highlight: { readonly title: string; readonly description: string; readonly shows: readonly CardShow[] };
};

/**
 * A city (GET /api/city/{slug}) and the films of its highlight (GET /api/show/{slug}, each that
 * fails is left out). A missing city is the not-found view (CAT-50).
 */
export async function loadCity(context: PageContext): Promise<CityData> {
  const city = await getCity(context.api, context.params.slug ?? '', context.signal);
  const shows = await Promise.all(
    city.highlight.shows.map((slug) => getShow(context.api, slug, context.signal).catch(() => null)),
  );
  return {
    ...city,
    cinemas: city.cinemas.map(placeCinema),
    highlight: {
      title: city.highlight.title,
      description: city.highlight.description,
      shows: shows.filter((show) => show !== null).map(toCardShow),
    },
  };
}

/** The city page's head: its title and description, backdrop, its `Place` containing its theaters, and the breadcrumb. */
export function cityHead(data: CityData, page: PageInfo, t: Translate): PageHead {
  const title = t('places.cityTitle', { city: data.name });
  const url = absoluteUrl(page.href('City', { slug: data.slug }), page);
  return {
    title,
    description: cutAtWord(data.description || data.seo.description),
    image: absoluteUrl(data.backdrop, page),
    structuredData: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Place',
          name: data.name,
          url,
          ...(data.description ? { description: data.description } : {}),
          geo: { '@type': 'GeoCoordinates', latitude: data.gpsPosition.y, longitude: data.gpsPosition.x },
          containsPlace: data.cinemas.map((cinema) => listedTheater(cinema, page)),
        },
        breadcrumbList(
          [
            { name: t('places.home'), url: page.href('Home') },
            { name: t('places.cinemas'), url: page.href('Cinemas') },
            { name: data.name, url: page.href('City', { slug: data.slug }) },
          ],
          page,
        ),
      ],
    },
  };
}

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

/** A light list: a place's name and its cinemas (CAT-51). */
export interface PlaceListData {
  readonly slug: string;
  /** The city's name; for a region, its cities' names. */
  readonly name: string;
  readonly cinemas: readonly PlaceCinema[];
  /** A city light list: the city's page. */
  readonly citySlug: string | null;
}

/**
 * A city's light list (`city-list/{slug}`, CAT-51): the city's cinemas, nothing else. A city the
 * site does not know, or one without cinemas, is the not-found view.
 */
export async function loadCityLight(context: PageContext): Promise<PlaceListData> {
  const slug = context.params.slug ?? '';
  const [cities, list] = await Promise.all([
    getCities(context.api, context.signal),
    getCinemas(context.api, context.signal),
  ]);
  const city = cities.cities.find((item) => item.slug === slug);
  const cinemas = list.cinemas.filter((cinema) => cinema.citySlug === slug);
  if (!city || cinemas.length === 0) throw notFoundError(`city ${slug}`);
  return { slug, name: city.name, cinemas: cinemas.map(placeCinema), citySlug: city.slug };
}

/**
 * A cinema light list (`cinemas/l/{slug}`): the cinemas of a region (the cities' `mainRegion`,
 * `idf`…), or of a city when the slug names one. Cinemas whose city is unknown are left out
 * (C§5); an unknown slug is the not-found view.
 */
export async function loadCinemaLight(context: PageContext): Promise<PlaceListData> {
  const slug = context.params.slug ?? '';
  const [cities, list] = await Promise.all([
    getCities(context.api, context.signal),
    getCinemas(context.api, context.signal),
  ]);
  const city = cities.cities.find((item) => item.slug === slug);
  const inRegion = cities.cities.filter((item) => item.mainRegion === slug);
  const places = city ? [city] : inRegion;
  const slugs = new Set(places.map((item) => item.slug));
  const cinemas = cinemasWithKnownCity(list.cinemas, slugs);
  if (cinemas.length === 0) throw notFoundError(`place ${slug}`);
  return {
    slug,
    name: places.map((item) => item.name).join(', '),
    cinemas: cinemas.map(placeCinema),
    citySlug: city ? city.slug : null,
  };
}

/** A light list's head: its title, a description, and an `ItemList` of its cinemas with the breadcrumb. */
export function placeListHead(kind: 'CityLight' | 'CinemaLight') {
  return (data: PlaceListData, page: PageInfo, t: Translate): PageHead => {
    const title = t('places.cinemasIn', { city: data.name, count: data.cinemas.length });
    return {
      title,
      description: t('places.lightDescription', { city: data.name, count: data.cinemas.length }),
      structuredData: {
        '@context': 'https://schema.org',
        '@graph': [
          theaterList(title, data.cinemas, page),
          breadcrumbList(
            [
              { name: t('places.home'), url: page.href('Home') },
              { name: t('places.cinemas'), url: page.href('Cinemas') },
              { name: data.name, url: page.href(kind, { slug: data.slug }) },
            ],
            page,
          ),
        ],
      },
    };
  };
}

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
