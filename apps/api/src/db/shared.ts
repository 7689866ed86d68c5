import { randomBytes } from 'node:crypto';
import {
  databaseTarget,
  type Db,
  type Migration,
  migrate,
  openDb,
  RevokedGrants,
  SHARED_MIGRATIONS,
  SharedCounters,
  TrustedProxies,
} from '@marquee/db';
import { ALERT_MIGRATIONS } from './alerts';
import { SEARCH_MIGRATIONS } from './search-index';

/**
 * The client tables on the shared engine. On the embedded SQLite file they already exist (the
 * catalogue's own migrations 3 and 5 made them, and the wishlist's order is the row id there), so
 * the SQLite steps only add what is new.
 */
export const CLIENT_MIGRATIONS: readonly Migration[] = [
  {
    id: '001-clients',
    sqlite: `
    CREATE TABLE IF NOT EXISTS api_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
    postgres: `
    CREATE TABLE clients (id TEXT PRIMARY KEY, data TEXT NOT NULL, created_at TEXT NOT NULL);
    CREATE TABLE favorites (
      client_id TEXT NOT NULL, site TEXT NOT NULL, cinema_slug TEXT NOT NULL, position DOUBLE PRECISION NOT NULL,
      PRIMARY KEY (client_id, site, cinema_slug));
    CREATE TABLE intentions (
      client_id TEXT NOT NULL, show_slug TEXT NOT NULL, intention INTEGER NOT NULL,
      seq BIGINT GENERATED ALWAYS AS IDENTITY, PRIMARY KEY (client_id, show_slug));
    CREATE TABLE emotions (
      client_id TEXT NOT NULL, show_slug TEXT NOT NULL, emotion TEXT NOT NULL,
      seq BIGINT GENERATED ALWAYS AS IDENTITY, PRIMARY KEY (client_id, show_slug));
    CREATE TABLE feedback (
      id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, site TEXT NOT NULL, lang TEXT NOT NULL,
      rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5), comment TEXT NOT NULL, page TEXT NOT NULL,
      created_at TEXT NOT NULL);
    CREATE INDEX feedback_site_created ON feedback (site, created_at);
    CREATE TABLE api_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    // Idempotent feedback and the tokens revoked by a logout (on SQLite: the file's migrations 6, 7).
    id: '002-feedback-keys-and-revoked-tokens',
    sqlite: 'SELECT 1',
    postgres: `
    ALTER TABLE feedback ADD COLUMN idempotency_key TEXT;
    ALTER TABLE feedback ADD COLUMN request_hash TEXT;
    CREATE UNIQUE INDEX feedback_idempotency ON feedback (site, idempotency_key) WHERE idempotency_key IS NOT NULL;
    CREATE TABLE revoked_tokens (token_hash TEXT PRIMARY KEY, expires_at BIGINT NOT NULL);
    CREATE INDEX revoked_tokens_expiry ON revoked_tokens (expires_at);
    `,
  },
];

/**
 * The personal calendar feeds' secret tokens: one per client and site, its own
 * migration scope so that other branches' client migrations never collide with it.
 */
export const FEED_MIGRATIONS: readonly Migration[] = [
  {
    id: '001-calendar-feeds',
    sqlite: `
    CREATE TABLE IF NOT EXISTS calendar_feeds (
      client_id TEXT NOT NULL, site TEXT NOT NULL, token TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL,
      PRIMARY KEY (client_id, site));
    `,
    postgres: `
    CREATE TABLE calendar_feeds (
      client_id TEXT NOT NULL, site TEXT NOT NULL, token TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL,
      PRIMARY KEY (client_id, site));
    `,
  },
];

/**
 * What every API instance shares: the client data (favourites, wishlist, emotions, feedback),
 * attempt limits and single-use challenges, and secrets such as the anti-robot key. On the
 * embedded default it is the API's own SQLite file (a second connection); with DATABASE_URL it is
 * that database (PostgreSQL), so any number of instances behind a load balancer agree.
 */
export interface SharedState {
  readonly db: Db;
  readonly counters: SharedCounters;
  /** Whose X-Forwarded-For is believed (TRUSTED_PROXIES, default loopback). */
  readonly proxies: TrustedProxies;
  /** The grants the sign-in provider revoked (it writes them here): their tokens are refused. */
  readonly revokedGrants: RevokedGrants;
  /** The wishlist's and emotions' order: the row id on SQLite, an identity column on PostgreSQL. */
  readonly insertionOrder: string;
  /** A named secret: from the environment when set, else created once in the shared database. */
  secret(name: string, envValue?: string): Promise<Buffer>;
  close(): Promise<void>;
}

export async function openSharedState(dbPath: string, env: NodeJS.ProcessEnv = process.env): Promise<SharedState> {
  const proxies = TrustedProxies.fromEnv(env);
  const db = openDb(databaseTarget(env, dbPath), {
    sqlite: { busyTimeoutMs: 1000 },
    postgres: {
      max: Number(env.DATABASE_POOL_MAX ?? 10) || 10,
      applicationName: 'marquee-api',
    },
  });
  let revokedGrants: RevokedGrants;
  try {
    await migrate(db, 'shared', SHARED_MIGRATIONS);
    await migrate(db, 'api', CLIENT_MIGRATIONS);
    await migrate(db, 'api-search', SEARCH_MIGRATIONS);
    await migrate(db, 'api-feeds', FEED_MIGRATIONS);
    await migrate(db, 'api-alerts', ALERT_MIGRATIONS);
    revokedGrants = await RevokedGrants.open(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return {
    db,
    counters: new SharedCounters(db),
    revokedGrants,
    proxies,
    insertionOrder: db.engine === 'postgres' ? 'seq' : 'rowid',
    async secret(name, envValue) {
      if (envValue !== undefined && envValue !== '') return Buffer.from(envValue, 'utf8');
      // The first instance writes one; every other instance reads the same.
      await db.run('INSERT INTO api_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [
        name,
        randomBytes(32).toString('base64url'),
      ]);
      const row = await db.get<{ value: string }>('SELECT value FROM api_secrets WHERE name = ?', [name]);
      return Buffer.from(row?.value ?? '', 'base64url');
    },
    close: () => db.close(),
  };
}
