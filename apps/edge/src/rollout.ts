import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { type Db, migrate, SHARED_MIGRATIONS, SqliteDb } from '@marquee/db';
import type { Environment } from '@marquee/domain-models';
import { REMOTE_NAMES, type RemoteName } from '@marquee/remote-contract';
import type { DeployedRemote, RolloutEvent, StoredManifest } from './manifest';
import type { ManifestStore } from './manifest-store';

/**
 * Gradual rollouts of remote versions (docs/decisions/0049-rollout-gradual-remotes.md):
 * which version a visitor gets, the signed links of overrides and of the status page, and the
 * visits and errors counted per remote version on the deploy store's engine.
 */

/** The visitor's stable key (random, no personal data): the same versions on every page. */
export const VISITOR_COOKIE = 'marquee_visitor';
/** A developer's signed override of one remote's version, in their own browser only. */
export const OVERRIDE_COOKIE = 'marquee_override';
/** The signed cookie that opens the status page. */
export const STATUS_COOKIE = 'marquee_status';

/** A cookie of a `Cookie` header (the first with that name). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** A new visitor key: 128 random bits. */
export function newVisitorKey(): string {
  return randomBytes(16).toString('base64url');
}

/** A key a visitor may have been given (anything else is replaced). */
export function isVisitorKey(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{16,64}$/.test(value);
}

/** Where 0-99 a visitor falls for one rollout: the same for the same key, remote and version. */
export function visitorBucket(visitor: string, name: RemoteName, version: string): number {
  return createHash('sha256').update(`${visitor}\0${name}\0${version}`).digest().readUInt32BE(0) % 100;
}

/** What a page is built from for one visitor: the versions and why they differ from the stable ones. */
export interface VisitorVersions {
  readonly manifest: StoredManifest;
  /** The remotes whose candidate this visitor gets. */
  readonly candidates: readonly RemoteName[];
  /** The override in force for this visitor, if any. */
  readonly override?: Override;
}

/**
 * The versions a visitor gets: each remote's stable version, or its candidate when the visitor's
 * bucket is below the share, or the version an override names. No key (no rollout cookie yet):
 * the stable versions.
 */
export function versionsFor(
  manifest: StoredManifest,
  visitor: string | undefined,
  override?: Override,
): VisitorVersions {
  const remotes: Partial<Record<RemoteName, DeployedRemote>> = {};
  const candidates: RemoteName[] = [];
  for (const name of REMOTE_NAMES) {
    const deployed = manifest.remotes[name];
    if (!deployed) continue;
    const candidate = deployed.candidate;
    let version = deployed.version;
    if (override?.remote === name) version = override.version;
    else if (candidate && visitor && visitorBucket(visitor, name, candidate.version) < candidate.share) {
      version = candidate.version;
      candidates.push(name);
    }
    remotes[name] = { version, previous: deployed.previous };
  }
  return { manifest: { remotes }, candidates, ...(override ? { override } : {}) };
}

/** True when a remote of the environment has a rollout under way (visitors get a key). */
export function hasRollout(manifest: StoredManifest): boolean {
  return Object.values(manifest.remotes).some((deployed) => deployed?.candidate);
}

/** A signed, expiring token: `<payload base64url>.<HMAC-SHA256 base64url>`. */
export function signToken(secret: string, payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The payload of a token signed with `secret` and not expired (`x`, seconds), else undefined. */
export function verifyToken(
  secret: string,
  token: string | undefined,
  now = Date.now(),
): Record<string, unknown> | undefined {
  if (!token || token.length > 1024) return undefined;
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return undefined;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    return typeof payload.x === 'number' && payload.x * 1000 > now ? payload : undefined;
  } catch {
    return undefined;
  }
}

/** An override: one remote's version in one environment, until `expires`. */
export interface Override {
  readonly environment: Environment;
  readonly remote: RemoteName;
  readonly version: string;
  readonly expires: number;
}

/** An override link's token (printed by `marquee-deploy override`). */
export function overrideToken(secret: string, override: Override): string {
  return signToken(secret, {
    k: 'override',
    e: override.environment,
    r: override.remote,
    v: override.version,
    x: Math.floor(override.expires / 1000),
    n: randomBytes(6).toString('base64url'),
  });
}

/** The override a token grants, when it is signed, unexpired and of this environment. */
export function readOverride(
  secret: string,
  token: string | undefined,
  environment: Environment,
): Override | undefined {
  const payload = verifyToken(secret, token);
  if (payload?.k !== 'override' || payload.e !== environment) return undefined;
  const { r, v, x } = payload;
  if (typeof r !== 'string' || typeof v !== 'string' || typeof x !== 'number') return undefined;
  if (!(REMOTE_NAMES as readonly string[]).includes(r)) return undefined;
  return { environment, remote: r as RemoteName, version: v, expires: x * 1000 };
}

/** A status page link's token. */
export function statusToken(secret: string, expires: number): string {
  return signToken(secret, { k: 'status', x: Math.floor(expires / 1000), n: randomBytes(6).toString('base64url') });
}

/** True for a valid status token. */
export function isStatusToken(secret: string, token: string | undefined): boolean {
  return verifyToken(secret, token)?.k === 'status';
}

