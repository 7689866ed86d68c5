import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CountryCode, type Language, SITE_TABLE } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { createI18n, I18nextProvider, type MissingKey, siteFormats } from '@marquee/i18n';
import { href, type PageKind, type RouteParams, type RoutingSite } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  type LazyRemotePage,
  type PageInfo,
  type RemoteName,
  type RemotePage,
  type RemoteRoutes,
  resolvePage,
  type Translate,
} from './contract';
import { kindsOwnedBy } from './owners';
import type { PageTable } from './pages';
import {
  answerKey,
  BRAND,
  type PageStoryRecordings,
  type RecordedAnswer,
  type RecordedCase,
  recordedFetch,
  STORY_LANGUAGES,
  type StoryCases,
  type StoryPlace,
  type StoryRoute,
  siteOffers,
  storyPageContext,
} from './stories';
import type { DeviceHint } from './server-render';

/** What a remote's test says about the page to render. */
export interface ServerRenderCase<D> {
  /** The page, or a lazy page (its module is loaded first), as a remote's `pages` holds it. */
  readonly page: RemotePage<D> | LazyRemotePage | undefined;
  readonly data: D;
  readonly language: Language;
  /** The remote's namespace, and the folder of its `{lang}.json` source texts. */
  readonly namespace: RemoteRoutes['namespace'];
  readonly localesDir: string;
  /** The site the page belongs to (default: fr). */
  readonly site?: RoutingSite;
  /** The address rendered (default: the site's home in that language). */
  readonly url?: string;
  /** The page kind rendered (default: Home). */
  readonly kind?: PageKind;
  /** The device the page is rendered for (default: desktop, not a web view). */
  readonly device?: DeviceHint;
  /** The site's time zone and currency (default: the French site's, Europe/Paris and EUR). */
  readonly timeZone?: string;
  readonly currency?: string;
}

const FR: RoutingSite = SITE_TABLE.fr;

/**
 * The missing-key report of the test harness: where the platform only logs a key its texts lack
 * (ERR-25), a test collects them and fails, naming each (`namespace:key (language)`).
 */
function missingKeys(): { readonly report: (missing: MissingKey) => void; readonly check: (what: string) => void } {
  const found = new Set<string>();
  return {
    report: ({ namespace, key, languages }) => {
      found.add(`${namespace}:${key} (${languages.join(', ')})`);
    },
    check: (what) => {
      if (found.size > 0) throw new Error(`${what}: missing text ${[...found].join(', ')}`);
    },
  };
}

/**
 * Renders a remote's page to HTML as the edge does, in Node where no window, document or
 * navigator exist: its component under a static router and the remote's real texts. For each
 * remote's test that its pages are server-safe. A text key missing from the remote's file fails
 * the render (rejects, naming the key) instead of being shown.
 */
