import type { Db, Param, Queryable } from '@marquee/db';
import { addDays } from '@marquee/domain-models';
import { epochDay, fromEpochDay } from '../lib/dates';
import { int, pick, rng } from '../lib/random';
import { CYCLE_DAYS, PLAY_DAYS, type ShowRecord, ZONE_OFFSET } from '../seed/catalogue';
import { SITES } from '../seed/sites';
import { bumpCatalogueVersion, cols, insertRows } from './catalogue';

/** Days of showtimes every site shows from its local today. */
export const WINDOW_DAYS = 21;
const EVENT_CYCLE = 28;

/** Popular films get premieres (AVP) three days before their release. */
export const hasPremiere = (show: ShowRecord) => show.popularity >= 6;

const mod = (a: number, n: number) => ((a % n) + n) % n;

/** Where a show stands in a zone on a day: release date, playing, coming soon, next event date. */
export function showStatus(show: ShowRecord, zone: string, day: number) {
  const p = show.phase + (ZONE_OFFSET[zone] ?? 0);
  if (!show.isMovie) {
    const next = day + mod(p - day, EVENT_CYCLE);
    return { release: next, playing: next - day < WINDOW_DAYS, comingSoon: false, age: 0, eventToday: next === day };
  }
  const age = mod(day - p, CYCLE_DAYS);
  if (age < PLAY_DAYS) return { release: day - age, playing: true, comingSoon: false, age, eventToday: false };
  return { release: day + (CYCLE_DAYS - age), playing: false, comingSoon: true, age, eventToday: false };
}

const VERSIONS: Record<string, string[]> = {
  fr: ['vf', 'vf', 'vf', 'vost'],
  be: ['vf', 'vost', 'vost', 'nl'],
  nl: ['ov', 'ov', 'ov', 'nl'],
  ch: ['vf', 'vost', 'de', 'vost'],
  tn: ['vf', 'vf', 'vo'],
  sn: ['vf', 'vf', 'vo'],
  ci: ['vf', 'vf', 'vo'],
  ma: ['vf', 'vf', 'vo', 'vost'],
};
const SPECIALS = ['debate', 'cine-club', 'preview-talk'];

interface CinemaRow {
  id: number;
  site: string;
  slug: string;
}
interface HallRow {
  id: number;
  cinema_id: number;
  seats: number;
  tags: string;
}

/**
 * A showtime's id (its `refCmd` in booking and calendar links), made from what the showtime is:
 * its day, its hall and its start. The same showtime has the same id on every instance, after
 * every restart and whatever days were generated before (a hall never starts two showtimes at
 * one minute). Unique while hall ids stay under 100,000.
 */
export function showtimeId(day: number, hallId: number, startMinutes: number): number {
  return ((day - ID_EPOCH_DAY) * 100_000 + hallId) * 1440 + startMinutes;
}
/** 2020-01-01: ids stay within 12 digits until 2039. */
const ID_EPOCH_DAY = 18_262;

const SHOWTIME_COLUMNS = cols(
  'id bigint',
  'cinema_id int',
  'show_id int',
  'date',
  'start',
  'hall_id int',
  'version',
  'tags',
  'soldout int',
  'special',
  'pre_show int',
);

/**
 * What the days of one window job share: per cinema, every film it could program, ranked by the
 * cinema's score (popularity plus the cinema's twist: it does not depend on the day).
 */
type Ranked = Map<number, Uint32Array>;

/** A zone's films playing on a day, and its events and premieres (AVP in three days), in show order. */
function zoneDay(shows: readonly ShowRecord[], zone: string, day: number) {
  const playing = new Set<ShowRecord>();
  const events: ShowRecord[] = [];
  const premieres: ShowRecord[] = [];
  for (const show of shows) {
    if (show.retired) continue;
    const status = showStatus(show, zone, day);
    if (!show.isMovie) {
      if (status.eventToday) events.push(show);
      continue;
    }
    if (status.playing) playing.add(show);
    if (hasPremiere(show) && status.comingSoon && status.release - day === 3) premieres.push(show);
  }
  return { playing, events, premieres };
}

/**
 * Generates every showtime of one day, deterministically from (cinema, date): rows in
 * SHOWTIME_COLUMNS order. What depends on the zone and the day only is worked out once per zone,
 * and each cinema's ranking of the films once per job (`ranked`): at the stress size (1,500
 * cinemas, 2,000 films) the programme was 1,300 seeded draws and a sort per cinema and day.
 */
