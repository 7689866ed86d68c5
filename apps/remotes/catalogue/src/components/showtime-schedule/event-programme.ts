import { getEventShows } from '@marquee/api-client';
import type { Schedule } from '@marquee/domain-models';
import {
  type LocatorSelection,
  type NearestLimits,
  nearestCinemas,
  parsePosition,
  type SelectionSource,
} from '@marquee/locator-state';
import type { PageContext } from '@marquee/remote-contract';
import type { Filters } from '@marquee/routing';
import { type ScreenedWork, screenedWork } from '../../lib/screening-structured-data';
import { keepAllowedCinemas } from '../../state/schedules';
import type { PanelShow } from '../showtime-panel/showtime-panel';
import { localNow, loadProgrammePlaces, type ProgrammePlace, pageFilters, programmeSelection } from './programme';
import type { ScheduleDay, ScheduleShow, ScheduleTag } from './showtime-schedule';

/** A show of an event's programme: what its section and its showtime panel show. */
export interface EventShow extends PanelShow {
  readonly slug: string;
  /** What its screenings' JSON-LD says of it (cast, offers' start); absent where a page does not say it. */
  readonly work?: ScreenedWork;
}

/**
 * The programme of an event (or a season): its shows' showtimes of one day at the visitor's
 * place, as one schedule whose cinemas each belong to one show.
 */
export interface EventProgramme {
  readonly selection: LocatorSelection | null;
  readonly source: SelectionSource | null;
  readonly filters: Filters;
  /** The day shown; null when the showtimes could not be loaded (the page says so, with a retry). */
  readonly schedule: ScheduleDay | null;
  /** The event's shows playing that day, in the API's order (special showtimes first). */
  readonly shows: readonly EventShow[];
  /** Now in the cinemas' local time (`YYYY-MM-DDTHH:mm`), fixed at load: server and browser agree. */
  readonly now: string;
  readonly tags: readonly ScheduleTag[];
  readonly cinemas: readonly ProgrammePlace[];
  readonly cities: readonly ProgrammePlace[];
}

/**
 * The cinemas a selection allows: one cinema, a city's cinemas, the nearest cinemas of a position
 * (within the settings' limits, LOC-16), or every cinema of the site (null).
 */
export function allowedCinemas(
  selection: LocatorSelection | null,
  cinemas: readonly ProgrammePlace[],
  limits: NearestLimits | null = null,
): ReadonlySet<string> | null {
  if (selection?.type === 'cinema') return new Set([selection.value]);
  const origin = selection?.type === 'position' ? parsePosition(selection.value) : null;
  if (origin) {
    const placed = cinemas.flatMap((cinema) => (cinema.position ? [{ ...cinema, gpsPosition: cinema.position }] : []));
    return new Set(nearestCinemas(placed, origin, limits).map((entry) => entry.item.slug));
  }
  if (selection?.type === 'city')
    return new Set(cinemas.filter((cinema) => cinema.citySlug === selection.value).map((cinema) => cinema.slug));
  return null;
}

/** An event's shows as schedule sections (each links to its own page). */
export function scheduleShows(shows: readonly EventShow[], href: (slug: string) => string): ScheduleShow[] {
  return shows.map((show) => ({ slug: show.slug, title: show.title, href: href(show.slug) }));
}

/**
 * Loads an event's programme (CAT-28): the site's places and tags in parallel with the event's
 * schedule of the address's day (`GET /api/event/{slug}/shows?date=`, every cinema of the site),
 * then keeps the cinemas of the visitor's place — the address's `localisation`, else the saved
 * `cgp_locator` cookie, else everywhere (events play in few cinemas: no default city narrows
 * them). A malformed day or unknown place is ignored; the schedule failing leaves it null.
 */
export async function loadEventProgramme(
  context: PageContext,
  eventSlug: string,
  at: Date = new Date(),
  fetchSchedule: (context: PageContext, slug: string, date: string | undefined) => Promise<Schedule> = (
    c,
    slug,
    date,
  ) => getEventShows(c.api, slug, date, c.signal),
): Promise<EventProgramme> {
  const filters = pageFilters(context.url);
  const now = localNow(at, context.timeZone);
  const [places, answer] = await Promise.all([
    loadProgrammePlaces(context),
    fetchSchedule(context, eventSlug, filters.date).catch(() => null),
  ]);
  const restored = programmeSelection(context, places, filters, null);
  const selection = restored?.selection ?? null;
  let schedule: ScheduleDay | null = null;
  const shows: EventShow[] = [];
  if (answer) {
    const cinemas = answer.shows.flatMap((entry) => entry.cinemas);
    const allowed = allowedCinemas(selection, places.cinemas, places.settings?.locator ?? null);
    const day = { date: answer.date, days: answer.days, nextDay: answer.nextDay, cinemas };
    const kept = allowed ? keepAllowedCinemas(day, allowed) : day;
    const used = new Set(kept.cinemas.flatMap((cinema) => cinema.showtimes.flatMap((showtime) => showtime.tags)));
    schedule = {
      ...kept,
      cinemas: [...kept.cinemas],
      days: [...kept.days],
      currency: context.currency,
      tags: places.tagDetails.filter((tag) => used.has(tag.slug)),
    };
    for (const { show } of answer.shows) {
      if (kept.cinemas.some((cinema) => cinema.showSlug === show.slug)) {
        shows.push({
          slug: show.slug,
          title: show.title,
          duration: show.duration,
          contentRating: { label: show.contentRating.label, warning: show.contentRating.warning },
          work: screenedWork(show),
        });
      }
    }
  }
  return {
    selection,
    source: restored?.source ?? null,
    filters,
    schedule,
    shows,
    now,
    tags: places.tags,
    cinemas: places.cinemas,
    cities: places.cities,
  };
}
