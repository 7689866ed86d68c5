import Database from 'better-sqlite3';
import type { Db, Migration, Param, Queryable } from '@marquee/db';
import { migrate as migrateFile } from './migrations';
import { type Scale, SEED_VERSION, seedDatabase } from '../seed/seed';

/**
 * The catalogue (shows, cinemas with their halls, cities, documents, cards, showtimes) on the
 * shared engine (issue 24 items 1 and 4, decision 0044). On the embedded SQLite file the tables
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
    // The pre-show (issue 27 item 2): each cinema's length, a session's own (NULL: the cinema's).
    // On the SQLite file: its migration 8 (migrations.ts).
    id: '003-pre-show',
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

/** Tables the seed fills, parents first, and the columns copied (show_slugs in insertion order). */
const SEEDED: readonly { table: string; columns: readonly string[]; order: string }[] = [
  { table: 'shows', columns: ['id', 'slug', 'is_movie', 'retired', 'data'], order: 'id' },
  { table: 'show_slugs', columns: ['slug', 'lang', 'show_id', 'current'], order: 'rowid' },
  { table: 'cities', columns: ['id', 'site', 'slug', 'data'], order: 'id' },
  {
    table: 'cinemas',
    columns: ['id', 'site', 'slug', 'city_slug', 'vista_ref', 'zip', 'pre_show', 'data'],
    order: 'id',
  },
  { table: 'halls', columns: ['id', 'cinema_id', 'name', 'seats', 'tags'], order: 'id' },
  { table: 'docs', columns: ['kind', 'site', 'slug', 'sort', 'data'], order: 'kind, site, slug' },
  { table: 'cards', columns: ['number', 'pin', 'site', 'data'], order: 'number' },
];

/** Parameters per INSERT statement of a batch (PostgreSQL takes at most 65,535). */
const BATCH_PARAMS = 20_000;

/** Inserts rows with multi-row INSERTs of at most BATCH_PARAMS parameters each. */
export async function insertBatched(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly Param[])[],
): Promise<void> {
  const per = Math.max(1, Math.floor(BATCH_PARAMS / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += per) {
    const chunk = rows.slice(i, i + per);
    await tx.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`,
      chunk.flat(),
    );
  }
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
  const current = async (q: Queryable) =>
    (await q.get<{ value: string }>("SELECT value FROM meta WHERE key = 'seed'"))?.value === wanted;
  if (await current(db)) return false;
  return db.withAdvisoryLock(SEED_LOCK, async () => {
    if (await current(db)) return false;
    const scratch = new Database(':memory:');
    const tables: { table: string; columns: readonly string[]; rows: Param[][] }[] = [];
    try {
      migrateFile(scratch);
      seedDatabase(scratch, scale);
      for (const { table, columns, order } of SEEDED) {
        const rows = scratch
          .prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY ${order}`)
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
      for (const { table, columns, rows } of tables) await insertBatched(tx, table, columns, rows);
      await tx.run(
        "INSERT INTO meta (key, value) VALUES ('seed', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        [wanted],
      );
      await bumpCatalogueVersion(tx);
    });
    return true;
  });
}
