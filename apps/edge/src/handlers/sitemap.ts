import type { CountryCode, Environment, Language } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags/core';
import { PAGE_OWNERS } from '@marquee/remote-contract';
import { href, KIND_SITES, type PageKind } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';
import { Cache } from '../cache';
import { type Handler, sendText } from './context';

/** The site's pages without a parameter, each where it exists and its flag allows. */
const STATIC_KINDS: readonly PageKind[] = [
  'Home',
  'Shows',
  'ShowsBook',
  'ShowsUpcoming',
  'ShowsPresales',
  'ShowsKids',
  'ShowsSpecial',
  'Cinemas',
  'EntertainmentList',
  'Experiences',
  'OffersList',
  'NewsList',
  'Subscription',
  'Ecards',
  'Ecards3',
  'GiftCard',
  'FaqHome',
  'MobileApp',
  'Cgv',
  'Cvd',
  'Sitemap',
];

/** The slugged records listed, by page kind: the API list that names them and where their slugs are. */
const RECORD_LISTS: readonly { kind: PageKind; path: string; slugs: (answer: unknown) => string[] }[] = [
  { kind: 'Cinema', path: '/api/cinemas', slugs: (a) => pick(a, 'cinemas') },
  { kind: 'City', path: '/api/cities', slugs: (a) => pick(a, 'cities') },
  { kind: 'Season', path: '/api/events', slugs: (a) => pick(a, 'items') },
  { kind: 'Experience', path: '/api/gpxp', slugs: (a) => pick(a, 'items') },
  { kind: 'Offer', path: '/api/offers?page=1', slugs: (a) => pick(a, 'items') },
  { kind: 'NewsItem', path: '/api/news?page=1', slugs: (a) => pick(a, 'items') },
  { kind: 'Info', path: '/api/master-template/pages', slugs: (a) => pick(a, 'items') },
];

function pick(answer: unknown, field: string): string[] {
  const list = (answer as Record<string, unknown> | null)?.[field];
  return Array.isArray(list)
    ? list.flatMap((item) =>
        typeof (item as { slug?: unknown }).slug === 'string' ? [(item as { slug: string }).slug] : [],
      )
    : [];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** One page in every language of the site: a `<url>` per language, each naming all (hreflang, x-default). */
function urlEntries(config: SiteConfig, origin: string, kind: PageKind, params: Record<string, string>): string[] {
  let paths: [Language, string][];
  try {
    paths = config.languages.map((language) => [language, href(config, language, kind, params)]);
  } catch {
    return [];
  }
  const alternates = [
    ...paths.map(
      ([language, path]) =>
        `<xhtml:link rel="alternate" hreflang="${language}-${config.code.toUpperCase()}" href="${escapeXml(origin + path)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + (paths.find(([l]) => l === config.defaultLanguage)?.[1] ?? paths[0]?.[1] ?? '/'))}"/>`,
  ].join('');
  return paths.map(([, path]) => `<url><loc>${escapeXml(origin + path)}</loc>${alternates}</url>`);
}

/** The kinds of this site (KIND_SITES), with their flags (voucher, news and offers links). */
function siteKinds(config: SiteConfig): PageKind[] {
  const flags = resolveFlags(config.code as CountryCode, config.flags);
  return STATIC_KINDS.filter((kind) => {
    // A page no part of the platform renders yet is not listed.
    if (PAGE_OWNERS[kind] === undefined && kind !== 'Home') return false;
    const sites = KIND_SITES[kind];
    if (sites && !sites.includes(config.code as CountryCode)) return false;
    if (kind === 'GiftCard') return flags.giftCardEnabled;
    if (kind === 'NewsList') return flags.newsLinkEnabled;
    if (kind === 'OffersList') return flags.offersMenuDisplayed;
    // The subscription page answers only where a subscription product is on (FLAG-37/40/41, decision 0023).
    if (kind === 'Subscription')
      return flags.subscriptionCinepass || flags.subscriptionPassEnabled || flags.subscriptionUnlimitedEnabled;
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
 * alternates: the static pages, then the records the API lists) and `robots.txt` (the sitemap's
 * address; lookups, account, search results and the app's webviews are not for crawlers; a site
 * outside production is not crawled at all). The sitemap is kept 10 minutes per site.
 */
export function sitemapHandler(options: {
  readonly apiUrl: string;
  readonly origin: (site: SiteConfig, environment: Environment) => string;
  readonly ttlMs?: number;
}): Handler {
  // Complete sitemaps only: one missing a list the API failed to give is built again next time.
  const kept = new Cache<string, string>({ ttlMs: options.ttlMs ?? 600_000, maxEntries: 100 });
  const api = async (site: string, path: string): Promise<unknown> => {
    const response = await fetch(new URL(path, options.apiUrl), {
      headers: { 'x-marquee-site': site, accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  return async ({ req, res, site, url, environment }) => {
    if (url.pathname !== '/sitemap.xml' && url.pathname !== '/robots.txt') return false;
    const { config } = site;
    const origin = options.origin(config, environment);
    if (url.pathname === '/robots.txt') {
      const lines =
        environment === 'production'
          ? [
              'User-agent: *',
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
      const urls = siteKinds(config).flatMap((kind) => urlEntries(config, origin, kind, {}));
      const lists = await Promise.all(
        RECORD_LISTS.map(async (list) => {
          try {
            return { list, slugs: list.slugs(await api(config.code, list.path)) };
          } catch {
            return { list, slugs: null };
          }
        }),
      );
      for (const { list, slugs } of lists) {
        for (const slug of [...new Set(slugs ?? [])]) urls.push(...urlEntries(config, origin, list.kind, { slug }));
      }
      if (urls.length === 0) {
        sendText(res, 503, 'Sitemap unavailable\n');
        return true;
      }
      xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
      if (lists.every(({ slugs }) => slugs !== null)) kept.set(key, xml);
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.end(req.method === 'HEAD' ? undefined : xml);
    return true;
  };
}
