import { getCinemaShows } from '@marquee/api-client';
import {
  cinemaWeekDays,
  cinemaWeekOffset,
  contentRatingText,
  formatDuration,
  type Schedule,
  type ShowtimeTagDetail,
  sortByPriority,
} from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';
import type { Filters } from '@marquee/routing';
import type { EventShow } from '../../components/showtime-schedule/event-programme';
import { type ScreenedWork, screenedWork } from '../../lib/screening-structured-data';
import { localNow, loadProgrammePlaces, pageFilters } from '../../components/showtime-schedule/programme';
import type { ScheduleDay, ScheduleShow, ScheduleTag } from '../../components/showtime-schedule/showtime-schedule';

/** A film of a cinema's programme: what its section (poster, facts) and its showtime panel show. */
export interface CinemaShow extends EventShow {
  /** The small poster (160 px wide). */
  readonly poster: string;
  readonly genres: readonly string[];
  /** What its screenings' JSON-LD says of it (image, description, cast, offers' start). */
  readonly work: ScreenedWork;
}

/** A cinema's programme on its page: the day shown, each film with its showtimes there. */
export interface CinemaProgramme {
  readonly filters: Filters;
  /** The day shown; null when the showtimes could not be loaded (the page says so, with a retry). */
  readonly schedule: ScheduleDay | null;
  /** The films playing that day, by the spec's priority (special showtime 3, premiere 2, upsell 1). */
  readonly shows: readonly CinemaShow[];
  /** Now in the cinema's local time (`YYYY-MM-DDTHH:mm`), fixed at load: server and browser agree. */
  readonly now: string;
  readonly tags: readonly ScheduleTag[];
}

/**
 * A cinema's schedule answer as the page keeps it: the days of its cinema week (CAT-39, the
 * week offset rule) — the address's day stays offered even outside it —, the films sorted by
 * priority, each film's record cut to what the page shows (the hydration data stays small).
 */
export function cinemaProgrammeOf(
  answer: Schedule,
  options: {
    readonly today: string;
    readonly weekOffset: number | null | undefined;
    readonly currency: string;
    readonly tagDetails: readonly ShowtimeTagDetail[];
  },
): { schedule: ScheduleDay; shows: CinemaShow[] } {
  const week = cinemaWeekDays(answer.days, options.today, options.weekOffset ?? cinemaWeekOffset());
  const days = week.includes(answer.date) || !answer.days.includes(answer.date) ? week : [...week, answer.date].sort();
  const sorted = sortByPriority(answer.shows, (entry) => entry.sortPriority);
  const cinemas = sorted.flatMap((entry) => entry.cinemas);
  const used = new Set(cinemas.flatMap((cinema) => cinema.showtimes.flatMap((showtime) => showtime.tags)));
  const nextDay =
    answer.nextDay && days.includes(answer.nextDay) ? answer.nextDay : (days.find((day) => day > answer.date) ?? null);
  return {
    schedule: {
      date: answer.date,
      days,
      nextDay,
      currency: options.currency,
      tags: options.tagDetails.filter((tag) => used.has(tag.slug)),
      cinemas,
    },
    shows: sorted
      .filter((entry) => entry.cinemas.some((cinema) => cinema.showtimes.length > 0))
      .map(({ show }) => ({
        slug: show.slug,
        title: show.title,
        duration: show.duration,
        contentRating: { label: show.contentRating.label, warning: show.contentRating.warning },
        poster: show.poster.sm,
        genres: show.genres,
        work: screenedWork(show),
      })),
  };
}

/** The line of facts under a film's title: duration, rating, genres. */
export function showFacts(show: CinemaShow, allAudiences: string): string {
  return [
    show.duration > 0 ? formatDuration(show.duration) : null,
    contentRatingText(show.contentRating, allAudiences),
    show.genres.slice(0, 2).join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The films as the schedule's sections, each with its poster and facts, linking to its page. */
export function cinemaScheduleShows(
  shows: readonly CinemaShow[],
  href: (slug: string) => string,
  allAudiences: string,
): ScheduleShow[] {
  return shows.map((show) => ({
    slug: show.slug,
    title: show.title,
    href: href(show.slug),
    poster: show.poster,
    facts: showFacts(show, allAudiences),
  }));
}

/**
 * Loads a cinema's programme (CAT-39): its schedule of the address's day (`GET
 * /api/cinema/{slug}/shows?date=`, else its first day) in parallel with the site's tags. A
 * malformed day is ignored; the schedule failing leaves it null, never the page.
 */
export async function loadCinemaProgramme(
  context: PageContext,
  cinemaSlug: string,
  weekOffset: Promise<number | null>,
  at: Date = new Date(),
): Promise<CinemaProgramme> {
  const filters = pageFilters(context.url);
  const now = localNow(at, context.timeZone);
  const [places, answer, offset] = await Promise.all([
    loadProgrammePlaces(context),
    getCinemaShows(context.api, cinemaSlug, filters.date, context.signal).catch(() => null),
    weekOffset,
  ]);
  if (!answer) return { filters, schedule: null, shows: [], now, tags: places.tags };
  const { schedule, shows } = cinemaProgrammeOf(answer, {
    today: now.slice(0, 10),
    weekOffset: offset,
    currency: context.currency,
    tagDetails: places.tagDetails,
  });
  return { filters, schedule, shows, now, tags: places.tags };
}
