import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Edge } from '../src/server';
import { get, startTestPlatform, type TestPlatform } from './helpers';

// The sitemap and robots.txt of production hosts, over real HTTP
// against the real edge in front of the real API (a real SQLite file).

let edge: Edge;
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform('edge-sitemap-');
  edge = await platform.edge();
}, 120_000);

afterAll(async () => {
  await edge?.close();
  await platform?.close();
});

const HOSTS = { fr: 'www.marquee.fr', nl: 'www.marquee.nl', ch: 'www.marquee.ch' } as const;

async function sitemap(site: keyof typeof HOSTS): Promise<{ locs: string[]; body: string }> {
  const answer = await get(edge.port, HOSTS[site], '/sitemap.xml', { 'x-forwarded-proto': 'https' });
  expect(answer.status).toBe(200);
  return { locs: [...answer.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string), body: answer.body };
}

/** An API answer for a site and language, straight from the API. */
async function api<T>(site: string, language: string, path: string): Promise<T> {
  const url = new URL(path, platform.api.url);
  url.searchParams.set('language', language);
  const response = await fetch(url, { headers: { 'x-marquee-site': site } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('sitemap.xml', () => {
  it('ROUTE-19 every film page is listed, in each language at its own slug', async () => {
    const { locs } = await sitemap('fr');
    for (const [language, prefix] of [
      ['fr', ''],
      ['en', '/en'],
    ] as const) {
      const { shows } = await api<{ shows: { slug: string }[] }>('fr', language, '/api/shows');
      expect(shows.length).toBeGreaterThan(50);
      for (const show of shows) expect(locs).toContain(`https://www.marquee.fr${prefix}/film/${show.slug}`);
    }
  });

  it('ROUTE-21 ROUTE-35 ROUTE-36 ROUTE-38 event pages, help categories and help articles are listed', async () => {
    const { locs } = await sitemap('nl');
    const { items: events } = await api<{ items: { slug: string }[] }>('nl', 'nl', '/api/events');
    for (const event of events) expect(locs).toContain(`https://www.marquee.nl/nl/evenementen/${event.slug}`);
    const { items: categories } = await api<{ items: { id: number }[] }>('nl', 'en', '/api/faq/categories');
    for (const category of categories) {
      expect(locs).toContain(`https://www.marquee.nl/en/help/category/${category.id}`);
      const { articles } = await api<{ articles: { slug: string }[] }>('nl', 'en', `/api/faq/category/${category.id}`);
      for (const article of articles) expect(locs).toContain(`https://www.marquee.nl/en/help/${article.slug}`);
    }
  });

  it('FLAG-26 FLAG-27 FLAG-35 the presales, kids and special lists are listed only where the site’s flags offer them', async () => {
    const fr = (await sitemap('fr')).locs;
    expect(fr).toContain('https://www.marquee.fr/films/prochainement');
    expect(fr).toContain('https://www.marquee.fr/films/preventes');
    expect(fr).not.toContain('https://www.marquee.fr/films/enfants');
    expect(fr).not.toContain('https://www.marquee.fr/films/seances-speciales');
    expect(fr).not.toContain('https://www.marquee.fr/en/films/kids');
    const ch = (await sitemap('ch')).locs;
    expect(
      ch.filter((loc) => /\/(kids|enfants|kinder|special|seances-speciales|sondervorstellungen)$/.test(loc)),
    ).toEqual([]);
    const nl = (await sitemap('nl')).locs;
    expect(nl).toContain('https://www.marquee.nl/nl/films/kinderen');
    expect(nl).toContain('https://www.marquee.nl/en/films/special');
    expect(nl).not.toContain('https://www.marquee.nl/nl/films/voorverkoop');
  });

  it('SHELL-25 ROUTE-49 ROUTE-23 the club card, the legal notice and careers are listed once each; the subscription page by its name', async () => {
    const fr = (await sitemap('fr')).locs;
    expect(fr).toEqual(expect.arrayContaining(['https://www.marquee.fr/club', 'https://www.marquee.fr/info/legal']));
    expect(fr).toContain('https://www.marquee.fr/en/info/careers');
    expect(fr).toContain('https://www.marquee.fr/cinepass');
    // A template with a page of its own is not listed again under info/.
    expect(fr.filter((loc) => /\/info\/(club|cvd|cgv|mobile-app)$/.test(loc))).toEqual([]);
    expect(fr.some((loc) => /\/subscription$/.test(loc))).toBe(false);
    expect(new Set(fr).size).toBe(fr.length);
  });

  it('SHELL-84 the hreflang codes are those of the HTML head: the language alone, and x-default', async () => {
    const { body } = await sitemap('ch');
    const codes = new Set([...body.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]));
    expect([...codes].sort()).toEqual(['de', 'en', 'fr', 'x-default']);
    const page = await get(edge.port, HOSTS.ch, '/de/filme', { 'x-forwarded-proto': 'https' });
    const head = new Set(
      [...page.body.matchAll(/<link data-head rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]),
    );
    expect([...head].sort()).toEqual(['de', 'en', 'fr', 'x-default']);
  });
});

describe('robots.txt', () => {
  it('ROUTE-46 production: the media under /api/media/ are open to crawlers before the rest of /api/ is closed; the sitemap is named', async () => {
    const answer = await get(edge.port, HOSTS.fr, '/robots.txt', { 'x-forwarded-proto': 'https' });
    const lines = answer.body.split('\n');
    const allow = lines.indexOf('Allow: /api/media/');
    expect(allow).toBeGreaterThan(0);
    expect(allow).toBeLessThan(lines.indexOf('Disallow: /api/'));
    expect(lines).toContain('Sitemap: https://www.marquee.fr/sitemap.xml');
  });
});