function generateDay(
  date: string,
  cinemas: CinemaRow[],
  halls: Map<number, HallRow[]>,
  shows: readonly ShowRecord[],
  ranked: Ranked = new Map(),
): Param[][] {
  const day = epochDay(date);
  const out: Param[][] = [];
  const insert = { run: (...row: Param[]) => out.push(row) };
  const zones = new Map<string, ReturnType<typeof zoneDay>>();
  for (const cinema of cinemas) {
    const site = SITES[cinema.site];
    if (!site) continue;
    const r = rng(`st:${cinema.slug}:${date}`);
    const cinemaHalls = halls.get(cinema.id) ?? [];
    let today = zones.get(site.zone);
    if (!today) {
      today = zoneDay(shows, site.zone, day);
      zones.set(site.zone, today);
    }
    // The cinema's programme: the most popular films, with a per-cinema twist. The ranking of
    // every film, filtered to those playing, is the ranking of those playing (the sort is stable
    // and both lists keep the shows' order).
    // (Indices into `shows`, 4 bytes each: 11 MB for 1,500 cinemas and 2,000 films.)
    let rank = ranked.get(cinema.id);
    if (!rank) {
      rank = Uint32Array.from(
        shows
          .map((s, i) => ({ s, i }))
          .filter(({ s }) => s.isMovie && !s.retired)
          .map(({ s, i }) => ({ i, score: s.popularity + rng(`prog:${cinema.slug}:${s.id}`)() * 6 }))
          .sort((a, b) => b.score - a.score)
          .map((x) => x.i),
      );
      ranked.set(cinema.id, rank);
    }
    const size = Math.max(4, Math.round(cinemaHalls.length * 1.6));
    const programme: ShowRecord[] = [];
    for (const i of rank) {
      if (programme.length >= size) break;
      const show = shows[i] as ShowRecord;
      if (today.playing.has(show)) programme.push(show);
    }
    const versions = VERSIONS[cinema.site] ?? ['vf'];
    // Evening specials first: events (about half of the cinemas on the event's day) and premieres
    // (AVP, three days before a release, about a third of the cinemas). Each gets a hall of its own.
    const specials: { show: ShowRecord; start: number; version: string; tags: string[]; special: string | null }[] = [];
    for (const show of today.events) {
      if (rng(`ev:${cinema.slug}:${show.id}`)() < 0.5) continue;
      specials.push({ show, start: 20 * 60, version: 'vo', tags: ['event'], special: null });
    }
    for (const show of today.premieres) {
      if (rng(`avp:${cinema.slug}:${show.id}`)() > 0.35) continue;
      const special = JSON.stringify({ kind: 'premiere' });
      specials.push({ show, start: 20 * 60 + 30, version: versions[0] ?? 'vf', tags: ['avp'], special });
    }
    const reserved = new Map<number, number>();
    specials.slice(0, cinemaHalls.length).forEach((sp, i) => {
      const hall = cinemaHalls[i] as HallRow;
      reserved.set(hall.id, sp.start);
      const start = `${String(Math.floor(sp.start / 60)).padStart(2, '0')}:${String(sp.start % 60).padStart(2, '0')}`;
      insert.run(
        showtimeId(day, hall.id, sp.start),
        cinema.id,
        sp.show.id,
        date,
        start,
        hall.id,
        sp.version,
        JSON.stringify(sp.tags),
        0,
        sp.special,
        // an event (a live broadcast) starts on time: no pre-show; a premiere has the cinema's
        sp.tags.includes('event') ? 0 : null,
      );
    });
    for (const hall of cinemaHalls) {
      const hallTags = JSON.parse(hall.tags) as string[];
      // a hall holding an evening special takes regular showtimes only until 15 minutes before it
      const until = reserved.get(hall.id);
      let minutes = int(r, 10, 14) * 60 + pick(r, [0, 15, 30, 45]);
      let guard = 0;
      while (minutes < 23 * 60 && programme.length > 0 && guard++ < 8) {
        const show = pick(r, programme);
        if (until !== undefined && minutes + show.duration + 15 > until) break;
        const tags = [...hallTags];
        if (r() < 0.12 && !hallTags.includes('4dx')) tags.push('3d');
        // accessibility: about one showtime in 12 with audio description, one in 14 with subtitles
        // for the deaf and hard of hearing; relaxed screenings on daytime showtimes, mostly of
        // family films (a rng of their own, so the rest of the day's data stays as it was)
        if (r() < 0.085) tags.push('audio-description');
        if (r() < 0.07) tags.push('hoh-subtitles');
        const relaxedRoll = rng(`relaxed:${cinema.slug}:${date}:${hall.id}:${minutes}`)();
        if (minutes < 17 * 60 && relaxedRoll < (show.isKids ? 0.15 : 0.015)) tags.push('relaxed');
        const version = show.isKids ? (cinema.site === 'nl' || cinema.site === 'be' ? 'nl' : 'vf') : pick(r, versions);
        const start = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const special = r() < 0.02 ? JSON.stringify({ kind: pick(r, SPECIALS) }) : null;
        insert.run(
          showtimeId(day, hall.id, minutes),
          cinema.id,
          show.id,
          date,
          start,
          hall.id,
          version,
          JSON.stringify(tags),
          r() < 0.06 ? 1 : 0,
          special,
          null,
        );
        minutes += show.duration + 25 + int(r, 0, 3) * 5;
        minutes = Math.ceil(minutes / 15) * 15;
      }
    }
  }
  return out;
}

