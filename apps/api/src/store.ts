import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { databaseTarget, type Db, migrate as migrateDb } from '@marquee/db';
import { CATALOGUE_MIGRATIONS, catalogueVersion, seedIsCurrent } from './db/catalogue';
import { ShowtimeWindowJob, watchCatalogue } from './db/catalogue-watch';
import { migrate } from './db/migrations';
import { windowIsCurrent } from './db/showtimes';
import { defaultLoaderMode, type LoaderMode, type LoaderTask, runInChild, runLoaderTask, stopChildren } from './loader';
import { addDays } from '@marquee/domain-models';
import { collectGarbage, softMemoryLimit } from './lib/collect';
import { localParts } from './lib/dates';
import type { CinemaRow, CityRow, DocRow } from './rows';
import { type LoadedCatalogue, loadCatalogue, showtimeStats } from './queries/load';
import type { ShowRecord } from './seed/catalogue';
import { openSharedState, type SharedState } from './db/shared';
import { seedDemoClients } from './seed/demo-clients';
import { type Scale, seedDatabase } from './seed/seed';
import { SITES, type SiteInfo } from './seed/sites';
import { ensurePostgresSearchIndex, ensureSqliteSearchIndex, searchRows } from './db/search-index';

/** Most keys `Store.versionMemo` holds (each a few hundred small rows at most). */
const MEMO_MAX = 5000;

export type { CinemaRow, CityRow, DocRow, ShowtimeRow } from './rows';

export interface StoreOptions {
  dbPath: string;
  scale: Scale;
  now: () => Date;
  /** Where DATABASE_URL (and the shared state's settings) are read. */
  env: NodeJS.ProcessEnv;
  /** How often the showtime window job runs (ms, default 60,000). */
  windowJobIntervalMs?: number;
  /** How often the SQLite engine's catalogue version is read (ms, default 1,000). */
  versionPollMs?: number;
  /**
   * Where the seed's copy into PostgreSQL and the showtime window's moves run (src/loader.ts): a
   * child process (the default of the built API) or this process (the default from the sources).
   */
  loader?: LoaderMode;
}

/**
 * The catalogue as the queries layer (src/queries/) reads it; its SQL lives there (decision 0028).
 * The catalogue is on the shared engine (decision 0044): the API's own SQLite file by default,
 * DATABASE_URL's PostgreSQL otherwise. Showtimes are read from the engine on every request; the
 * small tables (shows, cinemas, cities, documents) are held here as a cache of one catalogue
 * version, read again when the version changes (a NOTIFY on PostgreSQL, a version row read every
 * second on SQLite), and the rolling showtime window is a job one instance runs at a time.
 */
export class Store {
  shows: ShowRecord[] = [];
  showById = new Map<number, ShowRecord>();
  /** slug -> show ids and whether the slug is current (false: renamed, answer with redirectSlug). */
  showSlugs = new Map<string, { id: number; lang: string; current: boolean }[]>();
  retiredSlugs = new Set<string>();
  cinemas: CinemaRow[] = [];
  cinemaBySlug = new Map<string, CinemaRow>();
  cinemaById = new Map<number, CinemaRow>();
  cinemaRedirects = new Map<string, string>();
  cities: CityRow[] = [];
  private docs: DocRow[] = [];
  /** The catalogue version the cache above holds. */
  version = '';
  /** A new object for every version loaded: what memos of views derived from the catalogue key on. */
  generation: object = {};
  readonly #listeners: (() => void)[] = [];
  #statsQuery: ReturnType<typeof showtimeStats> | undefined;
  #job: ShowtimeWindowJob | undefined;
  #watch: { close(): Promise<void> } | undefined;

  private constructor(
    /** The API's SQLite file (its search index, FTS5), on the embedded engine only. */
    private readonly file: Database.Database | null,
    readonly now: () => Date,
  ) {}

