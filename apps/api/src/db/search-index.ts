import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Db, Migration } from '@marquee/db';
import { localize, pickText } from '../lib/text';
import type { Lang } from '../seed/sites';
import { SITES } from '../seed/sites';
import type { Store } from '../store';

/** One searchable record in one site and language. */
export interface SearchRow {
  title: string;
  body: string;
  site: string;
  lang: string;
  type: string;
  ref: string;
  zip: string | null;
}

/** What the index holds: one row per (site, language, record), from the catalogue in memory. */
export function searchRows(store: Store): SearchRow[] {
  const rows: SearchRow[] = [];
  const add = (row: SearchRow) => rows.push(row);
  for (const site of Object.values(SITES)) {
    for (const lang of site.languages as Lang[]) {
      for (const show of store.shows) {
        const body = [show.directors.join(' '), show.actors.join(' '), show.originalTitle, show.genres.join(' ')].join(
          ' ',
        );
        add({
          title: pickText(show.titles, lang),
          body,
          site: site.code,
          lang,
          type: show.isMovie ? 'show' : 'event',
          ref: String(show.id),
          zip: null,
        });
      }
      for (const c of store.cinemasOf(site.code)) {
        const city = pickText(c.city, lang);
        add({
          title: c.name,
          body: `${city} ${c.addressLine1} ${c.addressZip}`,
          site: site.code,
          lang,
          type: 'cinema',
          ref: c.slug,
          zip: c.addressZip,
        });
      }
      for (const d of store.docsOf('article', site.code)) {
        const a = localize<{ type: string; title: string; teaser: string }>(d.data, lang);
        if (a.type !== 'news' && a.type !== 'offer') continue;
        add({ title: a.title, body: a.teaser, site: site.code, lang, type: a.type, ref: d.slug, zip: null });
      }
      for (const d of store.docsOf('faq-article', site.code)) {
        const a = localize<{ title: string; teaser: string }>(d.data, lang);
        add({ title: a.title, body: a.teaser, site: site.code, lang, type: 'faq', ref: d.slug, zip: null });
      }
    }
  }
  return rows;
}

const digestOf = (rows: readonly SearchRow[]) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');

/**
 * Makes the SQLite file's FTS5 index (accents folded by its tokenizer) hold exactly `rows`: filled
 * when empty (after a seed), rebuilt when their digest differs from the one stored (the catalogue
 * changed: every instance on the file checks after a new catalogue version, the first rebuilds
 * under the write lock, the others find it current). Index maintenance, so under db/ with the migrations.
 */
export function ensureSqliteSearchIndex(db: Database.Database, rows: readonly SearchRow[]): boolean {
  const digest = digestOf(rows);
  return db
    .transaction(() => {
      const stored = db.prepare("SELECT value FROM meta WHERE key = 'search_digest'").get() as
        | { value: string }
        | undefined;
      const empty = (db.prepare('SELECT count(*) AS n FROM search_fts').get() as { n: number }).n === 0;
      if (!empty && stored?.value === digest) return false;
      db.exec('DELETE FROM search_fts');
      const ins = db.prepare(
        'INSERT INTO search_fts (title, body, site, lang, type, ref, zip) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      for (const r of rows) ins.run(r.title, r.body, r.site, r.lang, r.type, r.ref, r.zip);
      db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('search_digest', ?)").run(digest);
      return true;
    })
    .immediate();
}

/**
 * The search index on PostgreSQL, built to behave like the FTS5 one: the
 * 'simple' configuration (no stemming, no stop words) over `unaccent` in SQL — the query is folded
 * by the same function, so ß and Œ fold alike on both sides —, the title weighted A and the body
 * B, a GIN index. `unaccent` needs `CREATE EXTENSION` rights once (the embedded PostgreSQL and a
 * superuser migration have them; on a managed server, create the extension first).
 */
export const SEARCH_MIGRATIONS: readonly Migration[] = [
  {
    id: '001-search',
    sqlite: 'SELECT 1',
    postgres: `
    CREATE EXTENSION IF NOT EXISTS unaccent;
    CREATE FUNCTION marquee_fold(text) RETURNS text
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT;
    CREATE TABLE search_docs (
      site TEXT NOT NULL, lang TEXT NOT NULL, type TEXT NOT NULL, ref TEXT NOT NULL,
      title TEXT NOT NULL, body TEXT NOT NULL, zip TEXT,
      doc tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', marquee_fold(title)), 'A') ||
        setweight(to_tsvector('simple', marquee_fold(body)), 'B')) STORED,
      PRIMARY KEY (site, lang, type, ref));
    CREATE INDEX search_docs_doc ON search_docs USING GIN (doc);
    CREATE TABLE search_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
];

/** Advisory lock key of the index's rebuild: one instance writes it, the others wait and find it current. */
const SEARCH_LOCK = 7_346_210_882;

/**
 * Makes the PostgreSQL index hold exactly `rows`: rebuilt in one transaction when their digest
 * differs from the one stored (a new catalogue), else left alone — so N instances starting at once
 * build it once, and a reader never sees half an index.
 */
export async function ensurePostgresSearchIndex(db: Db, rows: readonly SearchRow[]): Promise<boolean> {
  const digest = digestOf(rows);
  const current = async () =>
    (await db.get<{ value: string }>("SELECT value FROM search_meta WHERE key = 'digest'"))?.value === digest;
  if (await current()) return false;
  return db.withAdvisoryLock(SEARCH_LOCK, async () => {
    if (await current()) return false;
    await db.transaction(async (tx) => {
      await tx.run('DELETE FROM search_docs');
      for (let i = 0; i < rows.length; i += 400) {
        const chunk = rows.slice(i, i + 400);
        await tx.run(
          `INSERT INTO search_docs (title, body, site, lang, type, ref, zip) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          chunk.flatMap((r) => [r.title, r.body, r.site, r.lang, r.type, r.ref, r.zip]),
        );
      }
      await tx.run(
        "INSERT INTO search_meta (key, value) VALUES ('digest', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        [digest],
      );
    });
    return true;
  });
}
