import type Database from 'better-sqlite3';

/** Versioned migrations: index + 1 is the version stored in PRAGMA user_version. Append only. */
export const MIGRATIONS: string[] = [
  // 1: catalogue
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE cities (
    id INTEGER PRIMARY KEY, site TEXT NOT NULL, slug TEXT NOT NULL, data TEXT NOT NULL, UNIQUE (site, slug));
  CREATE TABLE cinemas (
    id INTEGER PRIMARY KEY, site TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, city_slug TEXT NOT NULL,
    vista_ref TEXT NOT NULL UNIQUE, zip TEXT NOT NULL, data TEXT NOT NULL);
  CREATE INDEX cinemas_site ON cinemas (site);
  CREATE TABLE halls (
    id INTEGER PRIMARY KEY, cinema_id INTEGER NOT NULL REFERENCES cinemas(id), name TEXT NOT NULL,
    seats INTEGER NOT NULL, tags TEXT NOT NULL);
  CREATE INDEX halls_cinema ON halls (cinema_id);
  CREATE TABLE shows (
    id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, is_movie INTEGER NOT NULL, retired INTEGER NOT NULL DEFAULT 0,
    data TEXT NOT NULL);
  CREATE TABLE show_slugs (
    slug TEXT NOT NULL, lang TEXT NOT NULL, show_id INTEGER NOT NULL REFERENCES shows(id),
    current INTEGER NOT NULL, PRIMARY KEY (slug, lang, show_id));
  CREATE INDEX show_slugs_show ON show_slugs (show_id);
  CREATE TABLE showtimes (
    id INTEGER PRIMARY KEY, cinema_id INTEGER NOT NULL, show_id INTEGER NOT NULL, date TEXT NOT NULL,
    start TEXT NOT NULL, hall_id INTEGER NOT NULL, version TEXT NOT NULL, tags TEXT NOT NULL,
    soldout INTEGER NOT NULL, special TEXT);
  CREATE INDEX showtimes_cinema_date ON showtimes (cinema_id, date);
  CREATE INDEX showtimes_show_date ON showtimes (show_id, date);
  CREATE TABLE docs (
    kind TEXT NOT NULL, site TEXT NOT NULL, slug TEXT NOT NULL, sort INTEGER NOT NULL DEFAULT 0,
    data TEXT NOT NULL, PRIMARY KEY (kind, site, slug));
  CREATE TABLE cards (number TEXT PRIMARY KEY, pin TEXT, site TEXT NOT NULL, data TEXT NOT NULL);
  `,
  // 2: search (FTS5, accents folded by the tokenizer)
  `
  CREATE VIRTUAL TABLE search_fts USING fts5(
    title, body, site UNINDEXED, lang UNINDEXED, type UNINDEXED, ref UNINDEXED, zip UNINDEXED,
    tokenize = 'unicode61 remove_diacritics 2');
  `,
  // 3: client data
  `
  CREATE TABLE clients (id TEXT PRIMARY KEY, data TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE favorites (
    client_id TEXT NOT NULL, site TEXT NOT NULL, cinema_slug TEXT NOT NULL, position REAL NOT NULL,
    PRIMARY KEY (client_id, site, cinema_slug));
  CREATE TABLE intentions (
    client_id TEXT NOT NULL, show_slug TEXT NOT NULL, intention INTEGER NOT NULL, PRIMARY KEY (client_id, show_slug));
  CREATE TABLE emotions (
    client_id TEXT NOT NULL, show_slug TEXT NOT NULL, emotion TEXT NOT NULL, PRIMARY KEY (client_id, show_slug));
  `,
  // 4: covering index for a show's days and cinemas (the site-wide showtime answers at large scale)
  `
  CREATE INDEX showtimes_show_date_cinema ON showtimes (show_id, date, cinema_id);
  DROP INDEX showtimes_show_date;
  `,
  // 5: visitors' feedback on the site (the customer-feedback widget, SHELL-44)
  `
  CREATE TABLE feedback (
    id INTEGER PRIMARY KEY, site TEXT NOT NULL, lang TEXT NOT NULL, rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    comment TEXT NOT NULL, page TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE INDEX feedback_site_created ON feedback (site, created_at);
  `,
  // 6: idempotent feedback: the client's Idempotency-Key, once per site, and what was posted with it
  `
  ALTER TABLE feedback ADD COLUMN idempotency_key TEXT;
  ALTER TABLE feedback ADD COLUMN request_hash TEXT;
  CREATE UNIQUE INDEX feedback_idempotency ON feedback (site, idempotency_key) WHERE idempotency_key IS NOT NULL;
  `,
  // 7: tokens revoked by a logout, shared by every API process on the file, until they expire
  `
  CREATE TABLE revoked_tokens (token_hash TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
  CREATE INDEX revoked_tokens_expiry ON revoked_tokens (expires_at);
  `,
  // 8: the pre-show (adverts and trailers): each cinema's length in minutes, and a
  // session's own when it differs (NULL: the cinema's)
  `
  ALTER TABLE cinemas ADD COLUMN pre_show INTEGER NOT NULL DEFAULT 15;
  ALTER TABLE showtimes ADD COLUMN pre_show INTEGER;
  `,
];

/**
 * Applies the migrations the database has not seen yet, each in its own IMMEDIATE transaction that
 * re-reads the version under the write lock (two processes starting on one file do not collide).
 */
export function migrate(db: Database.Database): number {
  for (;;) {
    const done = db
      .transaction(() => {
        const current = db.pragma('user_version', { simple: true }) as number;
        if (current >= MIGRATIONS.length) return true;
        db.exec(MIGRATIONS[current] as string);
        db.pragma(`user_version = ${current + 1}`);
        return false;
      })
      .immediate();
    if (done) return MIGRATIONS.length;
  }
}
