import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './db/migrations';
import { ensureShowtimeWindow } from './db/showtimes';
import { localParts } from './lib/dates';
import type { CinemaRow, CityRow, DocRow } from './rows';
import { loadCatalogue, searchIndexEmpty, showtimeStats } from './queries/load';
import type { ShowRecord } from './seed/catalogue';
import type { SharedState } from './db/shared';
import { seedDemoClients } from './seed/demo-clients';
import { type Scale, seedDatabase } from './seed/seed';
import { SITES, type SiteInfo } from './seed/sites';
import { ensurePostgresSearchIndex, indexSearch, searchRows } from './db/search-index';

export type { CinemaRow, CityRow, DocRow, ShowtimeRow } from './rows';

/**
 * The database and the immutable catalogue held in memory after seeding: the handle the queries
 * layer (src/queries/) reads through. Its SQL lives there (queries/load.ts); routes and views do
 * not read it directly (see docs/decisions/0028-api-layers.md).
 */
export class Store {
  readonly db: Database.Database;
  readonly shows: ShowRecord[];
  readonly showById = new Map<number, ShowRecord>();
  /** slug -> show ids and whether the slug is current (false: renamed, answer with redirectSlug). */
  readonly showSlugs = new Map<string, { id: number; lang: string; current: boolean }[]>();
  readonly retiredSlugs = new Set<string>();
  readonly cinemas: CinemaRow[];
  readonly cinemaBySlug = new Map<string, CinemaRow>();
  readonly cinemaById = new Map<number, CinemaRow>();
  readonly cinemaRedirects = new Map<string, string>();
  readonly cities: CityRow[];
  private readonly docs: DocRow[];
  private readonly statsQuery: ReturnType<typeof showtimeStats>;

  constructor(
    dbPath: string,
    scale: Scale,
    readonly now: () => Date,
  ) {
    if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
    this.db = new Database(dbPath);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    // generous while another process may be seeding the same file (large scale: ~10 s), 5 s once open
    this.db.pragma('busy_timeout = 120000');
    this.db.pragma('foreign_keys = ON');
    migrate(this.db);
    seedDatabase(this.db, scale);
    const loaded = loadCatalogue(this.db);
    this.shows = loaded.shows;
    for (const show of this.shows) this.showById.set(show.id, show);
    for (const slug of loaded.retiredSlugs) this.retiredSlugs.add(slug);
    for (const row of loaded.showSlugs) {
      const list = this.showSlugs.get(row.slug) ?? [];
      list.push({ id: row.show_id, lang: row.lang, current: row.current === 1 });
      this.showSlugs.set(row.slug, list);
    }
    this.cinemas = loaded.cinemas;
    for (const c of this.cinemas) {
      this.cinemaBySlug.set(c.slug, c);
      this.cinemaById.set(c.id, c);
      if (c.redirectFrom) this.cinemaRedirects.set(c.redirectFrom, c.slug);
    }
    this.cities = loaded.cities;
    this.docs = loaded.docs;
    this.db
      .transaction(() => {
        if (searchIndexEmpty(this.db)) indexSearch(this);
      })
      .immediate();
    this.statsQuery = showtimeStats(this.db);
    this.refreshWindow();
    this.db.pragma('busy_timeout = 5000');
  }

  /** Keeps the 21-day showtime window current; returns true when it moved. */
  refreshWindow(): boolean {
    return ensureShowtimeWindow(this.db, this.now(), this.shows);
  }

  #shared: SharedState | undefined;
  /**
   * What every API instance shares (client data, limits, challenges, secrets): the same SQLite
   * file by default, the DATABASE_URL database otherwise (src/db/shared.ts). Attached by startApi.
   */
  get shared(): SharedState {
    if (!this.#shared) throw new Error('the shared state is not attached (startApi attaches it)');
    return this.#shared;
  }

  /** Attaches the shared state and writes the demo clients (and, on PostgreSQL, the search index) there once. */
  async attachShared(shared: SharedState): Promise<void> {
    this.#shared = shared;
    // On PostgreSQL the search runs on the shared engine's index (built once per catalogue).
    if (shared.db.engine === 'postgres') await ensurePostgresSearchIndex(shared.db, searchRows(this));
    await seedDemoClients(shared.db, this.now(), {
      cinemas: this.cinemas.map((c) => ({ site: c.site, slug: c.slug })),
      movies: this.shows.filter((show) => show.isMovie).map((show) => show.slug),
    });
  }

  site(code: string): SiteInfo {
    return SITES[code] as SiteInfo;
  }

  /** Local today and time at a site. */
  today(site: string): { date: string; time: string } {
    return localParts(this.now(), this.site(site).timeZone);
  }

  /** Documents of a kind for a site (site-specific ones and those for every site). */
  docsOf(kind: string, site: string): DocRow[] {
    return this.docs.filter((d) => d.kind === kind && (d.site === site || d.site === '*'));
  }

  doc(kind: string, site: string, slug: string): DocRow | undefined {
    return this.docs.find((d) => d.kind === kind && d.slug === slug && (d.site === site || d.site === '*'));
  }

  cinemasOf(site: string): CinemaRow[] {
    return this.cinemas.filter((c) => c.site === site);
  }

  citiesOf(site: string): CityRow[] {
    return this.cities.filter((c) => c.site === site);
  }

  private statsCache = new Map<string, Map<number, { n: number; cinemas: number }>>();
  /** Showtime count and cinema count per show at a site between two dates. */
  stats(site: string, from: string, to: string): Map<number, { n: number; cinemas: number }> {
    const key = `${site}|${from}|${to}`;
    let map = this.statsCache.get(key);
    if (!map) {
      map = new Map();
      for (const row of this.statsQuery(site, from, to)) {
        map.set(row.showId, { n: row.n, cinemas: row.cinemas });
      }
      if (this.statsCache.size > 64) this.statsCache.clear();
      this.statsCache.set(key, map);
    }
    return map;
  }

  private readonly statements = new Map<string, Database.Statement>();
  /** A prepared statement, compiled once per SQL text. */
  stmt(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (this.statements.size > 500) this.statements.clear();
      this.statements.set(sql, statement);
    }
    return statement;
  }

  close(): void {
    this.db.close();
  }
}
