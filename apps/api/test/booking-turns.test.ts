import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from '../src/server';
import { engineEnv } from './helpers';

/**
 * Release day at the ticketing hand-off: two API instances on one database count
 * one line per showtime; past the capacity the turn answers 503 with Retry-After and a position,
 * the hand-off page a waiting page that asks again by itself, and the pass of an admitted visitor
 * opens the hand-off without counting again. The clock is the API's own (`now`), moved by the test.
 */
let clock = new Date('2026-03-11T15:00:00Z').getTime();
const now = () => new Date(clock);
const WINDOW_MS = 10_000;
let dir: string;
let one: RunningApi;
let two: RunningApi;
let ref: string;
let other: string;
const saved = { turns: process.env.BOOKING_TURNS, window: process.env.BOOKING_TURN_WINDOW_MS };

beforeAll(async () => {
  process.env.BOOKING_TURNS = '3';
  process.env.BOOKING_TURN_WINDOW_MS = String(WINDOW_MS);
  dir = mkdtempSync(join(tmpdir(), 'marquee-turns-'));
  const dbPath = join(dir, 'api.sqlite');
  const { env } = await engineEnv('sqlite');
  one = await startApi({ port: 0, dbPath, now, env });
  two = await startApi({ port: 0, dbPath, now, env });
  const db = new Database(dbPath, { readonly: true });
  const rows = db
    .prepare(
      "SELECT s.id FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id WHERE s.soldout = 0 AND c.site = 'fr' AND s.date = '2026-03-13' LIMIT 2",
    )
    .all() as { id: number }[];
  db.close();
  ref = String(rows[0]?.id);
  other = String(rows[1]?.id);
}, 120_000);

afterAll(async () => {
  await one?.close();
  await two?.close();
  rmSync(dir, { recursive: true, force: true });
  process.env.BOOKING_TURNS = saved.turns;
  process.env.BOOKING_TURN_WINDOW_MS = saved.window;
  if (saved.turns === undefined) delete process.env.BOOKING_TURNS;
  if (saved.window === undefined) delete process.env.BOOKING_TURN_WINDOW_MS;
});

type TurnAnswer = { status: 'ready'; pass: string } | { status: 'waiting'; position: number; retryAfter: number };
const turn = async (api: RunningApi, id = ref) => {
  const res = await fetch(`${api.url}/api/booking/${id}/turn`);
  return { res, body: (await res.json()) as TurnAnswer };
};

describe('release day at the hand-off', () => {
  it('CAT-16 CAT-17 the capacity of a showtime is counted across two instances; past it, 503 with Retry-After and the position in the line', async () => {
    const passes: string[] = [];
    for (const api of [one, two, one]) {
      const { res, body } = await turn(api);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      if (body.status !== 'ready') throw new Error('expected a turn');
      passes.push(body.pass);
    }
    expect(new Set(passes).size).toBe(3);

    // The fourth and fifth visitor, on either instance, wait: positions 1 and 2 of the line.
    const fourth = await turn(two);
    expect(fourth.res.status).toBe(503);
    expect(fourth.res.headers.get('cache-control')).toBe('no-store');
    expect(fourth.body).toEqual({ status: 'waiting', position: 1, retryAfter: 10 });
    expect(fourth.res.headers.get('retry-after')).toBe('10');
    clock += 4_000;
    const fifth = await turn(one);
    expect(fifth.body).toEqual({ status: 'waiting', position: 2, retryAfter: 6 });
    expect(fifth.res.headers.get('retry-after')).toBe('6');
    // A visitor three places further waits one window more (3 admitted per window).
    await turn(one);
    await turn(two);
    const eighth = await turn(one);
    expect(eighth.body).toEqual({ status: 'waiting', position: 5, retryAfter: 16 });

    // Another showtime has its own line.
    expect((await turn(two, other)).res.status).toBe(200);

    // The hand-off page without a pass is a waiting page (503, Retry-After, refreshes itself, in
    // the page's language); with a pass given by the other instance, the booking page.
    const waiting = await fetch(`${one.url}/api/booking/${ref}?language=en`);
    expect(waiting.status).toBe(503);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(waiting.headers.get('cache-control')).toBe('no-store');
    const html = await waiting.text();
    expect(html).toContain('<h1>Many visitors are booking right now</h1>');
    expect(html).toMatch(/You are number \d+ in the queue/);
    expect(html).toMatch(/<meta http-equiv="refresh" content="\d+">/);
    const admitted = await fetch(`${two.url}/api/booking/${ref}?language=en&pass=${passes[0]}`);
    expect(admitted.status).toBe(200);
    expect(await admitted.text()).toContain('<dt>Screen</dt>');
    // A made-up pass, or one of another showtime, does not open it.
    const forged = await fetch(`${one.url}/api/booking/${ref}?pass=${'A'.repeat(22)}`);
    expect(forged.status).toBe(503);

    // The window ends: the line moves and the next visitors are admitted again.
    clock += WINDOW_MS;
    const next = await turn(two);
    expect(next.res.status).toBe(200);
    expect(next.body.status).toBe('ready');
  });

  it('CAT-17 ERR-02 a turn for no showtime is 404, never counted', async () => {
    for (const id of ['999999999', 'abc']) {
      const res = await fetch(`${one.url}/api/booking/${id}/turn`);
      expect(res.status).toBe(404);
    }
  });
});
