import { WINDOW_DAYS } from '../db/showtimes';
import { addDays } from '@marquee/domain-models';
import { addMinutes } from '../lib/dates';
import type { Lasting } from '../lib/lasting';
import type { ShowtimeRow } from '../rows';
import type { ShowRecord } from '../seed/catalogue';
import type { Store } from '../store';
import type { Req } from '../views/context';
import { RESERVABLE_MINUTES } from '../views/showtime';

/**
 * Every SQL read of the showtimes table: days, rows, counts and facets, always within the site's
 * window. On the catalogue's engine (SQLite or PostgreSQL, decision 0044): asynchronous, nothing
 * of the showtimes is held in memory. Ties are broken by id, so both engines answer in one order.
 */

/** Last day of the window the site offers from its local today. */
export const windowEnd = (r: Req) => addDays(r.today, WINDOW_DAYS - 1);

/**
 * The earliest start time today that can still be booked: a day is offered while one of its
 * showtimes can be. Today at 23:30, every showtime has started: today is left out of `days`.
 */
export function bookableFrom(r: Req): string {
  const cutoff = addMinutes(`${r.today}T${r.time}`, -RESERVABLE_MINUTES);
  return cutoff.startsWith(r.today) ? cutoff.slice(11) : '00:00';
}

/**
 * SQL condition keeping showtimes that can still be booked within the window (alias `s`), and its
 * parameters: from today's bookable start to the window's last day.
 */
function openWindow(r: Req): { sql: string; params: string[] } {
  return {
    sql: '(s.date > ? OR (s.date = ? AND s.start >= ?)) AND s.date <= ?',
    params: [r.today, r.today, bookableFrom(r), windowEnd(r)],
  };
}

/**
 * Keeps the groups (days, or distinct date, version and tags) with a showtime still bookable: each
 * group carries the latest start of its showtimes (`last`), read from today on, so the SQL and its
 * result depend on the catalogue version and the local day only and are read once per version
 * (`Store.versionMemo`); the clock (today's bookable start) is applied here, per request.
 */
function stillOpen<T extends { date: string; last: string }>(r: Req, groups: readonly T[], lasting?: Lasting): T[] {
  const from = bookableFrom(r);
  const open = groups.filter((g) => g.date > r.today || g.last >= from);
  // today's open groups leave when their last showtime locks (the answer cache's bound)
  if (lasting)
    for (const g of open)
      if (g.date === r.today) lasting.changesAt(addMinutes(`${g.date}T${g.last}`, RESERVABLE_MINUTES + 1));
  return open;
}

/** SQL condition (alias `s`) and parameters: the window from the site's local today to its last day. */
function dayWindow(r: Req): { sql: string; params: string[] } {
  return { sql: 's.date >= ? AND s.date <= ?', params: [r.today, windowEnd(r)] };
}

const marks = (list: readonly unknown[]) => list.map(() => '?').join(',') || 'NULL';

/**
 * The days with bookable showtimes at some cinemas, and the rows of one day (by show, cinema, start):
 * `onlyShows` keeps some shows, `onlyTag` the showtimes carrying a tag (an experience's own).
 */
export async function scheduleDays(
  store: Store,
  r: Req,
  cinemaIds: number[],
  onlyShows?: Set<number>,
  onlyTag?: string,
  lasting?: Lasting,
): Promise<string[]> {
  // tags are stored as a JSON array of slugs: an experience's schedule keeps its own showtimes
  const tagSql = onlyTag ? ' AND s.tags LIKE ?' : '';
  const tagParams = onlyTag ? [`%"${onlyTag}"%`] : [];
  const span = dayWindow(r);
  const shows = onlyShows ? `AND s.show_id IN (${[...onlyShows].join(',') || 'NULL'})` : '';
  const sql = `SELECT s.date, max(s.start) AS last FROM showtimes s WHERE s.cinema_id IN (${marks(cinemaIds)}) AND ${span.sql}${tagSql} ${shows} GROUP BY s.date ORDER BY s.date`;
  const params = [...cinemaIds, ...span.params, ...tagParams];
  const days = await store.versionMemo(`${sql}|${params.join(',')}`, () =>
    store.catalogue.all<{ date: string; last: string }>(sql, params),
  );
  return stillOpen(r, days, lasting).map((d) => d.date);
}

/** The showtimes of some cinemas on a day, by show, cinema and start (`onlyTag`: those carrying it). */
export function scheduleRows(store: Store, cinemaIds: number[], day: string, onlyTag?: string): Promise<ShowtimeRow[]> {
  const tagSql = onlyTag ? ' AND s.tags LIKE ?' : '';
  const tagParams = onlyTag ? [`%"${onlyTag}"%`] : [];
  return store.catalogue.all<ShowtimeRow>(
    `SELECT * FROM showtimes s WHERE s.cinema_id IN (${marks(cinemaIds)}) AND s.date = ?${tagSql} ORDER BY s.show_id, s.cinema_id, s.start, s.id`,
    [...cinemaIds, day, ...tagParams],
  );
}

