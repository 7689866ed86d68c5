// The accessible showings answer over HTTP on both engines: counts per feature,
// film and cinema under the other filters, the filters themselves, paging, bad input, and one
// answer whatever the engine (SQLite file or PostgreSQL). Issue 27 item 3.
import {
  type AccessibleShowtimes,
  AccessibleShowtimesSchema,
  ApiErrorSchema,
  FooterSchema,
} from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectShape, engineEnv, startTestApi, type TestApi } from './helpers';

// Wednesday 2026-03-11, 16:00 in Paris.
const NOW = new Date('2026-03-11T15:00:00Z');
const FEATURES = ['audio-description', 'hoh-subtitles', 'relaxed'];

let sqlite: TestApi;
let postgres: TestApi;
let drop: () => Promise<void>;
beforeAll(async () => {
  const [lite, pg] = await Promise.all([engineEnv('sqlite'), engineEnv('postgres')]);
  drop = pg.drop;
  [sqlite, postgres] = await Promise.all([
    startTestApi({ now: () => NOW, env: lite.env }),
    startTestApi({ now: () => NOW, env: pg.env }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([sqlite?.stop(), postgres?.stop()]);
  await drop?.();
});

/** The item at an index of a list, which must be there. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index} in a list of ${list.length}`);
  return item;
}
const sum = (list: { count: number }[]) => list.reduce((n, x) => n + x.count, 0);

describe.each(['sqlite', 'postgres'] as const)('GET /api/accessible-showtimes on %s', (engine) => {
  const api = () => (engine === 'sqlite' ? sqlite : postgres);
  const get = async (query = '', site = 'fr') =>
    expectShape(await api().get(`/api/accessible-showtimes${query}`, site), AccessibleShowtimesSchema);

  it('accessible showtimes: every upcoming accessible showtime, counted per feature, film and cinema', async () => {
    const all = await get();
    expect(all.total).toBeGreaterThan(20);
    expect(all.features.map((f) => f.slug)).toEqual(FEATURES);
    for (const f of all.features) expect(f.count, f.slug).toBeGreaterThan(0);
    // each showtime counts once per film and per cinema; at least once over the features
    expect(sum(all.films)).toBe(all.total);
    expect(sum(all.cinemas)).toBe(all.total);
    expect(sum(all.features)).toBeGreaterThanOrEqual(all.total);
    expect(all.films.map((f) => f.count)).toEqual([...all.films.map((f) => f.count)].sort((a, b) => b - a));
    // the first page: 20 bookable showtimes by day and start, each with one of the features
    expect(all.items).toHaveLength(20);
    expect(all.limit).toBe(20);
    const times = all.items.map((x) => x.showtime.time);
    expect(times).toEqual([...times].sort());
    expect(at(times, 0) >= '2026-03-11T15:50').toBe(true);
    for (const x of all.items) {
      expect(x.showtime.accessibilityIcons.length, x.showtime.id).toBeGreaterThan(0);
      expect(x.showtime.status).not.toBe('locked');
    }
    expect(all.days[0]).toBe('2026-03-11');
    expect(all.tags.map((t) => t.category)).toEqual(['accessibility', 'accessibility', 'accessibility']);
  });

  it('accessible showtimes: a feature, a film, a place and a day narrow the list; each count ignores its own filter', async () => {
    const all = await get();
    const relaxed = await get('?features=relaxed');
    expect(relaxed.total).toBe(all.features.find((f) => f.slug === 'relaxed')?.count);
    expect(relaxed.features).toEqual(all.features);
    for (const x of relaxed.items) expect(x.showtime.tags).toContain('relaxed');
    expect(sum(relaxed.films)).toBe(relaxed.total);

    const film = at(all.films, 0);
    const one = await get(`?show=${film.slug}`);
    expect(one.total).toBe(film.count);
    expect(one.films).toEqual(all.films);
    for (const x of one.items) expect(x.showSlug).toBe(film.slug);

    const cinema = at(all.cinemas, 0);
    const atCinema = await get(`?place=${cinema.slug}`);
    expect(atCinema.total).toBe(cinema.count);
    for (const x of atCinema.items) expect(x.cinemaSlug).toBe(cinema.slug);
    const inCity = await get(`?place=${cinema.citySlug}`);
    expect(inCity.total).toBe(sum(all.cinemas.filter((c) => c.citySlug === cinema.citySlug)));
    for (const x of inCity.items) expect(x.cinemaCitySlug).toBe(cinema.citySlug);

    const day = at(all.days, 1);
    const onDay = await get(`?date=${day}&limit=100`);
    expect(onDay.days).toEqual(all.days);
    expect(onDay.total).toBe(sum(onDay.films));
    for (const x of onDay.items) expect(x.showtime.time.slice(0, 10)).toBe(day);
  });

  it('accessible showtimes: pages follow one another without overlap', async () => {
    const first = await get('?limit=7');
    const second = await get('?limit=7&offset=7');
    const both = await get('?limit=14');
    expect([...first.items, ...second.items].map((x) => x.showtime.id)).toEqual(both.items.map((x) => x.showtime.id));
    expect(second.offset).toBe(7);
    const past = await get(`?offset=${first.total}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('accessible showtimes: in the page language, on another site', async () => {
    const de = await get('?language=de', 'ch');
    expect(de.currency).toBe('CHF');
    expect(de.total).toBeGreaterThan(0);
    expect(de.features.find((f) => f.slug === 'audio-description')?.title).toMatch(/Audiodeskription/);
  });

  it('accessible showtimes: bad input answers 400 or 404 with the parameter, never 500', async () => {
    for (const [query, status, param] of [
      ['?features=imax', 400, 'features'],
      ['?features=AUDIO', 400, 'features'],
      ['?limit=0', 400, 'limit'],
      ['?limit=abc', 400, 'limit'],
      ['?offset=-1', 400, 'offset'],
      ['?date=2026-13-45', 400, 'date'],
      ['?place=nowhere-at-all', 404, 'place'],
      ['?show=no-such-film', 404, null],
    ] as const) {
      const res = await api().get(`/api/accessible-showtimes${query}`);
      const body = await expectShape(res, ApiErrorSchema, status);
      if (param) expect(JSON.stringify(body), query).toContain(param);
    }
  });
});

it('accessible showtimes: SQLite and PostgreSQL give the same answer', async () => {
  for (const query of ['', '?features=hoh-subtitles&limit=50', '?date=2026-03-12&offset=3']) {
    const [a, b] = await Promise.all(
      [sqlite, postgres].map(async (x) => (await x.get(`/api/accessible-showtimes${query}`)).json()),
    );
    expect((b as AccessibleShowtimes).total, query).toBeGreaterThan(0);
    expect(b, query).toEqual(a);
  }
});

it('the footer links to the accessible showings on every site, named in the page language', async () => {
  for (const [site, language, title] of [
    ['fr', 'fr', 'Séances accessibles'],
    ['ch', 'de', 'Barrierefreie Vorstellungen'],
    ['nl', 'nl', 'Toegankelijke voorstellingen'],
    ['ma', 'en', 'Accessible showings'],
  ] as const) {
    const footer = await expectShape(await sqlite.get(`/api/footer?language=${language}`, site), FooterSchema);
    const links = footer.columns.flatMap((column) => column.links);
    expect(links, site).toContainEqual({ title, url: '/accessible-showings', newTab: false, cookie: false });
  }
});

it('SHELL-65 accessible showtimes: each showtime carries its film’s length and rating for the panel', async () => {
  const answer = await expectShape(await sqlite.get('/api/accessible-showtimes?limit=5'), AccessibleShowtimesSchema);
  for (const x of answer.items) {
    expect(x.showDuration).toBeGreaterThan(0);
    expect(x.showtime.endTime > x.showtime.time).toBe(true);
    expect(x.showRating.label).not.toBe('');
  }
});
