import { getAccessibleShowtimes } from '@marquee/api-client';
import {
  ACCESSIBILITY_TAGS,
  type AccessibleShowtime,
  type AccessibleShowtimes,
  type CinemaShowtimes,
} from '@marquee/domain-models';
import { dateTimeFormat } from '@marquee/i18n';
import type { PageContext } from '@marquee/remote-contract';
import { encodeFilters, type Filters, queryParam, splitFilters } from '@marquee/routing';

/** Showtimes per page of the list. */
export const PAGE_SIZE = 20;

/** The page's filters as the address carries them: `/filters/tags-…/localisation-…/date-…`, `?film=`, `?page=`. */
export interface AccessibleFilters {
  /** Accessibility tags (any of them). */
  readonly features: readonly string[];
  /** A cinema or city slug. */
  readonly place: string | null;
  readonly date: string | null;
  /** A film's slug. */
  readonly film: string | null;
  /** 1-based page of the list. */
  readonly page: number;
}

/** What the accessible showings page shows: the API's answer and the address it came from. */
export interface AccessibleData {
  readonly answer: AccessibleShowtimes;
  /** The page's path without its filters. */
  readonly base: string;
  readonly filters: AccessibleFilters;
  /** Each day of the answer (and the filter's), spelt out in the page language. */
  readonly dayLabels: Readonly<Record<string, string>>;
  /** The same days, short (the day chips: "ven. 27 nov."). */
  readonly dayChips: Readonly<Record<string, string>>;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The page's filters from its address; malformed or unknown values are left out, never an error. */
export function readAccessibleFilters(url: URL): AccessibleFilters {
  const { filters } = splitFilters(url.pathname);
  const film = queryParam(url.search, 'film');
  const pageParam = Number(queryParam(url.search, 'page') ?? '1');
  const place = filters.localisation ?? null;
  return {
    features: ACCESSIBILITY_TAGS.filter((tag) => filters.tags?.includes(tag)),
    place: place !== null && SLUG.test(place) && place.length <= 80 ? place : null,
    date: filters.date !== undefined && DAY.test(filters.date) ? filters.date : null,
    film: film !== null && SLUG.test(film) && film.length <= 120 ? film : null,
    page: Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 1000 ? pageParam : 1,
  };
}

/** The page's address for some filters (features, place and day in the path; film and page in the query). */
export function accessibleHref(base: string, filters: AccessibleFilters): string {
  const path: Filters = {
    ...(filters.date ? { date: filters.date } : {}),
    ...(filters.features.length > 0
      ? { tags: ACCESSIBILITY_TAGS.filter((tag) => filters.features.includes(tag)) }
      : {}),
    ...(filters.place ? { localisation: filters.place } : {}),
  };
  const query = [
    ...(filters.film ? [`film=${encodeURIComponent(filters.film)}`] : []),
    ...(filters.page > 1 ? [`page=${filters.page}`] : []),
  ];
  return `${base}${encodeFilters(path)}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/**
 * Loads the page in one call: GET /api/accessible-showtimes with the address's filters. An
 * unknown cinema, city or film is not found (the API's 404).
 */
export async function loadAccessible(context: PageContext): Promise<AccessibleData> {
  const filters = readAccessibleFilters(context.url);
  const { base } = splitFilters(context.url.pathname);
  const answer = await getAccessibleShowtimes(
    context.api,
    {
      features: filters.features,
      ...(filters.place ? { place: filters.place } : {}),
      ...(filters.film ? { show: filters.film } : {}),
      ...(filters.date ? { date: filters.date } : {}),
      offset: (filters.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
    context.signal,
  );
  const format = dateTimeFormat(context.format.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const short = dateTimeFormat(context.format.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dayLabels: Record<string, string> = {};
  const dayChips: Record<string, string> = {};
  const days = new Set([...answer.days, ...(filters.date ? [filters.date] : [])]);
  for (const item of answer.items) days.add(item.showtime.time.slice(0, 10));
  for (const day of days) {
    dayLabels[day] = format.format(new Date(`${day}T12:00:00Z`));
    dayChips[day] = short.format(new Date(`${day}T12:00:00Z`));
  }
  return { answer, base, filters, dayLabels, dayChips };
}

/** The cinema group a showtime panel and a `ScreeningEvent` take, for one showtime of the list. */
export function cinemaOf(item: AccessibleShowtime): CinemaShowtimes {
  return {
    cinemaSlug: item.cinemaSlug,
    cinemaName: item.cinemaName,
    cinemaCity: item.cinemaCity,
    cinemaCitySlug: item.cinemaCitySlug,
    cinemaPostalCode: item.cinemaPostalCode,
    cinemaAddress: item.cinemaAddress,
    sessionsNearby: null,
    showSlug: item.showSlug,
    date: item.showtime.time.slice(0, 10),
    showtimes: [item.showtime],
  };
}
