import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, isNotFound } from '@marquee/api-client';
import type { CountryCode, Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import type { PageContext, Translate } from '@marquee/remote-contract';
import { href, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonHead } from './season-head';
import { loadSeason } from './season-loader';
import { schemaOrgProblems } from '@marquee/remote-contract/schema-org';

const NOW = new Date('2026-11-23T15:10:00Z');
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-season-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

const SITES: Record<'fr' | 'ch', RoutingSite & { zone: string; currency: string }> = {
  fr: {
    code: 'fr',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: false,
    zone: 'Europe/Paris',
    currency: 'EUR',
  },
  ch: {
    code: 'ch',
    languages: ['fr', 'en', 'de'],
    defaultLanguage: 'en',
    prefixDefaultLanguage: true,
    zone: 'Europe/Zurich',
    currency: 'CHF',
  },
};
const t: Translate = (key) => key;

function context(code: 'fr' | 'ch', language: Language, slug: string): PageContext {
  const site = SITES[code];
  return {
    site: code as CountryCode,
    language,
    kind: 'Season',
    params: { slug },
    url: new URL(href(site, language, 'Season', { slug }), `http://${code}.marquee.localhost`),
    flags: resolveFlags(code, {}),
    device: { viewport: 'mobile', webview: false },
    timeZone: site.zone,
    currency: site.currency,
    format: siteFormats({ language, country: code, timeZone: site.zone, currency: site.currency }),
    api: createApiClient({ baseUrl: api.url, language, headers: { 'x-marquee-site': code }, retries: 0 }),
    href: (kind, params, target = language) => href(site, target, kind, params),
    signal: new AbortController().signal,
    cookies: {},
  };
}

describe('season page', () => {
  it('CAT-29 loads the season: title, subtitle, poster, price and initial price, cta, description, backdrop; details with prices, logo, backdrop', async () => {
    const data = await loadSeason(context('ch', 'de', 'opera-season'), NOW);
    expect(data).toMatchObject({
      slug: 'opera-season',
      title: 'Opernsaison',
      subtitle: 'Live auf der großen Leinwand',
      poster: '/api/media/season/opera-season.svg',
      currency: 'CHF',
      active: true,
      cta: { label: 'Buchen' },
      backdrop: '/api/media/season/opera-season.svg?size=lg',
      redirectSlug: null,
    });
    expect(data.price).not.toBeNull();
    expect(data.initialPrice).toBeGreaterThan(data.price ?? Number.POSITIVE_INFINITY);
    expect(data.description).toContain('Opernsaison');
    expect(data.details.prices.map((price) => price.label)).toEqual(['Normalpreis', 'Saisonabo (pro Event)']);
    expect(data.details.logo).toMatch(/^\/api\/media\/logo\//);
    // Its showtimes to choose from, on the season's first day.
    expect(data.programme.shows.map((show) => show.slug)).toEqual(['oper-live-la-traviata']);
    expect(data.programme.schedule?.cinemas.length).toBeGreaterThan(0);
  });

  it('CAT-30 an unknown season is not found; CAT-02 a renamed one carries its new slug', async () => {
    const missing = await loadSeason(context('fr', 'fr', 'nope'), NOW).catch((error: unknown) => error);
    expect(isNotFound(missing)).toBe(true);
    const renamed = await loadSeason(context('fr', 'fr', 'opera-live-season'), NOW);
    expect(renamed.redirectSlug).toBe('opera-season');
  });

  it('SHELL-85 its head: the SEO description cut at 100 characters, the Event and the breadcrumb', async () => {
    const page = context('fr', 'fr', 'ballet-season');
    const data = await loadSeason(page, NOW);
    const long = { ...data, seo: { title: data.title, description: `${data.description} `.repeat(5) } };
    const head = seasonHead(long, page, t);
    expect(head.description?.length).toBeLessThanOrEqual(100);
    const [event, crumbs] = (head.structuredData?.['@graph'] ?? []) as Record<string, unknown>[];
    expect(event).toMatchObject({ '@type': 'Event', name: 'Saison ballet', offers: { price: data.price } });
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
    expect(schemaOrgProblems({ '@context': 'https://schema.org', ...head.structuredData })).toEqual([]);
  });
});
