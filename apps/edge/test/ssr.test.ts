import { createHash } from 'node:crypto';
import { cp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { RunningApi } from '@marquee/api/server';
import { COUNTRY_CODES, type CountryCode, type Language } from '@marquee/domain-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployRemote, rollbackRemote } from '../src/deploy';
import type { Edge } from '../src/server';
import { contentSecurityPolicy } from '../src/page';
import { loadSites } from '../src/sites';
import { type Answer, bootstrapOf, COUNTRIES_DIR, get, send, startTestPlatform, type TestPlatform } from './helpers';

// Server rendering at the edge, over HTTP, as `curl` sees it (no JavaScript): the real edge in
// front of the real API (a real SQLite file), the real builds of the eight country apps (their
// shell server entries) and the five remotes (their server builds), deployed into a scratch
// store. Browser-side hydration is covered by e2e/tests/hydration.spec.ts.
const countriesDir = COUNTRIES_DIR;

let api: RunningApi;
let edge: Edge;
let scratch: string;
let deployDir: string;
let platform: TestPlatform;
const sites = new Map<CountryCode, { languages: readonly Language[]; defaultLanguage: Language; domain: string }>();

interface ShowList {
  shows: { slug: string; title: string; isComingSoon: boolean }[];
}

/** The API's answer for a site, straight from the API (not through the edge). */
async function apiJson<T>(site: CountryCode, pathAndQuery: string): Promise<T> {
  const response = await fetch(`${api.url}${pathAndQuery}`, { headers: { 'x-marquee-site': site } });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status}`);
  return (await response.json()) as T;
}

/** The home path of a site in a language. */
function homePath(code: CountryCode, language: Language): string {
  return code === 'fr' && language === 'fr' ? '/' : `/${language}`;
}

/** HTML text as a reader sees it: entities decoded the way React writes them. */
function decode(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The app's HTML (inside #root), without the embedded data. */
function appHtml(page: Answer): string {
  const start = page.body.indexOf('<div id="root">');
  const end = page.body.indexOf('<script id="marquee-bootstrap"');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return decode(page.body.slice(start, end));
}

/** The page loader data of the page route (the one route whose id names a page kind). */
function pageData(page: Answer): { data?: unknown; clientOnly?: boolean } | undefined {
  const loaderData = bootstrapOf(page.body).ssr?.router.loaderData ?? {};
  const id = Object.keys(loaderData).find((key) => /^[a-z]{2}:/.test(key));
  return id ? loaderData[id] : undefined;
}

function headLinks(html: string, rel: string): { hreflang?: string; href: string }[] {
  return [...html.matchAll(/<link data-head rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)]
    .filter((m) => m[1] === rel)
    .map((m) => ({ ...(m[2] ? { hreflang: m[2] } : {}), href: m[3] as string }));
}

/**
 * Runs `use` against an edge in front of a stand-in API (a local HTTP server answering with
 * `answer`), on the same builds and store; stops both afterwards.
 */
async function withEdgeOnApi(
  answer: Parameters<typeof createServer>[1],
  options: { dataBudgetMs?: number },
  use: (edge: Edge) => Promise<void>,
): Promise<void> {
  const standIn: Server = createServer(answer);
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  const edge = await platform.edge({ apiUrl, renderCacheTtlMs: 0, ...options });
  try {
    await use(edge);
  } finally {
    await edge.close();
    standIn.closeAllConnections();
    await new Promise<void>((resolve) => standIn.close(() => resolve()));
  }
}

beforeAll(async () => {
  platform = await startTestPlatform('edge-ssr-');
  ({ api, scratch, deployDir } = platform);
  for (const [code, site] of await loadSites(countriesDir)) sites.set(code, site.config);
  // No reuse of renders: every answer here is a render of its own. These tests are about what a
  // render contains and whom it belongs to, not about time: on a loaded 2-core machine sixty
  // renders at once can take longer than the 1.5 s data budget or the 3 s render timeout (a
  // render past it is answered by the client-rendered page, without data), which have their
  // own tests below.
  edge = await platform.edge({
    renderCacheTtlMs: 0,
    // Generous: a loaded machine (other test runs beside this one) answered some API calls of forty
    // simultaneous renders after more than 10 s, and a call past the budget leaves its row out.
    dataBudgetMs: 25_000,
    renderTimeoutMs: 30_000,
  });
}, 120_000);

afterAll(async () => {
  await edge?.close();
  await platform?.close();
});

describe('every page arrives as HTML', () => {
  it('SITE-01 SHELL-81 every site home, in every language, shows the API films on now in its HTML (no JavaScript needed)', async () => {
    for (const code of COUNTRY_CODES) {
      const site = sites.get(code);
      if (!site) throw new Error(`${code} is not built`);
      for (const language of site.languages) {
        const page = await get(edge.port, `${code}.marquee.localhost`, homePath(code, language));
        expect(page.status, `${code} ${language}`).toBe(200);
        expect(page.headers['x-marquee-render']).toBe('server');
        expect(page.body).toMatch(new RegExp(`<html lang="${language}"`));
        const html = appHtml(page);
        // Complete in place: no region waiting for a script to reveal it (readable without JavaScript).
        expect(html).not.toContain('<!--$?-->');
        expect(html).not.toContain('<script');
        // The "now showing" row: the first 12 films on now in home order (the rest are on its list page).
        const films = (await apiJson<ShowList>(code, `/api/shows?filter=book&language=${language}`)).shows.slice(0, 12);
        expect(films.length).toBeGreaterThan(0);
        for (const film of films) expect(html, `${code} ${language}: ${film.title}`).toContain(film.title);
        // Header and footer are rendered too, and the embedded data is the page's.
        expect(html).toMatch(/<header class="mq-header[^"]*">/);
        expect(html).toMatch(/<footer class="shell-footer">/);
        expect(bootstrapOf(page.body).ssr?.language).toBe(language);
        expect(bootstrapOf(page.body).ssr?.remotes).toEqual(['catalogue']);
      }
    }
  });

  it('SHELL-81 SHELL-82 SHELL-83 SHELL-84 the head is rendered on the server: title, description, canonical, one alternate per language', async () => {
    const page = await get(edge.port, 'ch.marquee.localhost', '/de');
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toMatch(/<title>[^<]+ \| Marquee<\/title>/);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toMatch(/<meta data-head name="description" content="[^"]{20,}">/);
    expect(headLinks(head, 'canonical')).toEqual([{ href: `http://ch.marquee.localhost:${edge.port}/de` }]);
    expect(headLinks(head, 'alternate')).toEqual([
      { hreflang: 'fr', href: `http://ch.marquee.localhost:${edge.port}/fr` },
      { hreflang: 'en', href: `http://ch.marquee.localhost:${edge.port}/en` },
      { hreflang: 'de', href: `http://ch.marquee.localhost:${edge.port}/de` },
      { hreflang: 'x-default', href: `http://ch.marquee.localhost:${edge.port}/en` },
    ]);
    expect(head).toContain('<meta data-head property="og:locale" content="de_CH">');
    // The head holds what the first paint needs, no script hints: the shell's entry preloads the
    // page's scripts (its app, the vendor files, the remote's) once the page is painted.
    expect(head).not.toContain('rel="modulepreload"');
    const scripts = JSON.parse(
      page.body.match(/<script id="marquee-preload" type="application\/json">(.*?)<\/script>/s)?.[1] ?? '[]',
    ) as string[];
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/start-[^/]+\.js$/)]));
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/vendor\/react-dom__client-/)]));
    expect(scripts).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/remotes\/catalogue\/[^/]+\/assets\/routes-[^/]+\.js$/)]),
    );
  });

  it("ACC-02 ACC-59 the client's space is its own vendor file: hinted with the pages whose code imports it (the home's hearts, the cinemas list), not with the film page's", async () => {
    const scriptsOf = (page: Answer) =>
      JSON.parse(
        page.body.match(/<script id="marquee-preload" type="application\/json">(.*?)<\/script>/s)?.[1] ?? '[]',
      ) as string[];
    const importMapOf = (page: Answer) =>
      (
        JSON.parse(page.body.match(/<script type="importmap">(.*?)<\/script>/s)?.[1] ?? '{}') as {
          imports: Record<string, string>;
        }
      ).imports;
    const home = await get(edge.port, 'fr.marquee.localhost', '/');
    const space = importMapOf(home)['@marquee/client-space'];
    // One file of its own, apart from the other workspace singletons (still one copy per page).
    expect(space).toMatch(/^\/vendor\/marquee__client-space-[^/]+\.js$/);
    expect(space).not.toBe(importMapOf(home)['@marquee/session']);
    expect(scriptsOf(home)).toContain(space);
    const film = (await apiJson<ShowList>('fr', '/api/shows?language=fr')).shows.find((show) => !show.isComingSoon);
    if (!film) throw new Error('no film on fr');
    const filmPage = await get(edge.port, 'fr.marquee.localhost', `/film/${film.slug}`);
    expect(filmPage.status).toBe(200);
    expect(importMapOf(filmPage)['@marquee/client-space']).toBe(space);
    const filmScripts = scriptsOf(filmPage);
    expect(filmScripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/vendor\/marquee__shared-/)]));
    expect(filmScripts).not.toContain(space);
    // A remote whose ./routes module imports it (the locator's cinemas list, its favourite hearts).
    const cinemas = await get(edge.port, 'fr.marquee.localhost', '/cinemas');
    expect(cinemas.status).toBe(200);
    expect(scriptsOf(cinemas)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/remotes\/locator\//), space]));
  });

  it('SHELL-81 SHELL-83 SHELL-84 a film page: its title, its canonical address and its translated slugs as alternates, schema.org Movie', async () => {
    const film = (await apiJson<ShowList>('fr', '/api/shows?language=fr')).shows.find((show) => !show.isComingSoon);
    if (!film) throw new Error('no film on fr');
    const slugs = await apiJson<{ translations: { language: string; slug: string }[] }>(
      'fr',
      `/api/show/${film.slug}/translate?language=fr`,
    );
    const enSlug = slugs.translations.find((t) => t.language === 'en')?.slug;
    // Absolute URLs come from the site's configuration and the edge's own port, never the Host header.
    const page = await get(edge.port, 'fr.marquee.localhost:8080', `/film/${film.slug}`);
    expect(page.status).toBe(200);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(decode(head)).toContain(`<title>${film.title} | Marquee</title>`);
    expect(headLinks(head, 'canonical')).toEqual([
      { href: `http://fr.marquee.localhost:${edge.port}/film/${film.slug}` },
    ]);
    expect(headLinks(head, 'alternate')).toContainEqual({
      hreflang: 'en',
      href: `http://fr.marquee.localhost:${edge.port}/en/film/${enSlug}`,
    });
    const jsonLd = head.match(/<script data-head type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    const graph = JSON.parse(jsonLd ?? '{}') as { '@context': string; '@graph': Record<string, unknown>[] };
    expect(graph['@context']).toBe('https://schema.org');
    // A film page's graph makes it an Open Graph video.movie.
    expect(head).toContain('property="og:type" content="video.movie"');
    expect(graph['@graph'].find((node) => node['@type'] === 'Movie')).toMatchObject({
      '@type': 'Movie',
      name: film.title,
    });
    expect(appHtml(page)).toContain(`<h1 class="catalogue-movie__title">${film.title}</h1>`);
  });

  it('SHELL-83 ROUTE-22 a season page is canonical to the event page of the same record', async () => {
    const events = await apiJson<{ items: { slug: string }[] }>('fr', '/api/events?language=fr');
    const slug = events.items[0]?.slug;
    if (!slug) throw new Error('no event on fr');
    const season = await get(edge.port, 'fr.marquee.localhost', `/saison/${slug}`);
    expect(season.status).toBe(200);
    const head = season.body.slice(0, season.body.indexOf('</head>'));
    const event = `http://fr.marquee.localhost:${edge.port}/evenements/${slug}`;
    expect(headLinks(head, 'canonical')).toEqual([{ href: event }]);
    expect(headLinks(head, 'alternate')).toContainEqual({ hreflang: 'fr', href: event });
    // The event page is canonical to itself.
    const own = await get(edge.port, 'fr.marquee.localhost', `/evenements/${slug}`);
    expect(headLinks(own.body.slice(0, own.body.indexOf('</head>')), 'canonical')).toEqual([{ href: event }]);
  });

  it('every page kind that exists is rendered with its content', async () => {
    const cinemas = await apiJson<{ cinemas: { name: string }[] }>('be', '/api/cinemas?language=nl');
    const cases: [CountryCode, string, RegExp | string][] = [
      ['be', '/nl/cinemas', cinemas.cinemas[0]?.name ?? 'no cinema'],
      ['fr', '/aide', /<h1[^>]*>Centre d'aide<\/h1>/],
      ['ch', '/de/suche?q=star', /<input[^>]*name="q"[^>]*value="star"/],
      ['nl', '/en/account', /<h1 id="account-title">[^<]+<\/h1>/],
    ];
    for (const [code, address, expected] of cases) {
      const page = await get(edge.port, `${code}.marquee.localhost`, address);
      expect(page.status, `${code} ${address}`).toBe(200);
      expect(page.headers['x-marquee-render']).toBe('server');
      const html = appHtml(page);
      if (typeof expected === 'string') expect(html).toContain(expected);
      else expect(html).toMatch(expected);
      expect(pageData(page)?.clientOnly).toBeUndefined();
    }
  });
});

