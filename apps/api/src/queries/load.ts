import type { Queryable } from '@marquee/db';
import type { CinemaRow, CityRow, DocRow } from '../rows';
import type { CinemaRecord, HallRecord, ShowRecord } from '../seed/catalogue';

/**
 * The small tables of the catalogue as read from the engine: held in memory as a cache of one
 * catalogue version, read again when the version changes (store.ts). Showtimes are never loaded.
 */
export interface LoadedCatalogue {
  shows: ShowRecord[];
  retiredSlugs: string[];
  showSlugs: { slug: string; lang: string; show_id: number; current: number }[];
  cinemas: CinemaRow[];
  cities: CityRow[];
  docs: DocRow[];
}

/** Reads shows, slugs, cinemas with their halls, cities and documents. */
export async function loadCatalogue(db: Queryable): Promise<LoadedCatalogue> {
  const shows: ShowRecord[] = [];
  const retiredSlugs: string[] = [];
  for (const row of (await db.all('SELECT id, slug, retired, data FROM shows ORDER BY id')) as {
    id: number;
    slug: string;
    retired: number;
    data: string;
  }[]) {
    if (row.retired) retiredSlugs.push(row.slug);
    else shows.push(JSON.parse(row.data) as ShowRecord);
  }
  // in insertion order (a slug's first show wins): the row id on SQLite, an identity column on PostgreSQL
  const showSlugs = await db.all<LoadedCatalogue['showSlugs'][number]>(
    `SELECT slug, lang, show_id, current FROM show_slugs ORDER BY ${db.engine === 'postgres' ? 'seq' : 'rowid'}`,
  );
  const hallsBy = new Map<number, (HallRecord & { id: number })[]>();
  for (const h of (await db.all('SELECT id, cinema_id, name, seats, tags FROM halls ORDER BY id')) as {
    id: number;
    cinema_id: number;
    name: string;
    seats: number;
    tags: string;
  }[]) {
    const list = hallsBy.get(h.cinema_id) ?? [];
    list.push({ id: h.id, name: h.name, seats: h.seats, tags: JSON.parse(h.tags) as string[] });
    hallsBy.set(h.cinema_id, list);
  }
  const cinemas = (
    await db.all<{ id: number; pre_show: number; data: string }>('SELECT id, pre_show, data FROM cinemas ORDER BY id')
  ).map((row) => ({
    ...(JSON.parse(row.data) as CinemaRecord),
    id: row.id,
    preShowMinutes: row.pre_show,
    hallRows: hallsBy.get(row.id) ?? [],
  }));
  const cities = (await db.all<{ data: string }>('SELECT data FROM cities ORDER BY id')).map(
    (row) => JSON.parse(row.data) as CityRow,
  );
  const docs = (
    await db.all<{ kind: string; site: string; slug: string; sort: number; data: string }>(
      'SELECT kind, site, slug, sort, data FROM docs ORDER BY kind, sort, slug',
    )
  ).map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
  return { shows, retiredSlugs, showSlugs, cinemas, cities, docs };
}

/** Showtime count and cinema count per show at a site between two dates, on the engine. */
export function showtimeStats(
  db: Queryable,
): (site: string, from: string, to: string) => Promise<{ showId: number; n: number; cinemas: number }[]> {
  return (site, from, to) =>
    db.all<{ showId: number; n: number; cinemas: number }>(
      `SELECT s.show_id AS "showId", count(*) AS n, count(DISTINCT s.cinema_id) AS cinemas
       FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id
       WHERE c.site = ? AND s.date >= ? AND s.date <= ? GROUP BY s.show_id`,
      [site, from, to],
    );
}
