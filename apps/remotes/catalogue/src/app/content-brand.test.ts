import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningApi, startApi } from '@marquee/api/server';
import { createApiClient, getNews } from '@marquee/api-client';
import { createI18n, siteFormats } from '@marquee/i18n';
import type { PageInfo, Translate } from '@marquee/remote-contract';
import { href, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerHead } from '../features/offers/offer-head';
import { loadOffer } from '../features/offers/offer-loader';
import { newsItemHead } from '../features/news/news-item-head';
import { loadNewsItem } from '../features/news/news-item-loader';

// The reference API on a real SQLite file: a news item and an offer as their heads describe them.
let api: RunningApi;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'marquee-news-item-'));
  api = await startApi({ dbPath: path.join(scratch, 'api.sqlite'), now: () => new Date('2026-11-24T00:30:00Z') });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(scratch, { recursive: true, force: true });
});

const FR: RoutingSite = { code: 'fr', languages: ['fr', 'en'], defaultLanguage: 'fr', prefixDefaultLanguage: false };
/** A brand that is not the default one: the site config's brand reaches the texts as i18n's `brand` variable. */
const BRAND = 'Cinémas Lumière';

async function translator(): Promise<Translate> {
  const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));
  const texts = JSON.parse(await readFile(path.join(localesDir, 'en.json'), 'utf8'));
  const i18n = await createI18n({
    language: 'en',
    resources: { catalogue: texts },
    defaultNamespace: 'catalogue',
    variables: { brand: BRAND },
  });
  // `Translate` takes any key (a page head's translator); i18next's typed `t` takes the base locale's keys.
  const t = i18n.t as (key: string, options: object) => string;
  return (key, options) => t(key, { ...options, ns: 'catalogue' });
}

const client = () =>
  createApiClient({ baseUrl: api.url, language: 'en', headers: { 'x-marquee-site': 'fr' }, retries: 0 });
const page = (kind: 'NewsItem' | 'Offer', slug: string) =>
  ({
    site: 'fr',
    language: 'en',
    kind,
    params: { slug },
    url: new URL(href(FR, 'en', kind, { slug }), 'http://fr.marquee.localhost'),
    format: siteFormats({ language: 'en', country: 'fr', timeZone: 'Europe/Paris', currency: 'EUR' }),
    href: (target: Parameters<typeof href>[2], params?: Record<string, string>) => href(FR, 'en', target, params),
  }) as unknown as PageInfo;

type Node = Record<string, { name?: string } | string | undefined>;
const graphOf = (head: { structuredData?: Record<string, unknown> }) =>
  (head.structuredData?.['@graph'] ?? []) as Node[];

describe('SITE-18 the brand in the content pages’ JSON-LD comes from the site config', () => {
  it('SHELL-82 a news item’s publisher (and author when the CMS names none) is the site’s brand, not a literal', async () => {
    const signal = new AbortController().signal;
    const news = await getNews(client(), 1, signal);
    const slug = news.items[0]?.slug ?? '';
    expect(slug).not.toBe('');
    const data = await loadNewsItem({ api: client(), signal, params: { slug } });
    const article = graphOf(newsItemHead(data, page('NewsItem', slug), await translator())).find(
      (node) => node['@type'] === 'NewsArticle',
    );
    expect(article?.publisher).toEqual({ '@type': 'Organization', name: BRAND });
    expect(article?.author).toEqual({ '@type': 'Organization', name: data.author || BRAND });
  }, 60_000);

  it('SHELL-82 an offer is offered by its author, else by the site’s brand', async () => {
    const signal = new AbortController().signal;
    const slug = 'student-price';
    const data = await loadOffer({ api: client(), signal, params: { slug } });
    const t = await translator();
    const offeredBy = (offer: typeof data) =>
      JSON.stringify(
        graphOf(offerHead(offer, page('Offer', slug), t)).find((node) => JSON.stringify(node).includes('offeredBy')),
      );
    expect(offeredBy(data)).toContain(JSON.stringify({ '@type': 'Organization', name: data.author || BRAND }));
    // An offer the CMS gives no author: the site's brand offers it.
    expect(offeredBy({ ...data, author: '' })).toContain(JSON.stringify({ '@type': 'Organization', name: BRAND }));
  }, 60_000);
});
