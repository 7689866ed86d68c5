import { getCinemas, getCities, getSettings, getShowShowtimes, getTags } from '@marquee/api-client';
import type { PageContext } from '@marquee/remote-contract';
import {
  type LocatorSelection,
  nearestCinemas,
  parsePosition,
  readLocatorCookie,
  restoreSelection,
  type SelectionSource,
} from '@marquee/locator-state';
import { type Filters, splitFilters } from '@marquee/routing';
import type { GeoPoint, ShowtimeTagDetail } from '@marquee/domain-models';
import { keptInBrowser } from '../../lib/kept-in-browser';
import { localNow } from '../../lib/local-now';
import type { ScheduleDay, ScheduleTag } from './showtime-schedule';

/** A place the visitor can choose (the selection switcher, and the panel's cinema details). */
export interface ProgrammePlace {
  readonly slug: string;
  readonly name: string;
  /** A cinema's city and postal code; a city's number of cinemas. */
  readonly city?: string;
  /** A cinema's city slug. */
  readonly citySlug?: string;
  readonly postalCode?: string;
  readonly cinemaCount?: number;
  /** A city's region slug (LOC-20: a default region is its cities' cinemas). */
  readonly region?: string;
  /** A cinema's position (the locator's nearest cinemas). */
  readonly position?: GeoPoint;
}

/** The programme of a film on a page: where, which day, what is on. */
export interface Programme {
  readonly selection: LocatorSelection | null;
  readonly source: SelectionSource | null;
  readonly filters: Filters;
  /** The day shown and its showtimes; null when they could not be loaded (the page says so, with a retry). */
  readonly schedule: ScheduleDay | null;
  /** Now in the cinemas' local time (`YYYY-MM-DDTHH:mm`), fixed at load: server and browser agree. */
  readonly now: string;
  readonly tags: readonly ScheduleTag[];
  readonly cinemas: readonly ProgrammePlace[];
  readonly cities: readonly ProgrammePlace[];
  /** The selected region (the site's default, LOC-20) with its name; null (or absent) for any other selection. */
  readonly region?: ProgrammePlace | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day `YYYY-MM-DD`, else undefined (a malformed date in the address is ignored). */
export function validDay(value: string | undefined): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value ? value : undefined;
}

export { localNow } from '../../lib/local-now';

/** The filters of a page address (its `/filters/` suffix), with a malformed date dropped. */
export function pageFilters(url: URL): Filters {
  const { filters } = splitFilters(url.pathname);
  const { date, ...rest } = filters;
  const day = validDay(date);
  return day ? { ...rest, date: day } : rest;
}

/** What every programme page offers around its showtimes: the site's places and tags, and its settings. */
export interface ProgrammePlaces {
  readonly settings: {
    readonly defaultSearchCity?: string | null;
    readonly defaultSearchRegion?: { readonly slug: string; readonly name: string } | null;
    readonly locator?: { readonly maxGeolocationCinemas: number; readonly maxGeolocationDistance: number };
  } | null;
  readonly cinemas: readonly ProgrammePlace[];
  readonly cities: readonly ProgrammePlace[];
  /** The experience and accessibility tags (the chips). */
  readonly tags: readonly ScheduleTag[];
  /** Every tag as a showtime panel shows it (icon, badge), for answers that do not carry their own. */
  readonly tagDetails: readonly ShowtimeTagDetail[];
}

/**
 * The site's settings, cinemas, cities and tags, in parallel; each failing call leaves its part
 * empty. The browser keeps a complete answer a few minutes (a day or chip change does not ask again).
 */
export function loadProgrammePlaces(context: Pick<PageContext, 'api' | 'signal'>): Promise<ProgrammePlaces> {
  return keptInBrowser(
    context.api,
    'programme-places',
    () => readProgrammePlaces(context.api, typeof window === 'undefined' ? context.signal : undefined),
    (places) => places.settings !== null && places.cinemas.length > 0 && places.tagDetails.length > 0,
  );
}

