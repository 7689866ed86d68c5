import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import { locatorCookie } from '@marquee/locator-state';
import type { PageContext } from '@marquee/remote-contract';
import { href, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProgramme, localNow, pageFilters, validDay } from './programme';

// The reference API on a real SQLite file, its clock pinned to a Monday afternoon in Paris.
const NOW = new Date('2026-11-23T15:10:00Z');
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-programme-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

const fr: RoutingSite = { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false };
const FILM = 'sous-le-baobab';

function context(pathname: string, cookies: Record<string, string> = {}, language: Language = 'fr'): PageContext {
  return {
    site: 'fr',
    language,
    kind: 'Movie',
    params: { slug: FILM },
    url: new URL(pathname, 'http://fr.marquee.localhost'),
    flags: resolveFlags('fr', {}),
    device: { viewport: 'desktop', webview: false },
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    format: siteFormats({ language, country: 'fr', timeZone: 'Europe/Paris', currency: 'EUR' }),
    api: createApiClient({ baseUrl: api.url, language, headers: { 'x-marquee-site': 'fr' }, retries: 0 }),
    href: (kind, params, target = language) => href(fr, target, kind, params),
    signal: new AbortController().signal,
    cookies,
  };
}

const cookieValue = (type: 'cinema' | 'city', value: string) =>
  (locatorCookie({ type, value }).split(';')[0] ?? '').slice('cgp_locator='.length);

