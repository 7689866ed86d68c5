import { FLAG_NAMES, resolveFlags } from '@marquee/feature-flags/core';
import {
  ApiErrorSchema,
  CinemaListSchema,
  FooterFaqSchema,
  SearchAnswerSchema,
  SettingsSchema,
  ShowDetailSchema,
  ShowListSchema,
} from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectShape, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
});

describe('first calls others build against', () => {
  it('API-52 ENT-06 GET /api/shows lists the shows on at the site, with posters served by the API', async () => {
    const body = await expectShape(await t.get('/api/shows'), ShowListSchema);
    expect(body.total).toBeGreaterThan(30);
    const show = body.shows[0];
    expect(show?.posterPath).toMatch(/^\/api\/media\/poster\/[a-z0-9-]+\.svg$/);
    expect(body.shows.some((s) => s.isComingSoon && !s.bookable)).toBe(true);
    expect(body.shows.some((s) => !s.isMovie)).toBe(true);
    const poster = await fetch(t.api.url + (show?.posterPath ?? ''));
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toContain('image/svg+xml');
    expect(poster.headers.get('cache-control')).toContain('immutable');
    expect(await poster.text()).toContain('<linearGradient');
  });

  it('API-02 the language parameter selects translations and must be a language of the site', async () => {
    const fr = await expectShape(await t.get('/api/shows?language=fr'), ShowListSchema);
    const en = await expectShape(await t.get('/api/shows?language=en'), ShowListSchema);
    expect(fr.shows.map((s) => s.title)).not.toEqual(en.shows.map((s) => s.title));
    const bad = await expectShape(await t.get('/api/shows?language=de'), ApiErrorSchema, 400);
    expect(bad.message).toContain('language');
    const nl = await expectShape(await t.get('/api/shows', 'nl'), ShowListSchema);
    expect(nl.shows.find((s) => s.showRef === fr.shows[0]?.showRef)?.title).toBeDefined();
  });

  it('the X-Marquee-Site header is required and must name a site', async () => {
    const missing = await expectShape(await t.get('/api/shows', null), ApiErrorSchema, 400);
    expect(missing.field).toBe('X-Marquee-Site');
    const unknown = await expectShape(await t.get('/api/shows', 'xx'), ApiErrorSchema, 400);
    expect(unknown.message).toContain('X-Marquee-Site');
  });

  it('API-54 ENT-06 GET /api/show/{slug} answers the show; unknown 404, retired 410, renamed carries redirectSlug', async () => {
    const list = await expectShape(await t.get('/api/shows'), ShowListSchema);
    const slug = list.shows.find((s) => !s.isComingSoon)?.slug ?? '';
    const show = await expectShape(await t.get(`/api/show/${slug}`), ShowDetailSchema);
    expect(show.slug).toBe(slug);
    expect(show.days.length).toBeGreaterThan(0);
    expect(show.contentRating.system).toBe('CSA');
    const nl = await expectShape(await t.get(`/api/show/${slug}`, 'nl'), ShowDetailSchema);
    expect(nl.contentRating.system).toBe('Cinecheck');
    await expectShape(await t.get('/api/show/no-such-film'), ApiErrorSchema, 404);
    const gone = await expectShape(await t.get('/api/show/the-forgotten-reel'), ApiErrorSchema, 410);
    expect(gone.error).toBe('gone');
    const renamed = await expectShape(await t.get('/api/show/starfall-working-title?language=en'), ShowDetailSchema);
    expect(renamed.redirectSlug).toBe('starfall');
  });

  it('API-18 ENT-01 GET /api/cinemas lists the cinemas of the site only', async () => {
    const fr = await expectShape(await t.get('/api/cinemas'), CinemaListSchema);
    expect(fr.total).toBeGreaterThanOrEqual(28);
    expect(fr.cinemas.filter((c) => c.citySlug === 'paris').length).toBeGreaterThan(2);
    expect(fr.cinemas.filter((c) => c.citySlug === 'lyon').length).toBeGreaterThan(2);
    const paris = fr.cinemas.find((c) => c.citySlug === 'paris');
    expect(paris?.gpsPosition.y).toBeCloseTo(48.86, 0);
    expect(paris?.addressZip).toMatch(/^75\d{3}$/);
    const counts: Record<string, number> = {};
    for (const site of ['nl', 'ch', 'be', 'ma', 'tn', 'sn', 'ci']) {
      counts[site] = (await expectShape(await t.get('/api/cinemas', site), CinemaListSchema)).total;
    }
    expect(counts).toEqual({ nl: 15, ch: 8, be: 6, ma: 3, tn: 2, sn: 1, ci: 1 });
  });

  it('API-64 ENT-29 GET /api/footer/faq answers groups whose questions all have a title and a description', async () => {
    const body = await expectShape(await t.get('/api/footer/faq'), FooterFaqSchema);
    expect(body.groups.length).toBe(6);
    for (const g of body.groups) expect(g.slugs.length).toBeGreaterThan(0);
  });

  it('API-51 ENT-43 GET /api/settings answers the site settings with its feature flags', async () => {
    const fr = await expectShape(await t.get('/api/settings'), SettingsSchema);
    expect(fr.websiteFeatures.cinemaFullList).toBe(false);
    expect(fr.favoriteCinemasLimit).toBe(5);
    const nl = await expectShape(await t.get('/api/settings', 'nl'), SettingsSchema);
    expect(nl.websiteFeatures.voucherCheckerEnabled).toBe(true);
    const sn = await expectShape(await t.get('/api/settings', 'sn'), SettingsSchema);
    expect(sn.websiteFeatures.favoriteCinemas).toBe(false);
  });

  it('API-51 FLAG-14 the settings carry every on/off flag of the one flag table, with its value for the site', async () => {
    for (const site of ['fr', 'nl', 'ch', 'ma'] as const) {
      const body = await expectShape(await t.get('/api/settings', site), SettingsSchema);
      const flags = resolveFlags(site);
      const onOff = FLAG_NAMES.filter((name) => typeof flags[name] === 'boolean');
      expect(onOff.length).toBeGreaterThan(50);
      expect(Object.keys(body.websiteFeatures).sort()).toEqual([...onOff].sort());
      for (const name of onOff) expect(body.websiteFeatures[name], `${site} ${name}`).toBe(flags[name]);
    }
    // A flag the API's old hand-made copy lacked: present now, on where the table says (nl).
    const nl = await expectShape(await t.get('/api/settings', 'nl'), SettingsSchema);
    expect(nl.websiteFeatures.giftCardContentSixthElementDisplayed).toBe(true);
  });

  it('API-62 ENT-40 GET /api/search/full matches accent-insensitively, by postal-code prefix, and narrows by type', async () => {
    const accents = await expectShape(await t.get('/api/search/full?q=opera'), SearchAnswerSchema);
    expect(accents.results.some((r) => r.type === 'cinema' && r.title === 'Marquee Opéra')).toBe(true);
    const zip = await expectShape(await t.get('/api/search/full?q=6900'), SearchAnswerSchema);
    expect(zip.results.length).toBeGreaterThan(0);
    expect(zip.results.every((r) => r.type === 'cinema' && String(r.payload.postalCode).startsWith('6900'))).toBe(true);
    const nl = await expectShape(await t.get('/api/search/full?q=1017', 'nl'), SearchAnswerSchema);
    expect(nl.results.map((r) => r.payload.postalCode).sort()).toEqual(['1017 CN', '1017 RP']);
    const faq = await expectShape(await t.get('/api/search/full?q=voucher&type=faq&language=en'), SearchAnswerSchema);
    expect(faq.results.length).toBeGreaterThan(0);
    expect(faq.results.every((r) => r.type === 'faq')).toBe(true);
    // SRCH-16: a help result carries the article's urlSlug (never its id) and routes by it.
    for (const result of faq.results) {
      expect(result.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(result.slug).not.toMatch(/^\d+$/);
      expect(result.route).toEqual({ path: 'FaqArticleBySlug', parameters: { slug: result.slug } });
      const article = await t.get(`/api/faq/article/slug/${result.slug}?language=en`);
      expect(article.status).toBe(200);
    }
    const events = await expectShape(await t.get('/api/search/full?q=opera%20live&language=en'), SearchAnswerSchema);
    expect(events.results.filter((r) => r.type === 'show')).toEqual([]);
    const bad = await expectShape(await t.get('/api/search/full?q=film&type=movie'), ApiErrorSchema, 400);
    expect(bad.field).toBe('type');
    expect((await expectShape(await t.get('/api/search/full'), ApiErrorSchema, 400)).field).toBe('q');
  });

  it('catalogue answers carry an ETag and a short max-age, and honour If-None-Match', async () => {
    const res = await t.get('/api/cinemas');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const again = await t.get('/api/cinemas', 'fr', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
  });

  it('API-27 a kept answer is gzipped once: a client without gzip gets the same JSON and the same ETag as one with it', async () => {
    const path = '/api/cinemas';
    const zipped = await t.get(path, 'fr', { 'Accept-Encoding': 'gzip' });
    const plain = await t.get(path, 'fr', { 'Accept-Encoding': 'identity' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(await zipped.text()).toBe(text);
    expect(plain.headers.get('etag')).toBe(zipped.headers.get('etag'));
    const again = await t.get(path, 'fr', {
      'Accept-Encoding': 'identity',
      'If-None-Match': plain.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
  });
});
