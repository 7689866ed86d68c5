// A moviegoer's and a search engine's walk over the eight sites, at the HTTP level (no browser):
// from every language's home, its sitemap page and every address of its sitemap.xml, every
// internal `<a href>` of the server-rendered HTML is fetched once (at most PER_KIND pages of each
// kind of page per site and language, the links of READ_PER_KIND of them followed), and each must
// answer 200 or redirect, on the site, to a page that does. Then each site's sitemap.xml: every
// `<loc>` answers 200 and every film of the API is listed in each language.
import { crawl, EdgeClient, type Failure, sitemapLocs } from '../link-crawler';
import { expect, SITES, type SiteCode, test } from '../fixtures';

const PER_KIND = 3;
const READ_PER_KIND = 1;
const CONCURRENCY = 4;

const CODES = Object.keys(SITES) as SiteCode[];
const LANGUAGES = Object.fromEntries(CODES.map((code) => [code, SITES[code].languages])) as Record<
  string,
  readonly string[]
>;

/** The path prefix of a language on a site (only fr's default language has none, SITE-16). */
const prefix = (code: SiteCode, language: string) => (code === 'fr' && language === 'fr' ? '' : `/${language}`);

/** The sitemap page's address per language (ROUTE-46): the natural word in each language. */
const SITEMAP_PAGE: Record<string, string> = { fr: 'plan-du-site', en: 'sitemap', de: 'sitemap', nl: 'sitemap' };

const readable = (failures: readonly Failure[]) =>
  failures.map((failure) => `${failure.status} ${failure.url} (linked from ${failure.from})`).sort();

test.describe('links', () => {
  // One client for both walks: an address the crawl fetched is not fetched again for the sitemap.
  test.describe.configure({ mode: 'serial' });
  let client: EdgeClient | undefined;
  test.afterAll(() => client?.close());
  const clientOf = (port: number) => {
    client ??= new EdgeClient(port, CONCURRENCY);
    return client;
  };

  test('SHELL-25 SHELL-33 SHELL-42 ROUTE-23 ROUTE-24 ROUTE-25 ROUTE-46 ROUTE-49 every internal link of every page kind of the eight sites, in each language, answers 200 or an intended redirect', async ({
    site,
  }) => {
    test.setTimeout(180_000);
    const { port } = site.platform;
    const client = clientOf(port);
    const seeds: string[] = [];
    for (const code of CODES) {
      for (const language of SITES[code].languages) {
        seeds.push(site.url(code, prefix(code, language) || '/'));
        seeds.push(site.url(code, `${prefix(code, language)}/${SITEMAP_PAGE[language]}`));
      }
      const sitemap = await client.get(`${code}.marquee.localhost:${port}`, '/sitemap.xml');
      expect(sitemap.status, `${code} /sitemap.xml`).toBe(200);
      seeds.push(...sitemapLocs(sitemap.body));
    }
    const started = Date.now();
    const result = await crawl({
      port,
      seeds,
      languages: LANGUAGES,
      perKind: PER_KIND,
      readPerKind: READ_PER_KIND,
      client,
    });
    console.log(
      `links: ${client.fetched} addresses, ${result.kinds.size} page kinds, ${result.redirects.length} redirects, ${Date.now() - started} ms`,
    );
    expect(readable(result.failures)).toEqual([]);
    // The walk reached every site in every language, and the pages the issue named.
    for (const code of CODES) {
      for (const language of SITES[code].languages) {
        const reached = [...result.kinds.keys()].filter((kind) =>
          kind.startsWith(`${code} ${code === 'fr' && language === 'fr' ? '-' : language} `),
        );
        expect(reached.length, `${code}/${language}`).toBeGreaterThan(15);
      }
    }
    const kinds = [...result.kinds.keys()];
    expect(kinds).toEqual(expect.arrayContaining(['fr - /club', 'nl nl /info/*1', 'ch de /pass', 'fr - /film/*1']));
  });

  test('ROUTE-19 ROUTE-46 each sitemap.xml: every <loc> answers 200, and every film is listed in each language', async ({
    site,
  }) => {
    test.setTimeout(300_000);
    const { port } = site.platform;
    const client = clientOf(port);
    const failures: string[] = [];
    const checks: Promise<void>[] = [];
    for (const code of CODES) {
      const host = `${code}.marquee.localhost:${port}`;
      const sitemap = await client.get(host, '/sitemap.xml');
      expect(sitemap.status, `${code} /sitemap.xml`).toBe(200);
      const locs = new Set(sitemapLocs(sitemap.body));
      for (const language of SITES[code].languages) {
        const shows = await client.get(host, `/api/shows?language=${language}`);
        expect(shows.status).toBe(200);
        const { shows: films } = JSON.parse(shows.body) as { shows: { slug: string }[] };
        expect(films.length, `${code}/${language} films`).toBeGreaterThan(0);
        for (const film of films) {
          const loc = site.url(code, `${prefix(code, language)}/film/${film.slug}`);
          if (!locs.has(loc)) failures.push(`${code}: the film page ${loc} is not listed`);
        }
      }
      for (const loc of locs) {
        const url = new URL(loc);
        if (url.host !== host) {
          failures.push(`${code}: ${loc} is on another host`);
          continue;
        }
        checks.push(
          client.get(host, `${url.pathname}${url.search}`).then(
            (answer) => {
              if (answer.status !== 200) failures.push(`${code}: ${loc} answers ${answer.status}`);
            },
            (error: Error) => {
              failures.push(`${code}: ${loc} ${error.message}`);
            },
          ),
        );
      }
    }
    await Promise.all(checks);
    console.log(`sitemaps: ${checks.length} addresses`);
    expect(failures.sort()).toEqual([]);
  });
});
