import type { CountryCode, Environment, Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags/core';
import { PAGE_OWNERS } from '@marquee/remote-contract';
import {
  calendarFeedPath,
  href,
  hreflang,
  isKindOffered,
  KIND_SITES,
  newFilmsFeedPath,
  type PageKind,
  TEMPLATE_KINDS,
} from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';
import { Cache } from '../cache';
import { forPaths, type Handler, sendText } from './context';

/** The site's pages without a parameter, each where the site offers it (routing's `isKindOffered`). */
const STATIC_KINDS: readonly PageKind[] = [
  'Home',
  'Shows',
  'ShowsBook',
  'ShowsUpcoming',
  'ShowsPresales',
  'ShowsKids',
  'ShowsSpecial',
  'Tonight',
  'Cinemas',
  'EntertainmentList',
  'Experiences',
  'AccessibleShowings',
  'OffersList',
  'NewsList',
  'Subscription',
  'Club',
  'Ecards',
  'Ecards3',
  'GiftCard',
  'FaqHome',
  'MobileApp',
  'Cgv',
  'Cvd',
  'Sitemap',
];

/** One record of a list in one language: what pairs it across languages, and its page's parameters. */
interface ListedRecord {
  readonly key: string;
  readonly params: Record<string, string>;
}

/** Reads the API in one language: `get(path)` answers the JSON of `path` with that language. */
type ApiGet = (path: string) => Promise<unknown>;

/**
 * The slugged records listed, by page kind: how to read them from the API in one language.
 * Films pair across languages by their reference (their slug is translated); the rest by slug
 * or id. A record that moved (`redirectSlug`) is not listed: its address answers a redirect.
 */
const RECORD_LISTS: readonly { kind: PageKind; records: (get: ApiGet) => Promise<ListedRecord[]> }[] = [
  {
    kind: 'Movie',
    records: async (get) =>
      items(await get('/api/shows'), 'shows').flatMap((show) =>
        typeof show.slug === 'string' && !show.redirectSlug
          ? [{ key: String(show.showRef ?? show.slug), params: { slug: show.slug } }]
          : [],
      ),
  },
  { kind: 'Cinema', records: bySlug('/api/cinemas', 'cinemas') },
  { kind: 'City', records: bySlug('/api/cities', 'cities') },
  { kind: 'Entertainment', records: bySlug('/api/events', 'items') },
  // Season pages are the events' own pages under another address: canonical to Entertainment, not listed.
  { kind: 'Experience', records: bySlug('/api/gpxp', 'items') },
  { kind: 'Offer', records: bySlug('/api/offers?page=1', 'items') },
  { kind: 'NewsItem', records: bySlug('/api/news?page=1', 'items') },
  {
    kind: 'Info',
    // A template shown by a page kind of its own (the club card, cvd...) is listed as that page.
    records: async (get) =>
      (await bySlug('/api/master-template/pages', 'items')(get)).filter(
        ({ key }) => !Object.values(TEMPLATE_KINDS).includes(key),
      ),
  },
  {
    kind: 'FaqCategory',
    records: async (get) =>
      items(await get('/api/faq/categories'), 'items').flatMap((category) =>
        category.id === undefined ? [] : [{ key: String(category.id), params: { categoryId: String(category.id) } }],
      ),
  },
  {
    kind: 'FaqArticleBySlug',
    records: async (get) => {
      const categories = items(await get('/api/faq/categories'), 'items');
      const answers = await Promise.all(
        categories.map((category) => get(`/api/faq/category/${encodeURIComponent(String(category.id))}`)),
      );
      return answers.flatMap((answer) =>
        items(answer, 'articles').flatMap((article) =>
          typeof article.slug === 'string'
            ? [{ key: String(article.id ?? article.slug), params: { slug: article.slug } }]
            : [],
        ),
      );
    },
  },
];

type Item = Record<string, unknown> & { slug?: unknown; redirectSlug?: unknown };

function items(answer: unknown, field: string): Item[] {
  const list = (answer as Record<string, unknown> | null)?.[field];
  return Array.isArray(list) ? list.filter((item): item is Item => typeof item === 'object' && item !== null) : [];
}

function bySlug(path: string, field: string): (get: ApiGet) => Promise<ListedRecord[]> {
  return async (get) =>
    items(await get(path), field).flatMap((item) =>
      typeof item.slug === 'string' && !item.redirectSlug ? [{ key: item.slug, params: { slug: item.slug } }] : [],
    );
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * One page in the languages it exists in: a `<url>` per language, each naming all of them and
 * x-default (the site's default language) with the hreflang codes of the HTML head (routing's
 * `hreflang`: one rule for both).
 */
function urlEntries(config: SiteConfig, origin: string, paths: readonly [Language, string][]): string[] {
  if (paths.length === 0) return [];
  const fallback = paths.find(([language]) => language === config.defaultLanguage)?.[1] ?? paths[0]?.[1] ?? '/';
  const alternates = [
    ...paths.map(
      ([language, path]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang(language)}" href="${escapeXml(origin + path)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + fallback)}"/>`,
  ].join('');
  return paths.map(([, path]) => `<url><loc>${escapeXml(origin + path)}</loc>${alternates}</url>`);
}

/** The record kinds whose records have a public calendar feed, and the feed's kind. */
const FEED_KINDS: Partial<Record<PageKind, 'cinema' | 'film'>> = { Cinema: 'cinema', Movie: 'film' };

/** A kind's address in each language of the site (languages where it has none are left out). */
function kindPaths(config: SiteConfig, kind: PageKind, params: Record<string, string>): [Language, string][] {
  return config.languages.flatMap((language): [Language, string][] => {
    try {
      return [[language, href(config, language, kind, params)]];
    } catch {
      return [];
    }
  });
}

/** The kinds of this site: rendered by a part of the platform, offered by the site and its flags. */
function siteKinds(config: SiteConfig): PageKind[] {
  const flags = resolveFlags(config.code as CountryCode, config.flags);
  return STATIC_KINDS.filter((kind) => {
    // A page no part of the platform renders yet is not listed.
    if (PAGE_OWNERS[kind] === undefined && kind !== 'Home') return false;
    if (!isKindOffered(config.code as CountryCode, kind, flags)) return false;
    if (kind === 'GiftCard') return flags.giftCardEnabled;
    if (kind === 'NewsList') return flags.newsLinkEnabled;
    if (kind === 'OffersList') return flags.offersMenuDisplayed;
    return true;
  });
}

/** Pages no crawler should index: lookups, the client's own pages, search results. */
const PRIVATE_KINDS: readonly PageKind[] = [
  'Voucher',
  'GiftCardBalance',
  'SearchResults',
  'Account',
  'AccountPage',
  'AccountFavoriteCinemas',
  'AccountBookings',
];

/** The addresses of the private pages in each language of the site (a prefixed language too). */
function privatePaths(config: SiteConfig): string[] {
  const paths = new Set<string>();
  for (const kind of PRIVATE_KINDS) {
    const sites = KIND_SITES[kind];
    if (sites && !sites.includes(config.code as CountryCode)) continue;
    for (const language of config.languages) {
      try {
        paths.add(href(config, language, kind));
      } catch {
        // A page kind this site does not have in that language.
      }
    }
  }
  return [...paths].sort();
}

/**
 * `/sitemap.xml` (every public page of the site in each of its languages, with its hreflang
 * alternates: the static pages the site and its flags offer, then the records the API lists in
 * each language — films, cinemas, cities, events and seasons, experiences, offers, news, info
 * pages, help categories and articles, then the public feeds: each cinema's and film's calendar and
 * the Atom feed of new films, per language) and `robots.txt` (the sitemap's address; the media under
 * `/api/media/` are open to crawlers, the rest of the API, lookups, account, search results and
 * the app's webviews are not; a site outside production is not crawled at all). The sitemap is
 * kept 10 minutes per site.
 */
export function sitemapHandler(options: {
  readonly apiUrl: string;
  readonly origin: (site: SiteConfig, environment: Environment) => string;
  readonly ttlMs?: number;
}): Handler {
  // Complete sitemaps only: one missing a list the API failed to give is built again next time.
  const kept = new Cache<string, string>({ ttlMs: options.ttlMs ?? 600_000, maxEntries: 100 });
  const api = async (site: string, language: Language, path: string): Promise<unknown> => {
    const url = new URL(path, options.apiUrl);
    url.searchParams.set('language', language);
    const response = await fetch(url, {
      headers: { 'x-marquee-site': site, accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const ours = (pathname: string) => pathname === '/sitemap.xml' || pathname === '/robots.txt';
  return forPaths(ours, async ({ req, res, site, url, environment }) => {
    const { config } = site;
    const origin = options.origin(config, environment);
    if (url.pathname === '/robots.txt') {
      const lines =
        environment === 'production'
          ? [
              'User-agent: *',
              // Posters, backdrops, og:image and JSON-LD images are served under /api/media/:
              // crawlers may fetch them; the rest of the API (bookings, accounts, lookups) is not for them.
              'Allow: /api/media/',
              // The public calendar feeds are listed in the sitemap; a client's own feed is not.
              'Allow: /api/feeds/cinema/',
              'Allow: /api/feeds/film/',
              'Disallow: /api/',
              'Disallow: /m/',
              'Disallow: /callback',
              ...privatePaths(config).map((path) => `Disallow: ${path}`),
              '',
              `Sitemap: ${origin}/sitemap.xml`,
            ]
          : ['User-agent: *', 'Disallow: /'];
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(req.method === 'HEAD' ? undefined : `${lines.join('\n')}\n`);
      return true;
    }
    const key = `${config.code}|${origin}`;
    let xml = kept.get(key);
    if (xml === undefined) {
      const urls = siteKinds(config).flatMap((kind) => urlEntries(config, origin, kindPaths(config, kind, {})));
      // Each list in each language of the site (films have a slug per language), paired by key.
      const lists = await Promise.all(
        RECORD_LISTS.map(async (list) => {
          try {
            const byLanguage = await Promise.all(
              config.languages.map(async (language) => ({
                language,
                records: await list.records((path) => api(config.code, language, path)),
              })),
            );
            return { list, byLanguage };
          } catch {
            return { list, byLanguage: null };
          }
        }),
      );
      // The public feeds: the Atom feed of new films, and each cinema's and film's calendar, per language.
      const feeds = config.languages.map((language) => newFilmsFeedPath(language));
      for (const { list, byLanguage } of lists) {
        const pages = new Map<string, [Language, string][]>();
        const feedKind = FEED_KINDS[list.kind];
        for (const { language, records } of byLanguage ?? []) {
          for (const record of records) {
            if (feedKind && record.params.slug) feeds.push(calendarFeedPath(feedKind, record.params.slug, language));
            let path: string;
            try {
              path = href(config, language, list.kind, record.params);
            } catch {
              continue; // The kind has no address in this language.
            }
            const paths = pages.get(record.key) ?? [];
            if (!paths.some(([l]) => l === language)) paths.push([language, path]);
            pages.set(record.key, paths);
          }
        }
        for (const paths of pages.values()) urls.push(...urlEntries(config, origin, paths));
      }
      if (urls.length > 0) urls.push(...feeds.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`));
      if (urls.length === 0) {
        sendText(res, 503, 'Sitemap unavailable\n');
        return true;
      }
      xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
      if (lists.every(({ byLanguage }) => byLanguage !== null)) kept.set(key, xml);
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.end(req.method === 'HEAD' ? undefined : xml);
    return true;
  });
}
