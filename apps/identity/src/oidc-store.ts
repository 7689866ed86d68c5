import type { Db } from '@marquee/db';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/**
 * What oidc-provider keeps between requests (sessions, interactions, grants, codes, access and
 * refresh tokens), in the provider's database instead of its in-memory LRU (about 1,000
 * entries, lost at every restart, not shared between processes).
 *
 * One table keyed by (model, id): the JSON payload and the columns the adapter looks up by.
 * The interface is async and the SQL portable (`?` placeholders, standard INSERT … ON CONFLICT
 * … DO UPDATE, times computed here, no database function) so that a PostgreSQL store can
 * implement the same interface with the same statements.
 */
export interface OidcStoreRow {
  readonly payload: string;
  /** When it was consumed (epoch seconds), or null. */
  readonly consumedAt: number | null;
}

export interface OidcStoreEntry {
  readonly model: string;
  readonly id: string;
  readonly payload: string;
  /** Epoch seconds; null: never expires. */
  readonly expiresAt: number | null;
  readonly grantId: string | null;
  readonly userCode: string | null;
  readonly uid: string | null;
}

export interface OidcStore {
  upsert(entry: OidcStoreEntry): Promise<void>;
  /** The row when present and not expired at `now` (epoch seconds). */
  find(model: string, id: string, now: number): Promise<OidcStoreRow | undefined>;
  findByUid(model: string, uid: string, now: number): Promise<OidcStoreRow | undefined>;
  findByUserCode(model: string, userCode: string, now: number): Promise<OidcStoreRow | undefined>;
  consume(model: string, id: string, at: number): Promise<void>;
  destroy(model: string, id: string): Promise<void>;
  revokeByGrantId(model: string, grantId: string): Promise<void>;
  /** Deletes the rows expired at `now`; how many. */
  sweep(now: number): Promise<number>;
}