async function readProgrammePlaces(api: PageContext['api'], signal: AbortSignal | undefined): Promise<ProgrammePlaces> {
  const [settings, cinemaList, cityList, tagList] = await Promise.all([
    getSettings(api, signal).catch(() => null),
    getCinemas(api, signal).catch(() => null),
    getCities(api, signal).catch(() => null),
    getTags(api, signal).catch(() => null),
  ]);
  const cinemas: ProgrammePlace[] = (cinemaList?.cinemas ?? []).map((cinema) => ({
    slug: cinema.slug,
    name: cinema.name,
    city: cinema.city,
    citySlug: cinema.citySlug,
    postalCode: cinema.address.postalCode,
    position: cinema.gpsPosition,
  }));
  const cities: ProgrammePlace[] = (cityList?.cities ?? []).map((city) => ({
    slug: city.slug,
    name: city.name,
    cinemaCount: city.cinemaCount,
    region: city.mainRegion,
  }));
  const tags: ScheduleTag[] = (tagList?.tags ?? [])
    .filter((tag) => tag.tagCategory === 'experience' || tag.tagCategory === 'accessibility')
    .map((tag) => ({
      slug: tag.slug,
      label: tag.label,
      category: tag.tagCategory,
      order: tag.filterOrder,
      // CAT-14, CAT-15: only the tags that have them carry a highlight or an upsell (the page's data stays small).
      ...(tag.highlighted ? { highlighted: true } : {}),
      ...(tag.upsellOrder !== null
        ? { upsell: { order: tag.upsellOrder, text: tag.upsellText, backdrop: tag.upsellBackdropUrl } }
        : {}),
    }));
  const tagDetails: ShowtimeTagDetail[] = (tagList?.tags ?? []).map((tag) => ({
    slug: tag.slug,
    title: tag.title,
    category: tag.tagCategory,
    icon: tag.iconShowTime.image ?? `/api/media/icon/${tag.slug}.svg`,
    badgeTitle: tag.badgeTitle ?? tag.title,
    badgeDescription: tag.hasBadge ? tag.badgeDescription : null,
  }));
  return { settings, cinemas, cities, tags, tagDetails };
}

/**
 * The visitor's place for a programme: the address's `localisation` filter, else the saved
 * `cgp_locator` cookie, else `defaultCity`, else `defaultRegion` (LOC-20); a cinema, city or
 * region the site does not know is ignored.
 */
export function programmeSelection(
  context: Pick<PageContext, 'cookies'>,
  places: Pick<ProgrammePlaces, 'cinemas' | 'cities'>,
  filters: Filters,
  defaultCity: string | null,
  defaultRegion: string | null = null,
): { selection: LocatorSelection; source: SelectionSource } | null {
  const cinemaSlugs = new Set(places.cinemas.map((cinema) => cinema.slug));
  const citySlugs = new Set(places.cities.map((city) => city.slug));
  const cookie = context.cookies.cgp_locator;
  const saved = readLocatorCookie(cookie === undefined ? undefined : `cgp_locator=${cookie}`);
  const known = (selection: LocatorSelection | null) =>
    selection &&
    ((selection.type === 'cinema' && cinemaSlugs.has(selection.value)) ||
      (selection.type === 'city' && citySlugs.has(selection.value)) ||
      (selection.type === 'position' && parsePosition(selection.value) !== null))
      ? selection
      : null;
  return restoreSelection({
    localisation: filters.localisation,
    placeKind: (slug) => (cinemaSlugs.has(slug) ? 'cinema' : citySlugs.has(slug) ? 'city' : undefined),
    cookie: known(saved),
    defaultCity: defaultCity && citySlugs.has(defaultCity) ? defaultCity : null,
    defaultRegion: defaultRegion && places.cities.some((city) => city.region === defaultRegion) ? defaultRegion : null,
  });
}

/**
 * Loads a film's programme for its page: the places and tags of the site and
 * its settings in parallel, then the showtimes of the selection — the address's `localisation`
 * filter, else the saved `cgp_locator` cookie, else the site's default city or region, else every
 * cinema of the site — on the address's day (else the first day with showtimes). A selection the site does
 * not know is ignored. The showtimes failing leaves `schedule` null, never the page.
 */