describe('security', () => {
  it('ACC-05 the CSP lets the sign-in provider be fetched and framed (its origin from configuration), nothing more', () => {
    const csp = contentSecurityPolicy('{}', 'http://id.marquee.localhost:4100/');
    expect(csp).toContain("connect-src 'self' http://id.marquee.localhost:4100;");
    expect(csp).toContain(
      "frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://player.allocine.fr 'self' http://id.marquee.localhost:4100;",
    );
    expect(contentSecurityPolicy('{}')).toContain("connect-src 'self';");
  });

  it('a strict Content-Security-Policy: the import map is the one inline script allowed, by its hash', async () => {
    for (const [code, address] of [
      ['fr', '/'],
      ['ch', '/de/cinemas'],
      ['fr', '/nothing-here'],
    ] as const) {
      const page = await get(edge.port, `${code}.marquee.localhost`, address);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      // CAT-11: frames only from the three trailer players; media only from the site (S3 trailers).
      expect(csp).toContain(
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://player.allocine.fr;',
      );
      expect(csp).toContain("media-src 'self';");
      const importMap = page.body.match(/<script type="importmap">(.*?)<\/script>/s)?.[1] ?? '';
      const hash = createHash('sha256').update(importMap).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
      // Every other script either has a source on the site or is data that never runs.
      for (const tag of page.body.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag, `${code} ${address}`).toMatch(/ src="\/|type="importmap"|type="application\/(ld\+)?json"/);
      }
    }
  });
});