/** The days the window holds at a moment: [UTC today - 1, UTC today + WINDOW_DAYS]. */
export function windowRange(now: Date): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  return { from: addDays(today, -1), to: addDays(today, WINDOW_DAYS) };
}

/** True when the engine holds the window of `now` already. */
export async function windowIsCurrent(db: Queryable, now: Date): Promise<boolean> {
  const { from, to } = windowRange(now);
  const rows = await db.all<{ key: string; value: string }>(
    "SELECT key, value FROM meta WHERE key IN ('st_from', 'st_to')",
  );
  const have = new Map(rows.map((row) => [row.key, row.value]));
  return have.get('st_from') === from && have.get('st_to') === to;
}

/**
 * Keeps showtimes materialised for [UTC today - 1, UTC today + WINDOW_DAYS] on the engine,
 * generating missing days (ids from showtimeId: the same on every instance). Run by the window
 * job (db/catalogue-watch.ts) under a lease, never on the request path. A transaction per day (the
 * write lock is held briefly: another process's writes pass between two days, and a day is there
 * whole or not at all), then one that records the window and bumps the catalogue's version.
 * Returns true when this call moved the window.
 */
export async function ensureShowtimeWindow(db: Db, now: Date, shows: readonly ShowRecord[]): Promise<boolean> {
  if (await windowIsCurrent(db, now)) return false;
  const { from, to } = windowRange(now);
  const cinemas = await db.all<CinemaRow>('SELECT id, site, slug FROM cinemas ORDER BY id');
  const halls = new Map<number, HallRow[]>();
  for (const h of await db.all<HallRow>('SELECT id, cinema_id, seats, tags FROM halls ORDER BY id')) {
    const list = halls.get(h.cinema_id) ?? [];
    list.push(h);
    halls.set(h.cinema_id, list);
  }
  await db.run('DELETE FROM showtimes WHERE date < ? OR date > ?', [from, to]);
  const ranked: Ranked = new Map();
  for (let d = epochDay(from); d <= epochDay(to); d++) {
    const date = fromEpochDay(d);
    await db.transaction(async (tx) => {
      // re-read under the write lock: another process may have generated this day meanwhile
      if (await tx.get('SELECT 1 AS x FROM showtimes WHERE date = ? LIMIT 1', [date])) return;
      await insertRows(tx, 'showtimes', SHOWTIME_COLUMNS, generateDay(date, cinemas, halls, shows, ranked));
    });
    // then the event loop's turn: on SQLite the statements are synchronous, and the job runs in a
    // serving process (its requests wait for the transaction, its sockets do not)
    await new Promise((resolve) => setImmediate(resolve));
  }
  // the planner's statistics of the new rows and the visibility map of their pages (autovacuum's
  // come later): without them PostgreSQL takes a film's ~8,000 showtimes of the window for 40 and
  // reads the covering index's rows from the table again (decision 0052)
  if (db.engine === 'postgres') await db.run('VACUUM ANALYZE showtimes, cinemas');
  return db.transaction(async (tx) => {
    if (await windowIsCurrent(tx, now)) return false;
    const set = 'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value';
    await tx.run(set, ['st_from', from]);
    await tx.run(set, ['st_to', to]);
    await bumpCatalogueVersion(tx);
    return true;
  });
}
