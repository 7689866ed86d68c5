import {
  addDays,
  filterShowtimes,
  isAccessibilityTag,
  NOW_PRESET_MINUTES,
  splitTagSelection,
  TONIGHT_MAX_RADIUS_KM,
  type Tonight,
  type TonightNotice,
  type TonightPreset,
} from '@marquee/domain-models';
import { addMinutes } from '../lib/dates';
import { nextDay } from '../lib/lasting';
import { distanceKm } from '../lib/geo';
import { aTurn, eachInTurns } from '../lib/turns';
import type { CinemaRow, ShowtimeRow } from '../rows';
import type { Store } from '../store';
import type { Req } from '../views/context';
import { filmEndsBy, RESERVABLE_MINUTES } from '../views/showtime';
import { cinemaById, cinemaBySlug, cinemasInCity, cinemasOf, cityBySlug } from './cinemas';
import { showById } from './shows';
import { bookableFrom, showtimesStartingBetween, windowEnd } from './showtimes';

/**
 * The "tonight" search (GET /api/tonight): every showtime of a place on a day
 * that starts in a window and whose film ends before its end, with the film page's chips, and
 * the nearest useful alternative when nothing fits. Rows come from the showtime queries
 * (`showtimesStartingBetween`, on the catalogue's engine); a film's real end from the one
 * `showtimeFilmTimes` (session + pre-show + runtime).
 */

/** Where the showtimes are asked: a position and radius, a city, some cinemas (favourites, one), or the site. */
export type TonightPlaceAsk =
  | { kind: 'position'; lat: number; lng: number; radiusKm: number }
  | { kind: 'city'; city: string }
  | { kind: 'cinemas'; cinemas: readonly string[] }
  | { kind: 'site' };

/** The question, as understood by the route (malformed values already dropped). */
export interface TonightQuestion {
  date: string;
  /** Start of the window, HH:mm (the site's time for `now`). */
  from: string;
  /** End of the window: the film ends by then (null: any end). */
  to: string | null;
  preset: TonightPreset | null;
  place: TonightPlaceAsk;
  versions: readonly string[];
  tags: readonly string[];
  sort: 'start' | 'distance';
  limit: number;
}

/** The place resolved: its cinemas (with their distance when a position was asked) and what was said about it. */
export interface TonightPlace {
  kind: 'site' | 'position' | 'city' | 'cinemas';
  city: string | null;
  cinemas: CinemaRow[];
  distances: ReadonlyMap<number, number>;
  position: { lat: number; lng: number } | null;
  radiusKm: number | null;
  notices: TonightNotice[];
}

/** One search's rows: those kept (sorted), every row of the window at the place (the facets), by start. */
export interface TonightRows {
  rows: ShowtimeRow[];
  /** By start (then cinema and id): the first is the window's earliest showtime. */
  windowRows: ShowtimeRow[];
}

const siteWide = (store: Store, r: Req, notices: TonightNotice[]): TonightPlace => ({
  kind: 'site',
  city: null,
  cinemas: cinemasOf(store, r.site),
  distances: new Map(),
  position: null,
  radiusKm: null,
  notices,
});

/** Rounds a radius up to the next 5 km. */
const roundRadius = (km: number) => Math.max(5, Math.ceil(km / 5) * 5);

/** The cinemas of the site within `radiusKm` of a position, and every cinema's distance. */
function around(store: Store, r: Req, lat: number, lng: number, radiusKm: number) {
  const distances = new Map<number, number>();
  for (const cinema of cinemasOf(store, r.site)) distances.set(cinema.id, distanceKm(cinema, { lat, lon: lng }));
  const within = cinemasOf(store, r.site).filter((c) => (distances.get(c.id) ?? Infinity) <= radiusKm);
  return { distances, within };
}

/**
 * The place's cinemas. A city or cinemas the site does not have: the whole site, said. A position
 * with no cinema within the radius: the radius widened to the nearest cinemas, said; a position
 * farther than TONIGHT_MAX_RADIUS_KM from every cinema of the site is unknown: the whole site.
 */