describe('film programme', () => {
  it("CAT-21 LOC-20 without a choice: the site's default region (Île-de-France on fr), its first day, its cinemas' showtimes", async () => {
    const programme = await loadProgramme(context(`/film/${FILM}`), FILM, NOW);
    expect(programme.selection).toEqual({ type: 'region', value: 'idf' });
    expect(programme.source).toBe('default');
    expect(programme.region).toEqual({ slug: 'idf', name: 'Île-de-France' });
    // The region's cities are its places: on the seed, Paris alone.
    expect(programme.cities.filter((city) => city.region === 'idf').map((city) => city.slug)).toEqual(['paris']);
    expect(programme.now).toBe('2026-11-23T16:10');
    expect(programme.schedule?.date).toBe('2026-11-23');
    expect(programme.schedule?.days[0]).toBe('2026-11-23');
    const paris = new Set(programme.cinemas.filter((c) => c.city === 'Paris').map((c) => c.slug));
    expect(programme.schedule?.cinemas.length).toBeGreaterThan(0);
    for (const cinema of programme.schedule?.cinemas ?? []) expect(paris.has(cinema.cinemaSlug)).toBe(true);
    expect(programme.tags.map((tag) => tag.slug)).toEqual(expect.arrayContaining(['imax', 'audio-description']));
  });

  it('CAT-13 CAT-14 CAT-15 the showtimes are per cinema, show and day; the tags carry their highlight and upsell from /api/tags', async () => {
    const programme = await loadProgramme(context(`/film/${FILM}`), FILM, NOW);
    for (const cinema of programme.schedule?.cinemas ?? []) {
      expect(cinema).toMatchObject({ showSlug: FILM, date: '2026-11-23' });
      for (const showtime of cinema.showtimes) expect(showtime.time.slice(0, 10)).toBe('2026-11-23');
    }
    const imax = programme.tags.find((tag) => tag.slug === 'imax');
    expect(imax).toMatchObject({
      highlighted: true,
      upsell: { order: expect.any(Number), text: expect.any(String), backdrop: '/api/media/experience/imax.svg' },
    });
    expect(imax?.upsell?.text).toMatch(/laser/);
    // An accessibility tag is neither highlighted nor an upsell: it carries neither field (the page's data stays small).
    const audio = programme.tags.find((tag) => tag.slug === 'audio-description');
    expect(audio).not.toHaveProperty('highlighted');
    expect(audio).not.toHaveProperty('upsell');
  });

  it('A§4 the saved cgp_locator cookie comes next; the address wins over it', async () => {
    const lyon = { cgp_locator: cookieValue('city', 'lyon') };
    const fromCookie = await loadProgramme(context(`/film/${FILM}`, lyon), FILM, NOW);
    expect(fromCookie).toMatchObject({ selection: { type: 'city', value: 'lyon' }, source: 'cookie' });
    const fromUrl = await loadProgramme(
      context(`/film/${FILM}/filters/localisation-marquee-opera-paris`, lyon),
      FILM,
      NOW,
    );
    expect(fromUrl).toMatchObject({ selection: { type: 'cinema', value: 'marquee-opera-paris' }, source: 'url' });
    expect(fromUrl.schedule?.cinemas.map((c) => c.cinemaSlug)).toEqual(['marquee-opera-paris']);
  });

  it('CAT bad input: an unknown place, a foreign cookie and a malformed date are ignored, never an error', async () => {
    const programme = await loadProgramme(
      context(`/film/${FILM}/filters/date-2026-13-45/localisation-atlantis`, { cgp_locator: 'garbage' }),
      FILM,
      NOW,
    );
    expect(programme).toMatchObject({ selection: { type: 'region', value: 'idf' }, source: 'default' });
    expect(programme.filters).toEqual({ localisation: 'atlantis' });
    expect(programme.schedule?.date).toBe('2026-11-23');
  });

  it('CAT-21 a day from the address is shown; a day without showtimes says which days have some', async () => {
    const tomorrow = await loadProgramme(context(`/film/${FILM}/filters/date-2026-11-24`), FILM, NOW);
    expect(tomorrow.schedule?.date).toBe('2026-11-24');
    const far = await loadProgramme(context(`/film/${FILM}/filters/date-2027-06-01`), FILM, NOW);
    expect(far.schedule?.cinemas).toEqual([]);
    expect(far.schedule?.days.length).toBeGreaterThan(0);
  });

  it('ERR the showtimes failing leaves the programme without a schedule, not an error', async () => {
    const broken = context(`/film/${FILM}`);
    const failing: PageContext = {
      ...broken,
      api: createApiClient({ baseUrl: 'http://127.0.0.1:9', language: 'fr', retries: 0 }),
    };
    const programme = await loadProgramme(failing, FILM, NOW);
    expect(programme.schedule).toBeNull();
    expect(programme.selection).toBeNull();
  });

  it('LOC-20 a default region of several cities is the programme of all their cinemas, on one day', async () => {
    // The site configuration is the only change: settings name the region paca (several cities on the seed).
    const base = context(`/film/${FILM}`);
    const configured: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      if (!new URL(String(input instanceof Request ? input.url : input)).pathname.endsWith('/api/settings'))
        return answer;
      const settings = await answer.json();
      const body = { ...settings, defaultSearchCity: null, defaultSearchRegion: { slug: 'paca', name: 'Sud' } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    };
    const programme = await loadProgramme(
      {
        ...base,
        api: createApiClient({
          baseUrl: api.url,
          language: 'fr',
          headers: { 'x-marquee-site': 'fr' },
          retries: 0,
          fetch: configured,
        }),
      },
      FILM,
      NOW,
    );
    expect(programme).toMatchObject({ selection: { type: 'region', value: 'paca' }, source: 'default' });
    expect(programme.region).toEqual({ slug: 'paca', name: 'Sud' });
    const cities = new Set(programme.cities.filter((city) => city.region === 'paca').map((city) => city.slug));
    expect(cities.size).toBeGreaterThan(1);
    const inRegion = new Set(programme.cinemas.filter((c) => cities.has(c.citySlug ?? '')).map((c) => c.slug));
    const shown = programme.schedule?.cinemas ?? [];
    expect(shown.length).toBeGreaterThan(0);
    for (const cinema of shown) expect(inRegion.has(cinema.cinemaSlug)).toBe(true);
    // Cinemas of more than one of the region's cities, all on the same day.
    const shownCities = new Set(
      programme.cinemas.filter((c) => shown.some((s) => s.cinemaSlug === c.slug)).map((c) => c.citySlug),
    );
    expect(shownCities.size).toBeGreaterThan(1);
    for (const cinema of shown) expect(cinema.date).toBe(programme.schedule?.date);
  });

  it('dates: only real days pass; local time is the site zone', () => {
    expect(validDay('2026-02-28')).toBe('2026-02-28');
    expect(validDay('2026-02-30')).toBeUndefined();
    expect(validDay('26-02-01')).toBeUndefined();
    expect(localNow(new Date('2026-07-01T22:30:00Z'), 'Africa/Dakar')).toBe('2026-07-01T22:30');
    expect(localNow(new Date('2026-07-01T22:30:00Z'), 'Europe/Zurich')).toBe('2026-07-02T00:30');
    expect(pageFilters(new URL('http://x/film/a/filters/date-2026-11-31/versions-vf'))).toEqual({ versions: ['vf'] });
  });
});