export async function loadProgramme(context: PageContext, showSlug: string, at: Date = new Date()): Promise<Programme> {
  const { api, signal } = context;
  const filters = pageFilters(context.url);
  const now = localNow(at, context.timeZone);
  const { settings, cinemas, cities, tags } = await loadProgrammePlaces(context);
  const defaultRegion = settings?.defaultSearchRegion ?? null;
  const restored = programmeSelection(
    context,
    { cinemas, cities },
    filters,
    settings?.defaultSearchCity ?? null,
    defaultRegion?.slug ?? null,
  );
  const place = restored?.selection.value;
  const region = restored?.selection.type === 'region' ? restored.selection.value : null;
  let schedule: ScheduleDay | null;
  try {
    const origin = restored?.selection.type === 'position' ? parsePosition(restored.selection.value) : null;
    const answer = origin
      ? await nearestShowtimes(context, showSlug, origin, cinemas, settings?.locator ?? null, filters.date, now)
      : region
        ? await regionShowtimes(context, showSlug, region, cinemas, cities, filters.date, now)
        : place
          ? await getShowShowtimes(api, showSlug, place, filters.date, signal)
          : await getShowShowtimes(api, showSlug, filters.date ?? now.slice(0, 10), undefined, signal);
    schedule = {
      date: answer.date,
      days: answer.days,
      nextDay: answer.nextDay,
      currency: answer.currency,
      tags: answer.tags,
      cinemas: answer.cinemas,
    };
  } catch {
    // The film stays readable: the page says the showtimes could not be loaded, with a retry.
    schedule = null;
  }
  return {
    selection: restored?.selection ?? null,
    source: restored?.source ?? null,
    filters,
    schedule,
    now,
    tags,
    cinemas,
    cities,
    region: region && defaultRegion ? { slug: region, name: defaultRegion.name } : null,
  };
}

type ShowAnswer = Awaited<ReturnType<typeof getShowShowtimes>>;

/**
 * A film's showtimes around a position (LOC-16): the nearest cinemas of the site (at most
 * `settings.locator.maxGeolocationCinemas` within `maxGeolocationDistance` km, nearest first), each
 * asked for in parallel, on the address's day (else the first day any of them plays the film).
 * The cinemas keep the nearest-first order; the days are those of any of them.
 */
async function nearestShowtimes(
  context: PageContext,
  showSlug: string,
  origin: GeoPoint,
  cinemas: readonly ProgrammePlace[],
  limits: { readonly maxGeolocationCinemas: number; readonly maxGeolocationDistance: number } | null,
  date: string | undefined,
  now: string,
): Promise<ShowAnswer> {
  const placed = cinemas.flatMap((cinema) => (cinema.position ? [{ ...cinema, gpsPosition: cinema.position }] : []));
  const near = nearestCinemas(placed, origin, limits).map((entry) => entry.item.slug);
  return cinemasShowtimes(context, showSlug, near, date, now);
}

/**
 * A film's showtimes in a region (LOC-20): those of the cinemas of the region's cities, in the
 * site's order. A region of one city is that city's answer (one call instead of one per cinema).
 */
function regionShowtimes(
  context: PageContext,
  showSlug: string,
  region: string,
  cinemas: readonly ProgrammePlace[],
  cities: readonly ProgrammePlace[],
  date: string | undefined,
  now: string,
): Promise<ShowAnswer> {
  const inRegion = new Set(cities.filter((city) => city.region === region).map((city) => city.slug));
  const [only] = inRegion;
  if (inRegion.size === 1 && only) return getShowShowtimes(context.api, showSlug, only, date, context.signal);
  const slugs = cinemas.filter((cinema) => cinema.citySlug && inRegion.has(cinema.citySlug)).map((c) => c.slug);
  return cinemasShowtimes(context, showSlug, slugs, date, now);
}

/**
 * A film's showtimes in some cinemas, each asked for in parallel, on the address's day (else the
 * first day any of them plays the film); the cinemas keep their order, the days are those of any
 * of them. None answering: the film's programme everywhere on the day.
 */
async function cinemasShowtimes(
  context: PageContext,
  showSlug: string,
  near: readonly string[],
  date: string | undefined,
  now: string,
): Promise<ShowAnswer> {
  const ask = (day: string | undefined) =>
    Promise.all(
      near.map((slug) => getShowShowtimes(context.api, showSlug, slug, day, context.signal).catch(() => null)),
    );
  let answers = await ask(date);
  const days = [...new Set(answers.flatMap((answer) => answer?.days ?? []))].sort();
  const day = date ?? days[0] ?? now.slice(0, 10);
  if (answers.some((answer) => answer && answer.date !== day)) answers = await ask(day);
  const found = answers.filter((answer): answer is ShowAnswer => answer !== null);
  const first = found[0];
  if (!first) {
    // No cinema near: the film's programme everywhere on the day says what there is.
    return getShowShowtimes(context.api, showSlug, day, undefined, context.signal);
  }
  return {
    ...first,
    date: day,
    days,
    nextDay: days.find((d) => d > day) ?? null,
    facets: {
      versions: [...new Set(found.flatMap((answer) => answer.facets.versions))],
      tags: [...new Set(found.flatMap((answer) => answer.facets.tags))],
    },
    tags: [...new Map(found.flatMap((answer) => answer.tags).map((tag) => [tag.slug, tag])).values()],
    cinemas: found.flatMap((answer) => answer.cinemas),
  };
}
