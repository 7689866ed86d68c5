import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient } from '@marquee/api-client';
import type { CountryCode, Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import type { PageContext, RemotePage } from '@marquee/remote-contract';
import { renderPageOnServer } from '@marquee/remote-contract/testing';
import { href, match, type PageKind, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInfo } from '../features/info/info-loader';
import { infoPage } from '../features/info/info-page';
import { loadSitemap } from '../features/info/sitemap-loader';
import { mainPages, sitemapPage } from '../features/info/sitemap-page';
import { loadOffer } from '../features/offers/offer-loader';
import { offerPage } from '../features/offers/offer-page';
import { loadOffers } from '../features/offers/offers-loader';
import { offersPage } from '../features/offers/offers-page';
import { cmsHref } from './cms-href';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

const SITES: Record<'fr' | 'ch' | 'be' | 'nl', RoutingSite> = {
  fr: { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false },
  ch: { code: 'ch', languages: ['fr', 'en', 'de'], defaultLanguage: 'en', prefixDefaultLanguage: true },
  be: { code: 'be', languages: ['fr', 'nl', 'en'], defaultLanguage: 'en', prefixDefaultLanguage: true },
  nl: { code: 'nl', languages: ['nl', 'en'], defaultLanguage: 'nl', prefixDefaultLanguage: true },
};
type Site = keyof typeof SITES;

const pageOf = (site: Site, language: Language) => ({
  site: site as CountryCode,
  flags: resolveFlags(site, {}),
  href: (kind: PageKind, params?: Readonly<Record<string, string>>) => href(SITES[site], language, kind, params),
});

describe('CMS links', () => {
  it('ROUTE-23..25 `/subscription` is the site’s subscription page in the page language, and none where the site has none', () => {
    expect(cmsHref('/subscription', pageOf('fr', 'fr'))?.href).toBe('/cinepass');
    expect(cmsHref('/subscription', pageOf('ch', 'de'))?.href).toBe('/de/pass');
    expect(cmsHref('/subscription', pageOf('nl', 'nl'))?.href).toBe('/nl/abonnementen');
    expect(cmsHref('/subscription', pageOf('nl', 'en'))?.href).toBe('/en/subscription');
    expect(cmsHref('/subscription', pageOf('be', 'fr'))).toBeNull();
  });

  it('SHELL-33 a neutral path is the page in the page language; a film path, a list, another site and a page path are kept apart', () => {
    expect(cmsHref('/films', pageOf('be', 'nl'))?.href).toBe('/nl/films');
    expect(cmsHref('/films/kids', pageOf('nl', 'nl'))?.href).toBe('/nl/films/kinderen');
    // The kids list is off on fr (FLAG-27): no link to a page that answers 404.
    expect(cmsHref('/films/kids', pageOf('fr', 'fr'))).toBeNull();
    expect(cmsHref('/films/petite-comete', pageOf('ch', 'de'))?.href).toBe('/de/film/petite-comete');
    expect(cmsHref('/experiences/imax?x=1#a', pageOf('ch', 'de'))?.href).toBe('/de/erlebnisse/imax?x=1#a');
    expect(cmsHref('/info/legal', pageOf('be', 'fr'))?.href).toBe('/fr/info/legal');
    expect(cmsHref('https://example.org/a', pageOf('fr', 'fr'))).toEqual({
      href: 'https://example.org/a',
      external: true,
    });
    expect(cmsHref('/api/booking/offer-x', pageOf('fr', 'fr'))).toEqual({
      href: '/api/booking/offer-x',
      external: false,
    });
    expect(cmsHref('mailto:a@b.c', pageOf('fr', 'fr'))).toBeNull();
  });
});

// The reference API on a real SQLite file: the pages' links as the server renders them.
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-cms-links-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => new Date('2026-11-24T00:30:00Z') });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

function context(site: Site, language: Language, kind: PageKind, params: Record<string, string> = {}): PageContext {
  const client = createApiClient({ baseUrl: api.url, language, headers: { 'x-marquee-site': site }, retries: 0 });
  return {
    site: site as CountryCode,
    language,
    kind,
    params,
    url: new URL(href(SITES[site], language, kind, params), `http://${site}.marquee.localhost`),
    flags: resolveFlags(site, {}),
    device: { viewport: 'desktop', webview: false },
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    format: siteFormats({ language, country: site, timeZone: 'Europe/Paris', currency: 'EUR' }),
    api: client,
    href: (k, p, target = language) => href(SITES[site], target, k, p),
    signal: new AbortController().signal,
    cookies: {},
  } as PageContext;
}

/** The links of server HTML that stay on the site (not `/api/`, not another origin, not a fragment). */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)]
    .map((m) => (m[1] ?? '').replace(/&amp;/g, '&'))
    .filter((link) => link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/api/'));
}

async function render<D>(site: Site, language: Language, kind: PageKind, page: RemotePage<D>, data: D) {
  return renderPageOnServer({
    page,
    data,
    language,
    kind,
    namespace: 'catalogue',
    localesDir,
    site: SITES[site],
  } as Parameters<typeof renderPageOnServer<D>>[0]);
}

describe('every link of the content pages names a page of the site', () => {
  const cases: [Site, Language][] = [
    ['fr', 'fr'],
    ['ch', 'de'],
    ['be', 'nl'],
    ['nl', 'en'],
  ];
  for (const [site, language] of cases) {
    it(`ROUTE-29 ROUTE-30 ROUTE-46 ROUTE-49 SHELL-25 ${site}/${language}: offers, an offer, the legal notice, careers, the club card and the sitemap page`, async () => {
      const rendered: string[] = [];
      const offers = await loadOffers(context(site, language, 'OffersList'));
      rendered.push(await render(site, language, 'OffersList', offersPage, offers));
      const offer = await loadOffer(context(site, language, 'Offer', { slug: 'student-price' }));
      rendered.push(await render(site, language, 'Offer', offerPage, offer));
      for (const slug of ['legal', 'careers']) {
        const info = await loadInfo(context(site, language, 'Info', { slug }));
        expect(info.title.length).toBeGreaterThan(3);
        rendered.push(await render(site, language, 'Info', infoPage, info));
      }
      const club = await loadInfo(context(site, language, 'Club'));
      expect(club.slug).toBe('club');
      rendered.push(await render(site, language, 'Club', infoPage, club));
      const sitemapData = await loadSitemap(context(site, language, 'Sitemap'));
      // The club card is listed as its own page, not again as an info page.
      expect(sitemapData.info.map((item) => item.slug)).toEqual(expect.arrayContaining(['legal', 'careers']));
      expect(sitemapData.info.map((item) => item.slug)).not.toContain('club');
      const sitemapHtml = await render(site, language, 'Sitemap', sitemapPage, sitemapData);
      rendered.push(sitemapHtml);
      expect(sitemapHtml).toContain(`href="${href(SITES[site], language, 'Club')}"`);
      const flags = resolveFlags(site, {});
      for (const html of rendered) {
        for (const link of pageLinks(html)) {
          const found = match(SITES[site], link, flags);
          expect(found, `${link} names no page of ${site}`).not.toBeNull();
          expect(found?.language, link).toBe(language);
        }
      }
      // The sitemap page lists a flagged list only where its flag is on (FLAG-27, FLAG-35).
      const main = mainPages({ site: site as CountryCode, flags });
      expect(main.includes('ShowsKids')).toBe(flags.rowKidsEnabled);
      expect(main.includes('ShowsSpecial')).toBe(flags.specialAndEventEnabled);
      expect(main.includes('Club')).toBe(true);
    });
  }
});
