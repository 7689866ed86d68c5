import type { Cinema, CinemaDetail } from '@marquee/domain-models';
import type { PageInfo } from '@marquee/remote-contract';
import { absoluteUrl } from '@marquee/remote-contract';
import type { ScheduleDay } from '../components/showtime-schedule/showtime-schedule';
import { screeningEvent, theaterId } from './event-structured-data';
import { offerValidFrom, type ScreenedWork, screeningWorkFields } from './screening-structured-data';

/** schema.org JSON-LD of the cinema, city and place-list pages. */
type Json = Record<string, unknown>;

/** A cinema's postal address. */
export function postalAddress(
  cinema: Pick<Cinema, 'addressLine1' | 'addressLine2' | 'addressZip' | 'addressCity'>,
  site: string,
): Json {
  return {
    '@type': 'PostalAddress',
    streetAddress: [cinema.addressLine1, cinema.addressLine2].filter(Boolean).join(', '),
    postalCode: cinema.addressZip,
    addressLocality: cinema.addressCity,
    addressCountry: site.toUpperCase(),
  };
}

// The identifier of a cinema's `MovieTheater` node (its page address with `#theater`), the same
// on every page: event-structured-data's theaterId.
export { theaterId } from './event-structured-data';

/** What a listed theater needs of a cinema. */
export type ListedCinema = Pick<
  Cinema,
  'slug' | 'name' | 'gpsPosition' | 'addressLine1' | 'addressLine2' | 'addressZip' | 'addressCity'
>;

/** A cinema as listed (a city, a light list): its `MovieTheater` with its address, position and page. */
export function listedTheater(cinema: ListedCinema, page: Pick<PageInfo, 'url' | 'href' | 'site'>): Json {
  return {
    '@type': 'MovieTheater',
    '@id': theaterId(cinema.slug, page),
    name: cinema.name,
    url: absoluteUrl(page.href('Cinema', { slug: cinema.slug }), page),
    address: postalAddress(cinema, page.site),
    geo: { '@type': 'GeoCoordinates', latitude: cinema.gpsPosition.y, longitude: cinema.gpsPosition.x },
  };
}

/**
 * A cinema's `MovieTheater` (CAT-39): name, address, position, its page as `url` (the data has no
 * telephone), image, seats, and its accessibility as an `amenityFeature`, with each service.
 */
export function movieTheater(
  cinema: Pick<
    CinemaDetail,
    | 'slug'
    | 'name'
    | 'description'
    | 'backdrop'
    | 'gpsPosition'
    | 'addressLine1'
    | 'addressLine2'
    | 'addressZip'
    | 'addressCity'
    | 'statistics'
    | 'accessibilityDescription'
    | 'accesLibreUrl'
  > & { readonly services: CinemaDetail['services'] | null },
  page: Pick<PageInfo, 'url' | 'href' | 'site'>,
  accessibleName: string,
): Json {
  const features: Json[] = [];
  if (cinema.accessibilityDescription)
    features.push({
      '@type': 'LocationFeatureSpecification',
      name: accessibleName,
      value: true,
      description: cinema.accessibilityDescription,
      ...(cinema.accesLibreUrl ? { url: cinema.accesLibreUrl } : {}),
    });
  for (const service of cinema.services ?? [])
    features.push({ '@type': 'LocationFeatureSpecification', name: service.label, value: true });
  return {
    '@type': 'MovieTheater',
    '@id': theaterId(cinema.slug, page),
    name: cinema.name,
    ...(cinema.description ? { description: cinema.description } : {}),
    url: absoluteUrl(page.href('Cinema', { slug: cinema.slug }), page),
    image: absoluteUrl(cinema.backdrop, page),
    address: postalAddress(cinema, page.site),
    geo: { '@type': 'GeoCoordinates', latitude: cinema.gpsPosition.y, longitude: cinema.gpsPosition.x },
    maximumAttendeeCapacity: cinema.statistics.seats,
    ...(features.length > 0 ? { amenityFeature: features } : {}),
  };
}

/** An `ItemList` of cinemas (a city's, a light list's), each its `MovieTheater`. */
export function theaterList(
  name: string,
  cinemas: readonly ListedCinema[],
  page: Pick<PageInfo, 'url' | 'href' | 'site'>,
) {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: cinemas.length,
    itemListElement: cinemas.map((cinema, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: listedTheater(cinema, page),
    })),
  };
}

/**
 * A showtime of a cinema's day as a `ScreeningEvent` of its film (a `Movie`), at the theater (by
 * reference), which organises it; the film's image, description and cast, and its offer valid from
 * the film's sales opening (the film page's rule: lib/screening-structured-data).
 */
export function cinemaScreenings(
  schedule: ScheduleDay | null,
  shows: readonly { readonly slug: string; readonly title: string; readonly work?: ScreenedWork }[],
  theater: string,
  page: Pick<PageInfo, 'url' | 'href' | 'site'>,
): Json[] {
  if (!schedule) return [];
  const bySlug = new Map(shows.map((show) => [show.slug, show]));
  return schedule.cinemas.flatMap((cinema) =>
    cinema.showtimes.map((showtime) => {
      const show = bySlug.get(cinema.showSlug);
      const title = show?.title ?? cinema.showSlug;
      const {
        workPresented: _work,
        location: _location,
        offers,
        ...screening
      } = screeningEvent(showtime, cinema, { title }, page);
      const validFrom = show?.work ? offerValidFrom(showtime, show.work) : undefined;
      return {
        ...screening,
        location: { '@id': theater },
        ...(show?.work ? screeningWorkFields(show.work, theater, page) : { organizer: { '@id': theater } }),
        workPresented: {
          '@type': 'Movie',
          name: title,
          url: absoluteUrl(page.href('Movie', { slug: cinema.showSlug }), page),
        },
        offers: { ...(offers as Json), ...(validFrom ? { validFrom } : {}) },
      };
    }),
  );
}
