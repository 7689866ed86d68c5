import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseTarget, type Db, JobLease, openDb } from '@marquee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from '../src/server';
import { engineEnv } from './helpers';

/**
 * The catalogue's batch work in a child process (src/loader.ts, docs/decisions/
 * 0070-api-loader-child-process.md): the window made and moved by a child of the instance, not by
 * the serving process; a child that fails is the job's failure (the error reported, the lease
 * released) and the next run makes the day.
 */
const NOW = new Date('2026-03-11T15:00:00Z');
const DAY = 86_400_000;

/** Refuses every insert into showtimes (a full disk, a broken table), and takes the refusal back. */
const REFUSE = {
  sqlite: {
    on: "CREATE TRIGGER refuse_showtimes BEFORE INSERT ON showtimes BEGIN SELECT RAISE(ABORT, 'showtimes refused'); END",
    off: 'DROP TRIGGER refuse_showtimes',
  },
  postgres: {
    on: `CREATE FUNCTION refuse_showtimes() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'showtimes refused'; END $$;
      CREATE TRIGGER refuse_showtimes BEFORE INSERT ON showtimes FOR EACH STATEMENT EXECUTE FUNCTION refuse_showtimes()`,
    off: 'DROP TRIGGER refuse_showtimes ON showtimes; DROP FUNCTION refuse_showtimes()',
  },
} as const;

describe.each(['sqlite', 'postgres'] as const)('the window job in a child process on %s', (engine) => {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-loader-'));
  let clock = NOW;
  let api: RunningApi;
  let editor: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const engined = await engineEnv(engine);
    drop = engined.drop;
    const dbPath = join(dir, 'api.sqlite');
    api = await startApi({
      port: 0,
      dbPath,
      env: engined.env,
      now: () => clock,
      windowJobIntervalMs: 3_600_000,
      loader: 'process',
    });
    editor = openDb(databaseTarget(engined.env, dbPath));
  });
  afterAll(async () => {
    await api?.close();
    await editor?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });
  const lastDay = async () =>
    (await editor.get<{ value: string }>("SELECT value FROM meta WHERE key = 'st_to'"))?.value;

  it('CAT-16 the window made at start and its daily move are made by a child of the instance, not by the serving process', async () => {
    const atStart = api.store.lastLoaderPid;
    expect(atStart).toBeGreaterThan(0);
    expect(atStart).not.toBe(process.pid);
    clock = new Date(NOW.getTime() + DAY);
    expect(await api.store.runWindowJob()).toBe(true);
    expect(await lastDay()).toBe('2026-04-02');
    expect(api.store.lastLoaderPid).not.toBe(process.pid);
    expect(api.store.lastLoaderPid).not.toBe(atStart);
    // a minute later nothing is left to do: no child is forked
    const moved = api.store.lastLoaderPid;
    expect(await api.store.runWindowJob()).toBe(false);
    expect(api.store.lastLoaderPid).toBe(moved);
  });

  it("a child that fails is the job's failure: its error reaches the instance, the lease is free again, and the next run makes the day", async () => {
    await editor.exec(REFUSE[engine].on);
    clock = new Date(NOW.getTime() + 2 * DAY);
    try {
      await expect(api.store.runWindowJob()).rejects.toThrow('showtimes refused');
      expect(await lastDay()).toBe('2026-04-02');
    } finally {
      await editor.exec(REFUSE[engine].off);
    }
    // released: another holder could take it at once
    const holder = new JobLease(editor, 'showtime-window', 60_000);
    expect(await holder.acquire()).toBe(true);
    await holder.release();
    expect(await api.store.runWindowJob()).toBe(true);
    expect(await lastDay()).toBe('2026-04-03');
    const made = await editor.get<{ n: number | string }>(
      "SELECT count(*) AS n FROM showtimes WHERE date = '2026-04-03'",
    );
    expect(Number(made?.n)).toBeGreaterThan(100);
  });
});
