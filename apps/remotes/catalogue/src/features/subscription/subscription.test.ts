import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, isNotFound } from '@marquee/api-client';
import type { CountryCode, Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import type { PageContext, PageInfo } from '@marquee/remote-contract';
import { renderPageOnServer, translatorFor } from '@marquee/remote-contract/testing';
import { href, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaOrgProblems } from '@marquee/remote-contract/schema-org';
import { subscriptionHead } from './subscription-head';
import { loadSubscription, type SubscriptionData } from './subscription-loader';
import { subscribeHref, subscriptionPage } from './subscription-page';
import { hasSubscriptionPage, subscriptionProduct } from '../../lib/subscription-product';
import {
  createSubscriptionStore,
  matchPartners,
  optionsQuery,
  PARTNER_QUERY_MAX,
  planTotal,
} from './subscription-state';

const GUEST = { id: 'plus-one', maxQuantity: 4 };
const PREMIUM = { id: 'premium', maxQuantity: 1 };

describe('the subscription state (A§4 "Subscription")', () => {
  it('CAT-80 choosing a plan creates its options at quantity 0, replacing a former choice', () => {
    const store = createSubscriptionStore('/cinepass');
    expect(store.getState().plan).toBeNull();
    store.getState().choose({ id: 'solo', options: [GUEST, PREMIUM] });
    expect(store.getState().plan).toBe('solo');
    expect(store.getState().options).toEqual([
      { id: 'plus-one', quantity: 0 },
      { id: 'premium', quantity: 0 },
    ]);
    store.getState().modify('plus-one', 1);
    // Another plan starts again from zero, with its own options.
    store.getState().choose({ id: 'student', options: [] });
    expect(store.getState().plan).toBe('student');
    expect(store.getState().options).toEqual([]);
  });

  it('CAT-81 options change by a modifier, kept between 0 and the plan maximum', () => {
    const store = createSubscriptionStore();
    store.getState().choose({ id: 'duo', options: [GUEST, PREMIUM] });
    store.getState().modify('plus-one', 1);
    store.getState().modify('plus-one', 1);
    store.getState().modify('premium', 1);
    expect(optionsQuery(store.getState().options)).toBe('plus-one:2,premium:1');
    store.getState().modify('plus-one', -1);
    expect(store.getState().options[0]).toEqual({ id: 'plus-one', quantity: 1 });
    // Bounds: never below 0, never above the maximum; an unknown option or a fractional modifier changes nothing.
    store.getState().modify('plus-one', -5);
    store.getState().modify('premium', 3);
    store.getState().modify('nope', 1);
    store.getState().modify('plus-one', 0.5);
    expect(store.getState().options).toEqual([
      { id: 'plus-one', quantity: 0 },
      { id: 'premium', quantity: 1 },
    ]);
    store.getState().modify('plus-one', 10);
    expect(store.getState().options[0]?.quantity).toBe(4);
  });

  it('CAT-82 reset clears the plan and its options', () => {
    const store = createSubscriptionStore();
    store.getState().choose({ id: 'solo', options: [GUEST] });
    store.getState().modify('plus-one', 2);
    store.getState().reset();
    expect(store.getState()).toMatchObject({ plan: null, options: [], limits: {} });
  });

  it('CAT-83 the partner search is capped, and cleared when the visitor is on another address', () => {
    const store = createSubscriptionStore('/cinepass');
    store.getState().searchPartners('x'.repeat(200));
    expect(store.getState().partnerQuery).toHaveLength(PARTNER_QUERY_MAX);
    store.getState().searchPartners('lyon');
    // The same address (a re-render, a query change) keeps it.
    store.getState().navigated('/cinepass');
    expect(store.getState().partnerQuery).toBe('lyon');
    store.getState().navigated('/en/cinepass');
    expect(store.getState().partnerQuery).toBe('');
    expect(store.getState().address).toBe('/en/cinepass');
  });

  it('the partner search matches name or city, ignoring accents and case', () => {
    const cinemas = [
      { slug: 'a', name: 'Marquee Bastille', city: 'Paris' },
      { slug: 'b', name: 'Marquee Confluence', city: 'Lyon' },
      { slug: 'c', name: 'Marquee Étoile', city: 'Genève' },
    ];
    expect(matchPartners(cinemas, 'ETOILE').map((c) => c.slug)).toEqual(['c']);
    expect(matchPartners(cinemas, 'geneve').map((c) => c.slug)).toEqual(['c']);
    expect(matchPartners(cinemas, '  lyon ').map((c) => c.slug)).toEqual(['b']);
    expect(matchPartners(cinemas, '').map((c) => c.slug)).toEqual(['a', 'b', 'c']);
    expect(matchPartners(cinemas, 'berlin')).toEqual([]);
  });

  it('the total adds each option at its price, in cents', () => {
    expect(
      planTotal(
        19.9,
        [
          { id: 'plus-one', quantity: 2 },
          { id: 'premium', quantity: 1 },
        ],
        { 'plus-one': 6.1, premium: 3.3 },
      ),
    ).toBe(35.4);
  });
});

describe('FLAG-37 FLAG-40 FLAG-41 the product each site offers', () => {
  it('cinepass on fr, pass on ch, unlimited on nl, none elsewhere', () => {
    const product = (site: CountryCode) => subscriptionProduct(resolveFlags(site, {}));
    expect(product('fr')).toBe('cinepass');
    expect(product('ch')).toBe('pass');
    expect(product('nl')).toBe('unlimited');
    for (const site of ['be', 'tn', 'sn', 'ci', 'ma'] as const) expect(product(site)).toBeNull();
  });
  it('a page only where the site has an address for it and a product on', () => {
    expect(hasSubscriptionPage('ch', resolveFlags('ch', {}))).toBe(true);
    expect(hasSubscriptionPage('ch', resolveFlags('ch', { subscriptionPassEnabled: false }))).toBe(false);
    // A product flag turned on where the site has no subscription address gives no page.
    expect(hasSubscriptionPage('be', resolveFlags('be', { subscriptionCinepass: true }))).toBe(false);
  });
});

// The reference API on a real SQLite file.
const NOW = new Date('2026-11-24T14:10:00Z');
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-subscription-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

const SITES = {
  fr: {
    code: 'fr',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: false,
    zone: 'Europe/Paris',
  },
  nl: {
    code: 'nl',
    languages: ['nl', 'en'],
    defaultLanguage: 'nl',
    prefixDefaultLanguage: true,
    zone: 'Europe/Amsterdam',
  },
  be: {
    code: 'be',
    languages: ['fr', 'nl', 'en'],
    defaultLanguage: 'en',
    prefixDefaultLanguage: true,
    zone: 'Europe/Brussels',
  },
} satisfies Record<string, RoutingSite & { zone: string }>;

function context(site: keyof typeof SITES, language?: Language): PageContext {
  const s = SITES[site];
  const lang = language ?? s.defaultLanguage;
  const flags = resolveFlags(s.code, {});
  return {
    site: s.code,
    language: lang,
    kind: 'Subscription',
    params: {},
    url: new URL(subscriptionProduct(flags) ? href(s, lang, 'Subscription') : '/x', `http://${site}.marquee.localhost`),
    flags,
    device: { viewport: 'mobile', webview: false },
    timeZone: s.zone,
    currency: 'EUR',
    format: siteFormats({ language: lang, country: s.code, timeZone: s.zone, currency: 'EUR' }),
    api: createApiClient({ baseUrl: api.url, language: lang, headers: { 'x-marquee-site': s.code }, retries: 0 }),
    href: (kind, params, target = lang) => href(s, target, kind, params),
    signal: new AbortController().signal,
    cookies: {},
  };
}

const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));
const render = (data: SubscriptionData, site: keyof typeof SITES, language: Language) =>
  renderPageOnServer({
    page: subscriptionPage,
    data,
    language,
    namespace: 'catalogue',
    localesDir,
    site: SITES[site],
    kind: 'Subscription',
    url: `http://${site}.marquee.localhost${href(SITES[site], language, 'Subscription')}`,
    device: { viewport: 'mobile', webview: false },
  });

