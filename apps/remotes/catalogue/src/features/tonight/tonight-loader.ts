import { getTonight, type TonightQuery } from '@marquee/api-client';
import { addDays, localTimeOf, type Tonight } from '@marquee/domain-models';
import { parsePosition } from '@marquee/locator-state';
import type { PageContext } from '@marquee/remote-contract';
import type { Filters } from '@marquee/routing';
import { loadProgrammePlaces, pageFilters, programmeSelection } from '../../components/showtime-schedule/programme';
import { localNow } from '../../lib/local-now';
import {
  type SavedPlace,
  TONIGHT_CINEMAS_QUERY,
  TONIGHT_FAVOURITES_MAX,
  TONIGHT_PLACE_QUERY,
  type TonightPlace,
} from './tonight-place';

/**
 * "Tonight, near me, fits my time": every film's showtimes of a day in a time
 * window at the visitor's place, in one API call (GET /api/tonight). The state is the address:
 * the `/filters/` segments (day, place, versions, tags) and the window in the query (`from`,
 * `to`, `preset`, `sort`), so a reload, a shared link and the server render show the same.
 */
export interface TonightData {
  /** The answer; null when it could not be loaded (the page says so, with a retry). */
  readonly answer: Tonight | null;
  readonly filters: Filters;
  /** The place's name as the visitor chose it (a cinema, a city, "around me"), or null for the whole site. */
  readonly placeName: string | null;
  /** Where the page looks (the chooser's value). */
  readonly place: TonightPlace;
  /** The locator's saved cinema or city (`cgp_locator`), offered by the chooser; null when none. */
  readonly saved: SavedPlace | null;
  /** The favourite cinemas' names, in their order (the lead), when the place is the favourites. */
  readonly favouriteNames: readonly string[];
  /** Every tag's name in the page language (the chips offer tags the listed showtimes may not carry). */
  readonly tagLabels: Readonly<Record<string, string>>;
  /** The evening shown, as the heading, title and description name it (`tonightDay`). */
  readonly day: TonightDay;
  /**
   * The site's local date-time (`YYYY-MM-DDTHH:mm`) when the data was loaded: the showtimes'
   * status is read against it, and a window "from now" starts then (the answer names no clock time).
   */
  readonly now: string;
}

/** The weekdays, as `Date#getUTCDay` numbers them. */
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The evening a page shows: today's ("tonight"), tomorrow's, or another day's by its weekday. */
export type TonightDay = 'today' | 'tomorrow' | (typeof WEEKDAYS)[number];

/** Which evening `date` is from `today` (both YYYY-MM-DD in the site's time zone); no date is today. */
export function tonightDay(date: string | undefined, today: string): TonightDay {
  if (!date || date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? 'today';
}

/** The query of the address the page asks the API with. */
function tonightQuery(url: URL, filters: Filters, place: TonightQuery): TonightQuery {
  const q = url.searchParams;
  const preset = q.get('preset');
  const from = localTimeOf(q.get('from'));
  const to = localTimeOf(q.get('to'));
  return {
    ...place,
    ...(filters.date ? { date: filters.date } : {}),
    ...(preset ? { preset } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(q.get('sort') === 'distance' ? { sort: 'distance' as const } : {}),
    versions: filters.versions ?? [],
    tags: filters.tags ?? [],
  };
}

/** The favourite cinemas an address names (`?cinemas=a,b`): the site's cinemas only, each once, at most 10. */
function addressFavourites(url: URL, known: ReadonlySet<string>): string[] {
  const raw = url.searchParams.get(TONIGHT_CINEMAS_QUERY) ?? '';
  const slugs = raw.split(',').filter((slug) => known.has(slug));
  return [...new Set(slugs)].slice(0, TONIGHT_FAVOURITES_MAX);
}

/**
 * The page's data: the visitor's place, then the answer. The place is, first, the address's
 * favourite cinemas (`?cinemas=`), `?place=all` (every cinema, whatever is saved) or a cinema or
 * city in `?place=` (the form sent without JavaScript); else its `localisation`; else the
 * locator's saved selection (`cgp_locator`: cinema, city or position); else the whole site.
 */
export async function loadTonight(context: PageContext, at: Date = new Date()): Promise<TonightData> {
  const now = localNow(at, context.timeZone);
  const filters = pageFilters(context.url);
  const places = await loadProgrammePlaces(context);
  const cinemaName = new Map(places.cinemas.map((c) => [c.slug, c.name]));
  const cityName = new Map(places.cities.map((c) => [c.slug, c.name]));
  const stored = programmeSelection(context, places, {}, null)?.selection;
  const saved: SavedPlace | null =
    stored?.type === 'cinema' || stored?.type === 'city'
      ? {
          kind: stored.type,
          slug: stored.value,
          name: (stored.type === 'cinema' ? cinemaName : cityName).get(stored.value) ?? stored.value,
        }
      : null;
  const favourites = addressFavourites(context.url, new Set(cinemaName.keys()));
  const asked = context.url.searchParams.get(TONIGHT_PLACE_QUERY);
  let query: TonightQuery = {};
  let place: TonightPlace = { kind: 'site' };
  if (favourites.length > 0) {
    query = { cinemas: favourites };
    place = { kind: 'favourites', cinemas: favourites };
  } else if (asked !== 'all') {
    const chosen = asked && (cinemaName.has(asked) || cityName.has(asked)) ? asked : filters.localisation;
    const selection = programmeSelection(context, places, { ...filters, localisation: chosen }, null)?.selection;
    if (selection?.type === 'cinema') {
      query = { cinemas: [selection.value] };
      place = { kind: 'cinema', slug: selection.value, name: cinemaName.get(selection.value) ?? selection.value };
    } else if (selection?.type === 'city') {
      query = { city: selection.value };
      place = { kind: 'city', slug: selection.value, name: cityName.get(selection.value) ?? selection.value };
    } else if (selection?.type === 'position') {
      const at = parsePosition(selection.value);
      if (at) {
        query = { lat: at.y, lng: at.x };
        place = { kind: 'position' };
      }
    }
  }
  const placeName = place.kind === 'cinema' || place.kind === 'city' ? place.name : null;
  const favouriteNames = favourites.map((slug) => cinemaName.get(slug) ?? slug);
  const tagLabels = Object.fromEntries(places.tagDetails.map((tag) => [tag.slug, tag.title]));
  const base = { filters, placeName, place, saved, favouriteNames, tagLabels, now };
  try {
    const signal = typeof window === 'undefined' ? context.signal : undefined;
    const answer = await getTonight(context.api, tonightQuery(context.url, filters, query), signal);
    return { answer, ...base, day: tonightDay(answer.date, answer.today) };
  } catch {
    // Without an answer, the address's day against the site's clock.
    return { answer: null, ...base, day: tonightDay(filters.date, now.slice(0, 10)) };
  }
}
