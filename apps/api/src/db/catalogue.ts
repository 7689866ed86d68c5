import Database from 'better-sqlite3';
import type { Db, Migration, Param, Queryable } from '@marquee/db';
import { migrate as migrateFile } from './migrations';
import { type Scale, SEED_VERSION, seedDatabase } from '../seed/seed';

/**
 * The catalogue (shows, cinemas with their halls, cities, documents, cards, showtimes) on the
 * shared engine (decision 0044). On the embedded SQLite file the tables
 * are the file's own (migrations.ts, versioned by PRAGMA user_version, as `npm start` always had
 * them), so the SQLite step adds nothing; on PostgreSQL they are made here, the same columns, the
 * text that is sorted in the C collation (SQLite's BINARY: the same order on both engines).
 */
export const CATALOGUE_MIGRATIONS: readonly Migration[] = [
  {
    id: '001-catalogue',
    sqlite: 'SELECT 1',
    postgres: `
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE cities (
      id INTEGER PRIMARY KEY, site TEXT NOT NULL, slug TEXT COLLATE "C" NOT NULL, data TEXT NOT NULL, UNIQUE (site, slug));
    CREATE TABLE cinemas (
      id INTEGER PRIMARY KEY, site TEXT COLLATE "C" NOT NULL, slug TEXT COLLATE "C" NOT NULL UNIQUE,
      city_slug TEXT NOT NULL, vista_ref TEXT NOT NULL UNIQUE, zip TEXT NOT NULL, data TEXT NOT NULL);
    CREATE INDEX cinemas_site ON cinemas (site);
    CREATE TABLE halls (
      id INTEGER PRIMARY KEY, cinema_id INTEGER NOT NULL REFERENCES cinemas(id), name TEXT NOT NULL,
      seats INTEGER NOT NULL, tags TEXT NOT NULL);
    CREATE INDEX halls_cinema ON halls (cinema_id);
    CREATE TABLE shows (
      id INTEGER PRIMARY KEY, slug TEXT COLLATE "C" NOT NULL UNIQUE, is_movie INTEGER NOT NULL,
      retired INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL);
    CREATE TABLE show_slugs (
      slug TEXT COLLATE "C" NOT NULL, lang TEXT COLLATE "C" NOT NULL, show_id INTEGER NOT NULL REFERENCES shows(id),
      current INTEGER NOT NULL, seq BIGINT GENERATED ALWAYS AS IDENTITY, PRIMARY KEY (slug, lang, show_id));
    CREATE INDEX show_slugs_show ON show_slugs (show_id);
    CREATE TABLE showtimes (
      id BIGINT PRIMARY KEY, cinema_id INTEGER NOT NULL, show_id INTEGER NOT NULL, date TEXT COLLATE "C" NOT NULL,
      start TEXT COLLATE "C" NOT NULL, hall_id INTEGER NOT NULL, version TEXT COLLATE "C" NOT NULL,
      tags TEXT COLLATE "C" NOT NULL, soldout INTEGER NOT NULL, special TEXT);
    CREATE INDEX showtimes_cinema_date ON showtimes (cinema_id, date);
    CREATE INDEX showtimes_show_date_cinema ON showtimes (show_id, date, cinema_id);
    CREATE TABLE docs (
      kind TEXT COLLATE "C" NOT NULL, site TEXT COLLATE "C" NOT NULL, slug TEXT COLLATE "C" NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL, PRIMARY KEY (kind, site, slug));
    CREATE TABLE cards (number TEXT PRIMARY KEY, pin TEXT, site TEXT NOT NULL, data TEXT NOT NULL);
    `,
  },
  {
    // The window job's reads and deletes by day (the day's showtimes there or not, the days gone).
    id: '002-showtimes-by-date',
    sql: 'CREATE INDEX IF NOT EXISTS showtimes_date ON showtimes (date)',
  },
  {
    // A film's showtimes: its days, versions and tags over the window read from the index alone
    // (an index-only scan once VACUUM has marked the pages; at the stress size 68 ms instead of
    // 580 ms for a film's ~22,000 rows), its rows of a day in a few index pages. SQLite keeps its
    // index (its file is the newcomer's: no rebuild for it).
    id: '003-showtimes-covering',
    sqlite: 'SELECT 1',
    postgres: `
    CREATE INDEX IF NOT EXISTS showtimes_show_date_cinema_cover ON showtimes (show_id, date, cinema_id)
      INCLUDE (start, version, tags);
    DROP INDEX IF EXISTS showtimes_show_date_cinema;
    `,
  },
  {
    // The pre-show: each cinema's length, a session's own (NULL: the cinema's).
    // On the SQLite file: its migration 8 (migrations.ts).
    id: '004-pre-show',
    sqlite: 'SELECT 1',
    postgres: `
    ALTER TABLE cinemas ADD COLUMN pre_show INTEGER NOT NULL DEFAULT 15;
    ALTER TABLE showtimes ADD COLUMN pre_show INTEGER;
    `,
  },
];

