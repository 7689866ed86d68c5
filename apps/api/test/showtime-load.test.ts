import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseTarget, openDb } from '@marquee/db';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from '../src/server';
import { engineEnv } from './helpers';

/**
 * The showtime window's bulk load (its stress-load budget: decision 0044): however the rows
 * reach the engine (column arrays through `unnest` on PostgreSQL, prepared statements in one
 * transaction per day on SQLite), every row is the one the generator always made — the same ids,
 * the same columns. The checksum below was recorded with the multi-row INSERTs that came before;
 * a changed load that drops, doubles or alters one row changes it.
 */
const NOW = new Date('2026-03-11T15:00:00Z');
/** sha256 of every showtime at the chain size (150 cinemas, 100 films), one JSON line a row in id order. */
const CHAIN_CHECKSUM = { rows: 151_031, sha256: '6955752c264ac1ae48c74cf0af893e4e5f85ff09caf3631c5b8bcde482fe6973' };

const COLUMNS = 'id, cinema_id, show_id, date, start, hall_id, version, tags, soldout, special';

describe.each(['postgres', 'sqlite'] as const)('the showtime window loaded on %s', (engine) => {
  let api: RunningApi | undefined;
  let drop: (() => Promise<void>) | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'marquee-load-'));
  afterAll(async () => {
    await api?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('CAT-16 SHELL-70 the chain catalogue from empty, made by the loader child process, holds the same showtimes, ids and columns as before', async () => {
    const { env, drop: dropDb } = await engineEnv(engine);
    drop = dropDb;
    const dbPath = join(dir, 'api.sqlite');
    // in a child process, as the built API runs it (src/loader.ts; the sources' default is inline)
    api = await startApi({
      port: 0,
      dbPath,
      env,
      scale: 'chain',
      now: () => NOW,
      windowJobIntervalMs: 3_600_000,
      loader: 'process',
    });
    expect(api.store.lastLoaderPid).toBeGreaterThan(0);
    expect(api.store.lastLoaderPid).not.toBe(process.pid);
    const db = openDb(databaseTarget(env, dbPath));
    try {
      const hash = createHash('sha256');
      let rows = 0;
      for (const row of await db.all<Record<string, unknown>>(`SELECT ${COLUMNS} FROM showtimes ORDER BY id`)) {
        hash.update(`${JSON.stringify(Object.values(row))}\n`);
        rows += 1;
      }
      expect({ rows, sha256: hash.digest('hex') }).toEqual(CHAIN_CHECKSUM);
    } finally {
      await db.close();
    }
  }, 180_000);
});
