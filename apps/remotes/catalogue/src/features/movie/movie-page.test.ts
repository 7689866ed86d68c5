import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, isNotFound } from '@marquee/api-client';
import type { Language, ShowDetail, Translate } from '@marquee/domain-models';
import { siteFormats } from '@marquee/i18n';
import type { PageContext } from '@marquee/remote-contract';
import { href, type RoutingSite } from '@marquee/routing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadMovie } from './movie-loader';
import { moviePage } from './movie-page';
import { lastLighthouse, translateAnswer } from './test-fixtures';

// A real HTTP server answering like the reference API (the answers of test-fixtures.ts),
// with one show whose translations fail and one renamed show.
const renamed: ShowDetail = {
  ...lastLighthouse,
  slug: 'starfall-working-title',
  title: 'Starfall',
  redirectSlug: 'starfall',
};
const renamedTranslations: Translate = {
  slug: 'pluie-detoiles',
  translations: [
    { language: 'fr', slug: 'pluie-detoiles' },
    { language: 'en', slug: 'starfall' },
  ],
};

const routes: Record<string, (response: ServerResponse) => void> = {
  '/api/show/the-last-lighthouse': (r) => json(r, 200, lastLighthouse),
  '/api/show/the-last-lighthouse/translate': (r) => json(r, 200, translateAnswer),
  '/api/show/failing-translations': (r) => json(r, 200, { ...lastLighthouse, slug: 'failing-translations' }),
  '/api/show/failing-translations/translate': (r) =>
    json(r, 500, { status: 500, error: 'internal', message: 'translations are down' }),
  '/api/show/odd-translations': (r) => json(r, 200, { ...lastLighthouse, slug: 'odd-translations' }),
  '/api/show/odd-translations/translate': (r) => json(r, 200, { slugs: 'not the expected shape' }),
  '/api/show/starfall-working-title': (r) => json(r, 200, renamed),
  '/api/show/starfall-working-title/translate': (r) => json(r, 200, renamedTranslations),
};

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

let server: Server;
let baseUrl: string;
/** Requests being answered right now, and the most seen at once. */
let inFlight = 0;
let mostInFlight = 0;
const requested: string[] = [];

function handle(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  requested.push(path);
  inFlight++;
  mostInFlight = Math.max(mostInFlight, inFlight);
  // Every answer takes 50 ms: calls made one after the other never overlap.
  setTimeout(() => {
    inFlight--;
    const route = routes[path];
    if (route) route(response);
    else json(response, 404, { status: 404, error: 'not_found', message: 'show not found', field: 'slug' });
  }, 50);
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requested.length = 0;
  mostInFlight = 0;
});

const be: RoutingSite = {
  code: 'be',
  languages: ['fr', 'nl', 'en'],
  defaultLanguage: 'en',
  prefixDefaultLanguage: true,
};

/** What the shell gives the loader of a film page of the Belgian site in English. */
function context(slug: string, language: Language = 'en'): PageContext {
  return {
    site: 'be',
    language,
    kind: 'Movie',
    params: { slug },
    url: new URL(href(be, language, 'Movie', { slug }), 'http://be.marquee.localhost'),
    flags: {} as PageContext['flags'],
    device: { viewport: 'desktop', webview: false },
    timeZone: 'Europe/Brussels',
    currency: 'EUR',
    cookies: {},
    format: siteFormats({ language, country: 'be', timeZone: 'Europe/Brussels', currency: 'EUR' }),
    // A fresh client per page (its GET cache is per client), no retries: a failure is final.
    api: createApiClient({ baseUrl, language, headers: { 'x-marquee-site': 'be' }, retries: 0 }),
    href: (kind, params, target = language) => href(be, target, kind, params),
    signal: new AbortController().signal,
  };
}

const noTranslation = (key: string) => key;

describe('movie page loader', () => {
  it('CAT-06 SHELL-84 loads the show, its translated slugs and what its programme needs in parallel, then the showtimes', async () => {
    const data = await loadMovie(context('the-last-lighthouse'));
    expect(requested.slice(0, 6).sort()).toEqual([
      '/api/cinemas',
      '/api/cities',
      '/api/settings',
      '/api/show/the-last-lighthouse',
      '/api/show/the-last-lighthouse/translate',
      '/api/tags',
    ]);
    expect(mostInFlight).toBe(6);
    // No place is known here (those calls fail): every cinema of the site, today in Brussels.
    expect(requested[6]).toMatch(/^\/api\/show\/the-last-lighthouse\/showtimes\/\d{4}-\d{2}-\d{2}$/);
    expect(requested).toHaveLength(7);
    // The showtimes failing leaves the film readable (the page offers a retry).
    expect(data.programme.schedule).toBeNull();
    expect(data.title).toBe('The Last Lighthouse');
    expect(data.slugs).toEqual({ fr: 'le-dernier-phare', nl: 'de-laatste-vuurtoren', en: 'the-last-lighthouse' });
  });

  it('SHELL-84 the head links the film in each language with its own slug', async () => {
    const page = context('the-last-lighthouse');
    const head = await moviePage.head?.(await moviePage.loader(page), page, noTranslation);
    expect(head?.paramsByLanguage).toEqual({
      fr: { slug: 'le-dernier-phare' },
      nl: { slug: 'de-laatste-vuurtoren' },
      en: { slug: 'the-last-lighthouse' },
    });
    expect(head?.title).toBe('The Last Lighthouse');
    expect(head?.image).toBe('/api/media/poster/the-last-lighthouse.svg?size=lg');
    const graph = head?.structuredData?.['@graph'] as { '@type': string }[] | undefined;
    expect(graph?.[0]?.['@type']).toBe('Movie');
  });

  it('SHELL-84 a translations call that fails does not fail the page: no per-language params', async () => {
    const page = context('failing-translations');
    const data = await moviePage.loader(page);
    expect(requested).toContain('/api/show/failing-translations/translate');
    expect(data.slug).toBe('failing-translations');
    expect(data.slugs).toBeNull();
    const head = await moviePage.head?.(data, page, noTranslation);
    expect(head?.paramsByLanguage).toBeUndefined();
    expect(head?.title).toBe('The Last Lighthouse');
  });

  it('SHELL-84 a translations answer of the wrong shape is a failure too', async () => {
    const data = await loadMovie(context('odd-translations'));
    expect(data.slugs).toBeNull();
  });

  it('CAT-02 the redirectSlug of a renamed show stays at the top level of the page data', async () => {
    const data = await loadMovie(context('starfall-working-title'));
    expect(data.redirectSlug).toBe('starfall');
    // The show record itself is the data (no wrapper): every ShowDetail field is at the top level.
    for (const key of Object.keys(renamed)) expect(data).toHaveProperty(key);
  });

  it('CAT-06 an unknown slug is a not-found outcome, whatever the translations answer', async () => {
    const error = await loadMovie(context('no-such-film')).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });
});
