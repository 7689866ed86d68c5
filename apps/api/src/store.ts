import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './db/migrations';
import { ensureShowtimeWindow } from './db/showtimes';
import { localParts } from './lib/dates';
import type { CinemaRecord, HallRecord, ShowRecord } from './seed/catalogue';
import type { CitySeed } from './seed/geo';
import { seedDemoClients } from './seed/demo-clients';
import { type Scale, seedDatabase } from './seed/seed';
import { SITES, type SiteInfo } from './seed/sites';
import { indexSearch } from './search-index';

export interface CinemaRow extends CinemaRecord {
  id: number;
  hallRows: (HallRecord & { id: number })[];
}
export type CityRow = Omit<CitySeed, 'cinemas'>;
export interface DocRow {
  kind: string;
  site: string;
  slug: string;
  sort: number;
  data: Record<string, unknown>;
}
export interface ShowtimeRow {
  id: number;
  cinema_id: number;
  show_id: number;
  date: string;
  start: string;
  hall_id: number;
  version: string;
  tags: string;
  soldout: number;
  special: string | null;
}

/** The database and the immutable catalogue held in memory after seeding. */
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
  private readonly stmtStats: Database.Statement;

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
    seedDemoClients(this.db, now());
    const showRows = this.db.prepare('SELECT id, slug, retired, data FROM shows ORDER BY id').all() as {
      id: number;
      slug: string;
      retired: number;
      data: string;
    }[];
    this.shows = [];
    for (const row of showRows) {
      if (row.retired) {
        this.retiredSlugs.add(row.slug);
        continue;
      }
      const show = JSON.parse(row.data) as ShowRecord;
      this.shows.push(show);
      this.showById.set(show.id, show);
    }
    for (const row of this.db.prepare('SELECT slug, lang, show_id, current FROM show_slugs').all() as {
      slug: string;
      lang: string;
      show_id: number;
      current: number;
    }[]) {
      const list = this.showSlugs.get(row.slug) ?? [];
      list.push({ id: row.show_id, lang: row.lang, current: row.current === 1 });
      this.showSlugs.set(row.slug, list);
    }
    const hallRows = this.db.prepare('SELECT id, cinema_id, name, seats, tags FROM halls ORDER BY id').all() as {
      id: number;
      cinema_id: number;
      name: string;
      seats: number;
      tags: string;
    }[];
    const hallsBy = new Map<number, (HallRecord & { id: number })[]>();
    for (const h of hallRows) {
      const list = hallsBy.get(h.cinema_id) ?? [];
      list.push({ id: h.id, name: h.name, seats: h.seats, tags: JSON.parse(h.tags) as string[] });
      hallsBy.set(h.cinema_id, list);
    }
    this.cinemas = (
      this.db.prepare('SELECT id, data FROM cinemas ORDER BY id').all() as { id: number; data: string }[]
    ).map((row) => ({ ...(JSON.parse(row.data) as CinemaRecord), id: row.id, hallRows: hallsBy.get(row.id) ?? [] }));
    for (const c of this.cinemas) {
      this.cinemaBySlug.set(c.slug, c);
      this.cinemaById.set(c.id, c);
      if (c.redirectFrom) this.cinemaRedirects.set(c.redirectFrom, c.slug);
    }
    this.cities = (this.db.prepare('SELECT data FROM cities ORDER BY id').all() as { data: string }[]).map(
      (row) => JSON.parse(row.data) as CityRow,
    );
    this.docs = (
      this.db.prepare('SELECT kind, site, slug, sort, data FROM docs ORDER BY kind, sort, slug').all() as {
        kind: string;
        site: string;
        slug: string;
        sort: number;
        data: string;
      }[]
    ).map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
    this.db
      .transaction(() => {
        const indexed = this.db.prepare('SELECT count(*) AS n FROM search_fts').get() as { n: number };
        if (indexed.n === 0) indexSearch(this);
      })
      .immediate();
    this.stmtStats = this.db.prepare(
      `SELECT s.show_id AS showId, count(*) AS n, count(DISTINCT s.cinema_id) AS cinemas
       FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id
       WHERE c.site = ? AND s.date >= ? AND s.date <= ? GROUP BY s.show_id`,
    );
    this.refreshWindow();
    this.db.pragma('busy_timeout = 5000');
  }

  /** Keeps the 21-day showtime window current; returns true when it moved. */
  refreshWindow(): boolean {
    return ensureShowtimeWindow(this.db, this.now(), this.shows);
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
      for (const row of this.stmtStats.all(site, from, to) as { showId: number; n: number; cinemas: number }[]) {
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
