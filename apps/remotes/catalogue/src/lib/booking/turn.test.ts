import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, getShows, getShowShowtimes } from '@marquee/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askTurn, BACKOFF_CAP_MS, backoffDelay, retryAfterMs, turnUrl, withPass } from './turn';

// Release day: the panel's line at the ticketing hand-off (CAT-16). The back-off
// with a random source the test chooses, and the answers of the real API read by `askTurn`.

describe('CAT-16 the back-off of the hand-off line', () => {
  const low = () => 0;
  const high = () => 0.999_999;

  it('CAT-16 doubles each attempt up to the ceiling, half fixed and half jitter', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 0, low))).toEqual([500, 1000, 2000, 4000, 8000]);
    expect([0, 1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 0, high))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(backoffDelay(2, 0, () => 0.5)).toBe(3000);
    // The ceiling: never more than 30 s without a Retry-After, however many attempts.
    expect(backoffDelay(40, 0, high)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(40, 0, low)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('CAT-16 never asks before Retry-After, and spreads the crowd after it', () => {
    // Told 10 s at the first attempt: 10 s, plus up to half a step (0.5 s).
    expect(backoffDelay(0, 10_000, low)).toBe(10_000);
    expect(backoffDelay(0, 10_000, high)).toBe(10_500);
    // A Retry-After longer than the ceiling is honoured (the server knows its line).
    expect(backoffDelay(1, 90_000, low)).toBe(90_000);
    // Many visitors told the same thing do not come back at the same instant.
    let seed = 7;
    const lcg = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const delays = Array.from({ length: 100 }, () => backoffDelay(3, 5_000, lcg));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(5_000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(9_000);
    expect(new Set(delays).size).toBeGreaterThan(90);
  });

  it('CAT-16 reads Retry-After as seconds or an HTTP date; builds the turn and pass addresses', () => {
    expect(retryAfterMs('7')).toBe(7_000);
    expect(retryAfterMs(new Date(61_000).toUTCString(), 1_000)).toBe(60_000);
    expect(retryAfterMs(null)).toBe(0);
    expect(retryAfterMs('soon')).toBe(0);
    expect(turnUrl('/api/booking/123?language=fr')).toBe('/api/booking/123/turn?language=fr');
    expect(turnUrl('https://tunnel.example/book/123')).toBe('https://tunnel.example/book/123/turn');
    expect(withPass('/api/booking/123?language=fr', 'a b')).toBe('/api/booking/123?language=fr&pass=a%20b');
    expect(withPass('/api/booking/123', null)).toBe('/api/booking/123');
  });
});

describe('CAT-16 CAT-17 the line against the reference API', () => {
  let api: RunningApi;
  let scratch: string;
  const saved = process.env.BOOKING_TURNS;
  beforeAll(async () => {
    process.env.BOOKING_TURNS = '1';
    scratch = await mkdtemp(path.join(tmpdir(), 'marquee-turn-'));
    api = await startApi({ dbPath: path.join(scratch, 'api.sqlite') });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await rm(scratch, { recursive: true, force: true });
    if (saved === undefined) delete process.env.BOOKING_TURNS;
    else process.env.BOOKING_TURNS = saved;
  });

  it('CAT-16 CAT-17 a turn, then the line (position and Retry-After), then a pass that opens the hand-off', async () => {
    const client = createApiClient({
      baseUrl: api.url,
      language: 'en',
      headers: { 'x-marquee-site': 'fr' },
      retries: 0,
    });
    const film = (await getShows(client, undefined, { filter: 'book' })).shows.find((show) => show.isMovie);
    const answer = await getShowShowtimes(client, film?.slug ?? '', 'paris');
    const bookingUrl = answer.cinemas.flatMap((c) => c.showtimes).find((s) => s.status === 'available')?.url;
    if (!bookingUrl) throw new Error('no bookable showtime');
    const signal = new AbortController().signal;
    const first = await askTurn(`${api.url}${turnUrl(bookingUrl)}`, signal);
    expect(first.kind).toBe('ready');
    const second = await askTurn(`${api.url}${turnUrl(bookingUrl)}`, signal);
    expect(second).toMatchObject({ kind: 'waiting', position: 1 });
    expect(second.kind === 'waiting' && second.retryAfterMs).toBeGreaterThan(0);
    const pass = first.kind === 'ready' ? first.pass : null;
    expect((await fetch(`${api.url}${withPass(bookingUrl, pass)}`)).status).toBe(200);
    expect((await fetch(`${api.url}${bookingUrl}`)).status).toBe(503);
    // No answer at all (nothing listens) is `unknown`: the panel then opens the hand-off as before.
    expect(await askTurn('http://127.0.0.1:9/api/booking/1/turn', signal)).toEqual({ kind: 'unknown' });
  });
});
