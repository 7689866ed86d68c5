import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, getShow } from '@marquee/api-client';
import {
  type CountryCode,
  filmBookingState,
  type Language,
  type PromotionItem,
  type Show,
} from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { localNow } from '../../lib/local-now';
import { siteFormats } from '@marquee/i18n';
import type { PageContext, Translate } from '@marquee/remote-contract';
import { renderPageOnServer, translatorFor } from '@marquee/remote-contract/testing';
import { href, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROW_MAX_CARDS } from '../../components/show-row/show-row';
import { orderShows } from '../../lib/show-lists';
import { type HomeData, homeRows, loadHome, promoCards, promoHref } from './home-loader';
import { homeHead } from './home-head';
import { homePage } from './home-page';

const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));

/** The catalogue namespace's `t` in a language, from the real locale file; a missing key throws. */
function translator(language: Language): Promise<Translate> {
  return translatorFor(localesDir, 'catalogue', language);
}

const SITES: Record<'fr' | 'nl', RoutingSite> = {
  fr: { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false },
  nl: { code: 'nl', languages: ['nl', 'en'], defaultLanguage: 'nl', prefixDefaultLanguage: true },
};

const show = (title: string, fields: Partial<Show> = {}) =>
  ({
    slug: title.toLowerCase(),
    title,
    homeOrder: null,
    upcomingOrder: null,
    cineKidsOrder: null,
    genericOrder: 99,
    duration: 100,
    genres: ['Drame'],
    flag: null,
    flagColor: null,
    poster: { md: `/api/media/poster/${title.toLowerCase()}.v1.320.jpg` },
    releases: [],
    ...fields,
  }) as unknown as Show;

describe('home rows', () => {
  it('CAT-04 each row is in its own show field order: ordered shows first, the others by title in the page language', () => {
    const shows = [show('Zorro'), show('Beta', { homeOrder: 2 }), show('Élan'), show('Gamma', { homeOrder: 1 })];
    expect(orderShows(shows, 'homeOrder', 'fr').map((s) => s.title)).toEqual(['Gamma', 'Beta', 'Élan', 'Zorro']);
    const kids = [show('A', { cineKidsOrder: 3 }), show('B', { cineKidsOrder: 1, homeOrder: 9 })];
    expect(orderShows(kids, 'cineKidsOrder', 'en').map((s) => s.title)).toEqual(['B', 'A']);
  });

  it('RULE-31 the coming-soon row keeps films released on the site within 7 days; rows hold at most 12 cards; an empty or failed row is left out', () => {
    const release = (date: string, zone = 'FR') => ({ releases: [{ date, zone }] });
    const upcoming = [
      show('Tomorrow', { upcomingOrder: 2, ...release('2026-11-25') }),
      show('InAWeek', { upcomingOrder: 1, ...release('2026-12-01') }),
      show('Later', { upcomingOrder: 3, ...release('2026-12-02') }),
      show('ElsewhereOnly', {
        upcomingOrder: 4,
        releases: [
          { date: '2026-11-26', zone: 'NL' },
          { date: '2027-01-06', zone: 'FR' },
        ],
      }),
    ];
    const many = Array.from({ length: 20 }, (_, i) => show(`Film${String(i).padStart(2, '0')}`, { homeOrder: i }));
    const rows = homeRows(
      [
        { kind: 'ShowsBook', answer: { shows: many } },
        { kind: 'ShowsUpcoming', answer: { shows: upcoming } },
        { kind: 'ShowsKids', answer: { shows: [] } },
        { kind: 'ShowsSpecial', answer: null },
      ],
      'fr',
      'fr',
      '2026-11-24',
    );
    expect(rows.map((row) => row.kind)).toEqual(['ShowsBook', 'ShowsUpcoming']);
    expect(rows[0]?.shows).toHaveLength(ROW_MAX_CARDS);
    expect(rows[0]?.shows[0]).toEqual({
      slug: 'film00',
      title: 'Film00',
      duration: 100,
      genres: ['Drame'],
      flag: null,
      flagColor: null,
      poster: { md: '/api/media/poster/film00.v1.320.jpg' },
    });
    expect(rows[1]?.shows.map((s) => s.title)).toEqual(['InAWeek', 'Tomorrow']);
  });

  it('CAT-03 promotions link to the film page of this site (the CMS path names the film), in position order; a call to action that leads nowhere is left out', () => {
    const page = {
      href: (kind: Parameters<typeof href>[2], params?: Record<string, string>) => href(SITES.nl, 'nl', kind, params),
    };
    expect(promoHref('/films/petite-comete', page)).toEqual({ href: '/nl/film/petite-comete', external: false });
    expect(promoHref('/en/film/little-comet', page)).toEqual({ href: '/nl/film/little-comet', external: false });
    expect(promoHref('https://example.org/a', page)).toEqual({ href: 'https://example.org/a', external: true });
    expect(promoHref('/subscription', page)?.href).toBe(href(SITES.nl, 'nl', 'Subscription'));
    const tn = { href: (kind: Parameters<typeof href>[2]) => href({ ...SITES.fr, code: 'tn' }, 'fr', kind) };
    expect(promoHref('/subscription', tn)).toBeNull();
    const item = (title: string, position: number, ctaUrl: string): PromotionItem => ({
      title,
      position,
      teaser: `${title} teaser`,
      tags: [],
      type: 'home',
      backdropUrl: `/api/media/backdrop/${title}.v1.960.jpg`,
      ctaLabel: 'Book',
      ctaUrl,
      ctaType: position === 1 ? 'yellow-button' : 'black-button',
      ctaBlank: false,
    });
    const cards = promoCards([item('b', 2, '/films/b'), item('a', 1, '/films/a'), item('c', 3, 'mailto:x')], page);
    expect(cards.map((card) => [card.title, card.href, card.cta?.style])).toEqual([
      ['a', '/nl/film/a', 'accent'],
      ['b', '/nl/film/b', 'outline'],
    ]);
  });
});

