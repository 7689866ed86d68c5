import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Schedule } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from '../src/server';
import { engineEnv } from './helpers';

/**
 * Answers kept while they stay true (decision 0068-api-answers-kept-while-true): a catalogue
 * answer is kept, under its site, language and URL, from the local minute it was built for to the
 * first minute its bytes may differ (a listed showtime's lock or seats' next hour, today's last
 * bookable group, the day's end), instead of one minute. Two instances on one database with the
 * clock pinned and moved minute by minute over simulated hours: one keeps its answers (and builds
 * ahead of each minute, as the real clock's timer does 45 s past it), the other keeps nothing
 * (API_ANSWER_CACHE=off: every request is a fresh build). At every minute the kept answer must be
 * byte for byte the fresh one, with its ETag, while most minutes build nothing.
 */
const MINUTE = 60_000;
/** 2026-03-11 in Paris (UTC+1 in March). */
const paris = (local: string) => new Date(`${local}:00+01:00`);

describe.each(['sqlite', 'postgres'] as const)('answers kept while true on %s', (engine) => {
  const dirs: string[] = [];
  let clock = paris('2026-03-11T16:00');
  let kept: RunningApi;
  let fresh: RunningApi;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-kept-'));
    dirs.push(dir);
    const { env, drop: dropDb } = await engineEnv(engine);
    drop = dropDb;
    const options = { port: 0, now: () => clock, windowJobIntervalMs: 3_600_000, versionPollMs: 200 };
    // one after the other (on SQLite, one file: the second waits for the first's window)
    kept = await startApi({ ...options, env, dbPath: join(dir, 'api.sqlite') });
    fresh = await startApi({
      ...options,
      env: { ...env, API_ANSWER_CACHE: 'off' },
      dbPath: join(dir, engine === 'sqlite' ? 'api.sqlite' : 'two.sqlite'),
    });
  });
  afterAll(async () => {
    await kept?.close();
    await fresh?.close();
    await drop?.();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const get = async (api: RunningApi, path: string) => {
    const res = await fetch(api.url + path, { headers: { 'X-Marquee-Site': 'fr', 'Accept-Encoding': 'gzip' } });
    return { status: res.status, etag: res.headers.get('etag'), text: await res.text() };
  };

  /**
   * Walks `minutes` minutes from `start` (Paris time): at 5 s past each minute every path is asked
   * twice of the keeping instance and compared with a fresh build; at 45 s the keeping instance
   * builds ahead what ends at the turn; at 50 s its answer must still be this minute's. Returns, per
   * path, how many of the keeping instance's answers were built on the request path (not hits) and
   * how many different answers the fresh builds gave; and how many answers were built ahead.
   */
  async function walk(
    start: string,
    minutes: number,
    paths: string[],
  ): Promise<{ builds: Record<string, number>; ahead: number; versions: Record<string, number> }> {
    const builds: Record<string, number> = Object.fromEntries(paths.map((p) => [p, 0]));
    const seen = new Map<string, Set<string>>(paths.map((p) => [p, new Set()]));
    let ahead = 0;
    const begin = paris(start).getTime();
    // both at the catalogue's current version: a reload in the middle would flush the kept answers
    await Promise.all([kept.store.refresh(), fresh.store.refresh()]);
    for (let m = 0; m < minutes; m++) {
      const minute = begin + m * MINUTE;
      clock = new Date(minute + 5_000);
      const now = new Map<string, { status: number; etag: string | null; text: string }>();
      for (const path of paths) {
        const expected = await get(fresh, path);
        for (let i = 0; i < 2; i++) {
          const hits = kept.hitPathAnswers();
          const answer = await get(kept, path);
          if (kept.hitPathAnswers() === hits) builds[path] = (builds[path] ?? 0) + 1;
          expect({ at: clock.toISOString(), path, ...answer }).toEqual({ at: clock.toISOString(), path, ...expected });
        }
        now.set(path, expected);
        seen.get(path)?.add(expected.text);
      }
      clock = new Date(minute + 45_000);
      ahead += await kept.answersAhead();
      clock = new Date(minute + 50_000);
      for (const path of paths) {
        const answer = await get(kept, path);
        expect({ at: clock.toISOString(), path, ...answer }).toEqual({
          at: clock.toISOString(),
          path,
          ...now.get(path),
        });
      }
    }
    return { builds, ahead, versions: Object.fromEntries([...seen].map(([path, texts]) => [path, texts.size])) };
  }

  /** The film of the cinema's programme today with the most showtimes, and its slug. */
  async function busiestFilm(): Promise<string> {
    clock = paris('2026-03-11T16:00');
    const programme = JSON.parse((await get(kept, '/api/cinema/marquee-opera-paris/shows')).text) as Schedule;
    const counts = programme.shows.map((s) => ({
      slug: s.show.slug,
      n: s.cinemas.reduce((sum, c) => sum + c.showtimes.length, 0),
    }));
    counts.sort((a, b) => b.n - a.n);
    const film = counts[0]?.slug;
    if (!film) throw new Error('no film in the programme');
    return film;
  }

  it('API-27 API-16 SRCH-05 ENT-09 over an evening hour (19:30–20:30 Paris), minute by minute: a kept film showtimes, programme and search answer is byte for byte a fresh build, and most minutes build nothing', async () => {
    const film = await busiestFilm();
    const paths = [
      `/api/show/${film}/showtimes/2026-03-11`,
      `/api/show/${film}/showtimes/marquee-opera-paris`,
      `/api/show/${film}/showtimes/2026-03-12`,
      '/api/cinema/marquee-opera-paris/shows',
      '/api/cinema/marquee-opera-paris/shows?date=2026-03-12',
      '/api/search/full?q=le',
    ];
    const { builds, ahead, versions } = await walk('2026-03-11T19:30', 60, paths);
    console.info(
      `[kept while true, ${engine}] over 60 minutes: built on the request path ${JSON.stringify(builds)}, ahead ${ahead}; different answers ${JSON.stringify(versions)}`,
    );
    // the hour changes the answers (showtimes lock, seats fill): the comparison above saw them change
    expect(versions[`/api/show/${film}/showtimes/2026-03-11`]).toBeGreaterThan(3);
    expect(versions['/api/cinema/marquee-opera-paris/shows']).toBeGreaterThan(3);
    // the search never changes with the clock: built once; each other answer once, then ahead of the minute it changes in
    expect(builds['/api/search/full?q=le']).toBe(1);
    for (const path of paths) expect(builds[path]).toBe(1);
    // a key holding the minute built each path again every minute (6 × 59 ahead): now about once
    // per change (a bound may be early: a seat count whose hour turns without a seat less)
    expect(ahead).toBeLessThan((59 * paths.length) / 4);
  });

  it('API-27 over an evening hour (19:30–20:30 Paris), minute by minute: a kept "tonight" answer — from now, the preset now, from a time to a time, a preset near a position, another day, a window whose first showings close — is byte for byte a fresh build, built again only when it changes', async () => {
    const legacy = '/api/tonight?preset=evening&limit=5';
    const paths = [
      '/api/tonight?clock=client',
      '/api/tonight?preset=now&clock=client',
      '/api/tonight?from=21:00&to=23:30&cinemas=marquee-opera-paris&clock=client',
      '/api/tonight?preset=evening&lat=48.8566&lng=2.3522&sort=distance&limit=5&clock=client',
      // the same search in another language: the rows kept are shared, the views are not
      '/api/tonight?preset=evening&lat=48.8566&lng=2.3522&sort=distance&limit=5&language=en&clock=client',
      '/api/tonight?date=2026-03-12&from=17:00&tags=audio-description&limit=10&clock=client',
      '/api/tonight?from=19:00&city=lyon&limit=5&clock=client',
      // from now to 20:00: reversed from 20:00 on (its end dropped, said)
      '/api/tonight?to=20:00&clock=client',
      // the answer of the catalogue versions built before 0073 (with `now`): a minute each
      legacy,
    ];
    const { builds, ahead, versions } = await walk('2026-03-11T19:30', 60, paths);
    console.info(
      `[kept while true, tonight, ${engine}] over 60 minutes: built on the request path ${JSON.stringify(builds)}, ahead ${ahead}; different answers ${JSON.stringify(versions)}`,
    );
    // the hour changes them (showtimes start, close, seats fill): the comparison above saw them change
    expect(versions['/api/tonight?clock=client']).toBeGreaterThan(3);
    expect(versions['/api/tonight?preset=now&clock=client']).toBeGreaterThan(3);
    expect(versions['/api/tonight?from=19:00&city=lyon&limit=5&clock=client']).toBeGreaterThan(3);
    expect(versions['/api/tonight?to=20:00&clock=client']).toBeGreaterThan(1);
    expect(versions[legacy]).toBe(60);
    // each built once on the request path, then ahead of the minute it changes in
    for (const path of paths) expect(builds[path]).toBe(1);
    // an answer carrying the minute was built again every minute: 59 × 9. Now the preset `now` is
    // (its last start moves with the clock), and the answer with `now`; the others about once per change
    expect(ahead).toBeLessThan(2 * 59 + (59 * (paths.length - 2)) / 2);
  });

  it('API-27 API-16 ENT-09 late in the evening and across the day’s end (22:00–00:20 Paris), minute by minute: today’s last showtimes lock and today leaves the days, tomorrow becomes today (tonight’s too), and every kept answer is a fresh build', async () => {
    const film = await busiestFilm();
    const paths = [
      `/api/show/${film}/showtimes/2026-03-11`,
      `/api/show/${film}/showtimes/2026-03-12`,
      `/api/show/${film}/showtimes/marquee-opera-paris`,
      '/api/cinema/marquee-opera-paris/shows',
      '/api/cinema/marquee-opera-paris/shows?date=2026-03-12',
      '/api/tonight?clock=client',
      '/api/tonight?date=2026-03-12&from=18:00&clock=client',
    ];
    const { versions } = await walk('2026-03-11T22:00', 140, paths);
    // the day's end changes every one of them
    for (const path of paths) expect(versions[path]).toBeGreaterThan(1);
  });
});