/** The schema, in statements every SQL database here understands (SQLite, PostgreSQL). */
export const OIDC_STORE_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS oidc_models (
    model VARCHAR(64) NOT NULL,
    id VARCHAR(255) NOT NULL,
    payload TEXT NOT NULL,
    expires_at BIGINT,
    grant_id VARCHAR(255),
    user_code VARCHAR(255),
    uid VARCHAR(255),
    consumed_at BIGINT,
    PRIMARY KEY (model, id))`,
  'CREATE INDEX IF NOT EXISTS oidc_models_grant ON oidc_models (model, grant_id)',
  'CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models (model, uid)',
  'CREATE INDEX IF NOT EXISTS oidc_models_user_code ON oidc_models (model, user_code)',
  'CREATE INDEX IF NOT EXISTS oidc_models_expires ON oidc_models (expires_at)',
] as const;

const LIVE = '(expires_at IS NULL OR expires_at > ?)';

/** The statements, shared by every implementation. */
export const OIDC_STORE_SQL = {
  // A save replaces the payload; a consumed row stays consumed (consumption is one-way).
  upsert: `INSERT INTO oidc_models (model, id, payload, expires_at, grant_id, user_code, uid, consumed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, NULL)
    ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, expires_at = excluded.expires_at,
      grant_id = excluded.grant_id, user_code = excluded.user_code, uid = excluded.uid`,
  find: `SELECT payload, consumed_at FROM oidc_models WHERE model = ? AND id = ? AND ${LIVE}`,
  findByUid: `SELECT payload, consumed_at FROM oidc_models WHERE model = ? AND uid = ? AND ${LIVE}`,
  findByUserCode: `SELECT payload, consumed_at FROM oidc_models WHERE model = ? AND user_code = ? AND ${LIVE}`,
  consume: 'UPDATE oidc_models SET consumed_at = ? WHERE model = ? AND id = ? AND consumed_at IS NULL',
  destroy: 'DELETE FROM oidc_models WHERE model = ? AND id = ?',
  revokeByGrantId: 'DELETE FROM oidc_models WHERE model = ? AND grant_id = ?',
  sweep: 'DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at <= ?',
} as const;

interface SqlRow {
  payload: string;
  consumed_at: number | null;
}

const toRow = (row: SqlRow | undefined): OidcStoreRow | undefined =>
  row ? { payload: row.payload, consumedAt: row.consumed_at === null ? null : Number(row.consumed_at) } : undefined;

/**
 * The store on the provider's database through @marquee/db: its SQLite file, or DATABASE_URL's
 * PostgreSQL shared by every provider instance (the schema is created by AccountStore's migration).
 */
export class DbOidcStore implements OidcStore {
  constructor(private readonly db: Db) {}

  async upsert(entry: OidcStoreEntry): Promise<void> {
    const { model, id, payload, expiresAt, grantId, userCode, uid } = entry;
    await this.db.run(OIDC_STORE_SQL.upsert, [model, id, payload, expiresAt, grantId, userCode, uid]);
  }
  async find(model: string, id: string, now: number) {
    return toRow(await this.db.get<SqlRow>(OIDC_STORE_SQL.find, [model, id, now]));
  }
  async findByUid(model: string, uid: string, now: number) {
    return toRow(await this.db.get<SqlRow>(OIDC_STORE_SQL.findByUid, [model, uid, now]));
  }
  async findByUserCode(model: string, userCode: string, now: number) {
    return toRow(await this.db.get<SqlRow>(OIDC_STORE_SQL.findByUserCode, [model, userCode, now]));
  }
  async consume(model: string, id: string, at: number): Promise<void> {
    await this.db.run(OIDC_STORE_SQL.consume, [at, model, id]);
  }
  async destroy(model: string, id: string): Promise<void> {
    await this.db.run(OIDC_STORE_SQL.destroy, [model, id]);
  }
  async revokeByGrantId(model: string, grantId: string): Promise<void> {
    await this.db.run(OIDC_STORE_SQL.revokeByGrantId, [model, grantId]);
  }
  async sweep(now: number): Promise<number> {
    return (await this.db.run(OIDC_STORE_SQL.sweep, [now])).changes;
  }
}

const epochSeconds = (now: () => number) => Math.floor(now() / 1000);

/** What the provider's revocations tell outside the store (the API's list of revoked grants). */
export interface AdapterHooks {
  /**
   * The access tokens of a grant are revoked (a replayed code, a logout, a revoked refresh
   * token). The API's tokens are JWTs that nothing stores, so the grant is what can be listed.
   * Awaited before oidc-provider answers, so the list is written before the client learns of it.
   */
  accessTokensRevoked?(grantId: string): Promise<void>;
}

/** oidc-provider's adapter contract (example/my_adapter.js) over an OidcStore, for one model. */
class StoreAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly store: OidcStore,
    private readonly now: () => number,
    private readonly hooks: AdapterHooks,
  ) {}

  private read(row: OidcStoreRow | undefined): AdapterPayload | undefined {
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumedAt === null ? payload : { ...payload, consumed: row.consumedAt };
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const str = (value: unknown) => (typeof value === 'string' ? value : null);
    await this.store.upsert({
      model: this.model,
      id,
      payload: JSON.stringify(payload),
      expiresAt: typeof expiresIn === 'number' ? epochSeconds(this.now) + expiresIn : null,
      grantId: str(payload.grantId),
      userCode: str(payload.userCode),
      uid: str(payload.uid),
    });
  }
  async find(id: string) {
    return this.read(await this.store.find(this.model, id, epochSeconds(this.now)));
  }
  async findByUid(uid: string) {
    return this.read(await this.store.findByUid(this.model, uid, epochSeconds(this.now)));
  }
  async findByUserCode(userCode: string) {
    return this.read(await this.store.findByUserCode(this.model, userCode, epochSeconds(this.now)));
  }
  async consume(id: string): Promise<void> {
    await this.store.consume(this.model, id, epochSeconds(this.now));
  }
  async destroy(id: string): Promise<void> {
    await this.store.destroy(this.model, id);
  }
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.store.revokeByGrantId(this.model, grantId);
    if (this.model === 'AccessToken') await this.hooks.accessTokensRevoked?.(grantId);
  }
}

/** The `adapter` option of oidc-provider: one StoreAdapter per model, all on one store. */
export function storeAdapter(store: OidcStore, now: () => number = Date.now, hooks: AdapterHooks = {}): AdapterFactory {
  return (model) => new StoreAdapter(model, store, now, hooks);
}

/** Sweeps expired rows every `everyMs` (unref'd: it never keeps the process alive); returns the stop. */
export function sweepPeriodically(store: OidcStore, everyMs: number, now: () => number = Date.now): () => void {
  const timer = setInterval(() => {
    store.sweep(epochSeconds(now)).catch((error: unknown) => {
      console.error('[identity] sweeping expired sessions and tokens failed:', error);
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
