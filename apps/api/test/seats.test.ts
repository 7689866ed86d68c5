// Issue 27 items 2 and 4 in the showtime answers, on both engines: each showtime's pre-show, the
// film's real start and end (domain-models' filmTimes, the one rule), and the seats left the
// reference API derives (stable: the same figure on SQLite and PostgreSQL, on every instance).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filmTimes, ScheduleSchema, ShowSchema, ShowShowtimesSchema, type Showtime } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from '../src/server';
import { engineEnv, expectShape } from './helpers';

/** 16:00 in Paris on a Wednesday (the contract's clock). */
const NOW = new Date('2026-03-11T15:00:00Z');
const PATHS: [site: string, path: string][] = [
  ['fr', '/api/show/sous-le-baobab/showtimes/paris/2026-03-12'],
  ['fr', '/api/show/sous-le-baobab/showtimes/2026-03-14'],
  ['fr', '/api/event/opera-season/shows'],
];
/** Every engine's answers, by path: compared once both have answered. */
const answers = new Map<string, Map<string, string>>();

describe.each(['sqlite', 'postgres'] as const)('showtimes with pre-show and seats left on %s', (engine) => {
  let api: RunningApi;
  let dir: string;
  let drop: (() => Promise<void>) | undefined;
  const seen = new Map<string, string>();
  answers.set(engine, seen);
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'marquee-seats-'));
    const { env, drop: dropDb } = await engineEnv(engine);
    drop = dropDb;
    api = await startApi({ port: 0, dbPath: join(dir, 'api.sqlite'), now: () => NOW, env });
  });
  afterAll(async () => {
    await api?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  async function showtimes(site: string, path: string) {
    const answer = await expectShape(
      await fetch(api.url + path, { headers: { 'X-Marquee-Site': site } }),
      ShowShowtimesSchema,
    );
    const list = answer.cinemas.flatMap((c) => c.showtimes.map((s) => ({ cinema: c.cinemaSlug, s })));
    seen.set(path, JSON.stringify(list.map(({ s }) => [s.id, s.preShowMinutes, s.filmTime, s.endTime, s.seatsLeft])));
    return { answer, list };
  }

  it('ENT-09 every showtime: session time kept, film at session + pre-show, ends after its runtime', async () => {
    const film = await expectShape(
      await fetch(`${api.url}/api/show/sous-le-baobab`, { headers: { 'X-Marquee-Site': 'fr' } }),
      ShowSchema,
    );
    const { answer, list } = await showtimes('fr', '/api/show/sous-le-baobab/showtimes/paris/2026-03-12');
    expect(list.length).toBeGreaterThan(3);
    const byCinema = new Map<string, number>();
    for (const { cinema, s } of list) {
      expect(s.preShowMinutes).toBeGreaterThanOrEqual(10);
      expect(s.preShowMinutes).toBeLessThanOrEqual(15);
      // one length per cinema
      expect(byCinema.get(cinema) ?? s.preShowMinutes).toBe(s.preShowMinutes);
      byCinema.set(cinema, s.preShowMinutes);
      const rule = filmTimes(s.time, s.preShowMinutes, film.duration, answer.timeZone);
      expect(s.filmTime).toBe(rule.filmStart);
      expect(s.endTime).toBe(rule.filmEnd);
      expect(s.startsAt).toBe(`${s.time}:00+01:00`);
      expect(s.filmStartsAt).toBe(`${rule.filmStart}:00+01:00`);
      expect(s.endsAt).toBe(`${rule.filmEnd}:00+01:00`);
      expect(Date.parse(s.endsAt) - Date.parse(s.filmStartsAt)).toBe(film.duration * 60_000);
    }
    // the cinemas of Paris do not all run the same pre-show
    expect(new Set(byCinema.values()).size).toBeGreaterThan(1);
  });

  it('an event (a live broadcast) starts on time: no pre-show (a session override)', async () => {
    const path = '/api/event/opera-season/shows';
    const schedule = await expectShape(
      await fetch(api.url + path, { headers: { 'X-Marquee-Site': 'fr' } }),
      ScheduleSchema,
    );
    const list = schedule.shows.flatMap((show) => show.cinemas.flatMap((c) => c.showtimes));
    seen.set(path, JSON.stringify(list.map((s) => [s.id, s.preShowMinutes, s.filmTime, s.endTime, s.seatsLeft])));
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) {
      expect(s.preShowMinutes).toBe(0);
      expect(s.filmTime).toBe(s.time);
    }
  });

  it('SHELL-66 seats left within the hall, none when sold out, at least one otherwise; the seed has sold-out showtimes', async () => {
    const { list } = await showtimes('fr', '/api/show/sous-le-baobab/showtimes/2026-03-14');
    const all: Showtime[] = list.map(({ s }) => s);
    for (const s of all) {
      expect(s.auditoriumCapacity).toBeGreaterThan(0);
      expect(s.seatsLeft).toBeLessThanOrEqual(s.auditoriumCapacity);
      if (s.status === 'soldout') expect(s.seatsLeft).toBe(0);
      else expect(s.seatsLeft).toBeGreaterThanOrEqual(1);
    }
    expect(all.some((s) => s.status === 'soldout')).toBe(true);
    // three days ahead, the halls are far from full: demand × 24 / (24 + hours) sold at most
    expect(all.filter((s) => s.status !== 'soldout').every((s) => s.seatsLeft > s.auditoriumCapacity * 0.6)).toBe(true);
  });
});

describe('both engines', () => {
  it('give every showtime the same pre-show, film times and seats left', () => {
    const sqlite = answers.get('sqlite');
    const postgres = answers.get('postgres');
    expect(sqlite?.size).toBe(PATHS.length);
    for (const [, path] of PATHS) expect(postgres?.get(path)).toBe(sqlite?.get(path));
  });
});

describe('last chance', () => {
  it('lists the films whose final showing at the site is within 7 days, each with its last day so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-seats-'));
    const api = await startApi({
      port: 0,
      dbPath: join(dir, 'api.sqlite'),
      now: () => NOW,
      env: (await engineEnv('sqlite')).env,
    });
    try {
      const get = async (path: string) =>
        (await fetch(api.url + path, { headers: { 'X-Marquee-Site': 'fr' } })).json() as Promise<{
          shows: { slug: string }[];
        }>;
      const last = await get('/api/shows?filter=lastchance');
      expect(last.shows.length).toBeGreaterThan(0);
      const book = new Set((await get('/api/shows?filter=book')).shows.map((s) => s.slug));
      for (const { slug } of last.shows) {
        expect(book.has(slug)).toBe(true);
        const detail = (await (
          await fetch(`${api.url}/api/show/${slug}`, { headers: { 'X-Marquee-Site': 'fr' } })
        ).json()) as {
          days: string[];
        };
        // its bookable days end within 7 days of 2026-03-11
        expect(detail.days.at(-1)! <= '2026-03-17').toBe(true);
      }
      // and a film playing beyond is not in it
      expect(book.size).toBeGreaterThan(last.shows.length);
    } finally {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
