import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { backoff, type Db, migrate } from '@marquee/db';
import type { Environment } from '@marquee/domain-models';
import { REMOTE_NAMES, type RemoteName } from '@marquee/remote-contract';
import { type DeployedRemote, manifestPath, type StoredManifest, withRetired } from './manifest';

/**
 * Where the live version of each remote per environment is kept: local files in the deploy store
 * (one edge, `npm start`), or rows in the shared database when `DATABASE_URL` is set (any number
 * of edges agree on what is live). A change of one remote's entry is atomic on both: two
 * simultaneous deploys never lose one another.
 */
export interface ManifestStore {
  /** The environment's manifest as the next page should use it. */
  read(environment: Environment): Promise<StoredManifest>;
  /**
   * Changes one remote's entry: `change` gets the live entry (undefined: none yet) and returns the
   * next one, or throws to change nothing. It may run more than once (on a conflict it sees the
   * other writer's result and decides again). Returns the entries before and after.
   */
  update(
    environment: Environment,
    name: RemoteName,
    change: (current: DeployedRemote | undefined) => DeployedRemote,
  ): Promise<{ before: DeployedRemote | undefined; after: DeployedRemote }>;
  readonly description: string;
}

/** The manifests as JSON files in the deploy store, read again whenever a file changes. */
export class FileManifestStore implements ManifestStore {
  readonly #cache = new Map<Environment, { mtimeMs: number; size: number; manifest: StoredManifest }>();
  readonly description: string;

  constructor(readonly deployDir: string) {
    this.description = `files in ${deployDir}`;
  }

  async read(environment: Environment): Promise<StoredManifest> {
    const file = manifestPath(this.deployDir, environment);
    let info: { mtimeMs: number; size: number };
    try {
      info = await stat(file);
    } catch {
      return { remotes: {} };
    }
    const cached = this.#cache.get(environment);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.manifest;
    const manifest = JSON.parse(await readFile(file, 'utf8')) as StoredManifest;
    this.#cache.set(environment, { ...info, manifest });
    return manifest;
  }

  async update(
    environment: Environment,
    name: RemoteName,
    change: (current: DeployedRemote | undefined) => DeployedRemote,
  ): Promise<{ before: DeployedRemote | undefined; after: DeployedRemote }> {
    const file = manifestPath(this.deployDir, environment);
    await mkdir(path.dirname(file), { recursive: true });
    return withLockFile(`${file}.lock`, async () => {
      // Read under the lock (never the cache): another deploy may have just written.
      const manifest = await readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as StoredManifest,
        () => ({ remotes: {} }) as StoredManifest,
      );
      const before = manifest.remotes[name];
      const after = withRetired(before, change(before));
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, `${JSON.stringify({ remotes: { ...manifest.remotes, [name]: after } }, null, 2)}\n`);
      // Atomic: a reader never sees half a file.
      await rename(temp, file);
      return { before, after };
    });
  }
}

/** A lock older than this was left by a process that died mid-deploy: it is broken. */
const STALE_LOCK_MS = 30_000;