  /**
   * Opens the catalogue and the shared state: on SQLite, migrates and seeds the API's file as it
   * always did; on PostgreSQL, migrates the catalogue's tables and loads the seed there once. Then
   * makes the showtime window (or waits for the instance making it) and reads the small tables.
   */
  static async open(options: StoreOptions): Promise<Store> {
    const target = databaseTarget(options.env, options.dbPath);
    let file: Database.Database | null = null;
    if (target.engine === 'sqlite') {
      // the file DATABASE_URL names (sqlite:…), else the API's own
      if (target.path !== ':memory:') mkdirSync(dirname(target.path), { recursive: true });
      file = new Database(target.path);
      file.pragma('journal_mode = WAL');
      file.pragma('synchronous = NORMAL');
      // generous while another process may be seeding the same file (large scale: ~10 s), 5 s once open
      file.pragma('busy_timeout = 120000');
      file.pragma('foreign_keys = ON');
      migrate(file);
      seedDatabase(file, options.scale);
      file.pragma('busy_timeout = 5000');
    }
    const store = new Store(file, options.now);
    try {
      const shared = await openSharedState(options.dbPath, options.env);
      store.#shared = shared;
      await migrateDb(shared.db, 'api-catalogue', CATALOGUE_MIGRATIONS);
      const mode = options.loader ?? defaultLoaderMode();
      const load = (task: LoaderTask) => store.#load(mode, task, options.env);
      if (shared.db.engine === 'postgres' && !(await seedIsCurrent(shared.db, options.scale)))
        await load({ kind: 'seed', dbPath: options.dbPath, scale: options.scale });
      store.#statsQuery = showtimeStats(shared.db);
      await store.refresh();
      const job = new ShowtimeWindowJob(
        shared.db,
        // checked here first: the job's minute tick forks nothing while the window is current
        async () =>
          !(await windowIsCurrent(shared.db, store.now())) &&
          load({ kind: 'window', dbPath: options.dbPath, now: store.now().toISOString() }),
        () => windowIsCurrent(shared.db, store.now()),
      );
      store.#job = job;
      await job.atStart();
      await store.refresh();
      await store.#indexSearch();
      store.#ready = true;
      await seedDemoClients(shared.db, store.now(), {
        cinemas: store.cinemas.map((c) => ({ site: c.site, slug: c.slug })),
        movies: store.shows.filter((show) => show.isMovie).map((show) => show.slug),
      });
      job.schedule(options.windowJobIntervalMs ?? 60_000, () => store.refresh().then(() => undefined));
      // API_MEMORY_SOFT_MB (default 200; 0: none): a full collection when the RSS is over it
      const soft = Number(options.env.API_MEMORY_SOFT_MB ?? 200);
      if (soft > 0) store.#stopSoftLimit = softMemoryLimit(soft);
      store.#watch = watchCatalogue(shared.db, () => store.refresh().then(() => undefined), {
        pollMs: options.versionPollMs ?? 1000,
      });
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  /** The pid of the process that ran the last loader task (this one's when inline): for tests and tools. */
  lastLoaderPid: number | undefined;

  readonly #children = new Set<ChildProcess>();
  #stopSoftLimit: (() => void) | undefined;
  async #load(mode: LoaderMode, task: LoaderTask, env: NodeJS.ProcessEnv): Promise<boolean> {
    if (mode === 'inline') {
      this.lastLoaderPid = process.pid;
      return runLoaderTask(this.catalogue, task);
    }
    const { changed, pid } = await runInChild(task, env, this.#children);
    this.lastLoaderPid = pid;
    return changed;
  }

  /** The engine the catalogue is read from (the shared state's). */
  get catalogue(): Db {
    return this.shared.db;
  }

  /** The API's SQLite file (the FTS5 search index): only on the embedded engine. */
  get db(): Database.Database {
    if (!this.file) throw new Error('the catalogue is on PostgreSQL: there is no SQLite file');
    return this.file;
  }