/** The days a show has bookable showtimes at the site. */
export async function showDays(store: Store, r: Req, showId: number): Promise<string[]> {
  const span = dayWindow(r);
  const sql = `SELECT s.date, max(s.start) AS last FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id WHERE s.show_id = ? AND c.site = ? AND ${span.sql} GROUP BY s.date ORDER BY s.date`;
  const params = [showId, r.site, ...span.params];
  const days = await store.versionMemo(`${sql}|${params.join(',')}`, () =>
    store.catalogue.all<{ date: string; last: string }>(sql, params),
  );
  return stillOpen(r, days).map((d) => d.date);
}

/** How many cinemas of the site play a show from today on. */
export async function showCinemaCount(store: Store, r: Req, showId: number): Promise<number> {
  const row = await store.catalogue.get<{ n: number }>(
    'SELECT count(DISTINCT s.cinema_id) AS n FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id WHERE s.show_id = ? AND c.site = ? AND s.date >= ?',
    [showId, r.site, r.today],
  );
  return row?.n ?? 0;
}

/** The ids of the cinemas of the site playing a show in the window. */
export async function cinemasPlaying(store: Store, r: Req, showId: number): Promise<Set<number>> {
  return new Set(
    (
      await store.catalogue.all<{ id: number }>(
        'SELECT DISTINCT s.cinema_id AS id FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id WHERE s.show_id = ? AND c.site = ? AND s.date >= ? AND s.date <= ?',
        [showId, r.site, r.today, windowEnd(r)],
      )
    ).map((x) => x.id),
  );
}

/** The ids of the cinemas (any site) playing a show on a day. */
export function cinemasPlayingOn(store: Store, showId: number, date: string): Promise<Set<number>> {
  // read once per catalogue version: every cinema programme of the day asks it for each of its shows
  return store.versionMemo(`playing-on|${showId}|${date}`, async () => {
    const rows = await store.catalogue.all<{ id: number }>(
      'SELECT DISTINCT cinema_id AS id FROM showtimes WHERE show_id = ? AND date = ?',
      [showId, date],
    );
    return new Set(rows.map((x) => x.id));
  });
}

/** SQL condition and parameters: bookable showtimes (alias `s`) of some shows at the site's cinemas. */
function siteShowtimes(
  store: Store,
  r: Req,
  shows: readonly ShowRecord[],
): { sql: string; params: (string | number)[] } {
  const cinemas = store.cinemasOf(r.site).map((cinema) => cinema.id);
  const open = openWindow(r);
  return {
    sql: `s.cinema_id IN (${marks(cinemas)}) AND s.show_id IN (${marks(shows)}) AND ${open.sql}`,
    params: [...cinemas, ...shows.map((show) => show.id), ...open.params],
  };
}

/**
 * The shows of a list with a bookable showtime at the site that matches every given filter: on
 * that day, in one of the versions, with one of the tags (one showtime meets them all).
 */
export async function showsWithShowtimes(
  store: Store,
  r: Req,
  shows: readonly ShowRecord[],
  filters: {
    date?: string | undefined;
    versions?: readonly string[] | undefined;
    tags?: readonly string[] | undefined;
  },
): Promise<Set<number>> {
  const where = siteShowtimes(store, r, shows);
  let sql = `SELECT DISTINCT s.show_id AS id FROM showtimes s WHERE ${where.sql}`;
  const params = [...where.params];
  if (filters.date !== undefined) {
    sql += ' AND s.date = ?';
    params.push(filters.date);
  }
  if (filters.versions && filters.versions.length > 0) {
    sql += ` AND s.version IN (${marks(filters.versions)})`;
    params.push(...filters.versions);
  }
  if (filters.tags && filters.tags.length > 0) {
    // tags are stored as a JSON array of slugs: match the quoted slug
    sql += ` AND (${filters.tags.map(() => 's.tags LIKE ?').join(' OR ')})`;
    params.push(...filters.tags.map((tag) => `%"${tag}"%`));
  }
  return new Set((await store.catalogue.all<{ id: number }>(sql, params)).map((row) => row.id));
}

/** The last day each of some shows has a bookable showtime at the site (last chance). */
export async function lastShowDays(store: Store, r: Req, shows: readonly ShowRecord[]): Promise<Map<number, string>> {
  const where = siteShowtimes(store, r, shows);
  const rows = await store.catalogue.all<{ id: number; last: string }>(
    `SELECT s.show_id AS id, max(s.date) AS last FROM showtimes s WHERE ${where.sql} GROUP BY s.show_id`,
    where.params,
  );
  return new Map(rows.map((row) => [row.id, row.last]));
}

/** The distinct (date, version, tags) of a list's bookable showtimes at the site. */
export function showListFacetRows(
  store: Store,
  r: Req,
  shows: readonly ShowRecord[],
): Promise<{ date: string; version: string; tags: string }[]> {
  const where = siteShowtimes(store, r, shows);
  return store.catalogue.all<{ date: string; version: string; tags: string }>(
    `SELECT s.date, s.version, s.tags FROM showtimes s WHERE ${where.sql} GROUP BY s.date, s.version, s.tags`,
    where.params,
  );
}

