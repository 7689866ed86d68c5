import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Db, PostgresDb, SqliteDb } from '@marquee/db';
import { type EmbeddedPostgresServer, startEmbeddedPostgres } from '@marquee/db/embedded-postgres';
import type { RemoteName } from '@marquee/remote-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeployError, rollbackRemote, setShare } from '../src/deploy';
import { DbManifestStore, FileManifestStore, type ManifestStore } from '../src/manifest-store';
import { checkRollouts, RolloutCounts } from '../src/rollout';

/**
 * The live version of each remote per environment: two edges always agree, and
 * two simultaneous deploys never lose one another — in the deploy store's files (one machine) and
 * as rows of the shared database changed by compare-and-set (SQLite file, real PostgreSQL).
 */
let postgres: EmbeddedPostgresServer;
const dirs: string[] = [];
const dbs: Db[] = [];
beforeAll(async () => {
  postgres = await startEmbeddedPostgres();
}, 60_000);
afterAll(async () => {
  for (const db of dbs) await db.close().catch(() => undefined);
  await postgres?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-manifests-'));
  dirs.push(dir);
  return dir;
};

/** Two stores on the same place: what two edges (or two deploy commands) see. */
const KINDS: [string, () => Promise<[ManifestStore, ManifestStore]>][] = [
  [
    'files',
    async () => {
      const dir = scratch();
      return [new FileManifestStore(dir), new FileManifestStore(dir)];
    },
  ],
  [
    'SQLite rows',
    async () => {
      const file = path.join(scratch(), 'shared.sqlite');
      const a = new SqliteDb(file, { busyTimeoutMs: 20 });
      const b = new SqliteDb(file, { busyTimeoutMs: 20 });
      dbs.push(a, b);
      return [await DbManifestStore.open(a, { cacheMs: 0 }), await DbManifestStore.open(b, { cacheMs: 0 })];
    },
  ],
  [
    'PostgreSQL rows',
    async () => {
      const url = await postgres.createDatabase(`manifests_${Math.floor(Math.random() * 1e9)}`);
      const a = new PostgresDb(url);
      const b = new PostgresDb(url);
      dbs.push(a, b);
      return [await DbManifestStore.open(a, { cacheMs: 0 }), await DbManifestStore.open(b, { cacheMs: 0 })];
    },
  ],
];

describe.each(KINDS)('the live versions kept as %s', (_kind, open) => {
  it('two simultaneous deploys from two places never lose one another, and both readers agree', async () => {
    const [a, b] = await open();
    const deploy = (store: ManifestStore, name: RemoteName, version: string) =>
      store.update('production', name, (current) => ({
        version,
        previous: current ? [current.version, ...current.previous] : [],
      }));
    // 20 deploys of one remote and one each of two others, at once from both sides.
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => deploy(i % 2 ? a : b, 'catalogue', `1.0.${i}`)),
      deploy(a, 'search', '2.0.0'),
      deploy(b, 'locator', '3.0.0'),
    ]);
    const seenByA = await a.read('production');
    const seenByB = await b.read('production');
    expect(seenByB).toEqual(seenByA);
    expect(seenByA.remotes.search?.version).toBe('2.0.0');
    expect(seenByA.remotes.locator?.version).toBe('3.0.0');
    // Every catalogue deploy is either live or in the history: none overwrote another.
    const catalogue = seenByA.remotes.catalogue;
    expect(catalogue).toBeDefined();
    const all = [catalogue?.version, ...(catalogue?.previous ?? [])].sort();
    expect(all).toEqual(Array.from({ length: 20 }, (_, i) => `1.0.${i}`).sort());
    // Another environment is untouched.
    expect(await a.read('staging')).toEqual({ remotes: {} });
  });

  it('a rollback through one is what the other reads next; nothing to roll back to says why', async () => {
    const [a, b] = await open();
    await a.update('development', 'account', () => ({ version: 'v2', previous: ['v1'] }));
    const result = await rollbackRemote({ deployDir: scratch(), name: 'account', manifests: b });
    expect(result).toMatchObject({ version: 'v1', previous: 'v2' });
    const rolledBack = (await a.read('development')).remotes.account;
    expect(rolledBack).toMatchObject({ version: 'v1', previous: [] });
    expect(rolledBack?.events?.[0]).toMatchObject({ action: 'rollback', version: 'v1' });
    await expect(rollbackRemote({ deployDir: scratch(), name: 'account', manifests: a })).rejects.toThrow(DeployError);
    // The refused rollback changed nothing.
    expect((await b.read('development')).remotes.account).toEqual(rolledBack);
  });

  it('a rollout: its candidate and share cross to the other reader; counts add up from both; two edges judging at once roll back once', async () => {
    const [a, b] = await open();
    const deployDir = scratch();
    const db = a instanceof DbManifestStore ? a.db : undefined;
    const dbB = b instanceof DbManifestStore ? b.db : undefined;
    const countsA = await RolloutCounts.open({ deployDir, ...(db ? { db } : {}) });
    const countsB = await RolloutCounts.open({ deployDir, ...(dbB ? { db: dbB } : {}) });
    try {
      await a.update('staging', 'catalogue', () => ({ version: 'stable', previous: [] }));
      await b.update('staging', 'catalogue', (current) => ({
        ...(current ?? { version: 'x', previous: [] }),
        candidate: { version: 'next', share: 10, since: new Date().toISOString(), minVisits: 10, marginPct: 5 },
      }));
      expect((await a.read('staging')).remotes.catalogue?.candidate).toMatchObject({ version: 'next', share: 10 });
      const raised = await setShare({ deployDir, name: 'catalogue', environment: 'staging', share: 40, manifests: a });
      expect(raised).toMatchObject({ version: 'next', share: 40 });
      expect((await b.read('staging')).remotes.catalogue?.candidate?.share).toBe(40);

      // Each edge counts what it saw; the shared counts are the sum (both edges agree).
      countsA.add('staging', 'catalogue', 'next', 'visit', 6);
      countsB.add('staging', 'catalogue', 'next', 'visit', 6);
      countsA.add('staging', 'catalogue', 'next', 'load', 3);
      countsB.add('staging', 'catalogue', 'stable', 'visit', 20);
      await Promise.all([countsA.flush(), countsB.flush()]);
      const seen = await countsA.read('staging');
      expect(seen).toEqual(await countsB.read('staging'));
      expect(seen.catalogue?.next).toMatchObject({ visits: 12, errors: 3 });
      expect(seen.catalogue?.stable).toMatchObject({ visits: 20, errors: 0 });

      // 25 % against 0 %: both edges decide at once; one rollback happens.
      const [byA, byB] = await Promise.all([
        checkRollouts('staging', a, countsA),
        checkRollouts('staging', b, countsB),
      ]);
      expect([...byA, ...byB]).toHaveLength(1);
      const after = (await a.read('staging')).remotes.catalogue;
      expect(after?.candidate).toBeUndefined();
      expect(after?.version).toBe('stable');
      expect(after?.events?.[0]).toMatchObject({ action: 'auto-rollback', version: 'next' });
      expect(after?.events?.[0]?.note).toMatch(/25\.0 % over 12 visits/);
      // Both sides share the links' secret too.
      expect(await countsA.secret({})).toBe(await countsB.secret({}));
    } finally {
      await countsA.close();
      await countsB.close();
    }
  });
});