describe('status codes', () => {
  it('ERR-01 ROUTE-51 ROUTE-54 an unknown address answers 404 with the not-found view, address unchanged', async () => {
    const page = await get(edge.port, 'fr.marquee.localhost', '/cette-page-n-existe-pas');
    expect(page.status).toBe(404);
    expect(page.headers.location).toBeUndefined();
    expect(appHtml(page)).toContain('data-error-code="404"');
    expect(page.body).toContain('<meta data-head name="robots" content="noindex">');
  });

  it('ROUTE-51 ROUTE-52 the not-found page carries the light empty header: the logo home, no navigation, no controls, no header push', async () => {
    const header = (html: string) =>
      html.slice(html.indexOf('<header class="mq-header'), html.indexOf('</header>') + 9);
    for (const [host, address] of [
      ['fr.marquee.localhost', '/cette-page-n-existe-pas'],
      ['ch.marquee.localhost', '/de/gibt-es-nicht'],
      ['nl.marquee.localhost', '/404'],
    ] as const) {
      const page = await get(edge.port, host, address);
      expect(page.status, address).toBe(404);
      const html = appHtml(page);
      const light = header(html);
      expect(light, address).toMatch(/<a class="mq-logo[^"]*" aria-label="[^"]+" href="\/[a-z]*"/);
      expect(light, address).not.toContain('<nav');
      expect(light, address).not.toContain('<button');
      expect(html, address).not.toContain('shell-header-push');
      expect(html, address).toContain('data-error-code="404"');
    }
    // Any other page keeps the full header: navigation and its controls.
    const home = header(appHtml(await get(edge.port, 'fr.marquee.localhost', '/')));
    expect(home).toContain('<nav');
    expect(home).toContain('<button');
  });

  it('ERR-02 ERR-03 a film that does not exist answers 404, address unchanged', async () => {
    const page = await get(edge.port, 'nl.marquee.localhost', '/nl/film/bestaat-niet');
    expect(page.status).toBe(404);
    expect(appHtml(page)).toContain('data-error-code="404"');
  });

  it('ERR-04 ROUTE-53 a retired film goes to /410_GONE?errorCode=410, which answers 410', async () => {
    const page = await get(edge.port, 'fr.marquee.localhost', '/film/the-forgotten-reel');
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/410_GONE?errorCode=410');
    const gone = await get(edge.port, 'fr.marquee.localhost', '/410_GONE?errorCode=410');
    expect(gone.status).toBe(410);
    expect(appHtml(gone)).toContain('data-error-code="410"');
  });

  it('CAT-02 a renamed film (redirectSlug) answers 301 to its new address', async () => {
    const detail = await apiJson<{ redirectSlug: string | null }>('fr', '/api/show/starfall-working-title?language=fr');
    expect(detail.redirectSlug).toBeTruthy();
    const page = await get(edge.port, 'fr.marquee.localhost', '/film/starfall-working-title');
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe(`/film/${detail.redirectSlug}`);
    expect((await get(edge.port, 'fr.marquee.localhost', page.headers.location as string)).status).toBe(200);
  });

  it('ROUTE-52 ROUTE-55 the error targets answer the status their errorCode names (404 by default)', async () => {
    expect((await get(edge.port, 'fr.marquee.localhost', '/404')).status).toBe(404);
    expect((await get(edge.port, 'fr.marquee.localhost', '/404_NOT_FOUND')).status).toBe(404);
    expect((await get(edge.port, 'fr.marquee.localhost', '/410_GONE')).status).toBe(404);
    expect((await get(edge.port, 'fr.marquee.localhost', '/404?errorCode=abc')).status).toBe(404);
  });
});