/** Where a film's showtimes are asked: some cinemas, or every cinema of the site. */
function placeScope(r: Req, cinemaIds: number[] | null): { where: string; scope: (string | number)[] } {
  return {
    where: cinemaIds ? `s.cinema_id IN (${marks(cinemaIds)})` : 'c.site = ?',
    scope: cinemaIds ?? [r.site],
  };
}
const FILM_FROM = 'FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id WHERE s.show_id = ?';

/**
 * The distinct (date, version, tags) of a film's bookable showtimes at a place in the window, by
 * date: what the facets and the days need (a few hundred rows, not every showtime of the film).
 */
export async function filmShowtimesAhead(
  store: Store,
  r: Req,
  showId: number,
  cinemaIds: number[] | null,
  lasting?: Lasting,
): Promise<{ date: string; version: string; tags: string }[]> {
  // site-wide answers join on the site (one compiled statement) rather than listing every cinema id
  const { where, scope } = placeScope(r, cinemaIds);
  const span = dayWindow(r);
  const sql = `SELECT s.date, s.version, s.tags, max(s.start) AS last ${FILM_FROM} AND ${span.sql} AND ${where} GROUP BY s.date, s.version, s.tags ORDER BY s.date, s.version, s.tags`;
  const params = [showId, ...span.params, ...scope];
  const groups = await store.versionMemo(`${sql}|${params.join(',')}`, () =>
    store.catalogue.all<{ date: string; version: string; tags: string; last: string }>(sql, params),
  );
  return stillOpen(r, groups, lasting);
}

/** A film's showtimes at a place on a day, by cinema and start. */
export function filmShowtimesOn(
  store: Store,
  r: Req,
  showId: number,
  cinemaIds: number[] | null,
  day: string,
): Promise<ShowtimeRow[]> {
  const { where, scope } = placeScope(r, cinemaIds);
  return store.catalogue.all<ShowtimeRow>(
    `SELECT s.* ${FILM_FROM} AND s.date = ? AND ${where} ORDER BY s.cinema_id, s.start, s.id`,
    [showId, day, ...scope],
  );
}

/** One showtime by id. */
export function showtimeById(store: Store, id: number): Promise<ShowtimeRow | undefined> {
  return store.catalogue.get<ShowtimeRow>('SELECT * FROM showtimes WHERE id = ?', [id]);
}

/**
 * The bookable showtimes of some cinemas over the whole window (`showIds`: of those shows only),
 * by date, start and cinema: a calendar feed's events.
 */
export function showtimesAhead(
  store: Store,
  r: Req,
  cinemaIds: readonly number[],
  showIds?: readonly number[],
): Promise<ShowtimeRow[]> {
  const open = openWindow(r);
  const shows = showIds ? ` AND s.show_id IN (${marks(showIds)})` : '';
  return store.catalogue.all<ShowtimeRow>(
    `SELECT s.* FROM showtimes s WHERE s.cinema_id IN (${marks(cinemaIds)}) AND ${open.sql}${shows} ORDER BY s.date, s.start, s.cinema_id, s.id`,
    [...cinemaIds, ...open.params, ...(showIds ?? [])],
  );
}

/**
 * The showtimes of some cinemas on a day starting from `from` to `to` (HH:mm, both included; `to`
 * null: to the day's end), by start, cinema and id: the "tonight" search's rows. `before` (HH:mm,
 * excluded) cuts the range: the search reads it an hour of starts at a time (queries/tonight.ts).
 */
export function showtimesStartingBetween(
  store: Store,
  cinemaIds: readonly number[],
  day: string,
  from: string,
  to: string | null,
  before: string | null = null,
): Promise<ShowtimeRow[]> {
  return store.catalogue.all<ShowtimeRow>(
    `SELECT s.* FROM showtimes s WHERE s.cinema_id IN (${marks(cinemaIds)}) AND s.date = ? AND s.start >= ?${to === null ? '' : ' AND s.start <= ?'}${before === null ? '' : ' AND s.start < ?'} ORDER BY s.start, s.cinema_id, s.id`,
    [...cinemaIds, day, from, ...(to === null ? [] : [to]), ...(before === null ? [] : [before])],
  );
}

/**
 * The bookable showtimes of the site's cinemas in the window carrying one of some tags (the
 * accessibility features), by date, start, cinema and id: the accessible showings page's rows.
 */
export function siteShowtimesTagged(store: Store, r: Req, tags: readonly string[]): Promise<ShowtimeRow[]> {
  const open = openWindow(r);
  // tags are stored as a JSON array of slugs
  const anyTag = tags.map(() => 's.tags LIKE ?').join(' OR ') || '1 = 0';
  return store.catalogue.all<ShowtimeRow>(
    `SELECT s.* FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id WHERE c.site = ? AND ${open.sql} AND (${anyTag}) ORDER BY s.date, s.start, s.cinema_id, s.id`,
    [r.site, ...open.params, ...tags.map((tag) => `%"${tag}"%`)],
  );
}
