import type { CinemaShowtimes, Season, Showtime } from '@marquee/domain-models';
import { absoluteUrl, breadcrumbList, type PageInfo, type Translate } from '@marquee/remote-contract';
import type { EventShow } from '../components/showtime-schedule/event-programme';
import type { ScheduleDay } from '../components/showtime-schedule/showtime-schedule';
import { offerValidFrom, persons } from './screening-structured-data';

/** schema.org JSON-LD of the entertainment and season pages (search engines read it from the first HTML). */
type Json = Record<string, unknown>;

/**
 * The identifier of a cinema's `MovieTheater` node: its page address with `#theater`, the one
 * `@id` of a cinema on every page (film, event, season, the cinema's own).
 */
export function theaterId(slug: string, page: Pick<PageInfo, 'url' | 'href'>): string {
  return `${absoluteUrl(page.href('Cinema', { slug }), page)}#theater`;
}

/** The theatre of a showtime, with its postal address, under its one `@id`. */
function movieTheater(cinema: CinemaShowtimes, page: Pick<PageInfo, 'url' | 'site' | 'href'>): Json {
  return {
    '@type': 'MovieTheater',
    '@id': theaterId(cinema.cinemaSlug, page),
    name: cinema.cinemaName,
    address: {
      '@type': 'PostalAddress',
      streetAddress: cinema.cinemaAddress,
      postalCode: cinema.cinemaPostalCode,
      addressLocality: cinema.cinemaCity,
      addressCountry: page.site.toUpperCase(),
    },
  };
}

/** A `ScreeningEvent` of one showtime of an event's show: when, where, what it costs and where to book it. */
export function screeningEvent(
  showtime: Showtime,
  cinema: CinemaShowtimes,
  show: Pick<EventShow, 'title'>,
  page: Pick<PageInfo, 'url' | 'site' | 'href'>,
): Json {
  const format = showtime.flags['3d'] ? '3D' : showtime.tags.includes('imax') ? 'IMAX' : undefined;
  return {
    '@type': 'ScreeningEvent',
    name: show.title,
    startDate: showtime.startsAt,
    endDate: showtime.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: movieTheater(cinema, page),
    // What a screening presents is a Movie for schema.org (an opera or a concert filmed for the screen).
    workPresented: { '@type': 'Movie', name: show.title },
    ...(format ? { videoFormat: format } : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(showtime.url, page),
      price: showtime.price.amount,
      priceCurrency: showtime.price.currency,
      availability: showtime.status === 'available' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
}

/**
 * Every `ScreeningEvent` of the day shown (one per showtime), each named after its show, with its
 * show's cast and its offer valid from the show's sales opening when the page keeps them
 * (lib/screening-structured-data: the film and cinema pages' rule).
 */
export function screeningEvents(
  schedule: ScheduleDay | null,
  shows: readonly EventShow[],
  page: Pick<PageInfo, 'url' | 'site' | 'href'>,
): Json[] {
  if (!schedule) return [];
  const bySlug = new Map(shows.map((show) => [show.slug, show]));
  return schedule.cinemas.flatMap((cinema) =>
    cinema.showtimes.map((showtime) => {
      const show = bySlug.get(cinema.showSlug);
      const screening = screeningEvent(showtime, cinema, { title: show?.title ?? cinema.showSlug }, page);
      const work = show?.work;
      if (!work) return screening;
      const validFrom = offerValidFrom(showtime, work);
      return {
        ...screening,
        ...(work.performers.length > 0 ? { performer: persons(work.performers) } : {}),
        offers: { ...(screening.offers as Json), ...(validFrom ? { validFrom } : {}) },
      };
    }),
  );
}

/**
 * The `Event` of an entertainment or season page: its name, description, image and offer (the
 * season's price); with showtimes on the day shown, they are its `subEvent`s and the first one's
 * start is its `startDate` (an event without a date is not an Event for search engines, so the
 * page then gives a plain `WebPage` about it).
 */
export function eventStructuredData(
  season: Pick<Season, 'title' | 'description' | 'poster' | 'price' | 'currency'> & Partial<Pick<Season, 'active'>>,
  screenings: readonly Json[],
  page: Pick<PageInfo, 'url'>,
): Json {
  const about: Json = {
    name: season.title,
    ...(season.description ? { description: season.description } : {}),
    image: absoluteUrl(season.poster, page),
    url: absoluteUrl(page.url.pathname, page),
  };
  if (screenings.length === 0) return { '@type': 'WebPage', ...about };
  const starts = screenings.map((screening) => String(screening.startDate)).sort();
  const ends = screenings.map((screening) => String(screening.endDate)).sort();
  return {
    '@type': 'Event',
    ...about,
    startDate: starts[0],
    endDate: ends[ends.length - 1],
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    // Every theatre it plays in, once each.
    location: [
      ...new Map(screenings.map((screening) => [JSON.stringify(screening.location), screening.location])).values(),
    ],
    ...(season.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: season.price,
            priceCurrency: season.currency,
            url: absoluteUrl(page.url.pathname, page),
            // On sale while the season is active.
            availability: season.active === false ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
          },
        }
      : {}),
    subEvent: screenings,
  };
}

/**
 * The JSON-LD of an event or season page: its `Event` with a `ScreeningEvent` per showtime of the
 * day shown, and the breadcrumb home → events → this page, whose kind (`Entertainment` or `Season`)
 * is the only difference between the two.
 */
export function eventPageGraph(
  event: Parameters<typeof eventStructuredData>[0] & {
    readonly slug: string;
    readonly programme: { readonly schedule: ScheduleDay | null; readonly shows: readonly EventShow[] };
  },
  kind: 'Entertainment' | 'Season',
  page: Pick<PageInfo, 'url' | 'site' | 'href'>,
  t: Translate,
): Json {
  // Each screening carries the event's image and description, and its cinema as organiser.
  const screenings = screeningEvents(event.programme.schedule, event.programme.shows, page).map((screening) => ({
    ...screening,
    image: absoluteUrl(event.poster, page),
    ...(event.description ? { description: event.description } : {}),
    organizer: screening.location,
  }));
  const crumbs = [
    { name: t('events.home'), url: page.href('Home') },
    { name: t('events.title'), url: page.href('EntertainmentList') },
    { name: event.title, url: page.href(kind, { slug: event.slug }) },
  ];
  return { '@graph': [eventStructuredData(event, screenings, page), breadcrumbList(crumbs, page)] };
}