describe('the subscription page from the reference API', () => {
  it('CAT-77 CAT-78 CAT-79 ENT-42 fr: the cinepass catalogue, promotion, named partner cinemas, current shows', async () => {
    const data = await loadSubscription(context('fr'));
    expect(data.product).toBe('cinepass');
    expect(data.maintenance).toBe(false);
    expect(data.promotion?.title).toBe('Premier mois à moitié prix');
    expect(data.plans.map((plan) => plan.id)).toEqual(['solo', 'duo', 'student']);
    expect(data.plans.every((plan) => plan.catalog === 'cinepass')).toBe(true);
    expect(data.plans[0]?.options.map((option) => option.id)).toEqual(['plus-one', 'premium']);
    expect(data.partners?.length).toBeGreaterThan(0);
    expect(data.partners?.every((cinema) => cinema.name !== '' && cinema.city !== '')).toBe(true);
    expect(data.shows?.length).toBeGreaterThan(0);
  });

  it('the subscribe link goes to the plan tunnel with the options and the language; the hand-off page lists them', async () => {
    const data = await loadSubscription(context('nl', 'en'));
    expect(data.product).toBe('unlimited');
    const duo = data.plans.find((plan) => plan.id === 'duo');
    if (!duo) throw new Error('no duo plan');
    const link = subscribeHref(duo, 'plus-one:2', 'en');
    expect(link).toBe('/api/booking/subscription-duo?language=en&options=plus-one%3A2');
    const page = await fetch(new URL(link, api.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>duo</h1>');
    expect(html).toContain('<dt>plus one</dt><dd>× 2</dd>');
  });

  it('FLAG-37 FLAG-40 FLAG-41 a site without a subscription product has no page (404)', async () => {
    await expect(loadSubscription(context('be'))).rejects.toSatisfy(isNotFound);
  });

  it('the head: the product title and an OfferCatalog of the plans, valid schema.org', async () => {
    const data = await loadSubscription(context('fr'));
    const page: PageInfo = context('fr');
    const head = subscriptionHead(data, page, await translatorFor(localesDir, 'catalogue', 'fr'));
    expect(head.title).toBe('Cinepass');
    const graph = head.structuredData?.['@graph'] as { '@type': string; itemListElement?: unknown[] }[];
    expect(graph[0]?.itemListElement).toHaveLength(3);
    expect(schemaOrgProblems({ '@context': 'https://schema.org', ...head.structuredData })).toEqual([]);
  });

  it('CAT-78 with the maintenance flag on: no plans, the page says it is unavailable and what to do next', async () => {
    const data = await loadSubscription(context('fr'));
    const html = await render({ ...data, maintenance: true, plans: [] }, 'fr', 'fr');
    expect(html).toContain('data-maintenance="true"');
    expect(html).toContain('L’abonnement est momentanément indisponible');
    expect(html).toContain('Revenez dans quelques heures');
    expect(html).toContain('href="/aide"');
    expect(html).not.toContain('data-plan=');
    expect(html).not.toContain('Choisir la formule');
    // The partner cinemas and the films stay: the pass already taken works.
    expect(html).toContain('Cinémas partenaires');
  });

  it('server HTML: the plans with their choose buttons, no plan chosen, no subscribe link yet', async () => {
    const data = await loadSubscription(context('nl'));
    const html = await render(data, 'nl', 'nl');
    expect(html).toContain('Marquee Unlimited');
    expect(html).toContain('aria-label="Het abonnement Solo kiezen"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain('data-chosen-plan');
    expect(html).not.toContain('/api/booking/subscription-');
    // FLAG-39 the partner search is fr's only.
    expect(html).not.toContain('type="search"');
    const fr = await render(await loadSubscription(context('fr')), 'fr', 'fr');
    expect(fr).toContain('type="search"');
    expect(fr).toContain('maxLength="60"');
  });
});