describe('caching', () => {
  it('ISSUE-26 a page with its language in the address and a device class a cache can key on is shared; a negotiated, located or UA-derived one is private', async () => {
    const page = await get(edge.port, 'fr.marquee.localhost', '/en', { 'x-marquee-device': 'mobile' });
    expect(page.headers['cache-control']).toMatch(
      /^public, max-age=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    );
    // The page is rendered for the device class: caches keep one copy per class, never per User-Agent.
    expect(page.headers.vary).toBe('Accept-Encoding, X-Marquee-Device, Cookie');
    expect(page.headers.etag).toMatch(/^W\/"/);
    expect(page.headers['content-language']).toBe('en');
    // The same page for a device the edge recognised from the User-Agent: no cache can key on that.
    const guessed = await get(edge.port, 'fr.marquee.localhost', '/en', {
      'user-agent': 'Mozilla/5.0 (iPhone) Mobile',
    });
    expect(guessed.headers['cache-control']).toBe('private, no-cache');
    expect(String(guessed.headers.vary)).not.toMatch(/User-Agent/i);
    // /404 has no language of its own: it comes from the cookie or the browser.
    const negotiated = await get(edge.port, 'ch.marquee.localhost', '/404', {
      cookie: 'lang=de',
      'x-marquee-device': 'mobile',
    });
    expect(negotiated.body).toMatch(/<html lang="de"/);
    expect(negotiated.headers['cache-control']).toBe('private, no-cache');
    expect(negotiated.headers.vary).toBe(
      'Accept-Encoding, X-Marquee-Device, Cookie, Accept-Language, Sec-CH-UA-Mobile',
    );
    // A page that reads the visitor's locator cookie is theirs alone.
    const located = await get(edge.port, 'fr.marquee.localhost', '/en', {
      cookie: `cgp_locator=${encodeURIComponent('{"type":"city","value":"lyon"}')}`,
      'x-marquee-device': 'mobile',
    });
    expect(located.headers['cache-control']).toBe('private, no-cache');
  });

  it('ISSUE-26 the device class header decides the render: the app web view and the viewport come from X-Marquee-Device', async () => {
    const app = await get(edge.port, 'fr.marquee.localhost', '/en', { 'x-marquee-device': 'app-mobile' });
    const web = await get(edge.port, 'fr.marquee.localhost', '/en', {
      'x-marquee-device': 'desktop',
      // Ignored when the class came: the page depends on nothing its Vary does not name.
      'user-agent': 'Mozilla/5.0 (iPhone) Mobile MarqueeApp/5.2.1',
    });
    const ssrDevice = (body: string) =>
      (
        JSON.parse(
          /<script id="marquee-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1] ?? '{}',
        ) as {
          ssr?: { device?: unknown };
        }
      ).ssr?.device;
    expect(ssrDevice(app.body)).toEqual({ viewport: 'mobile', webview: true });
    expect(ssrDevice(web.body)).toEqual({ viewport: 'desktop', webview: false });
  });

  it('ISSUE-26 a page the render cache holds answers exactly what its render answered: status, headers, body, in every encoding, HEAD and 304', async () => {
    // A generous data budget: a render that left a region to the browser (a busy machine) is not kept.
    const cached = await platform.edge({ renderCacheTtlMs: 60_000, dataBudgetMs: 25_000 });
    // What differs by nature between a render and a kept copy: the render is streamed (chunked,
    // with its Server-Timing), the copy goes out whole with its length and its Age.
    // (Content-Encoding is the visitor's: checked apart.)
    const made = new Set([
      'date',
      'age',
      'x-marquee-render',
      'server-timing',
      'transfer-encoding',
      'content-length',
      'content-encoding',
    ]);
    const headersOf = (answer: Answer) =>
      Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !made.has(name)));
    try {
      const variants: { path: string; host: string; headers: Record<string, string> }[] = [
        // Shared: the language in the address, the device class in its header.
        { host: 'fr.marquee.localhost', path: '/en', headers: { 'x-marquee-device': 'mobile' } },
        // Private: the device from the User-Agent.
        { host: 'fr.marquee.localhost', path: '/', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } },
        // Private: the visitor's locator cookie (its own key), a query string.
        {
          host: 'ch.marquee.localhost',
          path: '/de?x=1',
          headers: {
            'x-marquee-device': 'desktop',
            cookie: `cgp_locator=${encodeURIComponent('{"type":"city","value":"zurich"}')}`,
          },
        },
        // Private: the language negotiated from the browser (no language in the address).
        {
          host: 'ch.marquee.localhost',
          path: '/404',
          headers: { 'accept-language': 'fr', 'x-marquee-device': 'tablet' },
        },
      ];
      for (const variant of variants) {
        const ask = (encoding: string, more: Record<string, string> = {}, method = 'GET') =>
          send(cached.port, {
            method,
            path: variant.path,
            host: variant.host,
            headers: { ...variant.headers, 'accept-encoding': encoding, ...more },
          });
        const rendered = await ask('br');
        expect(rendered.headers['x-marquee-render']).toBe('server');
        expect(rendered.headers['content-encoding']).toBe('br');
        for (const encoding of ['br', 'gzip', 'identity']) {
          const kept = await ask(encoding);
          expect(kept.headers['x-marquee-render']).toBe('cache');
          expect(kept.status).toBe(rendered.status);
          expect(headersOf(kept)).toEqual(headersOf(rendered));
          expect(kept.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
          expect(kept.body).toBe(rendered.body);
          expect(kept.headers.age).toMatch(/^\d+$/);
        }
        const head = await ask('br', {}, 'HEAD');
        expect(head.status).toBe(rendered.status);
        expect(headersOf(head)).toEqual(headersOf(rendered));
        expect(head.body).toBe('');
        const revalidated = await ask('br', { 'if-none-match': String(rendered.headers.etag) });
        expect(revalidated.status).toBe(rendered.status === 200 ? 304 : rendered.status);
        expect(revalidated.headers.etag).toBe(rendered.headers.etag);
      }
    } finally {
      await cached.close();
    }
  });

  it('the edge reuses a render within its TTL, never across sites, languages or deploys', async () => {
    const cached = await platform.edge({
      renderCacheTtlMs: 60_000,
    });
    try {
      const first = await get(cached.port, 'fr.marquee.localhost', '/en', { 'accept-encoding': 'gzip' });
      const second = await get(cached.port, 'fr.marquee.localhost', '/en', { 'accept-encoding': 'gzip' });
      expect(first.headers['x-marquee-render']).toBe('server');
      expect(second.headers['x-marquee-render']).toBe('cache');
      expect(second.headers['content-encoding']).toBe('gzip');
      expect(second.body).toBe(first.body);
      expect((await get(cached.port, 'fr.marquee.localhost', '/')).headers['x-marquee-render']).toBe('server');
      expect((await get(cached.port, 'ma.marquee.localhost', '/en')).headers['x-marquee-render']).toBe('server');
      // A new live version of the page's remote is another render.
      const redeployed = await deployRemote({
        deployDir,
        name: 'catalogue',
        buildDir: await platform.buildCopy('catalogue', { serverRoutes: (code) => `${code}\n// another build\n` }),
      });
      const after = await get(cached.port, 'fr.marquee.localhost', '/en');
      expect(after.headers['x-marquee-render']).toBe('server');
      expect(after.body).toContain(`/remotes/catalogue/${redeployed.version}/`);
      await rollbackRemote({ deployDir, name: 'catalogue' });
    } finally {
      await cached.close();
    }
  });
});