/** What is counted per remote version. */
export const COUNT_KINDS = ['visit', 'error', 'load', 'server'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

/** Visits and errors of one remote version. */
export interface VersionCounts {
  visits: number;
  /** Browser errors (`error`), failed loads of its code (`load`), server render failures (`server`). */
  errors: number;
  byKind: Record<CountKind, number>;
}

/** An error rate in percent (0 with no visits). */
export function errorRate(counts: VersionCounts | undefined): number {
  return counts && counts.visits > 0 ? (100 * counts.errors) / counts.visits : 0;
}

const ROLLOUT_MIGRATIONS = [
  {
    id: '001-remote-counts',
    sql: `
    CREATE TABLE remote_counts (
      environment TEXT NOT NULL, remote TEXT NOT NULL, version TEXT NOT NULL, kind TEXT NOT NULL,
      count BIGINT NOT NULL, PRIMARY KEY (environment, remote, version, kind));
    CREATE TABLE rollout_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
];

/** The file of the counts next to the manifest files (one machine's edges share it). */
export function rolloutDbPath(deployDir: string): string {
  return path.join(deployDir, 'rollout.sqlite');
}

/** What a key of `RolloutCounts.add` counts (`environment`, `name`, `kind` are tokens; the version is the rest). */
function countOfKey(key: string): { environment: Environment; name: RemoteName; kind: CountKind; version: string } {
  const [environment, name, kind] = key.split('\t', 3) as [Environment, RemoteName, CountKind];
  return { environment, name, kind, version: key.slice(environment.length + name.length + kind.length + 3) };
}

/**
 * Visits and errors per environment, remote and version, on the deploy store's engine: the
 * SQLite file beside the manifest files, or the shared database (every edge agrees). Each edge
 * adds what it saw since the last flush with one atomic upsert per counter.
 */
export class RolloutCounts {
  readonly #pending = new Map<string, number>();

  private constructor(
    readonly db: Db,
    readonly ownsDb: boolean,
  ) {}

  /** Opens the counts on `db`, or on the SQLite file of the deploy store. */
  static async open(options: { db?: Db; deployDir: string }): Promise<RolloutCounts> {
    const db = options.db ?? new SqliteDb(rolloutDbPath(options.deployDir));
    // The shared limits too (the beacon's rate, single-use override links): the API's tables when
    // the database is the platform's.
    await migrate(db, 'shared', SHARED_MIGRATIONS);
    await migrate(db, 'rollout', ROLLOUT_MIGRATIONS);
    return new RolloutCounts(db, options.db === undefined);
  }

  /**
   * Counts `n` (kept in memory until the next flush). Every page counts a visit of each live
   * remote: the key is joined, not serialised (the version last, whatever it holds).
   */
  add(environment: Environment, name: RemoteName, version: string, kind: CountKind, n = 1): void {
    const key = `${environment}\t${name}\t${kind}\t${version}`;
    this.#pending.set(key, (this.#pending.get(key) ?? 0) + n);
  }

  /** Adds what was counted to the shared counters; the environments that changed. */
  async flush(): Promise<Set<Environment>> {
    const entries = [...this.#pending];
    this.#pending.clear();
    const changed = new Set<Environment>();
    for (const [key, n] of entries) {
      const { environment, name, version, kind } = countOfKey(key);
      try {
        await this.db.run(
          `INSERT INTO remote_counts (environment, remote, version, kind, count) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (environment, remote, version, kind) DO UPDATE SET count = remote_counts.count + ?`,
          [environment, name, version, kind, n, n],
        );
        changed.add(environment);
      } catch (error) {
        // Kept for the next flush (the database may be back).
        this.#pending.set(key, (this.#pending.get(key) ?? 0) + n);
        throw error;
      }
    }
    return changed;
  }

  /**
   * Forgets a version's counts in an environment: a new rollout of it starts from zero (a version
   * rolled back automatically, fixed and rolled out again under the same number, would otherwise
   * carry its old errors and be rolled back at once).
   */
  async reset(environment: Environment, name: RemoteName, version: string): Promise<void> {
    for (const key of [...this.#pending.keys()]) {
      const counted = countOfKey(key);
      if (counted.environment === environment && counted.name === name && counted.version === version)
        this.#pending.delete(key);
    }
    await this.db.run('DELETE FROM remote_counts WHERE environment = ? AND remote = ? AND version = ?', [
      environment,
      name,
      version,
    ]);
  }

  /** Every version's counts in an environment: remote -> version -> counts. */
  async read(environment: Environment): Promise<Partial<Record<RemoteName, Record<string, VersionCounts>>>> {
    const rows = await this.db.all<{ remote: string; version: string; kind: string; count: number | string }>(
      'SELECT remote, version, kind, count FROM remote_counts WHERE environment = ?',
      [environment],
    );
    const out: Partial<Record<RemoteName, Record<string, VersionCounts>>> = {};
    for (const row of rows) {
      if (!(REMOTE_NAMES as readonly string[]).includes(row.remote)) continue;
      if (!(COUNT_KINDS as readonly string[]).includes(row.kind)) continue;
      const versions = out[row.remote as RemoteName] ?? {};
      out[row.remote as RemoteName] = versions;
      const counts = versions[row.version] ?? {
        visits: 0,
        errors: 0,
        byKind: { visit: 0, error: 0, load: 0, server: 0 },
      };
      versions[row.version] = counts;
      const n = Number(row.count);
      counts.byKind[row.kind as CountKind] += n;
      if (row.kind === 'visit') counts.visits += n;
      else counts.errors += n;
    }
    return out;
  }

  /**
   * A secret every edge and the CLI share: MARQUEE_ROLLOUT_SECRET when set, else one generated
   * once and kept on the engine (the first writer wins).
   */
  async secret(env: NodeJS.ProcessEnv = process.env): Promise<string> {
    if (env.MARQUEE_ROLLOUT_SECRET) return env.MARQUEE_ROLLOUT_SECRET;
    await this.db.run('INSERT INTO rollout_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [
      'links',
      randomBytes(32).toString('base64url'),
    ]);
    const row = await this.db.get<{ value: string }>('SELECT value FROM rollout_secrets WHERE name = ?', ['links']);
    if (!row) throw new Error('the rollout secret could not be kept');
    return row.value;
  }

  async close(): Promise<void> {
    if (this.ownsDb) await this.db.close();
  }
}

/** An automatic rollback done (or the reason none was). */
export interface AutoRollback {
  readonly environment: Environment;
  readonly remote: RemoteName;
  readonly version: string;
  readonly note: string;
}

/**
 * Rolls back, by itself, every rollout of the environment whose error rate exceeds the stable
 * version's by more than its margin once it has its minimum of visits. The change is a
 * compare-and-set on the manifest: of several edges deciding at once, one rolls back.
 */
export async function checkRollouts(
  environment: Environment,
  manifests: ManifestStore,
  counts: RolloutCounts,
): Promise<AutoRollback[]> {
  const manifest = await manifests.read(environment);
  if (!hasRollout(manifest)) return [];
  const all = await counts.read(environment);
  const done: AutoRollback[] = [];
  for (const name of REMOTE_NAMES) {
    const deployed = manifest.remotes[name];
    const candidate = deployed?.candidate;
    if (!deployed || !candidate) continue;
    const mine = all[name]?.[candidate.version];
    if (!mine || mine.visits < candidate.minVisits) continue;
    const stable = all[name]?.[deployed.version];
    const rate = errorRate(mine);
    const stableRate = errorRate(stable);
    if (rate <= stableRate + candidate.marginPct) continue;
    const note = `error rate ${rate.toFixed(1)} % over ${mine.visits} visits, stable ${deployed.version} ${stableRate.toFixed(1)} % (margin ${candidate.marginPct} points)`;
    try {
      await manifests.update(environment, name, (current) => {
        if (current?.candidate?.version !== candidate.version) throw new RolloutChanged();
        const { candidate: _withdrawn, ...rest } = current;
        const event = {
          at: new Date().toISOString(),
          action: 'auto-rollback' as const,
          version: candidate.version,
          note,
        };
        return { ...rest, events: [event, ...(current.events ?? [])].slice(0, 10) };
      });
      done.push({ environment, remote: name, version: candidate.version, note });
    } catch (error) {
      // Another edge (or a person) changed the rollout first: nothing to do.
      if (!(error instanceof RolloutChanged)) throw error;
    }
  }
  return done;
}

class RolloutChanged extends Error {}

/** One remote's line of `status`: its versions, share, visits and error rates, last changes. */
export interface RemoteStatus {
  readonly remote: RemoteName;
  readonly live: { readonly version: string; readonly counts: VersionCounts | undefined };
  readonly candidate?: {
    readonly version: string;
    readonly share: number;
    readonly since: string;
    readonly minVisits: number;
    readonly marginPct: number;
    readonly counts: VersionCounts | undefined;
  };
  readonly events: readonly RolloutEvent[];
}

/** What `status` shows for an environment (the CLI and the status page). */
export async function rolloutStatus(
  environment: Environment,
  manifests: Pick<ManifestStore, 'read'>,
  counts: RolloutCounts,
): Promise<RemoteStatus[]> {
  const [manifest, all] = await Promise.all([manifests.read(environment), counts.read(environment)]);
  const out: RemoteStatus[] = [];
  for (const name of REMOTE_NAMES) {
    const deployed = manifest.remotes[name];
    if (!deployed) continue;
    const candidate = deployed.candidate;
    out.push({
      remote: name,
      live: { version: deployed.version, counts: all[name]?.[deployed.version] },
      ...(candidate ? { candidate: { ...candidate, counts: all[name]?.[candidate.version] } } : {}),
      events: deployed.events ?? [],
    });
  }
  return out;
}

/** A version's figures in words: `12 visits, 1 error (8.3 %)`. */
export function describeCounts(counts: VersionCounts | undefined): string {
  const visits = counts?.visits ?? 0;
  const errors = counts?.errors ?? 0;
  return `${visits} visit${visits === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'} (${errorRate(counts).toFixed(1)} %)`;
}
