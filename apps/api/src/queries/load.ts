import type Database from 'better-sqlite3';
import type { CinemaRow, CityRow, DocRow } from '../rows';
import type { CinemaRecord, HallRecord, ShowRecord } from '../seed/catalogue';

/** The catalogue as read from the database once after seeding (it is immutable while the API runs). */
export interface LoadedCatalogue {
  shows: ShowRecord[];
  retiredSlugs: string[];
  showSlugs: { slug: string; lang: string; show_id: number; current: number }[];
  cinemas: CinemaRow[];
  cities: CityRow[];
  docs: DocRow[];
}

/** Reads shows, slugs, cinemas with their halls, cities and documents. */
export function loadCatalogue(db: Database.Database): LoadedCatalogue {
  const shows: ShowRecord[] = [];
  const retiredSlugs: string[] = [];
  for (const row of db.prepare('SELECT id, slug, retired, data FROM shows ORDER BY id').all() as {
    id: number;
    slug: string;
    retired: number;
    data: string;
  }[]) {
    if (row.retired) retiredSlugs.push(row.slug);
    else shows.push(JSON.parse(row.data) as ShowRecord);
  }
  const showSlugs = db
    .prepare('SELECT slug, lang, show_id, current FROM show_slugs')
    .all() as LoadedCatalogue['showSlugs'];
  const hallsBy = new Map<number, (HallRecord & { id: number })[]>();
  for (const h of db.prepare('SELECT id, cinema_id, name, seats, tags FROM halls ORDER BY id').all() as {
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
  const cinemas = (db.prepare('SELECT id, data FROM cinemas ORDER BY id').all() as { id: number; data: string }[]).map(
    (row) => ({ ...(JSON.parse(row.data) as CinemaRecord), id: row.id, hallRows: hallsBy.get(row.id) ?? [] }),
  );
  const cities = (db.prepare('SELECT data FROM cities ORDER BY id').all() as { data: string }[]).map(
    (row) => JSON.parse(row.data) as CityRow,
  );
  const docs = (
    db.prepare('SELECT kind, site, slug, sort, data FROM docs ORDER BY kind, sort, slug').all() as {
      kind: string;
      site: string;
      slug: string;
      sort: number;
      data: string;
    }[]
  ).map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
  return { shows, retiredSlugs, showSlugs, cinemas, cities, docs };
}

/** True when the search index is empty (then it is filled once, under the write lock). */
export function searchIndexEmpty(db: Database.Database): boolean {
  return (db.prepare('SELECT count(*) AS n FROM search_fts').get() as { n: number }).n === 0;
}

/** Showtime count and cinema count per show at a site between two dates. */
export function showtimeStats(
  db: Database.Database,
): (site: string, from: string, to: string) => { showId: number; n: number; cinemas: number }[] {
  const statement = db.prepare(
    `SELECT s.show_id AS showId, count(*) AS n, count(DISTINCT s.cinema_id) AS cinemas
     FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id
     WHERE c.site = ? AND s.date >= ? AND s.date <= ? GROUP BY s.show_id`,
  );
  return (site, from, to) => statement.all(site, from, to) as { showId: number; n: number; cinemas: number }[];
}