export function tonightPlace(store: Store, r: Req, ask: TonightPlaceAsk): TonightPlace {
  if (ask.kind === 'city') {
    const city = cityBySlug(store, r.site, ask.city);
    if (!city) return siteWide(store, r, [{ code: 'unknown-place', fields: ['city'] }]);
    return { ...siteWide(store, r, []), kind: 'city', city: city.slug, cinemas: cinemasInCity(store, city) };
  }
  if (ask.kind === 'cinemas') {
    const cinemas = ask.cinemas.flatMap((slug) => cinemaBySlug(store, r.site, slug)?.cinema ?? []);
    const unique = [...new Map(cinemas.map((c) => [c.id, c])).values()];
    if (unique.length === 0) return siteWide(store, r, [{ code: 'unknown-place', fields: ['cinemas'] }]);
    const notices: TonightNotice[] =
      unique.length < ask.cinemas.length ? [{ code: 'unknown-place', fields: ['cinemas'] }] : [];
    return { ...siteWide(store, r, notices), kind: 'cinemas', cinemas: unique };
  }
  if (ask.kind === 'position') {
    const { distances, within } = around(store, r, ask.lat, ask.lng, ask.radiusKm);
    const position = { lat: ask.lat, lng: ask.lng };
    if (within.length > 0) {
      return {
        ...siteWide(store, r, []),
        kind: 'position',
        cinemas: within,
        distances,
        position,
        radiusKm: ask.radiusKm,
      };
    }
    const nearest = Math.min(...distances.values());
    if (!Number.isFinite(nearest) || nearest > TONIGHT_MAX_RADIUS_KM) {
      return siteWide(store, r, [{ code: 'unknown-place', fields: ['lat', 'lng'] }]);
    }
    const radiusKm = roundRadius(nearest);
    const wider = around(store, r, ask.lat, ask.lng, radiusKm).within;
    return {
      ...siteWide(store, r, [{ code: 'radius-widened', fields: ['radius'] }]),
      kind: 'position',
      cinemas: wider,
      distances,
      position,
      radiusKm,
    };
  }
  return siteWide(store, r, []);
}

/** The window's bounds on the day: the first start (not before today's bookable start), the last start, the latest end. */
function bounds(r: Req, q: Pick<TonightQuestion, 'date' | 'from' | 'to' | 'preset'>) {
  const earliest = q.date === r.today ? bookableFrom(r) : '00:00';
  const from = [q.from, earliest].sort()[1] ?? q.from;
  if (q.preset === 'now') {
    // starting in the next 90 minutes (to the day's end at most), whatever their end
    const last = addMinutes(`${r.today}T${r.time}`, NOW_PRESET_MINUTES);
    return { from, lastStart: last.startsWith(q.date) ? last.slice(11) : '23:59', endBy: null };
  }
  return { from, lastStart: q.to, endBy: q.to === null ? null : `${q.date}T${q.to}` };
}

/**
 * The rows starting from `from` to `to` (both included; null: the day's end), by start, cinema and
 * id, read an hour of starts at a time with a turn of the event loop between two reads: the rows of
 * one read are parsed as their bytes arrive, and the socket's bytes of a whole day's window at
 * stress size (tens of thousands of rows, megabytes) arrive in one go and held the thread for tens
 * of milliseconds (docs/PERFORMANCE.md, "Tonight's minute builds at stress size"). The hours are
 * disjoint and come in order of start: the concatenation is the one query's answer.
 */
async function rowsHourByHour(
  store: Store,
  cinemaIds: readonly number[],
  day: string,
  from: string,
  to: string | null,
): Promise<ShowtimeRow[]> {
  const rows: ShowtimeRow[] = [];
  let at = from;
  for (;;) {
    const hour = Number(at.slice(0, 2));
    const before = hour >= 23 ? null : `${String(hour + 1).padStart(2, '0')}:00`;
    const last = before === null || (to !== null && to < before);
    for (const row of await showtimesStartingBetween(store, cinemaIds, day, at, to, last ? null : before))
      rows.push(row);
    if (last) return rows;
    at = before;
    await aTurn();
  }
}

