import { type Tonight, TonightSchema } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineEnv, expectShape, startTestApi, type TestApi } from './helpers';

/**
 * GET /api/tonight on both catalogue engines, over real HTTP with the clock
 * pinned at 16:00 in Paris on a Wednesday: the window (start after, film ends before), the place
 * (position and radius, city, cinemas), the chips, the sort, the presets, and the bad input —
 * a reversed window, an unknown place or position, an empty result, malformed values — each a
 * 200 with a clear notice and the nearest useful alternative, never a 4xx or a 500.
 */
const NOW = new Date('2026-03-11T15:00:00Z');
const TODAY = '2026-03-11';
const PARIS = { lat: 48.8566, lng: 2.3522 };

describe.each(['sqlite', 'postgres'] as const)('GET /api/tonight on %s', (engine) => {
  let t: TestApi;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const { env, drop: dropDb } = await engineEnv(engine);
    drop = dropDb;
    t = await startTestApi({ now: () => NOW, env });
  });
  afterAll(async () => {
    await t?.stop();
    await drop?.();
  });
  const tonight = async (query: string, site = 'fr'): Promise<Tonight> =>
    expectShape(await t.get(`/api/tonight${query}${query.includes('?') ? '&' : '?'}clock=client`, site), TonightSchema);
  const starts = (answer: Tonight) => answer.showtimes.map((x) => x.showtime.time);

  it('API-27 CAT-27: today by default, every film of the site from now on, by start, each film and cinema named once', async () => {
    const answer = await tonight('');
    expect(answer).toMatchObject({ date: TODAY, today: TODAY, timeZone: 'Europe/Paris', sort: 'start' });
    expect(answer.window).toEqual({ from: null, to: null, preset: null });
    expect(answer.notices).toEqual([]);
    expect(answer.alternative).toBeNull();
    expect(answer.total).toBeGreaterThan(answer.showtimes.length); // capped at 50, counted in full
    expect(answer.showtimes).toHaveLength(50);
    expect(starts(answer)).toEqual([...starts(answer)].sort());
    // still bookable: started 10 minutes ago at most
    for (const x of answer.showtimes) expect(x.showtime.time >= `${TODAY}T15:50`).toBe(true);
    expect(new Set(answer.showtimes.map((x) => x.show)).size).toBeGreaterThan(1);
    expect(answer.shows.map((s) => s.slug).sort()).toEqual([...new Set(answer.showtimes.map((x) => x.show))].sort());
    expect(answer.cinemas.map((c) => c.slug).sort()).toEqual(
      [...new Set(answer.showtimes.map((x) => x.cinema))].sort(),
    );
  });

  it('starts after `from` and the film ends by `to` — its real end, session + pre-show + runtime: a film ending later is left out', async () => {
    const opera = 'cinemas=marquee-opera-paris&limit=200';
    const all = await tonight(`?date=2026-03-12&from=18:00&${opera}`);
    const fits = await tonight(`?date=2026-03-12&from=18:00&to=22:00&${opera}`);
    expect(fits.window).toEqual({ from: '18:00', to: '22:00', preset: null });
    expect(fits.total).toBeGreaterThan(0);
    for (const x of fits.showtimes) {
      expect(x.showtime.time >= '2026-03-12T18:00').toBe(true);
      expect(x.showtime.endTime <= '2026-03-12T22:00').toBe(true);
    }
    // some showtimes start in the window but end after it
    const late = all.showtimes.filter(
      (x) => x.showtime.time <= '2026-03-12T22:00' && x.showtime.endTime > '2026-03-12T22:00',
    );
    expect(late.length).toBeGreaterThan(0);
    const kept = new Set(fits.showtimes.map((x) => x.showtime.id));
    for (const x of late) expect(kept.has(x.showtime.id)).toBe(false);
    // the film's real end: session + pre-show + runtime. Some end by 21:30 without their adverts
    // and trailers, not with them: those are left out too.
    const evening = await tonight('?date=2026-03-12&from=19:00&limit=200');
    const fitting = await tonight('?date=2026-03-12&from=19:00&to=21:30&limit=200');
    const runtime = new Map(evening.shows.map((show) => [show.slug, show.duration]));
    const withoutPreShow = (x: (typeof evening.showtimes)[number]) => {
      const at = new Date(`${x.showtime.time}:00Z`).getTime() + (runtime.get(x.show) ?? 0) * 60_000;
      return new Date(at).toISOString().slice(0, 16);
    };
    const byAdverts = evening.showtimes.filter(
      (x) => withoutPreShow(x) <= '2026-03-12T21:30' && x.showtime.endTime > '2026-03-12T21:30',
    );
    expect(byAdverts.length).toBeGreaterThan(0);
    const fit = new Set(fitting.showtimes.map((x) => x.showtime.id));
    for (const x of byAdverts) expect(fit.has(x.showtime.id)).toBe(false);
  });

  it('near a position within a radius, sorted by distance (then start); a city; some cinemas (the favourites, one)', async () => {
    const near = await tonight(`?lat=${PARIS.lat}&lng=${PARIS.lng}&radius=10&sort=distance&limit=200`);
    expect(near.place).toMatchObject({ kind: 'position', position: PARIS, radiusKm: 10 });
    expect(near.sort).toBe('distance');
    const km = new Map(near.cinemas.map((c) => [c.slug, c.distanceKm ?? Infinity]));
    const distances = near.showtimes.map((x) => km.get(x.cinema) ?? Infinity);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of distances) expect(d).toBeLessThanOrEqual(10);

    const city = await tonight('?city=lyon');
    expect(city.place).toMatchObject({ kind: 'city', city: 'lyon' });
    expect(city.cinemas.every((c) => c.citySlug === 'lyon')).toBe(true);

    // (a former slug names the cinema too)
    const two = await tonight('?cinemas=marquee-opera-paris,marquee-clichy-paris&limit=200');
    expect(two.place.cinemas).toEqual(['marquee-opera-paris', 'marquee-wepler-paris']);
    expect(new Set(two.showtimes.map((x) => x.cinema))).toEqual(
      new Set(['marquee-opera-paris', 'marquee-wepler-paris']),
    );
  });

  it('the film page chips: versions and accessibility tags (facets whatever the chips)', async () => {
    const all = await tonight('?date=2026-03-12&limit=200');
    expect(all.facets.tags).toContain('audio-description');
    const ad = await tonight('?date=2026-03-12&tags=audio-description&versions=vf&limit=200');
    expect(ad.filters).toEqual({ versions: ['vf'], tags: ['audio-description'] });
    expect(ad.facets).toEqual(all.facets);
    expect(ad.total).toBeGreaterThan(0);
    expect(ad.total).toBeLessThan(all.total);
    for (const x of ad.showtimes) {
      expect(x.showtime.tags).toContain('audio-description');
      expect(x.showtime.version.slug).toBe('vf');
    }
    expect(ad.tags.map((tag) => tag.slug)).toContain('audio-description');
  });

  it('presets: now (starting in the next 90 minutes), after work (17:30, ends by 22:00), this evening (from 19:30)', async () => {
    const now = await tonight('?preset=now&date=2026-03-13');
    expect(now.date).toBe(TODAY);
    expect(now.window).toEqual({ from: null, to: null, preset: 'now' });
    expect(now.total).toBeGreaterThan(0);
    for (const x of now.showtimes) expect(x.showtime.time <= `${TODAY}T17:30`).toBe(true);
    const work = await tonight('?preset=after-work');
    expect(work.window).toEqual({ from: '17:30', to: '22:00', preset: 'after-work' });
    for (const x of work.showtimes) expect(x.showtime.endTime <= `${TODAY}T22:00`).toBe(true);
    const evening = await tonight('?preset=evening');
    expect(evening.window).toEqual({ from: '19:30', to: null, preset: 'evening' });
    for (const x of evening.showtimes) expect(x.showtime.time >= `${TODAY}T19:30`).toBe(true);
  });

  it('bad input: a reversed window drops its end and says so; an unknown city or position falls back to the site, said', async () => {
    const reversed = await tonight('?from=22:00&to=18:00');
    expect(reversed.notices).toEqual([{ code: 'window-reversed', fields: ['to'] }]);
    expect(reversed.window).toEqual({ from: '22:00', to: null, preset: null });
    expect(reversed.total).toBeGreaterThan(0);

    const city = await tonight('?city=atlantis');
    expect(city.notices).toEqual([{ code: 'unknown-place', fields: ['city'] }]);
    expect(city.place.kind).toBe('site');
    expect(city.total).toBeGreaterThan(0);

    const ocean = await tonight('?lat=-40&lng=-30');
    expect(ocean.notices).toEqual([{ code: 'unknown-place', fields: ['lat', 'lng'] }]);
    expect(ocean.total).toBeGreaterThan(0);

    // Orléans has no cinema of the site within 20 km: the radius widens to the nearest ones
    const wide = await tonight('?lat=47.9&lng=1.9&radius=20');
    expect(wide.notices).toEqual([{ code: 'radius-widened', fields: ['radius'] }]);
    expect(wide.place.radiusKm).toBeGreaterThan(20);
    expect(wide.total).toBeGreaterThan(0);
  });

  it('an empty result answers the nearest useful alternative: later the same day, then the next day that fits, then the first showings of the next day', async () => {
    const late = await tonight('?from=23:55&to=23:59');
    expect(late.total).toBe(0);
    expect(late.showtimes).toEqual([]);
    // nothing starting at 23:55 ends by 23:59, on any day: the next day's first showings
    expect(late.alternative).toMatchObject({ kind: 'another-day', date: '2026-03-12', from: '00:00', to: null });
    expect(late.alternative?.showtimes.length).toBeGreaterThan(0);
    expect(late.alternative?.showtimes[0]?.showtime.time.startsWith('2026-03-12')).toBe(true);
    const tight = await tonight('?from=19:00&to=19:30');
    expect(tight.total).toBe(0);
    expect(tight.alternative?.kind).toBe('later');
    expect(tight.alternative?.showtimes.length).toBeGreaterThan(0);
    for (const x of tight.alternative?.showtimes ?? []) expect(x.showtime.time >= `${TODAY}T19:00`).toBe(true);
    const named = new Set(tight.shows.map((s) => s.slug));
    for (const x of tight.alternative?.showtimes ?? []) expect(named.has(x.show)).toBe(true);
  });

  it('API-27 without `clock=client` (the catalogue versions built before decision 0073): the same answer with the site’s time (`now`) and a window from now’s start, kept one minute', async () => {
    const clockless = await tonight('?preset=evening&limit=5');
    const res = await t.get('/api/tonight?preset=evening&limit=5');
    expect(res.status).toBe(200);
    const withClock = (await res.json()) as Tonight & { now?: string };
    expect(withClock.now).toBe('16:00');
    const { now: _now, ...rest } = withClock;
    expect(rest).toEqual(clockless);
    const fromNow = (await (await t.get('/api/tonight?limit=5')).json()) as Tonight & { now?: string };
    expect(fromNow).toMatchObject({ now: '16:00', window: { from: '16:00', to: null, preset: null } });
    expect(Object.keys(fromNow).slice(0, 3)).toEqual(['date', 'today', 'now']);
  });

  it('malformed values are ignored and named, never a 400 or a 500', async () => {
    const res = await t.get(
      '/api/tonight?date=2026-13-45&from=25:99&to=abc&lat=north&lng=2&radius=-4&sort=sideways&limit=-3&versions=%00x&tags=no-such-tag&preset=tomorrow&city=%2F..&cinemas=,&clock=client',
    );
    const answer = await expectShape(res, TonightSchema);
    expect(answer.notices).toEqual([
      {
        code: 'ignored',
        fields: [
          'preset',
          'date',
          'from',
          'to',
          'versions',
          'tags',
          'lat',
          'lng',
          'radius',
          'cinemas',
          'city',
          'sort',
          'limit',
        ],
      },
    ]);
    expect(answer.window).toEqual({ from: null, to: null, preset: null });
    expect(answer.place.kind).toBe('site');
    expect(answer.total).toBeGreaterThan(0);
    for (const q of ['?date=1900-01-01', '?date=2026-05-01', '?limit=1e9', '?lat=1&lng=1e400', '?radius=NaN']) {
      expect((await t.get(`/api/tonight${q}`)).status).toBe(200);
    }
  });
});