describe('one request never sees another', () => {
  it('renders of different sites and languages at the same time each carry only their own site, language and data', async () => {
    const requests: { code: CountryCode; language: Language }[] = [];
    for (let round = 0; round < 2; round++) {
      for (const code of COUNTRY_CODES)
        for (const language of sites.get(code)?.languages ?? []) requests.push({ code, language });
    }
    // Interleaved (a fixed permutation: neighbours are other sites), all in flight together.
    const order = requests.map((_, i) => (i * 7) % requests.length);
    const interleaved = order.map((i) => requests[i] as (typeof requests)[number]);
    requests.splice(0, requests.length, ...interleaved);
    const expected = new Map<string, string[]>();
    for (const { code, language } of requests) {
      const key = `${code}_${language}`;
      if (!expected.has(key)) {
        const list = await apiJson<ShowList>(code, `/api/shows?filter=book&language=${language}`);
        expected.set(
          key,
          list.shows.map((show) => show.slug),
        );
      }
    }
    const answers = await Promise.all(
      requests.map(({ code, language }) => get(edge.port, `${code}.marquee.localhost`, homePath(code, language))),
    );
    answers.forEach((page, i) => {
      const { code, language } = requests[i] as { code: CountryCode; language: Language };
      expect(page.status).toBe(200);
      expect(page.headers['x-marquee-render'], `${code} ${language}`).toBe('server');
      expect(page.body).toMatch(new RegExp(`<html lang="${language}"`));
      expect(page.headers['content-language']).toBe(language);
      expect(headLinks(page.body, 'canonical')[0]?.href).toBe(
        `http://${code}.marquee.localhost:${edge.port}${homePath(code, language)}`,
      );
      // The page's data: the site's films on now in that language (its first row, at most 12 cards).
      const data = pageData(page)?.data as { rows: { kind: string; shows: { slug: string }[] }[] } | undefined;
      const onNow = data?.rows.find((row) => row.kind === 'ShowsBook')?.shows.map((show) => show.slug) ?? [];
      const films = expected.get(`${code}_${language}`) ?? [];
      expect(onNow.length, `${code} ${language}`).toBe(Math.min(12, films.length));
      expect(
        onNow.filter((slug) => !films.includes(slug)),
        `${code} ${language}`,
      ).toEqual([]);
      expect(bootstrapOf(page.body).ssr?.language).toBe(language);
      // Links of the page are the site's own in that language.
      const own = homePath(code, language) === '/' ? '/film/' : `/${language}/film/`;
      expect(appHtml(page)).toContain(`href="${own}`);
    });
    // The sites really differ (a leak could not hide behind identical data).
    expect(expected.get('fr_fr')).not.toEqual(expected.get('nl_nl'));
  }, 90_000);
});