  #refreshing: Promise<boolean> | null = null;
  /** Reads the catalogue's version and, when it changed, the small tables again; true when it reloaded. */
  refresh(): Promise<boolean> {
    this.#refreshing ??= this.#reload().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  async #reload(): Promise<boolean> {
    const db = this.catalogue;
    const version = await catalogueVersion(db);
    if (version === this.version) return false;
    // The version first: a change landing while the tables are read shows as a newer version next time.
    const loaded = { version, catalogue: await loadCatalogue(db) };
    this.#apply(loaded.catalogue);
    this.version = loaded.version;
    // the search index first: an answer cached between the two would be the old catalogue's
    if (this.#ready) {
      await this.#indexSearch().catch((error: unknown) => {
        console.error(`[api] search index not rebuilt: ${(error as Error).message}`);
      });
    }
    for (const listener of this.#listeners) listener();
    // the previous version's tables and answers are garbage now (a daily move at the stress size:
    // tens of MB), collected at once rather than when the old space reaches its limit
    if (this.#ready) collectGarbage();
    return true;
  }

  #ready = false;
  /**
   * The search index holds the catalogue's records: the FTS5 index of the SQLite file, or the
   * shared engine's on PostgreSQL; each rebuilt once per catalogue (a digest of its rows), by the
   * first instance that checks.
   */
  async #indexSearch(): Promise<void> {
    const rows = searchRows(this);
    if (this.file) ensureSqliteSearchIndex(this.file, rows);
    else await ensurePostgresSearchIndex(this.catalogue, rows);
  }

  #apply(loaded: LoadedCatalogue): void {
    this.shows = loaded.shows;
    this.showById = new Map(this.shows.map((show) => [show.id, show]));
    this.retiredSlugs = new Set(loaded.retiredSlugs);
    const showSlugs = new Map<string, { id: number; lang: string; current: boolean }[]>();
    for (const row of loaded.showSlugs) {
      const list = showSlugs.get(row.slug) ?? [];
      list.push({ id: row.show_id, lang: row.lang, current: row.current === 1 });
      showSlugs.set(row.slug, list);
    }
    this.showSlugs = showSlugs;
    this.cinemas = loaded.cinemas;
    this.cinemaBySlug = new Map();
    this.cinemaById = new Map();
    this.cinemaRedirects = new Map();
    for (const c of this.cinemas) {
      this.cinemaBySlug.set(c.slug, c);
      this.cinemaById.set(c.id, c);
      if (c.redirectFrom) this.cinemaRedirects.set(c.redirectFrom, c.slug);
    }
    this.cities = loaded.cities;
    this.docs = loaded.docs;
    this.#docsOf = new Map();
    this.#previousStats = this.statsCache;
    this.statsCache = new Map();
    this.generation = {};
  }

  #memo = { generation: this.generation, map: new Map<string, Promise<unknown>>() };
  /**
   * A read of the catalogue's engine that depends on the catalogue version only (and on what `key`
   * names), kept until the version changes: built once however many requests ask at the same time
   * (the promise is shared), forgotten when it fails. Bounded: past `MEMO_MAX` keys it starts again.
   */
  versionMemo<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (this.#memo.generation !== this.generation) this.#memo = { generation: this.generation, map: new Map() };
    const memo = this.#memo;
    const hit = memo.map.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    if (memo.map.size >= MEMO_MAX) memo.map.clear();
    const promise = read();
    memo.map.set(key, promise);
    promise.catch(() => {
      if (memo.map.get(key) === promise) memo.map.delete(key);
    });
    return promise;
  }

  /** Calls `listener` after every change of catalogue version (the API's answer cache is flushed so). */
  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }

  /** Runs the showtime window job now (as its timer does): true when this instance moved the window. */
  async runWindowJob(): Promise<boolean> {
    const moved = (await this.#job?.tick()) ?? false;
    if (moved) await this.refresh();
    return moved;
  }

  #shared: SharedState | undefined;
  /**
   * What every API instance shares (the catalogue, client data, limits, challenges, secrets): the
   * API's SQLite file by default, the DATABASE_URL database otherwise (src/db/shared.ts).
   */
  get shared(): SharedState {
    if (!this.#shared) throw new Error('the shared state is not open');
    return this.#shared;
  }

  site(code: string): SiteInfo {
    return SITES[code] as SiteInfo;
  }

  /** Each site's local date and time of the last minute asked (`today`: Intl's formatting once a minute, not per request). */
  readonly #clock = new Map<string, { minute: number; parts: { date: string; time: string } }>();
  /**
   * Local today and time at a site, now or at an instant `at` (ms). Every site's offset is a whole
   * number of minutes, so its local minute turns with the UTC minute.
   */
  today(site: string, at: number = this.now().getTime()): { date: string; time: string } {
    const minute = Math.floor(at / 60_000);
    const hit = this.#clock.get(site);
    if (hit?.minute === minute) return { ...hit.parts };
    const parts = localParts(new Date(minute * 60_000), this.site(site).timeZone);
    this.#clock.set(site, { minute, parts });
    return { ...parts };
  }

  /** Documents of a kind for a site (site-specific ones and those for every site). */
  docsOf(kind: string, site: string): DocRow[] {
    // every answer with showtimes asks the versions and tags: the documents are filtered once per version
    const key = `${kind}|${site}`;
    let list = this.#docsOf.get(key);
    if (!list) {
      list = this.docs.filter((d) => d.kind === kind && (d.site === site || d.site === '*'));
      this.#docsOf.set(key, list);
    }
    return list;
  }
  /** `docsOf`'s lists of the catalogue version held (a few hundred kinds and sites at most). */
  #docsOf = new Map<string, DocRow[]>();

  doc(kind: string, site: string, slug: string): DocRow | undefined {
    return this.docsOf(kind, site).find((d) => d.slug === slug);
  }

  cinemasOf(site: string): CinemaRow[] {
    return this.cinemas.filter((c) => c.site === site);
  }

  citiesOf(site: string): CityRow[] {
    return this.cities.filter((c) => c.site === site);
  }

  private statsCache = new Map<string, Map<number, { n: number; cinemas: number }>>();
  #previousStats = new Map<string, Map<number, { n: number; cinemas: number }>>();
  /**
   * Reads (once per catalogue version) the showtime counts a request's show views need: today and
   * tomorrow at its site. The request middleware awaits it, so `stats` answers synchronously.
   */
  async prepareStats(site: string, today: string): Promise<void> {
    const from = today;
    const to = addDays(today, 1);
    const key = `${site}|${from}|${to}`;
    if (this.statsCache.has(key)) return;
    const generation = this.generation;
    const map = new Map<number, { n: number; cinemas: number }>();
    for (const row of await (this.#statsQuery as ReturnType<typeof showtimeStats>)(site, from, to)) {
      map.set(row.showId, { n: row.n, cinemas: row.cinemas });
    }
    // a version loaded meanwhile: these counts are the previous version's (a request under way reads them)
    const cache = generation === this.generation ? this.statsCache : this.#previousStats;
    if (cache.size > 64) cache.clear();
    cache.set(key, map);
  }

  /** Showtime count and cinema count per show at a site between two dates (read by prepareStats). */
  stats(site: string, from: string, to: string): Map<number, { n: number; cinemas: number }> {
    const key = `${site}|${from}|${to}`;
    // a request that prepared its counts just before a new version was loaded reads the previous ones
    const map = this.statsCache.get(key) ?? this.#previousStats.get(key);
    if (!map) throw new Error(`showtime counts of ${site} ${from}..${to} were not prepared`);
    return map;
  }

  private readonly statements = new Map<string, Database.Statement>();
  /** A prepared statement of the API's SQLite file (its FTS5 search index), compiled once per SQL text. */
  stmt(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (this.statements.size > 500) this.statements.clear();
      this.statements.set(sql, statement);
    }
    return statement;
  }

  async close(): Promise<void> {
    this.#job?.stop();
    this.#stopSoftLimit?.();
    await stopChildren(this.#children);
    await this.#watch?.close();
    await this.#shared?.close().catch(() => undefined);
    this.file?.close();
  }
}
