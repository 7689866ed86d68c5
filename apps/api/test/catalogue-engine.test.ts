import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseTarget, type Db, JobLease, openDb } from '@marquee/db';
import type { Schedule, ShowShowtimes } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bumpCatalogueVersion, catalogueVersion } from '../src/db/catalogue';
import { type RunningApi, startApi } from '../src/server';
import { engineEnv } from './helpers';

/**
 * The catalogue on the shared engine (decision 0044), with two API
 * instances over real HTTP on one database — PostgreSQL (each instance with no catalogue of its
 * own) and one SQLite file — and a third connection playing the catalogue's editor: an edit seen
 * by both without a restart, the showtime window moved by one instance under the job's lease,
 * showtimes read from the engine (none held by an instance).
 */
const NOW = new Date('2026-03-11T15:00:00Z');
const DAY = 86_400_000;

describe.each(['postgres', 'sqlite'] as const)('the catalogue on %s, two instances', (engine) => {
  const dirs: string[] = [];
  let clock = NOW;
  let one: RunningApi;
  let two: RunningApi;
  let editor: Db;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const scratch = () => {
      const dir = mkdtempSync(join(tmpdir(), 'marquee-catalogue-'));
      dirs.push(dir);
      return join(dir, 'api.sqlite');
    };
    const { env, drop: dropDb } = await engineEnv(engine);
    drop = dropDb;
    const shared = scratch();
    const path = () => (engine === 'postgres' ? scratch() : shared);
    // The job's timer is left out of the way: the tests run it when they move the clock.
    const options = { port: 0, now: () => clock, env, windowJobIntervalMs: 3_600_000, versionPollMs: 200 };
    if (engine === 'postgres') {
      // Started together: one makes the window, the other waits for it.
      [one, two] = await Promise.all([
        startApi({ ...options, dbPath: path() }),
        startApi({ ...options, dbPath: path() }),
      ]);
    } else {
      // (Two processes on one file; in one process, one after the other: a connection waiting for
      // SQLite's write lock blocks the thread the other needs to finish.)
      one = await startApi({ ...options, dbPath: path() });
      two = await startApi({ ...options, dbPath: path() });
    }
    editor = openDb(databaseTarget(env, shared));
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await editor?.close();
    await drop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const get = (api: RunningApi, path: string) =>
    fetch(api.url + path, { headers: { 'X-Marquee-Site': 'fr' } }).then(async (res) => ({
      status: res.status,
      text: await res.text(),
    }));
  const refs = (text: string) => text.match(/"refCmd":"\d+"/g) ?? [];

  it('an edit of the catalogue on the engine, its version bumped, is answered and found by both instances without a restart', async () => {
    const path = '/api/cinema/marquee-opera-paris';
    for (const api of [one, two]) expect((await get(api, path)).text).toContain('"name":"Marquee Opéra"');
    // Answers are cached and the cinemas held: only the version tells the instances.
    await editor.transaction(async (tx) => {
      const row = await tx.get<{ data: string }>('SELECT data FROM cinemas WHERE slug = ?', ['marquee-opera-paris']);
      const data = JSON.parse(row?.data ?? '{}') as { name: string };
      await tx.run('UPDATE cinemas SET data = ? WHERE slug = ?', [
        JSON.stringify({ ...data, name: 'Marquee Opéra Garnier' }),
        'marquee-opera-paris',
      ]);
      await bumpCatalogueVersion(tx);
    });
    const version = await catalogueVersion(editor);
    await vi.waitFor(
      async () => {
        for (const api of [one, two]) {
          expect(api.store.version).toBe(version);
          expect((await get(api, path)).text).toContain('"name":"Marquee Opéra Garnier"');
          // and the search index holds the new name (rebuilt once, by the first instance to check)
          expect((await get(api, '/api/search/full?q=garnier')).text).toContain('Marquee Opéra Garnier');
        }
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('SHELL-70 CAT-16 the window moves once, by one instance under the lease, and both answer its new day with the same refCmds', async () => {
    const before = Number(await catalogueVersion(editor));
    // Two days on: the window's new last day (Paris's today + 20) was never made.
    clock = new Date(NOW.getTime() + 2 * DAY);
    const path = '/api/cinema/marquee-opera-paris/shows?date=2026-04-02';
    expect(refs((await get(one, path)).text)).toEqual([]);
    const moved = await Promise.all([one.store.runWindowJob(), two.store.runWindowJob()]);
    expect(moved.filter(Boolean)).toHaveLength(1);
    expect(Number(await catalogueVersion(editor))).toBe(before + 1);
    const window = await editor.all<{ key: string; value: string }>(
      "SELECT key, value FROM meta WHERE key IN ('st_from', 'st_to') ORDER BY key",
    );
    expect(window).toEqual([
      { key: 'st_from', value: '2026-03-12' },
      { key: 'st_to', value: '2026-04-03' },
    ]);
    expect(await editor.get<{ n: number }>("SELECT count(*) AS n FROM showtimes WHERE date < '2026-03-12'")).toEqual({
      n: 0,
    });
    // The instance that answered before the move (its answer cached) answers the new day too.
    await vi.waitFor(
      async () => {
        const [a, b] = await Promise.all([get(one, path), get(two, path)]);
        expect(refs(a.text).length).toBeGreaterThan(3);
        expect(refs(b.text)).toEqual(refs(a.text));
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('while another holds the job lease, neither instance moves the window; once it is free, one does', async () => {
    clock = new Date(NOW.getTime() + 3 * DAY);
    const holder = new JobLease(editor, 'showtime-window', 60_000);
    expect(await holder.acquire()).toBe(true);
    try {
      expect(await Promise.all([one.store.runWindowJob(), two.store.runWindowJob()])).toEqual([false, false]);
      expect(await editor.get("SELECT value FROM meta WHERE key = 'st_to'")).toEqual({ value: '2026-04-03' });
    } finally {
      await holder.release();
    }
    expect(await two.store.runWindowJob()).toBe(true);
    expect(await one.store.runWindowJob()).toBe(false);
    expect(await editor.get("SELECT value FROM meta WHERE key = 'st_to'")).toEqual({ value: '2026-04-04' });
  });

  it('showtimes are read from the engine: one written there is open on both instances at once', async () => {
    const row = await editor.get<Record<string, string | number | null>>(
      "SELECT * FROM showtimes WHERE date = '2026-03-20' ORDER BY id LIMIT 1",
    );
    expect(row).toBeDefined();
    // The same hall a minute later: no version bump, nothing an instance could have held.
    const id = Number(row?.id) + 1;
    await editor.run(
      'INSERT INTO showtimes (id, cinema_id, show_id, date, start, hall_id, version, tags, soldout, special) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        id,
        row?.cinema_id ?? null,
        row?.show_id ?? null,
        row?.date ?? null,
        '23:59',
        row?.hall_id ?? null,
        row?.version ?? null,
        row?.tags ?? null,
        0,
        null,
      ],
    );
    for (const api of [one, two]) {
      const page = await fetch(`${api.url}/api/booking/${id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('23:59');
    }
  });

  // The answer cache and the reads kept per catalogue version (decision 0052).
  describe('answers kept between versions', () => {
    // 2026-03-14 16:00 in Paris (UTC+1 in March): the window the tests above left is 03-13..04-03
    const TODAY = new Date(NOW.getTime() + 3 * DAY);
    const PROGRAMME = '/api/cinema/marquee-opera-paris/shows';
    const showtimesOf = (text: string) =>
      (JSON.parse(text) as Schedule).shows.flatMap((s) =>
        s.cinemas.flatMap((c) => c.showtimes.map((st) => ({ ...st, film: s.show.slug }))),
      );
    /** A showtime of today's programme still open at 16:00, and its film. */
    const openShowtime = async () => {
      clock = TODAY;
      const open = showtimesOf((await get(one, PROGRAMME)).text).find((st) => st.status === 'available');
      if (!open) throw new Error('no open showtime in the programme');
      return open;
    };

    it("ENT-09 API-16 API-27 a cached answer follows the clock: the showtime whose booking closes is locked the next minute (within the cache's 30 s), on both instances", async () => {
      const open = await openShowtime();
      const film = `/api/show/${open.film}/showtimes/marquee-opera-paris/2026-03-14`;
      const statusIn = async (api: RunningApi, path: string) => {
        const text = (await get(api, path)).text;
        const list =
          path === PROGRAMME
            ? showtimesOf(text)
            : (JSON.parse(text) as ShowShowtimes).cinemas.flatMap((c) => c.showtimes);
        return list.find((st) => st.id === open.id)?.status;
      };
      // reservabilityEnd is Paris's local time; the showtime is locked once the local minute is past it
      const closes = Date.parse(`${open.reservabilityEnd}:00+01:00`);
      clock = new Date(closes + 50_000);
      for (const api of [one, two])
        for (const path of [PROGRAMME, film]) expect(await statusIn(api, path)).toBe('available');
      clock = new Date(closes + 70_000);
      for (const api of [one, two])
        for (const path of [PROGRAMME, film]) expect(await statusIn(api, path)).toBe('locked');
    });

    it('API-27 an answer asked this minute is built for the next one before it begins: the first request of the next minute reads nothing from the engine and is answered as that minute', async () => {
      const open = await openShowtime();
      // Both instances at the catalogue's current version first: a change an earlier test made,
      // noticed by the version check in the middle of this test, would reload and flush the cache.
      await Promise.all([one.store.refresh(), two.store.refresh()]);
      const path = `/api/show/${open.film}/showtimes/marquee-opera-paris/2026-03-14`;
      const statusOf = (text: string) =>
        (JSON.parse(text) as ShowShowtimes).cinemas.flatMap((c) => c.showtimes).find((st) => st.id === open.id)?.status;
      // the last minute its booking is open, then the next (reservabilityEnd is Paris's local time)
      const closes = Date.parse(`${open.reservabilityEnd}:00+01:00`);
      clock = new Date(closes + 10_000);
      // asked twice this minute (an answer asked once is not built ahead)
      expect(statusOf((await get(one, path)).text)).toBe('available');
      expect(statusOf((await get(one, path)).text)).toBe('available');
      expect(await one.answersAhead()).toBeGreaterThan(0);
      const engine = one.store.catalogue;
      const all = vi.spyOn(engine, 'all');
      const single = vi.spyOn(engine, 'get');
      try {
        clock = new Date(closes + 70_000);
        const ahead = await get(one, path);
        // (SQLite's version check reads its row every 200 ms here: not a read of the answer)
        const reads = (spy: typeof single | typeof all) =>
          spy.mock.calls.filter(([sql]) => !String(sql).includes("key = 'catalogue_version'"));
        expect(reads(all)).toEqual([]);
        expect(reads(single)).toEqual([]);
        expect(statusOf(ahead.text)).toBe('locked');
        // byte for byte what an instance that built nothing ahead answers in that minute
        expect(ahead.text).toBe((await get(two, path)).text);
      } finally {
        all.mockRestore();
        single.mockRestore();
      }
    });

    it('an answer asked by many clients at once is built once: the engine is read as for one request', async () => {
      const open = await openShowtime();
      const engine = one.store.catalogue;
      const read = engine.all.bind(engine);
      // a busy engine: each read answers 50 ms late, so the 20 requests below overlap at the API
      const all = vi
        .spyOn(engine, 'all')
        .mockImplementation((sql, params) =>
          new Promise((resolve) => setTimeout(resolve, 50)).then(() => read(sql, params)),
        );
      try {
        expect((await get(one, `/api/show/${open.film}/showtimes/2026-03-16`)).status).toBe(200);
        const alone = all.mock.calls.length;
        expect(alone).toBeGreaterThan(0);
        all.mockClear();
        const path = `/api/show/${open.film}/showtimes/2026-03-17`;
        const answers = await Promise.all(Array.from({ length: 20 }, () => get(one, path)));
        expect(answers.every((a) => a.status === 200)).toBe(true);
        expect(new Set(answers.map((a) => a.text)).size).toBe(1);
        expect(all.mock.calls.length).toBeLessThanOrEqual(alone);
      } finally {
        all.mockRestore();
      }
    });

    it("the days read once per catalogue version change with it: a day withdrawn leaves both instances' answers", async () => {
      const open = await openShowtime();
      const path = `/api/show/${open.film}/showtimes/2026-03-14`;
      const daysIn = async (api: RunningApi) => (JSON.parse((await get(api, path)).text) as ShowShowtimes).days;
      for (const api of [one, two]) expect(await daysIn(api)).toContain('2026-03-18');
      const show = await editor.get<{ show_id: number }>('SELECT show_id FROM showtimes WHERE id = ?', [
        Number(open.id),
      ]);
      await editor.transaction(async (tx) => {
        await tx.run('DELETE FROM showtimes WHERE show_id = ? AND date = ?', [show?.show_id ?? 0, '2026-03-18']);
        await bumpCatalogueVersion(tx);
      });
      await vi.waitFor(
        async () => {
          for (const api of [one, two]) expect(await daysIn(api)).not.toContain('2026-03-18');
        },
        { timeout: 15_000, interval: 100 },
      );
    });
  });
});