describe('home head', () => {
  it('SHELL-81 SHELL-82 the title and description are translated in each language', async () => {
    const heads = await Promise.all(
      (['fr', 'en', 'de', 'nl'] as const).map(async (l) => homeHead(await translator(l))),
    );
    expect(heads[1]).toEqual({
      title: 'Films at the cinema',
      description: 'See the films showing now and coming soon, and book your seats at a cinema near you.',
    });
    expect(heads[0]?.title).toBe('Les films au cinéma');
    for (const head of heads) expect(head.description?.length).toBeLessThanOrEqual(160);
    expect(new Set(heads.map((head) => head.description)).size).toBe(4);
  });
});

// The reference API on a real SQLite file, its clock pinned to a Tuesday just after midnight in Paris.
const NOW = new Date('2026-11-24T00:30:00Z');
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-home-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => NOW });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

/** A page context of a site's home against the API; `failing` paths answer an error. */
function context(site: 'fr' | 'nl', failing: readonly string[] = []): PageContext {
  return contextOf(site, failing, api);
}

/** A page context of a site's home against a running API. */
function contextOf(site: 'fr' | 'nl', failing: readonly string[], api: RunningApi): PageContext {
  const language = SITES[site].defaultLanguage;
  const timeZone = site === 'fr' ? 'Europe/Paris' : 'Europe/Amsterdam';
  const client = createApiClient({ baseUrl: api.url, language, headers: { 'x-marquee-site': site }, retries: 0 });
  // The API itself answers; only the named calls are made to fail, as a failing back end would.
  const get: typeof client.get = (url, ...rest) =>
    failing.includes(url) ? Promise.reject(new Error(`${url} down`)) : client.get(url, ...rest);
  return {
    site: site as CountryCode,
    language,
    kind: 'Home',
    params: {},
    url: new URL(href(SITES[site], language, 'Home'), `http://${site}.marquee.localhost`),
    flags: resolveFlags(site, {}),
    device: { viewport: 'mobile', webview: false },
    timeZone,
    currency: 'EUR',
    format: siteFormats({ language, country: site, timeZone, currency: 'EUR' }),
    api: Object.assign(Object.create(client) as typeof client, { get }),
    href: (kind, params, target = language) => href(SITES[site], target, kind, params),
    signal: new AbortController().signal,
    cookies: {},
  };
}

