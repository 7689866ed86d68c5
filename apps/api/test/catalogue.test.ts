import {
  ApiErrorSchema,
  CinemaDetailSchema,
  CinemaListSchema,
  CityDetailSchema,
  CityListSchema,
  ScheduleSchema,
  ShowListSchema,
  ShowShowtimesSchema,
  TranslateSchema,
} from '@marquee/domain-models';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../src/server';
import { expectShape, startTestApi, type TestApi } from './helpers';

// A fixed clock: 2026-03-11 14:00 in Paris (13:00 UTC), so statuses and dates are known.
const NOW = new Date('2026-03-11T13:00:00Z');
let t: TestApi;
let twin: TestApi;
beforeAll(async () => {
  [t, twin] = await Promise.all([startTestApi({ now: () => NOW }), startTestApi({ now: () => NOW })]);
});
afterAll(async () => {
  await Promise.all([t.stop(), twin.stop()]);
});

describe('catalogue calls', () => {
  it('API-15 ENT-01 ENT-02 GET /api/cinema/{slug} answers details with halls, pricing, services and accessibility text', async () => {
    const c = await expectShape(await t.get('/api/cinema/marquee-bellecour-lyon'), CinemaDetailSchema);
    expect(c.citySlug).toBe('lyon');
    expect(c.halls.length).toBeGreaterThan(4);
    expect(c.pricing.prices[0]?.currency).toBe('EUR');
    expect(c.accessibilityDescription.length).toBeGreaterThan(40);
    expect(c.nearbyCinemas[0]?.distanceKm).toBeLessThan(10);
    await expectShape(await t.get('/api/cinema/marquee-bellecour-lyon', 'nl'), ApiErrorSchema, 404);
    await expectShape(await t.get('/api/cinema/unknown-cinema'), ApiErrorSchema, 404);
    const renamed = await expectShape(await t.get('/api/cinema/marquee-clichy-paris'), CinemaDetailSchema);
    expect(renamed.redirectSlug).toBe('marquee-wepler-paris');
    const ch = await expectShape(
      await t.get('/api/cinema/marquee-sihlcity-zurich?language=de', 'ch'),
      CinemaDetailSchema,
    );
    expect(ch.city).toBe('Zürich');
    expect(ch.pricing.prices[0]?.currency).toBe('CHF');
  });

  it('API-15 ENT-01 CAT-47 a cinema carries its own pushes, in the page language, and only its own', async () => {
    const lille = await expectShape(await t.get('/api/cinema/marquee-euralille-lille'), CinemaDetailSchema);
    expect(lille.pushes.map((p) => p.title)).toEqual(['Soirée avant-première', 'Petit-déjeuner au cinéma']);
    expect(lille.pushes[0]).toMatchObject({ date: '2026-12-04', cta: { url: '/evenements' }, goal: 'event' });
    const english = await expectShape(
      await t.get('/api/cinema/marquee-euralille-lille?language=en'),
      CinemaDetailSchema,
    );
    expect(english.pushes[0]?.cta).toEqual({ label: 'See the première', url: '/en/events' });
    const opera = await expectShape(await t.get('/api/cinema/marquee-opera-paris'), CinemaDetailSchema);
    expect(opera.pushes.map((p) => p.title)).toEqual(['Soirée avant-première']);
    const zaandam = await expectShape(await t.get('/api/cinema/marquee-zaandam', 'nl'), CinemaDetailSchema);
    expect(zaandam.pushes.map((p) => p.cta.url)).toEqual(['/nl/evenementen', '/nl/aanbiedingen']);
    const lyon = await expectShape(await t.get('/api/cinema/marquee-bellecour-lyon'), CinemaDetailSchema);
    expect(lyon.pushes).toEqual([]);
  });

  it('API-16 ENT-08 ENT-09 GET /api/cinema/{slug}/shows answers the day schedule; past showtimes are locked', async () => {
    const s = await expectShape(await t.get('/api/cinema/marquee-opera-paris/shows'), ScheduleSchema);
    expect(s.date).toBe('2026-03-11');
    expect(s.days.length).toBe(21);
    const all = s.shows.flatMap((x) => x.cinemas.flatMap((c) => c.showtimes));
    expect(all.length).toBeGreaterThan(10);
    for (const st of all) {
      if (st.status === 'soldout') continue;
      expect(st.status).toBe(st.reservabilityEnd < '2026-03-11T14:00' ? 'locked' : 'available');
    }
    expect(all.some((x) => x.status === 'locked') && all.some((x) => x.status === 'available')).toBe(true);
    expect(all[0]?.refCmd).toMatch(/^\d+$/);
    expect(all[0]?.url).toBe(`/api/booking/${all[0]?.refCmd}`);
    const booking = await fetch(t.api.url + (all[0]?.url ?? ''));
    expect(booking.status).toBe(200);
    expect(await booking.text()).toContain('Marquee Opéra');
    const later = await expectShape(
      await t.get('/api/cinema/marquee-opera-paris/shows?date=2026-03-20'),
      ScheduleSchema,
    );
    expect(later.date).toBe('2026-03-20');
    const bad = await expectShape(
      await t.get('/api/cinema/marquee-opera-paris/shows?date=tomorrow'),
      ApiErrorSchema,
      400,
    );
    expect(bad.field).toBe('date');
  });

  it('data is deterministic: two fresh databases with the same clock answer the same bytes', async () => {
    const a = await (await t.get('/api/cinema/marquee-bastille-paris/shows?date=2026-03-14')).text();
    const b = await (await twin.get('/api/cinema/marquee-bastille-paris/shows?date=2026-03-14')).text();
    expect(a).toBe(b);
  });

  it('API-17 GET /api/cinema/{slug}/translate answers the slug per language of the site', async () => {
    const tr = await expectShape(
      await t.get('/api/cinema/marquee-de-brouckere-bruxelles/translate', 'be'),
      TranslateSchema,
    );
    expect(tr.translations.map((x) => x.language)).toEqual(['fr', 'nl', 'en']);
  });

  it('API-21 API-22 ENT-04 ENT-05 GET /api/cities and /api/city/{slug}', async () => {
    const list = await expectShape(await t.get('/api/cities'), CityListSchema);
    expect(list.cities.map((c) => c.slug)).toContain('paris');
    expect(list.total).toBe(15);
    const paris = await expectShape(await t.get('/api/city/paris'), CityDetailSchema);
    expect(paris.cinemas.length).toBe(7);
    expect(paris.singlePage).toBe(false);
    const dijon = await expectShape(await t.get('/api/city/dijon'), CityDetailSchema);
    expect(dijon.singlePage).toBe(true);
    const geneva = await expectShape(await t.get('/api/city/geneve?language=de', 'ch'), CityDetailSchema);
    expect(geneva.name).toBe('Genf');
    await expectShape(await t.get('/api/city/atlantis'), ApiErrorSchema, 404);
    await expectShape(await t.get('/api/city/paris/shows'), ScheduleSchema);
  });

  it('API-27 API-28 ENT-08 GET /api/show/{slug}/showtimes/{date} and /{cinemaOrCity}/{date}', async () => {
    const shows = await expectShape(await t.get('/api/shows?filter=book'), ShowListSchema);
    const slug = shows.shows.find((s) => s.isMovie)?.slug ?? '';
    const byDate = await expectShape(await t.get(`/api/show/${slug}/showtimes/2026-03-12`), ShowShowtimesSchema);
    expect(byDate.date).toBe('2026-03-12');
    expect(byDate.cinemas.length).toBeGreaterThan(0);
    const cinema = byDate.cinemas[0]?.cinemaSlug ?? '';
    const one = await expectShape(await t.get(`/api/show/${slug}/showtimes/${cinema}/2026-03-12`), ShowShowtimesSchema);
    expect(one.cinemas.map((c) => c.cinemaSlug)).toEqual([cinema]);
    const city = await expectShape(await t.get(`/api/show/${slug}/showtimes/paris/2026-03-12`), ShowShowtimesSchema);
    expect(city.cinemas.every((c) => c.cinemaSlug.endsWith('-paris'))).toBe(true);
    const place = await expectShape(await t.get(`/api/show/${slug}/showtimes/${cinema}`), ShowShowtimesSchema);
    expect(place.days.length).toBeGreaterThan(0);
    await expectShape(await t.get(`/api/show/${slug}/showtimes/nowhere/2026-03-12`), ApiErrorSchema, 404);
    expect(
      (await expectShape(await t.get(`/api/show/${slug}/showtimes/paris/12-03-2026`), ApiErrorSchema, 400)).field,
    ).toBe('date');
    expect((await expectShape(await t.get(`/api/show/${slug}/showtimes/2026-02-30`), ApiErrorSchema, 400)).field).toBe(
      'date',
    );
  });

  it('API-55 API-56 GET /api/show/{slug}/translate and /cinemas', async () => {
    const tr = await expectShape(await t.get('/api/show/le-dernier-phare/translate', 'ch'), TranslateSchema);
    expect(tr.translations).toEqual([
      { language: 'fr', slug: 'le-dernier-phare' },
      { language: 'en', slug: 'the-last-lighthouse' },
      { language: 'de', slug: 'der-letzte-leuchtturm' },
    ]);
    const shows = await expectShape(await t.get('/api/shows?filter=book'), ShowListSchema);
    const cinemas = await expectShape(await t.get(`/api/show/${shows.shows[0]?.slug}/cinemas`), CinemaListSchema);
    expect(cinemas.total).toBeGreaterThan(0);
  });

  it('API-52 show list filters: upcoming shows are coming soon, kids shows are for kids', async () => {
    const up = await expectShape(await t.get('/api/shows?filter=upcoming'), ShowListSchema);
    expect(up.shows.length).toBeGreaterThan(0);
    expect(up.shows.every((s) => s.isComingSoon)).toBe(true);
    const kids = await expectShape(await t.get('/api/shows?filter=kids'), ShowListSchema);
    expect(kids.shows.every((s) => s.isKids)).toBe(true);
    const bad = await expectShape(await t.get('/api/shows?filter=everything'), ApiErrorSchema, 400);
    expect(bad.field).toBe('filter');
    const all = await expectShape(await t.get('/api/shows'), ShowListSchema);
    const page = await expectShape(await t.get('/api/shows?limit=10&offset=5'), ShowListSchema);
    expect(page.total).toBe(all.total);
    expect(page.shows.map((s) => s.slug)).toEqual(all.shows.slice(5, 15).map((s) => s.slug));
    expect((await expectShape(await t.get('/api/shows?limit=0'), ApiErrorSchema, 400)).field).toBe('limit');
  });

  it('API-52 CAT-04 show list by showtime: facets list the days, versions and tags on offer; date, versions and tags keep the shows with a matching showtime', async () => {
    const book = await expectShape(await t.get('/api/shows?filter=book&facets=true'), ShowListSchema);
    const facets = book.facets;
    if (!facets) throw new Error('no facets');
    expect(facets.days[0]).toBe('2026-03-11');
    expect(facets.days).toEqual([...facets.days].sort());
    expect(facets.versions).toContain('vf');
    expect(facets.tags).toContain('imax');
    // without facets=true the answer carries none
    expect((await expectShape(await t.get('/api/shows?filter=book'), ShowListSchema)).facets).toBeUndefined();
    // one showtime meets every filter: checked against the showtimes table
    const db = new Database(t.dbPath, { readonly: true });
    const day = facets.days[1] as string;
    const expected = new Set(
      (
        db
          .prepare(
            `SELECT DISTINCT s.show_id AS id FROM showtimes s JOIN cinemas c ON c.id = s.cinema_id
             WHERE c.site = 'fr' AND s.date = ? AND s.version = 'vost' AND s.tags LIKE '%"imax"%'`,
          )
          .all(day) as { id: number }[]
      ).map((row) => row.id),
    );
    const refs = new Map(
      (db.prepare('SELECT id, data FROM shows').all() as { id: number; data: string }[]).map((row) => [
        (JSON.parse(row.data) as { ref: string }).ref,
        row.id,
      ]),
    );
    db.close();
    const filtered = await expectShape(
      await t.get(`/api/shows?filter=book&date=${day}&versions=vost,nl&tags=imax`),
      ShowListSchema,
    );
    expect(filtered.shows.length).toBeGreaterThan(0);
    expect(filtered.shows.length).toBeLessThan(book.shows.length);
    const listed = new Set(book.shows.map((show) => refs.get(show.showRef)));
    expect(new Set(filtered.shows.map((show) => refs.get(show.showRef)))).toEqual(
      new Set([...expected].filter((id) => listed.has(id))),
    );
    const bad = await expectShape(await t.get('/api/shows?tags=IMAX'), ApiErrorSchema, 400);
    expect(bad.field).toBe('tags');
    expect((await expectShape(await t.get('/api/shows?date=2026-13-01'), ApiErrorSchema, 400)).field).toBe('date');
  });

  it('a hall never holds two showtimes at once (specials included)', () => {
    const db = new Database(t.dbPath, { readonly: true });
    const duration = new Map(
      (db.prepare('SELECT id, data FROM shows').all() as { id: number; data: string }[]).map((r) => [
        r.id,
        (JSON.parse(r.data) as { duration?: number }).duration ?? 0,
      ]),
    );
    const rows = db
      .prepare('SELECT hall_id, date, start, show_id FROM showtimes ORDER BY hall_id, date, start')
      .all() as {
      hall_id: number;
      date: string;
      start: string;
      show_id: number;
    }[];
    db.close();
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
    let overlaps = 0;
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1];
      const b = rows[i];
      if (
        a &&
        b &&
        a.hall_id === b.hall_id &&
        a.date === b.date &&
        minutes(a.start) + (duration.get(a.show_id) ?? 0) > minutes(b.start)
      )
        overlaps++;
    }
    expect(rows.length).toBeGreaterThan(50_000);
    expect(overlaps).toBe(0);
  });

  it('a restart on the same file keeps the data (migrations and seed run once)', async () => {
    const first = await (await t.get('/api/cinema/marquee-opera-paris/shows?date=2026-03-15')).text();
    const again = await startApi({ port: 0, dbPath: t.dbPath, now: () => NOW });
    const res = await fetch(`${again.url}/api/cinema/marquee-opera-paris/shows?date=2026-03-15`, {
      headers: { 'X-Marquee-Site': 'fr' },
    });
    expect(await res.text()).toBe(first);
    await again.close();
  });
});
