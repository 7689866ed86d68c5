import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, isNotFound } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import type { PageContext, PageInfo, Translate } from '@marquee/remote-contract';
import { renderPageOnServer, translatorFor } from '@marquee/remote-contract/testing';
import { href, type PageKind, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaOrgProblems } from '@marquee/remote-contract/schema-org';
import { cityHead, placeListHead } from './place-heads';
import { loadCinemaLight, loadCity, loadCityLight } from './place-loaders';
import { placePages } from './place-pages';

// The reference API on a real SQLite file, its clock pinned to a Tuesday afternoon in Paris.
const NOW = new Date('2026-11-24T14:10:00Z');
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-places-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

const FR: RoutingSite = { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false };
const BE: RoutingSite = {
  code: 'be',
  languages: ['fr', 'nl', 'en'],
  defaultLanguage: 'en',
  prefixDefaultLanguage: true,
};

function context(kind: PageKind, slug: string, site: RoutingSite = FR, language: Language = site.defaultLanguage) {
  return {
    site: site.code,
    language,
    kind,
    params: { slug },
    url: new URL(href(site, language, kind, { slug }), `http://${site.code}.marquee.localhost`),
    flags: resolveFlags(site.code, {}),
    device: { viewport: 'desktop', webview: false },
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    format: siteFormats({ language, country: site.code, timeZone: 'Europe/Paris', currency: 'EUR' }),
    api: createApiClient({ baseUrl: api.url, language, headers: { 'x-marquee-site': site.code }, retries: 0 }),
    href: (k, params, target = language) => href(site, target, k, params),
    signal: new AbortController().signal,
    cookies: {},
  } satisfies PageContext;
}

const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));
function translator(language: Language): Promise<Translate> {
  return translatorFor(localesDir, 'catalogue', language);
}

describe('city page', () => {
  it('CAT-49 the city from /api/city/{slug}: description, default cinema, its cinemas, highlight films, nearby, backdrop', async () => {
    const data = await loadCity(context('City', 'paris'));
    expect(data.name).toBe('Paris');
    expect(data.description).toContain('Paris');
    expect(data.defaultCinema).toBe('marquee-opera-paris');
    expect(data.cinemas).toHaveLength(7);
    expect(data.highlight.shows.length).toBeGreaterThan(0);
    expect(data.highlight.shows[0]).toHaveProperty('poster.md');
    expect(data.nearby.length).toBeGreaterThan(0);
    expect(data.backdrop).toMatch(/paris/);
  });

  it('CAT-50 a city that does not exist (or another site’s) is not found', async () => {
    await expect(loadCity(context('City', 'atlantis'))).rejects.toSatisfy(isNotFound);
    await expect(loadCity(context('City', 'bruxelles'))).rejects.toSatisfy(isNotFound);
  });

  it('CAT-49 its head: a Place containing its theaters and the breadcrumb, valid schema.org; rendered without browser globals', async () => {
    const ctx = context('City', 'lyon');
    const data = await loadCity(ctx);
    const head = cityHead(data, ctx as PageInfo, await translator('fr'));
    expect(head.title).toBe('Cinémas à Lyon');
    expect(head.description?.length).toBeLessThanOrEqual(160);
    expect(schemaOrgProblems(head.structuredData)).toEqual([]);
    const graph = (head.structuredData as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['Place', 'BreadcrumbList']);
    expect(graph[0]?.containsPlace).toHaveLength(4);
    const html = await renderPageOnServer({
      page: placePages.City,
      data,
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
    });
    expect(html).toContain('Notre choix en ville');
    expect(html).toContain('href="/cinema/marquee-bellecour-lyon"');
  });
});

describe('light lists', () => {
  it('CAT-51 a city light list lists the city’s cinemas; a city of another site or none is not found', async () => {
    const data = await loadCityLight(context('CityLight', 'bruxelles', BE, 'nl'));
    expect(data.name).toBe('Brussel');
    expect(data.cinemas.map((cinema) => cinema.slug).sort()).toEqual([
      'marquee-de-brouckere-bruxelles',
      'marquee-woluwe-bruxelles',
    ]);
    await expect(loadCityLight(context('CityLight', 'paris', BE, 'nl'))).rejects.toSatisfy(isNotFound);
    await expect(loadCityLight(context('CityLight', 'atlantis'))).rejects.toSatisfy(isNotFound);
  });

  it('CAT-51 a cinema light list (cinemas/l/{slug}) lists a region’s cinemas, or a city’s; an unknown one is not found', async () => {
    const region = await loadCinemaLight(context('CinemaLight', 'idf'));
    expect(region.cinemas.length).toBeGreaterThanOrEqual(7);
    expect(region.cinemas.every((cinema) => cinema.citySlug !== '')).toBe(true);
    const city = await loadCinemaLight(context('CinemaLight', 'lyon'));
    expect(city.cinemas).toHaveLength(4);
    expect(city.citySlug).toBe('lyon');
    await expect(loadCinemaLight(context('CinemaLight', 'atlantis'))).rejects.toSatisfy(isNotFound);
  });

  it('CAT-51 SHELL-81 the light lists’ heads in every language of be: an ItemList of MovieTheaters and the breadcrumb', async () => {
    for (const language of ['fr', 'nl', 'en'] as const) {
      const ctx = context('CityLight', 'bruxelles', BE, language);
      const data = await loadCityLight(ctx);
      const head = placeListHead('CityLight')(data, ctx as PageInfo, await translator(language));
      expect(head.title).toMatch(/Bruxelles|Brussel|Brussels/);
      expect(head.description?.length).toBeGreaterThan(20);
      expect(schemaOrgProblems(head.structuredData)).toEqual([]);
      const list = (head.structuredData as { '@graph': Record<string, unknown>[] })['@graph'][0];
      expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    }
  });
});
