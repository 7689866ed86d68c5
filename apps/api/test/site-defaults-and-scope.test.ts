import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ApiErrorSchema,
  ArticleListSchema,
  CinemaDetailSchema,
  FooterSchema,
  SettingsSchema,
  VodSchema,
} from '@marquee/domain-models';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '../src/seed/geo';
import { SITES } from '../src/seed/sites';
import { expectShape, startTestApi, type TestApi } from './helpers';

// The reference API on a real SQLite file: the default search place, the footer's top cities and the
// accessibility directory are site configuration and the video-on-demand catalogue follows the
// vodEnabled flag (LOC-20, SHELL-40/41, CAT-47, FLAG-50, SITE-40), the offers list items carry the fields C§3 lists (CAT-62), and there is no
// administration surface (ACC-03).
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

describe('site defaults', () => {
  it('LOC-20 SITE-40 the settings name the default search place from the site configuration: nl the city amsterdam, fr the region idf', async () => {
    const nl = await expectShape(await t.get('/api/settings', 'nl'), SettingsSchema);
    expect(nl).toMatchObject({ defaultSearchCity: 'amsterdam', defaultSearchRegion: null });
    const fr = await expectShape(await t.get('/api/settings', 'fr'), SettingsSchema);
    expect(fr).toMatchObject({ defaultSearchCity: null, defaultSearchRegion: { slug: 'idf', name: 'Île-de-France' } });
    const frEn = await expectShape(await t.get('/api/settings?language=en', 'fr'), SettingsSchema);
    expect(frEn.defaultSearchRegion).toEqual({ slug: 'idf', name: 'Île-de-France' });
    // The other sites have none: their programmes start on every cinema.
    for (const site of ['ch', 'be', 'tn', 'sn', 'ci', 'ma']) {
      const body = await expectShape(await t.get('/api/settings', site), SettingsSchema);
      expect(body, site).toMatchObject({ defaultSearchCity: null, defaultSearchRegion: null });
    }
  });

  it('LOC-20 every configured default names a city or a region of its own site, which the API knows', async () => {
    const { cities } = (await (await t.get('/api/cities', 'fr')).json()) as {
      cities: { slug: string; mainRegion: string }[];
    };
    expect(cities.filter((city) => city.mainRegion === 'idf').length).toBeGreaterThan(0);
    for (const [code, site] of Object.entries(SITES)) {
      const place = site.defaultSearch;
      if (!place) continue;
      const own = CITIES.filter((city) => city.site === code);
      if ('city' in place)
        expect(
          own.map((city) => city.slug),
          code,
        ).toContain(place.city);
      else
        expect(
          own.map((city) => city.region),
          code,
        ).toContain(place.region);
    }
  });

  it('LOC-20 an older settings answer without the region still reads (the field is optional, null)', () => {
    const parsed = v.parse(SettingsSchema, {
      site: 'nl',
      brand: 'Marquee',
      defaultLanguage: 'nl',
      languages: ['nl', 'en'],
      timeZone: 'Europe/Amsterdam',
      currency: 'EUR',
      ratingSystem: 'Cinecheck',
      websiteFeatures: {},
      clientUrl: '',
      clientApiUrl: '',
      tunnelUrl: '',
      cookieNames: { locator: 'l', language: 'g', favoriteCinemas: 'f', jwt: 'j' },
      authCookieNames: { customLogin: 'c', customLoginRetry: 'r' },
      injections: [],
      youtubeChannel: '',
      captchaKey: '',
      antiRobot: { headerName: 'h', challengeUrl: 'u' },
      chatAgent: { orgId: null, scrt2Url: null, deploymentName: null, deploymentUrl: null },
      locator: { maxGeolocationCinemas: 6, maxGeolocationDistance: 50 },
      favoriteCinemasLimit: 5,
      defaultSearchCity: 'amsterdam',
    });
    expect(parsed.defaultSearchRegion).toBeNull();
  });
});

