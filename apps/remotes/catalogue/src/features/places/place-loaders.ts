import { ApiError, getCinemas, getCities, getCity, getShow } from '@marquee/api-client';
import { type Cinema, type CityDetail, cinemasWithKnownCity } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';
import { type CardShow, toCardShow } from '../../components/show-card';

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