/** Runs `fn` holding an exclusive lock file (created with O_EXCL), waiting up to 15 s for it. */
async function withLockFile<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await rm(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} is held by another deploy: try again`);
      await new Promise((resolve) => setTimeout(resolve, 5 + backoff(Math.min(attempt, 6))));
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { force: true });
  }
}

const MANIFEST_MIGRATIONS = [
  {
    id: '001-remote-manifests',
    sql: `CREATE TABLE remote_manifests (
      environment TEXT NOT NULL, remote TEXT NOT NULL, version TEXT NOT NULL, previous TEXT NOT NULL,
      revision INTEGER NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (environment, remote))`,
  },
  {
    // A gradual rollout's candidate and the last changes: JSON, changed with the row.
    id: '002-remote-rollouts',
    sql: `ALTER TABLE remote_manifests ADD COLUMN rollout TEXT NOT NULL DEFAULT '{}'`,
  },
];

/** The rollout part of an entry as the `rollout` column keeps it. */
function rolloutColumn(entry: DeployedRemote): string {
  return JSON.stringify({
    ...(entry.candidate ? { candidate: entry.candidate } : {}),
    ...(entry.events ? { events: entry.events } : {}),
    ...(entry.retired ? { retired: entry.retired } : {}),
  });
}

/** An entry from its row. */
function entryOfRow(row: { version: string; previous: string; rollout?: string | null }): DeployedRemote {
  const rollout = JSON.parse(row.rollout || '{}') as Pick<DeployedRemote, 'candidate' | 'events' | 'retired'>;
  return { version: row.version, previous: JSON.parse(row.previous) as string[], ...rollout };
}

/**
 * The manifests as rows of the shared database: one row per environment and remote, changed by
 * compare-and-set on its revision (a deploy that lost the race reads the winner's row and
 * decides again). Reads are cached for `cacheMs` (default 1 s): every edge sees a deploy within
 * that time, without a query per page.
 */
export class DbManifestStore implements ManifestStore {
  readonly #cache = new Map<Environment, { at: number; manifest: Promise<StoredManifest> }>();
  readonly description: string;

  private constructor(
    readonly db: Db,
    readonly cacheMs: number,
  ) {
    this.description = `rows in ${db.description}`;
  }

  static async open(db: Db, options: { cacheMs?: number } = {}): Promise<DbManifestStore> {
    await migrate(db, 'edge', MANIFEST_MIGRATIONS);
    return new DbManifestStore(db, options.cacheMs ?? 1000);
  }

  read(environment: Environment): Promise<StoredManifest> {
    const now = Date.now();
    const cached = this.#cache.get(environment);
    if (cached && now - cached.at < this.cacheMs) return cached.manifest;
    const manifest = this.#load(environment);
    this.#cache.set(environment, { at: now, manifest });
    // A failed read is not kept: the next page asks again.
    manifest.catch(() => this.#cache.delete(environment));
    return manifest;
  }

  async #load(environment: Environment): Promise<StoredManifest> {
    const rows = await this.db.all<{ remote: string; version: string; previous: string; rollout: string }>(
      'SELECT remote, version, previous, rollout FROM remote_manifests WHERE environment = ? ORDER BY remote',
      [environment],
    );
    const remotes: Partial<Record<RemoteName, DeployedRemote>> = {};
    for (const row of rows) {
      if (!(REMOTE_NAMES as readonly string[]).includes(row.remote)) continue;
      remotes[row.remote as RemoteName] = entryOfRow(row);
    }
    return { remotes };
  }

  async update(
    environment: Environment,
    name: RemoteName,
    change: (current: DeployedRemote | undefined) => DeployedRemote,
  ): Promise<{ before: DeployedRemote | undefined; after: DeployedRemote }> {
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      const row = await this.db.get<{ version: string; previous: string; rollout: string; revision: number }>(
        'SELECT version, previous, rollout, revision FROM remote_manifests WHERE environment = ? AND remote = ?',
        [environment, name],
      );
      const before = row ? entryOfRow(row) : undefined;
      const after = withRetired(before, change(before));
      const now = new Date().toISOString();
      const { changes } = row
        ? await this.db.run(
            `UPDATE remote_manifests SET version = ?, previous = ?, rollout = ?, revision = revision + 1, updated_at = ?
             WHERE environment = ? AND remote = ? AND revision = ?`,
            [after.version, JSON.stringify(after.previous), rolloutColumn(after), now, environment, name, row.revision],
          )
        : await this.db.run(
            `INSERT INTO remote_manifests (environment, remote, version, previous, rollout, revision, updated_at)
             VALUES (?, ?, ?, ?, ?, 1, ?) ON CONFLICT (environment, remote) DO NOTHING`,
            [environment, name, after.version, JSON.stringify(after.previous), rolloutColumn(after), now],
          );
      if (changes === 1) {
        this.#cache.delete(environment);
        return { before, after };
      }
      await new Promise((resolve) => setTimeout(resolve, backoff(Math.min(attempt, 6))));
    }
    throw new Error(`the manifest of ${name} in ${environment} kept changing under this deploy: try again`);
  }
}