describe('per-site values from the site configuration', () => {
  it('SHELL-40 SHELL-41 SITE-40 the footer top cities: fr Paris to Nice, nl Amsterdam to Tilburg (named in the language), none elsewhere', async () => {
    const names = async (site: string, language?: string) => {
      const path = language ? `/api/footer?language=${language}` : '/api/footer';
      return (await expectShape(await t.get(path, site), FooterSchema)).topCities.map((city) => city.name);
    };
    expect(await names('fr')).toEqual(['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nice']);
    expect(await names('nl')).toEqual(['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Tilburg']);
    expect(await names('nl', 'en')).toEqual(['Amsterdam', 'Rotterdam', 'The Hague', 'Utrecht', 'Tilburg']);
    for (const site of ['ch', 'be', 'tn', 'sn', 'ci', 'ma']) expect(await names(site), site).toEqual([]);
    // Every configured top city is a city of its own site (the answer never falls back to a slug).
    for (const [code, site] of Object.entries(SITES)) {
      const own = CITIES.filter((city) => city.site === code).map((city) => city.slug);
      for (const slug of site.footerTopCities) expect(own, code).toContain(slug);
    }
  });

  it('FLAG-50 API-53 SITE-40 the video-on-demand catalogue is enabled exactly where the vodEnabled flag is on (fr, nl)', async () => {
    for (const site of Object.keys(SITES)) {
      const { websiteFeatures } = await expectShape(await t.get('/api/settings', site), SettingsSchema);
      const vod = await expectShape(await t.get('/api/vod', site), VodSchema);
      expect(vod.enabled, site).toBe(websiteFeatures.vodEnabled === true);
      expect(vod.enabled, site).toBe(site === 'fr' || site === 'nl');
      if (vod.enabled) expect(vod.items.length, site).toBeGreaterThan(0);
      else expect(vod.items, site).toEqual([]);
    }
  });

  it('CAT-47 SITE-40 accesLibreUrl: the accessibility directory of the site searched for the cinema name, null where the site has none', async () => {
    const detail = async (site: string) => {
      const { cinemas } = (await (await t.get('/api/cinemas', site)).json()) as { cinemas: { slug: string }[] };
      const slug = cinemas[0]?.slug;
      expect(slug, site).toBeTruthy();
      return expectShape(await t.get(`/api/cinema/${slug}`, site), CinemaDetailSchema);
    };
    const fr = await detail('fr');
    expect(fr.accesLibreUrl).toBe(`https://acceslibre.beta.gouv.fr/recherche/?what=${encodeURIComponent(fr.name)}`);
    for (const site of ['nl', 'be', 'ch', 'ma']) expect((await detail(site)).accesLibreUrl, site).toBeNull();
    expect(
      Object.values(SITES)
        .filter((site) => site.accessibilityDirectoryUrl !== null)
        .map((site) => site.code),
    ).toEqual(['fr']);
  });
});

describe('offers', () => {
  it('CAT-62 offers list items carry slug, title, teaser, thumbnail, releaseDate, cinemas, national and image', async () => {
    for (const site of ['fr', 'nl']) {
      const list = await expectShape(await t.get('/api/offers', site), ArticleListSchema);
      expect(list.items.length, site).toBeGreaterThan(0);
      for (const item of list.items) {
        expect(item.type).toBe('offer');
        expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(item.title.trim()).not.toBe('');
        expect(item.teaser.trim()).not.toBe('');
        expect(item.thumbnail).toMatch(/^\/api\/media\/|^https?:\/\//);
        expect(item.image).toMatch(/^\/api\/media\/|^https?:\/\//);
        expect(item.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(typeof item.national).toBe('boolean');
        expect(item.cinemas.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
      }
      // Each item is the offer its slug opens.
      const first = list.items[0];
      const detail = (await (await t.get(`/api/offer/${first?.slug}`, site)).json()) as { slug: string; title: string };
      expect(detail).toMatchObject({ slug: first?.slug, title: first?.title });
    }
  });
});

describe('no administration', () => {
  /** Every route path the API declares (`app.get('/api/…'` and the other methods), from its sources. */
  function declaredRoutes(): string[] {
    const dir = join(import.meta.dirname, '../src/routes');
    const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const sources = [
      ...files.map((file) => readFileSync(join(dir, file), 'utf8')),
      readFileSync(join(dir, '../app.ts'), 'utf8'),
    ];
    return sources.flatMap((source) =>
      [...source.matchAll(/\bapp\.(?:get|post|put|patch|delete|all|on)\(\s*'([^']+)'/g)].map((match) => match[1] ?? ''),
    );
  }

  it('ACC-03 no route is an admin, role, user-management or back-office one', () => {
    const routes = declaredRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(
      routes.filter((route) => /admin|role|staff|manage|backoffice|back-office|moderat|users\b/i.test(route)),
    ).toEqual([]);
  });

  it('ACC-03 admin and role addresses answer 404, whatever the method', async () => {
    for (const path of [
      '/api/admin',
      '/api/admin/users',
      '/api/admin/shows',
      '/api/roles',
      '/api/users',
      '/api/client/1/roles',
    ]) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res =
          method === 'GET' ? await t.get(path) : await t.send(method, path, method === 'POST' ? {} : undefined);
        const body = await expectShape(res, ApiErrorSchema, 404);
        expect(body.message, `${method} ${path}`).toContain('no route');
      }
    }
  });
});
