import { createHmac } from 'node:crypto';
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CountryCode, type Language, SITE_TABLE } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { createI18n, I18nextProvider, type MissingKey, siteFormats } from '@marquee/i18n';
import { act, type ComponentType } from 'react';
import { href, type PageKind, type RouteParams, type RoutingSite } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  type LazyRemotePage,
  type PageInfo,
  type PageProps,
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
  type LoadedPageStory,
  PageStory,
  type PageStoryRecordings,
  type RecordedAnswer,
  type RecordedCase,
  recordedFetch,
  STORY_LANGUAGES,
  type StoryCases,
  type StoryClient,
  type StoryPlace,
  type StoryRoute,
  type StorySession,
  siteOffers,
  sitesByCode,
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

/** A development token as the reference API accepts it (HS256, its dev key, issuer and audience), valid an hour. */
export function devToken(sub: string): string {
  const b64url = (value: string) => Buffer.from(value).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(
    JSON.stringify({ sub, iss: 'marquee-dev', aud: 'marquee-api', iat: now, exp: now + 3600 }),
  )}`;
  const sig = createHmac('sha256', 'marquee-dev-only-signing-key-not-for-production-2026')
    .update(head)
    .digest('base64url');
  return `${head}.${sig}`;
}

/**
 * The DOM's globals, added after a server render (or an API in the test's process) ran without
 * them: the API's token checks need Node's own globals, so a test file runs in Node and a JSDOM
 * window at `url` is installed here once (react-dom/client is loaded after it).
 */
let createRoot: typeof import('react-dom/client').createRoot | undefined;
export async function installDom(url: string): Promise<typeof import('react-dom/client').createRoot> {
  if (createRoot) return createRoot;
  // jsdom is this package's test dependency (loaded here only: its types are the remotes' own).
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
    JSDOM: new (html: string, options: { url: string }) => { window: Window & typeof globalThis };
  };
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url });
  for (const name of [
    'window',
    'document',
    'Node',
    'Element',
    'HTMLElement',
    'HTMLButtonElement',
    'MouseEvent',
    'Event',
    'navigator',
  ] as const) {
    Object.defineProperty(globalThis, name, { value: name === 'window' ? window : window[name], configurable: true });
  }
  ({ createRoot } = await import('react-dom/client'));
  return createRoot;
}

/**
 * The signed-in page stories of a remote whose pages read the session (the account's): each page
 * is also rendered in a DOM as `client` sees it, and what it asks the API in the browser (with a
 * development token of `client`) is recorded beside its loader's answers.
 */
export interface SignedInStories {
  /** A seeded demo account (DEMO_ACCOUNTS of domain-models: the reference API knows it). */
  readonly client: StoryClient;
  /** Signs the page's session in or out (the remote's stores), as the stories do. */
  readonly session: StorySession;
  /** The folder of the remote's `{lang}.json` texts (`new URL('../../locales', import.meta.url)`). */
  readonly locales: URL;
}

/** How a remote records the API answers of its page stories (`recordPageStories`). */
export interface RecordPageStoriesOptions {
  readonly routes: RemoteRoutes;
  readonly cases: StoryCases;
  readonly sites: Readonly<Partial<Record<CountryCode, SiteConfig>>>;
  /** A running reference API (its clock pinned to `now`). */
  readonly apiUrl: string;
  readonly now: Date;
  readonly signedIn?: SignedInStories;
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

/** A fetch whose calls under way are kept in `pending` (a render waits until none is left). */
function trackedFetch(inner: typeof fetch): { readonly fetch: typeof fetch; readonly pending: Set<Promise<unknown>> } {
  const pending = new Set<Promise<unknown>>();
  return {
    pending,
    fetch: (input, init) => {
      const call = inner(input, init);
      const settled = call.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
      return call;
    },
  };
}

/**
 * Renders a page with its data in a DOM, signed in as `signedIn.client`, as its story shows it, and
 * waits until every call the page made in the browser is answered (and the effects those answers
 * start have run); then unmounts it and signs out.
 */
async function renderSignedIn(options: {
  readonly page: RemotePage<unknown>;
  readonly namespace: RemoteRoutes['namespace'];
  readonly data: unknown;
  readonly info: PageInfo;
  readonly signedIn: SignedInStories;
  readonly pending: Set<Promise<unknown>>;
}): Promise<void> {
  const { info, signedIn, namespace } = options;
  const create = await installDom(info.url.href);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const texts = JSON.parse(
    await readFile(path.join(fileURLToPath(signedIn.locales), `${info.language}.json`), 'utf8'),
  ) as Record<string, unknown>;
  const missing = missingKeys();
  const i18n = await createI18n({
    language: info.language,
    resources: { [namespace]: texts },
    defaultNamespace: namespace,
    variables: { brand: BRAND },
    missingKeyHandler: missing.report,
  });
  const story: LoadedPageStory = {
    Component: options.page.Component as ComponentType<PageProps<unknown>>,
    data: options.data,
    page: info,
    i18n,
    remote: namespace,
  };
  const host = document.createElement('div');
  document.body.append(host);
  const root = create(host);
  signedIn.session(signedIn.client);
  try {
    await act(async () => root.render(<PageStory story={story} />));
    // Each answer may start more calls (a list, then its items): until none is under way.
    while (options.pending.size > 0) {
      await act(async () => {
        await Promise.all([...options.pending]);
      });
    }
    missing.check(`${namespace} ${info.site} ${info.kind} signed in`);
  } finally {
    await act(async () => root.unmount());
    host.remove();
    signedIn.session(null);
  }
}

/**
 * Records what a remote's page stories need: for each site and page kind of `cases`, the page's
 * real loader is run against the reference API in the site's story language, and every answer it
 * got is kept (`PageStoryRecordings`, written to the remote's committed JSON). A kind the site
 * does not offer, or whose loader answers not found there, is recorded as absent. With
 * `signedIn`, each page is also rendered signed in and its browser's calls are kept too.
 */
export async function recordPageStories(
  options: RecordPageStoriesOptions,
): Promise<Partial<Record<CountryCode, PageStoryRecordings>>> {
  const out: Partial<Record<CountryCode, PageStoryRecordings>> = {};
  const { signedIn } = options;
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
      const recording = trackedFetch(async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const res = await fetch(input, init);
        if (res.headers.get('content-type')?.includes('json')) {
          answers[answerKey(site.code, url)] = { status: res.status, body: await res.clone().json() };
        }
        return res;
      });
      const context = storyPageContext({
        site,
        kind,
        language,
        route,
        fetch: recording.fetch,
        baseUrl: options.apiUrl,
        ...(signedIn ? { accessToken: () => devToken(signedIn.client.id) } : {}),
      });
      const page = await resolvePage(options.routes, kind);
      if (!page) throw new Error(`${options.routes.namespace} has no ${kind} page`);
      let data: unknown;
      try {
        data = await page.loader(context);
        cases[key] = { url: `${context.url.pathname}${context.url.search}`, params: context.params as RouteParams };
      } catch (error) {
        cases[key] = { absent: `${kind} on ${site.code}: ${error instanceof Error ? error.message : String(error)}` };
        continue;
      }
      if (signedIn) {
        const { signal: _signal, cookies: _cookies, ...info } = context;
        await renderSignedIn({
          page,
          namespace: options.routes.namespace,
          data,
          info,
          signedIn,
          pending: recording.pending,
        });
      }
    }
    out[site.code] = {
      now: options.now.toISOString(),
      ...(signedIn ? { client: signedIn.client } : {}),
      cases,
      answers: sortedKeys(answers),
    };
  }
  return out;
}

/** The API's SVG media (`/api/media/{kind}/{file}.svg`) a recording's answers point at, sorted. */
export function recordedMediaPaths(recordings: unknown): string[] {
  const found = JSON.stringify(recordings).match(/\/api\/media\/[a-z-]+\/[A-Za-z0-9._-]+\.svg/g) ?? [];
  return [...new Set(found)].sort();
}

/**
 * Saves the SVG media the recordings point at under `dir/{kind}/{file}.svg`, fetched from the API:
 * Storybook serves `page-stories.recorded/media/` at `/api/media/` (packages/ui-kit/.storybook/main.ts),
 * so a story's images load as on the site instead of answering 404.
 */
export async function recordPageStoriesMedia(apiUrl: string, recordings: unknown, dir: string): Promise<void> {
  for (const mediaPath of recordedMediaPaths(recordings)) {
    const res = await fetch(new URL(mediaPath, apiUrl));
    if (!res.ok) throw new Error(`${mediaPath}: ${res.status}`);
    const file = path.join(dir, mediaPath.slice('/api/media/'.length));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await res.text());
  }
}

/** An object with its keys in order (a recording's diff stays readable). */
function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Runs every recorded page story's loader against the recording alone (no server), as the story
 * does: throws naming the first case whose loader fails (a call it makes was not recorded, or an
 * answer no longer fits its schema). With `signedIn`, each page is also rendered signed in, and a
 * call of its browser that was not recorded fails it too.
 */
export async function replayPageStories(options: {
  readonly routes: RemoteRoutes;
  /** One site's recordings. */
  readonly recordings: PageStoryRecordings;
  readonly sites: Readonly<Partial<Record<CountryCode, SiteConfig>>>;
  readonly signedIn?: SignedInStories;
}): Promise<number> {
  let replayed = 0;
  const { signedIn } = options;
  for (const [key, recorded] of Object.entries(options.recordings.cases)) {
    if (recorded.absent) continue;
    const [code, kind] = key.split(' ') as [CountryCode, PageKind];
    const site = options.sites[code];
    if (!site) throw new Error(`${key}: no site ${code}`);
    const page = await resolvePage(options.routes, kind);
    if (!page) throw new Error(`${key}: no page`);
    const url = new URL(recorded.url ?? '/', 'http://x');
    const unrecorded: string[] = [];
    const answered = recordedFetch(options.recordings, code);
    const replay = trackedFetch(async (input, init) => {
      const res = await answered(input, init);
      if (res.status === 599) unrecorded.push(((await res.clone().json()) as { message: string }).message);
      return res;
    });
    const context = storyPageContext({
      site,
      kind,
      language: STORY_LANGUAGES[code],
      route: { params: recorded.params ?? {}, search: url.search },
      fetch: replay.fetch,
    });
    try {
      const data = await page.loader(context);
      if (signedIn) {
        const { signal: _signal, cookies: _cookies, ...info } = context;
        await renderSignedIn({
          page,
          namespace: options.routes.namespace,
          data,
          info,
          signedIn,
          pending: replay.pending,
        });
      }
      if (unrecorded.length > 0) throw new Error(unrecorded.join('; '));
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
  /** The eight sites' configs as the remote's test finds them (`import.meta.glob` of the countries' `site.config.ts`, eager). */
  readonly sites: Readonly<Record<string, SiteConfig>>;
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
  /** The pages are shown signed in too: recorded and replayed rendered in a DOM as that client. */
  readonly signedIn?: SignedInStories;
}

/** The recording's clock: 16:00 in Paris on a Wednesday (the API contract's, apps/api/test/golden.json). */
const PAGE_STORIES_NOW = new Date('2026-03-11T15:00:00Z');

/**
 * A remote's page stories suite: with RECORD_PAGE_STORIES=1 it records the API answers every story
 * needs on every site (the real API on a scratch database) into `recordingsDir`; otherwise it checks
 * every page kind has a case recorded on the eight sites, and replays every loader from the files
 * alone (and, with `signedIn`, renders every page signed in from them).
 */
export function describePageStories(suite: PageStoriesSuite): void {
  const { remote, routes, cases, recordingsDir, signedIn } = suite;
  const sites = sitesByCode(suite.sites);
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
          const recordings = await recordPageStories({
            routes,
            cases,
            sites,
            apiUrl: api.url,
            now,
            ...(signedIn ? { signedIn } : {}),
          });
          await rm(recordingsDir, { recursive: true, force: true });
          await mkdir(recordingsDir);
          for (const [site, answers] of Object.entries(recordings)) {
            await writeFile(path.join(recordingsDir, `${site}.gen.json`), `${JSON.stringify(answers)}\n`);
          }
          await recordPageStoriesMedia(api.url, recordings, path.join(recordingsDir, 'media'));
        } finally {
          vi.useRealTimers();
          await api.close();
          await rm(scratch, { recursive: true, force: true });
        }
      }, 300_000);
      return;
    }

    it(`every image of the API the ${remote}'s recordings point at is recorded beside them (Storybook serves it at /api/media/)`, async () => {
      for (const site of Object.keys(sites)) {
        for (const mediaPath of recordedMediaPaths(await recorded(site))) {
          const file = path.join(recordingsDir, 'media', mediaPath.slice('/api/media/'.length));
          await expect(
            access(file).then(() => mediaPath),
            `${site}: ${mediaPath} (rerun the recording)`,
          ).resolves.toBe(mediaPath);
        }
      }
    });

    it(`every page kind of the ${remote} has a story case, and each case is recorded on the eight sites`, async () => {
      expect(Object.keys(cases).sort()).toEqual(Object.keys(routes.pages).sort());
      expect(Object.keys(sites)).toHaveLength(8);
      for (const site of Object.keys(sites)) {
        const recordings = await recorded(site);
        for (const kind of Object.keys(cases)) expect(recordings.cases[`${site} ${kind}`]).toBeDefined();
        if (signedIn) expect(recordings.client).toEqual(signedIn.client);
      }
    });

    it(`each recorded page loader runs from the recording alone (no server)${signedIn ? ', and each page renders signed in from it' : ''}: the stories need nothing else`, async () => {
      let replayed = 0;
      for (const site of Object.keys(sites)) {
        const recordings = await recorded(site);
        vi.useFakeTimers({ now: new Date(recordings.now), toFake: ['Date'] });
        try {
          replayed += await replayPageStories({ routes, recordings, sites, ...(signedIn ? { signedIn } : {}) });
        } finally {
          vi.useRealTimers();
        }
      }
      expect(replayed).toBeGreaterThan(suite.minReplayed);
    }, 60_000);
  });
}