/** One search: the rows of the place's cinemas on the day in the window, with the chips, sorted. */
export async function tonightRows(
  store: Store,
  r: Req,
  q: Pick<TonightQuestion, 'date' | 'from' | 'to' | 'preset' | 'versions' | 'tags' | 'sort'>,
  place: Pick<TonightPlace, 'cinemas' | 'distances'>,
): Promise<TonightRows> {
  if (place.cinemas.length === 0 || q.date < r.today || q.date > windowEnd(r)) return { rows: [], windowRows: [] };
  const { from, lastStart, endBy } = bounds(r, q);
  if (lastStart !== null && lastStart < from) return { rows: [], windowRows: [] };
  const found = await rowsHourByHour(
    store,
    place.cinemas.map((c) => c.id),
    q.date,
    from,
    lastStart,
  );
  // the film's real end (session + pre-show + runtime) is before the window's end
  const timeZone = store.site(r.site).timeZone;
  const endsBy = endBy === null ? null : filmEndsBy(q.date, endBy.slice(11), timeZone);
  // the rows' loops are cut in slices with a turn of the event loop between (src/lib/turns.ts)
  await aTurn();
  let windowRows = found;
  if (endsBy !== null) {
    const ending: ShowtimeRow[] = [];
    await eachInTurns(found, (row) => {
      if (endsBy(row, showById(store, row.show_id), cinemaById(store, row.cinema_id))) ending.push(row);
    });
    windowRows = ending;
  }
  const { types, accessibility } = splitTagSelection(q.tags);
  const tagsOf = parsedTags();
  let rows = windowRows;
  if (q.versions.length + q.tags.length > 0) {
    await aTurn();
    const chips = { languages: q.versions, types, genres: [], accessibility };
    const chosen: ShowtimeRow[] = [];
    await eachInTurns(windowRows, (row) => {
      const item = { row, version: row.version, tags: tagsOf(row.tags), genres: [], bookable: true };
      if (filterShowtimes([item], chips).length > 0) chosen.push(row);
    });
    rows = chosen;
  }
  if (q.sort === 'distance' && place.distances.size > 0) {
    const d = (row: ShowtimeRow) => place.distances.get(row.cinema_id) ?? Infinity;
    // stable: rows come by start, so equal distances stay by start (a copy: `windowRows` stays by start)
    rows = [...rows].sort((a, b) => d(a) - d(b));
  }
  return { rows, windowRows };
}

/**
 * A showtime row's tags (stored as a JSON array of slugs), each distinct array parsed once: a
 * window's thousands of rows carry a few dozen distinct ones. Read-only: shared between rows.
 */
export function parsedTags(): (json: string) => readonly string[] {
  const parsed = new Map<string, readonly string[]>();
  return (json) => {
    let tags = parsed.get(json);
    if (!tags) {
      tags = JSON.parse(json) as string[];
      parsed.set(json, tags);
    }
    return tags;
  };
}

/** How many days after the asked one the alternative looks for showings that fit. */
const DAYS_AHEAD = 6;

/**
 * The nearest useful alternative of a search that found nothing: later the same day (the window's
 * end dropped), then within a wider radius (a position), then the next day with showings that fit,
 * then the next day's first showings.
 */
export async function tonightAlternative(
  store: Store,
  r: Req,
  q: TonightQuestion,
  place: TonightPlace,
): Promise<{
  kind: 'later' | 'another-day' | 'wider-radius';
  date: string;
  from: string;
  to: string | null;
  radiusKm: number | null;
  rows: ShowtimeRow[];
  distances: ReadonlyMap<number, number>;
} | null> {
  const from = q.preset === 'now' ? r.time : q.from;
  if (q.to !== null || q.preset === 'now') {
    const later = await tonightRows(store, r, { ...q, from, to: null, preset: null }, place);
    if (later.rows.length > 0)
      return {
        kind: 'later',
        date: q.date,
        from,
        to: null,
        radiusKm: place.radiusKm,
        rows: later.rows,
        distances: place.distances,
      };
  }
  if (place.kind === 'position' && place.position && place.radiusKm !== null) {
    for (let radiusKm = place.radiusKm * 2; radiusKm <= TONIGHT_MAX_RADIUS_KM * 2; radiusKm *= 2) {
      const wider = tonightPlace(store, r, { kind: 'position', ...place.position, radiusKm });
      const found = await tonightRows(store, r, q, wider);
      if (found.rows.length > 0)
        return {
          kind: 'wider-radius',
          date: q.date,
          from: q.from,
          to: q.to,
          radiusKm,
          rows: found.rows,
          distances: wider.distances,
        };
    }
  }
  for (let i = 1; i <= DAYS_AHEAD; i++) {
    const date = addDays(q.date, i);
    if (date > windowEnd(r)) break;
    const next = { ...q, date, preset: null, from: q.preset === 'now' ? '00:00' : q.from };
    const found = await tonightRows(store, r, next, place);
    if (found.rows.length > 0)
      return {
        kind: 'another-day',
        date,
        from: next.from,
        to: q.to,
        radiusKm: place.radiusKm,
        rows: found.rows,
        distances: place.distances,
      };
  }
  // nothing fits the window on any of those days: the next day's first showings
  const date = addDays(q.date, 1);
  const found = await tonightRows(store, r, { ...q, date, preset: null, from: '00:00', to: null }, place);
  if (found.rows.length === 0) return null;
  return {
    kind: 'another-day',
    date,
    from: '00:00',
    to: null,
    radiusKm: place.radiusKm,
    rows: found.rows,
    distances: place.distances,
  };
}