describe('home loader (real API)', () => {
  it('CAT-03 CAT-04 FLAG-26 FLAG-27 FLAG-35 FLAG-50 fr and nl: pushes, then the rows their flags offer, promotions, VOD and videos', async () => {
    const fr = await loadHome(context('fr'), NOW);
    expect(fr.rows.map((row) => row.kind)).toEqual(['ShowsBook', 'ShowsUpcoming', 'ShowsPresales']);
    const nl = await loadHome(context('nl'), NOW);
    expect(nl.rows.map((row) => row.kind)).toEqual(['ShowsBook', 'ShowsUpcoming', 'ShowsKids', 'ShowsSpecial']);
    for (const data of [fr, nl]) {
      expect(data.pushes.length).toBeGreaterThan(0);
      expect(data.pushes[0]?.image).toMatch(/^\/api\/media\/backdrop\/[a-z0-9-]+\.[a-z0-9]+\.960\.jpg$/);
      for (const row of data.rows) {
        expect(row.shows.length).toBeGreaterThan(0);
        expect(row.shows.length).toBeLessThanOrEqual(ROW_MAX_CARDS);
      }
      expect(data.permanent).not.toBeNull();
      expect(data.autopromos.length).toBeGreaterThan(0);
      expect(data.nativeAd).not.toBeNull();
      expect(data.vod.length).toBeGreaterThan(0);
      expect(data.videos?.items[0]?.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    }
    expect(fr.pushes[0]?.href).toMatch(/^\/film\/[a-z0-9-]+$/);
    expect(nl.pushes[0]?.href).toMatch(/^\/nl\/film\/[a-z0-9-]+$/);
    // the now-showing row follows homeOrder
    const orders = fr.rows[0]?.shows.map((s) => s.slug) ?? [];
    expect(orders.length).toBe(ROW_MAX_CARDS);
    // the coming-soon row: films released within the week (fr releases on Wednesdays: tomorrow)
    expect(fr.rows[1]?.shows.length).toBeGreaterThan(0);
    // VOD is off on ch: no call, no block
    const ch = { ...context('fr'), flags: resolveFlags('ch', {}) };
    expect((await loadHome(ch, NOW)).vod).toEqual([]);
  }, 60_000);

  it('CAT-03 a call that fails leaves its part out and the page renders with the rest', async () => {
    const data = await loadHome(context('fr', ['/api/pushes/home', '/api/youtube/latest', '/api/shows']), NOW);
    expect(data.pushes).toEqual([]);
    expect(data.videos).toBeNull();
    expect(data.rows).toEqual([]);
    expect(data.permanent).not.toBeNull();
    const html = await renderPageOnServer({
      page: homePage,
      data,
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
      device: { viewport: 'mobile', webview: false },
    });
    expect(html).toContain('Les films au cinéma');
    expect(html).not.toContain('À l’affiche');
  });

  it('ENT-06 server render: the first push is the LCP image, the first film row eager for the device, every other image lazy with its size', async () => {
    const data: HomeData = await loadHome(context('fr'), NOW);
    const html = await renderPageOnServer({
      page: homePage,
      data,
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
      device: { viewport: 'mobile', webview: false },
    });
    const images = [...html.matchAll(/<img([^>]*)>/g)].map(([, attrs]) => {
      const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(attrs ?? '')?.[1] ?? null;
      return { src: attr('src'), loading: attr('loading'), priority: attr('fetchPriority'), width: attr('width') };
    });
    expect(images[0]).toMatchObject({ loading: 'eager', priority: 'high' });
    expect(images[0]?.src).toMatch(/backdrop/);
    expect(images.filter((image) => image.priority === 'high')).toHaveLength(1);
    const posters = images.filter((image) => image.src?.includes('/poster/'));
    expect(posters.slice(0, 3).every((image) => image.loading === 'eager')).toBe(true);
    expect(posters.slice(3).every((image) => image.loading === 'lazy')).toBe(true);
    expect(images.every((image) => image.width !== null)).toBe(true);
    expect(html).not.toMatch(/\.svg/);
    // every row has a heading and a "see all" link to its list page
    for (const list of ['/films/reserver', '/films/prochainement', '/films/preventes']) {
      expect(html).toContain(`href="${list}"`);
    }
  });

  it('a "last chance" row of the films whose final showing is within 7 days, after the first row', async () => {
    const data: HomeData = await loadHome(context('fr'), NOW);
    expect(data.lastChance.length).toBeGreaterThan(0);
    const html = await renderPageOnServer({
      page: homePage,
      data,
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
      device: { viewport: 'desktop', webview: false },
    });
    const row = /<section[^>]*aria-labelledby="home-last-chance"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(row).toContain('Dernière chance');
    for (const show of data.lastChance) expect(row).toContain(`href="/film/${show.slug}"`);
    expect(html.indexOf('home-last-chance')).toBeGreaterThan(html.indexOf('home-book'));
  });
});

// The reference API on a Friday: the headline film is coming soon, with
// no showtime and its sales opening on a later date.
const LATER = new Date('2026-11-27T08:00:00Z');
describe('home calls to action (real API)', () => {
  let later: RunningApi;
  let laterScratch: string;
  beforeAll(async () => {
    laterScratch = await mkdtemp(path.join(tmpdir(), 'marquee-home-cta-'));
    later = await startApi({ dbPath: path.join(laterScratch, 'api.sqlite'), now: () => LATER });
  }, 120_000);
  afterAll(async () => {
    await later?.close();
    await rm(laterScratch, { recursive: true, force: true });
  });
  const context = (site: 'fr') => ({ ...contextOf(site, [], later) });

  it('RULE-06 CAT-03 every promotion of a film calls to the film’s booking state; a film that cannot be booked never offers "Book"', async () => {
    const page = context('fr');
    const data = await loadHome(page, LATER);
    const cards = [...data.pushes, ...data.autopromos, ...(data.nativeAd ? [data.nativeAd] : [])];
    const now = localNow(LATER, page.timeZone);
    const kinds: string[] = [];
    for (const card of cards) {
      if (!card.film) continue;
      // The same rule over the film's own record, as the film page reads it.
      const record = await getShow(page.api, card.film.slug);
      const expected = filmBookingState(record, { now, site: 'fr', hasShowtimes: record.days.length > 0 });
      expect(card.film.booking, card.film.slug).toEqual(expected);
      kinds.push(expected.kind);
    }
    // The headline film is not bookable at this date; other promoted films are.
    // The headline film is coming soon, its sales opening later: not bookable.
    expect(data.pushes[0]?.film?.booking?.kind).toBe('presale');
    expect(kinds).toContain('bookable');
    const html = await renderPageOnServer({
      page: homePage,
      data,
      language: 'fr',
      namespace: 'catalogue',
      localesDir,
      device: { viewport: 'mobile', webview: false },
    });
    const articles = [...html.matchAll(/<article class="catalogue-promo"([^>]*)>([\s\S]*?)<\/article>/g)];
    expect(articles.length).toBeGreaterThan(0);
    for (const [, attrs, body] of articles) {
      const kind = / data-booking="([a-z-]+)"/.exec(attrs ?? '')?.[1];
      const cta = /<a class="catalogue-promo__cta ([^"]*)"[^>]*>([\s\S]*?)<\/a>/.exec(body ?? '');
      if (kind === 'bookable') {
        expect(cta?.[2]).toMatch(/^Réserver/);
        continue;
      }
      expect(kind).toMatch(/^(presale|coming-soon)$/);
      expect(cta?.[1]).toBe('catalogue-promo__cta--status');
      expect(cta?.[2]).not.toMatch(/Réserver</);
      if (kind === 'presale') {
        expect(cta?.[2]).toMatch(/^Réservations dès le [a-z]+ \d{1,2} [a-zéû]+ 2026 à \d{2}:\d{2}/);
        expect(body).toMatch(/data-wish="[a-z0-9-]+"/);
      } else {
        expect(cta?.[2]).toMatch(/^(Sortie le \d{1,2} [a-zéû]+ 2026|Prochainement)/);
      }
    }
  });
});