/** The channel on which PostgreSQL announces a new catalogue version to every instance. */
export const CATALOGUE_CHANNEL = 'marquee_catalogue';

/** The catalogue's version: bumped by every change (a seed, a move of the showtime window, an edit). */
export async function catalogueVersion(db: Queryable): Promise<string> {
  return (await db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'catalogue_version'"))?.value ?? '0';
}

/**
 * Bumps the version inside the transaction that changed the catalogue; on PostgreSQL a NOTIFY
 * (delivered at commit) tells every listening instance to reload. On SQLite the instances notice
 * the row on their next check (every second).
 */
export async function bumpCatalogueVersion(tx: Queryable): Promise<void> {
  await tx.run(
    `INSERT INTO meta (key, value) VALUES ('catalogue_version', '1')
     ON CONFLICT (key) DO UPDATE SET value = CAST(CAST(meta.value AS INTEGER) + 1 AS TEXT)`,
  );
  if (tx.engine === 'postgres') {
    await tx.run('SELECT pg_notify(?, ?)', [CATALOGUE_CHANNEL, await catalogueVersion(tx)]);
  }
}

/**
 * Tables the seed fills, parents first, the columns copied with their PostgreSQL types (for the
 * column arrays of `insertRows`), and their order (show_slugs in insertion order).
 */
const SEEDED: readonly { table: string; columns: readonly Column[]; order: string }[] = [
  { table: 'shows', columns: cols('id int', 'slug', 'is_movie int', 'retired int', 'data'), order: 'id' },
  { table: 'show_slugs', columns: cols('slug', 'lang', 'show_id int', 'current int'), order: 'rowid' },
  { table: 'cities', columns: cols('id int', 'site', 'slug', 'data'), order: 'id' },
  {
    table: 'cinemas',
    columns: cols('id int', 'site', 'slug', 'city_slug', 'vista_ref', 'zip', 'pre_show int', 'data'),
    order: 'id',
  },
  { table: 'halls', columns: cols('id int', 'cinema_id int', 'name', 'seats int', 'tags'), order: 'id' },
  { table: 'docs', columns: cols('kind', 'site', 'slug', 'sort int', 'data'), order: 'kind, site, slug' },
  { table: 'cards', columns: cols('number', 'pin', 'site', 'data'), order: 'number' },
];

/** A column of a bulk insert: its name and its PostgreSQL type. */
export interface Column {
  name: string;
  type: 'bigint' | 'int' | 'text';
}
/** Columns written as `name [type]` (text when no type is given). */
export function cols(...specs: string[]): Column[] {
  return specs.map((spec) => {
    const [name = '', type = 'text'] = spec.split(' ');
    return { name, type: type as Column['type'] };
  });
}

/**
 * Rows per statement of a bulk insert on PostgreSQL: each column travels as one array parameter,
 * so the count is not bounded by the 65,535 parameters; 10,000 rows keep each statement's arrays
 * and text (a few MB) small beside the day's rows (the loading instance's memory).
 */
const UNNEST_ROWS = 10_000;

/**
 * Inserts many rows (the stress load's budget is in decision 0044). PostgreSQL: `INSERT … SELECT * FROM unnest($1::int[], $2::text[], …)`, one array
 * per column and 10,000 rows a statement (one parameter per column instead of one per value:
 * PostgreSQL parses 10 parameters, not 20,000, and the rows go through one function scan, near
 * COPY's speed). SQLite: one prepared single-row statement run for every row (better-sqlite3
 * runs it synchronously; the caller's transaction makes them one write). Same rows, same order.
 */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly Column[],
  rows: readonly (readonly Param[])[],
): Promise<void> {
  const names = columns.map((c) => c.name).join(', ');
  if (tx.engine !== 'postgres') {
    const sql = `INSERT INTO ${table} (${names}) VALUES (${columns.map(() => '?').join(', ')})`;
    for (const row of rows) await tx.run(sql, row);
    return;
  }
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${columns.map((c) => `?::${c.type}[]`).join(', ')})`;
  for (let i = 0; i < rows.length; i += UNNEST_ROWS) {
    const chunk = rows.slice(i, i + UNNEST_ROWS);
    // pg binds a JavaScript array as a PostgreSQL array literal (nulls and quotes escaped)
    const arrays = columns.map((_, c) => chunk.map((row) => row[c] ?? null) as unknown as Param);
    await tx.run(sql, arrays);
  }
}

/** True when the engine holds this seed version and scale already (nothing to load). */
export async function seedIsCurrent(db: Queryable, scale: Scale): Promise<boolean> {
  const row = await db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'seed'");
  return row?.value === `${SEED_VERSION}/${scale}`;
}

/** A constant key of PostgreSQL's advisory lock under which one instance loads the seed. */
const SEED_LOCK = 7_346_210_883;

/**
 * Loads the seed into PostgreSQL once per seed version and scale: the seed is generated as it
 * always was (seed/seed.ts, deterministic) into a scratch SQLite database in memory, then copied
 * in batches in one transaction, under a lock, so N instances starting at once load it once and
 * a reader never sees half a catalogue. A catalogue of another seed version is replaced (its
 * showtimes too: the window job makes them again); the client data is kept. Returns whether it loaded.
 */
export async function loadSeedIntoPostgres(db: Db, scale: Scale): Promise<boolean> {
  const wanted = `${SEED_VERSION}/${scale}`;
  if (await seedIsCurrent(db, scale)) return false;
  return db.withAdvisoryLock(SEED_LOCK, async () => {
    if (await seedIsCurrent(db, scale)) return false;
    const scratch = new Database(':memory:');
    const tables: { table: string; columns: readonly Column[]; rows: Param[][] }[] = [];
    try {
      migrateFile(scratch);
      seedDatabase(scratch, scale);
      for (const { table, columns, order } of SEEDED) {
        const rows = scratch
          .prepare(`SELECT ${columns.map((c) => c.name).join(', ')} FROM ${table} ORDER BY ${order}`)
          .raw()
          .all() as Param[][];
        tables.push({ table, columns, rows });
      }
    } finally {
      scratch.close();
    }
    await db.transaction(async (tx) => {
      await tx.exec(
        'DELETE FROM showtimes; DELETE FROM halls; DELETE FROM cinemas; DELETE FROM show_slugs; DELETE FROM shows; DELETE FROM cities; DELETE FROM docs; DELETE FROM cards;',
      );
      await tx.run("DELETE FROM meta WHERE key IN ('st_from', 'st_to')");
      for (const { table, columns, rows } of tables) await insertRows(tx, table, columns, rows);
      await tx.run(
        "INSERT INTO meta (key, value) VALUES ('seed', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        [wanted],
      );
      await bumpCatalogueVersion(tx);
    });
    return true;
  });
}