/** How many showtimes an empty answer's alternative lists. */
const ALTERNATIVE_LIMIT = 10;

/**
 * What a search found, whatever the language and the minute it is answered at (`KeptWhileTrue`):
 * the place as the answer names it, the rows listed (and the alternative's), the count and the
 * facets, and the first local minute any of it may differ at (`until`).
 */
export interface TonightFound {
  place: Pick<TonightPlace, 'kind' | 'city' | 'position' | 'radiusKm' | 'notices'> & { cinemas: string[] };
  total: number;
  listed: ShowtimeRow[];
  others: ShowtimeRow[];
  /** The distances of the listed showtimes' cinemas from the asked position. */
  distances: ReadonlyMap<number, number>;
  facets: Tonight['facets'];
  alternative: Omit<NonNullable<Tonight['alternative']>, 'showtimes'> | null;
  until: string;
}

/**
 * One search, and until when its rows hold. Rows only leave a window with time: a window from now
 * loses its first showtime the minute after it starts, one from a given time the minute its
 * booking closes (`bookableFrom`); a day after today holds to the day's end. The preset `now`
 * (whose last start moves with the clock), a window from now that ends at a given time (reversed
 * from then on) and an answer with an alternative (later the same day, another day) hold a minute.
 */
export async function tonightSearch(
  store: Store,
  r: Req,
  q: TonightQuestion,
  fromNow: boolean,
): Promise<{ value: TonightFound; until: string }> {
  const place = tonightPlace(store, r, q.place);
  const found = await tonightRows(store, r, q, place);
  const alternative = found.rows.length === 0 ? await tonightAlternative(store, r, q, place) : null;
  const listed = found.rows.slice(0, q.limit);
  const others = alternative?.rows.slice(0, ALTERNATIVE_LIMIT) ?? [];
  const allDistances = alternative?.distances ?? place.distances;
  const distances = new Map<number, number>();
  for (const row of [...listed, ...others]) {
    const km = allDistances.get(row.cinema_id);
    if (km !== undefined) distances.set(row.cinema_id, km);
  }

  const facetVersions = new Set<string>();
  const facetTags = new Set<string>();
  const tagsOf = parsedTags();
  await eachInTurns(found.windowRows, (row) => {
    facetVersions.add(row.version);
    for (const tag of tagsOf(row.tags)) facetTags.add(tag);
  });
  await aTurn();
  const order = (a: string, b: string) => Number(isAccessibilityTag(a)) - Number(isAccessibilityTag(b));

  const local = `${r.today}T${r.time}`;
  let until = nextDay(r.today);
  const first = found.windowRows[0];
  if (alternative || !first || q.preset === 'now') until = addMinutes(local, 1);
  else if (q.date === r.today) {
    const leaves = addMinutes(`${q.date}T${first.start}`, fromNow ? 1 : RESERVABLE_MINUTES + 1);
    if (leaves < until) until = leaves;
    const reversed = fromNow && q.to !== null ? `${q.date}T${q.to}` : null;
    if (reversed !== null && reversed < until) until = reversed;
  }
  return {
    until,
    value: {
      place: {
        kind: place.kind,
        city: place.city,
        cinemas: place.kind === 'cinemas' ? place.cinemas.map((x) => x.slug) : [],
        position: place.position,
        radiusKm: place.radiusKm,
        notices: place.notices,
      },
      total: found.rows.length,
      listed,
      others,
      distances,
      facets: { versions: [...facetVersions].sort(), tags: [...facetTags].sort().sort(order) },
      alternative: alternative
        ? {
            kind: alternative.kind,
            date: alternative.date,
            from: alternative.from,
            to: alternative.to,
            radiusKm: alternative.radiusKm,
            total: alternative.rows.length,
          }
        : null,
      until,
    },
  };
}