describe('failure stays local', () => {
  async function homeWithCatalogue(buildDir: string): Promise<Answer> {
    await deployRemote({ deployDir, name: 'catalogue', buildDir });
    try {
      return await get(edge.port, 'fr.marquee.localhost', '/');
    } finally {
      await rollbackRemote({ deployDir, name: 'catalogue' });
    }
  }

  function expectShellWithRegionForTheBrowser(page: Answer) {
    expect(page.status).toBe(200);
    expect(page.headers['x-marquee-render']).toBe('server');
    const html = appHtml(page);
    expect(html).toMatch(/<header class="mq-header[^"]*">/);
    expect(html).toMatch(/<footer class="shell-footer">/);
    expect(html).toMatch(/<div class="remote" data-remote="catalogue"><div class="region-loading" role="status">/);
    expect(pageData(page)?.clientOnly).toBe(true);
    // Not the healthy page: no cache keeps it.
    expect(page.headers['cache-control']).toBe('no-store');
    // The browser gets everything it needs to finish the region: the remote and its texts.
    expect(page.body).toMatch(
      /<script id="marquee-preload" type="application\/json">[^<]*\/remotes\/catalogue\/[^"]+\/assets\/routes-[^"/]+\.js/,
    );
    expect(page.body).toMatch(
      /<link rel="preload" as="fetch" crossorigin="anonymous" href="\/remotes\/catalogue\/[^"]+\/assets\/i18n\/fr_fr\.json">/,
    );
  }

  it('a remote whose server build is missing is left to the browser; the shell is still server-rendered', async () => {
    expectShellWithRegionForTheBrowser(
      await homeWithCatalogue(await platform.buildCopy('catalogue', { serverRoutes: null })),
    );
    // The rollback is picked up at once, without a restart: the full page again.
    const back = await get(edge.port, 'fr.marquee.localhost', '/');
    expect(pageData(back)?.clientOnly).toBeUndefined();
    expect(appHtml(back)).toContain('mq-show-card__title');
  });

  it('a remote whose server build fails to load is left to the browser', async () => {
    const broken = await platform.buildCopy('catalogue', {
      serverRoutes: (code) => `throw new Error('broken server build');\n${code}`,
    });
    expectShellWithRegionForTheBrowser(await homeWithCatalogue(broken));
  });

  it('a server build that imports something other than a shared singleton is refused, naming it', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      const strays = await platform.buildCopy('catalogue', { serverRoutes: (code) => `import 'left-pad';\n${code}` });
      expectShellWithRegionForTheBrowser(await homeWithCatalogue(strays));
    } finally {
      console.error = original;
    }
    expect(errors.join('\n')).toMatch(/imports "left-pad", which is not a shared singleton/);
  });

  it('a remote page that throws while rendering on the server leaves its region to the browser', async () => {
    const throwing = await platform.buildCopy('catalogue', {
      serverRoutes: (code) =>
        code.replace(
          /function HomePage\(\{([^)]*)\}\) \{/,
          'function HomePage({$1}) {\n\tthrow new Error("render failed");',
        ),
    });
    expect(await readFile(path.join(throwing, 'server', 'routes.mjs'), 'utf8')).toContain('render failed');
    const page = await homeWithCatalogue(throwing);
    expect(page.status).toBe(200);
    const html = appHtml(page);
    expect(html).toMatch(/<header class="mq-header[^"]*">/);
    expect(html).toMatch(/<footer class="shell-footer">/);
    // React sends the region's fallback and marks it for the browser to render.
    expect(html).toContain('<!--$!-->');
    expect(html).not.toContain('mq-show-card__title');
  });

  it('data that misses the time budget leaves the region to the browser; the shell goes out at once', async () => {
    // An API that accepts connections and never answers.
    await withEdgeOnApi(
      () => {},
      { dataBudgetMs: 300 },
      async (slow) => {
        const started = performance.now();
        const page = await get(slow.port, 'fr.marquee.localhost', '/');
        expect(performance.now() - started).toBeLessThan(3_000);
        expectShellWithRegionForTheBrowser(page);
      },
    );
  });

  it('ERR-03 CAT-03 an API that fails: a film page is not found (404), a list page shows the error view (500), the home renders without the parts it could not load', async () => {
    const failing: Parameters<typeof createServer>[1] = (_req, res) => {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/json');
      res.end('{"error":"down"}');
    };
    await withEdgeOnApi(failing, {}, async (broken) => {
      const film = await get(broken.port, 'fr.marquee.localhost', '/film/le-dernier-phare');
      expect(film.status).toBe(404);
      expect(appHtml(film)).toContain('data-error-code="404"');
      const list = await get(broken.port, 'fr.marquee.localhost', '/films/reserver');
      expect(list.status).toBe(500);
      expect(appHtml(list)).toContain('data-error-code="500"');
      // The shell around the error is intact.
      expect(appHtml(list)).toMatch(/<header class="mq-header[^"]*">/);
      // The home leaves out each part whose call failed and still renders.
      const home = await get(broken.port, 'fr.marquee.localhost', '/');
      expect(home.status).toBe(200);
      expect(appHtml(home)).toContain('<h1 class="catalogue-home__title">');
      expect(appHtml(home)).not.toContain('catalogue-row__track');
    });
  });

  it('a country without a server build is rendered by the browser', async () => {
    const copy = path.join(scratch, 'countries');
    await cp(path.join(countriesDir, 'tn'), path.join(copy, 'tn'), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}node_modules`),
    });
    await rm(path.join(copy, 'tn', 'dist', 'server'), { recursive: true });
    const clientOnly = await platform.edge({ countriesDir: copy });
    try {
      const page = await get(clientOnly.port, 'tn.marquee.localhost', '/fr');
      expect(page.status).toBe(200);
      expect(page.headers['x-marquee-render']).toBe('client');
      expect(page.body).toContain('<div id="root"><!--marquee:body--></div>');
    } finally {
      await clientOnly.close();
    }
  });
});