export async function renderPageOnServer<D>(options: ServerRenderCase<D>): Promise<string> {
  const { data, language, namespace } = options;
  const given = options.page;
  if (!given) throw new Error(`${namespace}: the page to render is missing`);
  const page = ('lazy' in given ? await given.lazy() : given) as RemotePage<D>;
  const site = options.site ?? FR;
  const texts = JSON.parse(await readFile(path.join(options.localesDir, `${language}.json`), 'utf8'));
  const missing = missingKeys();
  const i18n = await createI18n({
    language,
    resources: { [namespace]: texts },
    defaultNamespace: namespace,
    variables: { brand: BRAND },
    missingKeyHandler: missing.report,
  });
  const url = new URL(options.url ?? `http://${site.code}.marquee.localhost${href(site, language, 'Home')}`);
  const { timeZone = SITE_TABLE.fr.timeZone, currency = SITE_TABLE.fr.currency } = options;
  const info = {
    site: site.code,
    language,
    kind: options.kind ?? 'Home',
    params: {},
    url,
    device: options.device ?? { viewport: 'desktop', webview: false },
    flags: resolveFlags(site.code, {}),
    timeZone,
    currency,
    format: siteFormats({ language, country: site.code, timeZone, currency }),
    href: (kind, params, target = language) => href(site, target, kind, params),
  } as PageInfo;
  const { Component } = page;
  const handler = createStaticHandler([{ path: '*', element: <Component data={data} page={info} /> }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${namespace}: the page answered a redirect`);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </I18nextProvider>,
  );
  missing.check(`${namespace} ${language} ${url.pathname}`);
  return html;
}

/**
 * A remote test's server render: `renderPageOnServer` with the remote's namespace and its texts'
 * folder bound (`serverRenderer('search', new URL('../../locales', import.meta.url))`), the page
 * in the French site's home.
 */
export function serverRenderer(
  namespace: RemoteRoutes['namespace'],
  locales: URL,
): <D>(page: ServerRenderCase<D>['page'], data: D, language: Language) => Promise<string> {
  const localesDir = fileURLToPath(locales);
  return (page, data, language) => renderPageOnServer({ page, data, language, namespace, localesDir });
}

/**
 * A remote's `t` in a language, from its real `{lang}.json` source texts, as a page's head()
 * gets it; a key missing from the file throws (a missing text is a test failure).
 */
export async function translatorFor(
  localesDir: string,
  namespace: RemoteRoutes['namespace'],
  language: Language,
): Promise<Translate> {
  const texts = JSON.parse(await readFile(path.join(localesDir, `${language}.json`), 'utf8'));
  const missing = missingKeys();
  const i18n = await createI18n({
    language,
    resources: { [namespace]: texts },
    defaultNamespace: namespace,
    variables: { brand: BRAND },
    missingKeyHandler: missing.report,
  });
  return (key, options) => {
    const text = i18n.t(key, { ...options, ns: namespace });
    if (text === key) throw new Error(`${namespace} ${language}: missing key ${key}`);
    missing.check(`${namespace} ${language}`);
    return text;
  };
}

/**
 * What is wrong with a remote's page table (`src/app/pages.ts`, docs/decisions/0058-page-kinds-table.md),
 * one sentence a problem, none when it is right: its kinds are those `PAGE_OWNERS` gives the
 * remote, no more, no less (a kind added in one place only); `./routes` serves exactly those kinds,
 * each resolving to a page (a loader and a component) from the module and export its row names;
 * and each row's module is a file under `srcDir` (what the build's `pages` option reads).
 */
export async function pageTableProblems(
  remote: RemoteName,
  table: PageTable,
  routes: RemoteRoutes,
  srcDir: string,
): Promise<string[]> {
  const problems: string[] = [];
  const listed = (Object.keys(table) as PageKind[]).sort();
  const owned = kindsOwnedBy(remote);
  for (const kind of owned)
    if (!table[kind]) problems.push(`PAGE_OWNERS gives ${kind} to ${remote}, its page table lacks it`);
  for (const kind of listed)
    if (!owned.includes(kind)) problems.push(`the page table lists ${kind}, PAGE_OWNERS does not give it to ${remote}`);
  const routed = (Object.keys(routes.pages) as PageKind[]).sort();
  if (routed.join() !== listed.join())
    problems.push(`./routes serves ${routed.join(', ')}; the table lists ${listed.join(', ')}`);
  for (const kind of listed) {
    const row = table[kind];
    const file = path.join(srcDir, row?.file ?? '');
    if (
      !(await access(file).then(
        () => true,
        () => false,
      ))
    )
      problems.push(`${kind}: no file ${file}`);
    const page = await resolvePage(routes, kind).catch((error: unknown) => String(error));
    if (typeof page === 'string') problems.push(`${kind}: ${page}`);
    else if (typeof page?.loader !== 'function' || !page.Component)
      problems.push(`${kind}: ${row?.file} ${row?.page} is not a page`);
  }
  return problems;
}

/** How a remote records the API answers of its page stories (`recordPageStories`). */
export interface RecordPageStoriesOptions {
  readonly routes: RemoteRoutes;
  readonly cases: StoryCases;
  readonly sites: Readonly<Partial<Record<CountryCode, SiteConfig>>>;
  /** A running reference API (its clock pinned to `now`). */
  readonly apiUrl: string;
  readonly now: Date;
}

/** A GET of the API as a site, parsed. */
async function apiGet(apiUrl: string, site: CountryCode, path: string): Promise<unknown> {
  const res = await fetch(new URL(path, apiUrl), { headers: { 'x-marquee-site': site } });
  if (!res.ok) throw new Error(`${site} ${path}: ${res.status}`);
  return res.json();
}

/** The first film, city and cinema a site lists in a language. */
async function storyPlace(apiUrl: string, site: CountryCode, language: Language): Promise<StoryPlace> {
  const shows = (await apiGet(apiUrl, site, `/api/shows?language=${language}`)) as { shows: { slug: string }[] };
  const cities = (await apiGet(apiUrl, site, `/api/cities?language=${language}`)) as
    | { slug: string }[]
    | { cities: { slug: string }[] };
  const cinemas = (await apiGet(apiUrl, site, `/api/cinemas?language=${language}`)) as
    | { slug: string }[]
    | { cinemas: { slug: string }[] };
  const first = (list: { slug: string }[] | Record<string, { slug: string }[]>, what: string): string => {
    const items = Array.isArray(list) ? list : (Object.values(list).find(Array.isArray) ?? []);
    const slug = items[0]?.slug;
    if (!slug) throw new Error(`${site} lists no ${what}`);
    return slug;
  };
  return { film: first(shows, 'film'), city: first(cities, 'city'), cinema: first(cinemas, 'cinema') };
}

/**
 * Records what a remote's page stories need: for each site and page kind of `cases`, the page's
 * real loader is run against the reference API in the site's story language, and every answer it
 * got is kept (`PageStoryRecordings`, written to the remote's committed JSON). A kind the site
 * does not offer, or whose loader answers not found there, is recorded as absent.
 */
export async function recordPageStories(
  options: RecordPageStoriesOptions,
): Promise<Partial<Record<CountryCode, PageStoryRecordings>>> {
  const out: Partial<Record<CountryCode, PageStoryRecordings>> = {};
  for (const site of Object.values(options.sites)) {
    if (!site) continue;
    const cases: Record<string, RecordedCase> = {};
    const answers: Record<string, RecordedAnswer> = {};
    const language = STORY_LANGUAGES[site.code];
    const place = await storyPlace(options.apiUrl, site.code, language);
    for (const [kind, routeOf] of Object.entries(options.cases) as [PageKind, (place: StoryPlace) => StoryRoute][]) {
      const key = `${site.code} ${kind}`;
      if (!siteOffers(site, kind) || !site.languages.includes(language)) {
        cases[key] = { absent: `${site.code} does not offer ${kind}` };
        continue;
      }
      const route = routeOf(place);
      const recording: typeof fetch = async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const res = await fetch(input, init);
        if (res.headers.get('content-type')?.includes('json')) {
          answers[answerKey(site.code, url)] = { status: res.status, body: await res.clone().json() };
        }
        return res;
      };
      const context = storyPageContext({ site, kind, language, route, fetch: recording, baseUrl: options.apiUrl });
      const page = await resolvePage(options.routes, kind);
      if (!page) throw new Error(`${options.routes.namespace} has no ${kind} page`);
      try {
        await page.loader(context);
        cases[key] = { url: `${context.url.pathname}${context.url.search}`, params: context.params as RouteParams };
      } catch (error) {
        cases[key] = { absent: `${kind} on ${site.code}: ${error instanceof Error ? error.message : String(error)}` };
      }
    }
    out[site.code] = { now: options.now.toISOString(), cases, answers: sortedKeys(answers) };
  }
  return out;
}

/** An object with its keys in order (a recording's diff stays readable). */
function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Runs every recorded page story's loader against the recording alone (no server), as the story
 * does: throws naming the first case whose loader fails (a call it makes was not recorded, or an
 * answer no longer fits its schema).
 */
export async function replayPageStories(options: {
  readonly routes: RemoteRoutes;
  /** One site's recordings. */
  readonly recordings: PageStoryRecordings;
  readonly sites: Readonly<Partial<Record<CountryCode, SiteConfig>>>;
}): Promise<number> {
  let replayed = 0;
  for (const [key, recorded] of Object.entries(options.recordings.cases)) {
    if (recorded.absent) continue;
    const [code, kind] = key.split(' ') as [CountryCode, PageKind];
    const site = options.sites[code];
    if (!site) throw new Error(`${key}: no site ${code}`);
    const page = await resolvePage(options.routes, kind);
    if (!page) throw new Error(`${key}: no page`);
    const url = new URL(recorded.url ?? '/', 'http://x');
    const context = storyPageContext({
      site,
      kind,
      language: STORY_LANGUAGES[code],
      route: { params: recorded.params ?? {}, search: url.search },
      fetch: recordedFetch(options.recordings, code),
    });
    try {
      await page.loader(context);
    } catch (error) {
      throw new Error(`${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
    replayed += 1;
  }
  return replayed;
}

/** What `describePageStories` needs from a remote's test file. */
export interface PageStoriesSuite {
  /** The Storybook title (`Pages/Catalogue`) and the remote's name in the tests' titles. */
  readonly title: string;
  readonly remote: string;
  readonly routes: RemoteRoutes;
  readonly cases: StoryCases;
  /** The eight sites' configs (the remote's test reads them with `import.meta.glob`). */
  readonly sites: Record<CountryCode, SiteConfig>;
  /** The folder of the committed recordings, one `<site>.gen.json` a site. */
  readonly recordingsDir: string;
  /** Starts the reference API (only when recording: RECORD_PAGE_STORIES=1). */
  readonly startApi: (options: {
    port: number;
    dbPath: string;
    now: () => Date;
  }) => Promise<{ url: string; close(): Promise<void> }>;
  /** The replay must run at least this many page loaders over the eight sites. */
  readonly minReplayed: number;
}

/** The recording's clock: 16:00 in Paris on a Wednesday (the API contract's, apps/api/test/golden.json). */
const PAGE_STORIES_NOW = new Date('2026-03-11T15:00:00Z');

/**
 * A remote's page stories suite: with RECORD_PAGE_STORIES=1 it records the API answers every story
 * needs on every site (the real API on a scratch database) into `recordingsDir`; otherwise it checks
 * every page kind has a case recorded on the eight sites, and replays every loader from the files alone.
 */
export function describePageStories(suite: PageStoriesSuite): void {
  const { remote, routes, cases, sites, recordingsDir } = suite;
  const recorded = async (site: string): Promise<PageStoryRecordings> =>
    JSON.parse(await readFile(path.join(recordingsDir, `${site}.gen.json`), 'utf8'));
  describe(`page stories (Storybook "${suite.title}")`, () => {
    if (process.env.RECORD_PAGE_STORIES === '1') {
      it('records the API answers every page story needs, on every site', async () => {
        const scratch = await mkdtemp(path.join(tmpdir(), `${remote}-stories-`));
        const now = PAGE_STORIES_NOW;
        const api = await suite.startApi({ port: 0, dbPath: path.join(scratch, 'api.sqlite'), now: () => now });
        vi.useFakeTimers({ now, toFake: ['Date'] });
        try {
          const recordings = await recordPageStories({ routes, cases, sites, apiUrl: api.url, now });
          await rm(recordingsDir, { recursive: true, force: true });
          await mkdir(recordingsDir);
          for (const [site, answers] of Object.entries(recordings)) {
            await writeFile(path.join(recordingsDir, `${site}.gen.json`), `${JSON.stringify(answers)}\n`);
          }
        } finally {
          vi.useRealTimers();
          await api.close();
          await rm(scratch, { recursive: true, force: true });
        }
      }, 300_000);
      return;
    }

    it(`every page kind of the ${remote} has a story case, and each case is recorded on the eight sites`, async () => {
      expect(Object.keys(cases).sort()).toEqual(Object.keys(routes.pages).sort());
      expect(Object.keys(sites)).toHaveLength(8);
      for (const site of Object.keys(sites)) {
        const recordings = await recorded(site);
        for (const kind of Object.keys(cases)) expect(recordings.cases[`${site} ${kind}`]).toBeDefined();
      }
    });

    it('each recorded page loader runs from the recording alone (no server): the stories need nothing else', async () => {
      let replayed = 0;
      for (const site of Object.keys(sites)) {
        const recordings = await recorded(site);
        vi.useFakeTimers({ now: new Date(recordings.now), toFake: ['Date'] });
        try {
          replayed += await replayPageStories({ routes, recordings, sites });
        } finally {
          vi.useRealTimers();
        }
      }
      expect(replayed).toBeGreaterThan(suite.minReplayed);
    }, 60_000);
  });
}
