import { createApiClient } from '@marquee/api-client';
import type { CountryCode, Language } from '@marquee/domain-models';
import { FlagsProvider, resolveFlags } from '@marquee/feature-flags';
import { createI18n, type I18n, I18nextProvider, siteFormats } from '@marquee/i18n';
import { href, isKindOffered, type PageKind, type RouteParams } from '@marquee/routing';
import { DEFAULT_MOBILE_APP, type SiteConfig } from '@marquee/site-config';
import { type ComponentType, useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type PageContext, type PageInfo, type PageProps, type RemoteRoutes, resolvePage } from './contract';

// A remote's pages as Storybook stories (docs/decisions/0061-page-stories-visual.md): the real page
// of a kind, its real loader run against API answers recorded from the reference API
// (`recordPageStories` of ./testing writes them), in a site's language and flags. No server runs
// in a story: every call the loader makes is answered from the recording, with the clock of the
// recording.

/** A country's site configuration, as the stories and their recording take them. */
export type { SiteConfig };

/** The language a site's page stories are in (the `site` global of the Storybook picks the site). */
export const STORY_LANGUAGES: Readonly<Record<CountryCode, Language>> = {
  fr: 'fr',
  be: 'fr',
  ch: 'de',
  nl: 'nl',
  tn: 'fr',
  sn: 'fr',
  ci: 'fr',
  ma: 'fr',
};

/** The brand of every country's site configuration: the shell gives it to every text as `{{brand}}`. */
export const BRAND = 'Marquee';

/** Where a page story's requests go: nowhere real (the recording answers them). */
const STORY_ORIGIN = 'http://stories.marquee.localhost';

/** One API answer as recorded: its status and JSON body. */
export interface RecordedAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** The page a story of a site shows: its address and parameters, or why the site has none. */
export interface RecordedCase {
  readonly url?: string;
  readonly params?: RouteParams;
  /** The site does not offer the kind (KIND_SITES, its flags), or its loader answered not found. */
  readonly absent?: string;
}

/**
 * The client a signed-in page story shows (the session store's client: a seeded demo account),
 * whose personal answers were recorded with a development token.
 */
export interface StoryClient {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly avatar: string | null;
  readonly initials: string;
  readonly hasSubscription: boolean;
}

/**
 * Puts the page's shared state as a visitor's: signed in as `client` (the session store, and what
 * the page keeps of the client emptied), or signed out (null). A remote whose pages read the
 * session gives it (`session` of its page stories); each story runs it before its page loads.
 */
export type StorySession = (client: StoryClient | null) => void;

/** A remote's recorded answers: the instant they were recorded at, each case, each answer. */
export interface PageStoryRecordings {
  /** ISO instant of the recording: the story's clock, so the loader asks what was recorded. */
  readonly now: string;
  /** The signed-in client of the signed-in stories (absent: the remote's pages are public). */
  readonly client?: StoryClient;
  /** By `{site} {kind}`. */
  readonly cases: Readonly<Record<string, RecordedCase>>;
  /** By `{site} {path with query}`. */
  readonly answers: Readonly<Record<string, RecordedAnswer>>;
}

/** What the page of a kind needs on a site: parameters and a query (`Movie`: the site's first film). */
export interface StoryPlace {
  /** The site's first film, city and cinema (slugs as the site's API lists them, in the story's language). */
  readonly film: string;
  readonly city: string;
  readonly cinema: string;
}

/** A page story's route: parameters, and the query the address carries. */
export interface StoryRoute {
  readonly params?: RouteParams;
  readonly search?: string;
}

/** Each page kind of a remote a story shows, and the route it shows on a site. */
export type StoryCases = Partial<Record<PageKind, (place: StoryPlace) => StoryRoute>>;

/** The key of a recorded answer. */
export function answerKey(site: CountryCode, url: string): string {
  const parsed = new URL(url, STORY_ORIGIN);
  return `${site} ${parsed.pathname}${parsed.search}`;
}

/** A fetch that answers from the recording; a call not recorded answers 599 and says how to record it. */
export function recordedFetch(recordings: PageStoryRecordings, site: CountryCode): typeof fetch {
  return async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = recordings.answers[answerKey(site, url)];
    if (!answer) {
      return new Response(JSON.stringify({ message: `not recorded: ${answerKey(site, url)} (rerun the recording)` }), {
        status: 599,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
}

/** A site's page context of a page (the shell's `pageInfo`, with the given API client's fetch). */
export function storyPageContext(options: {
  readonly site: SiteConfig;
  readonly kind: PageKind;
  readonly language: Language;
  readonly route: StoryRoute;
  readonly fetch: typeof fetch;
  readonly baseUrl?: string;
  readonly viewport?: 'mobile' | 'desktop';
  /** The bearer token of the page's API calls (recording a signed-in client's answers). */
  readonly accessToken?: () => string;
}): PageContext {
  const { site, kind, language, route } = options;
  const params = route.params ?? {};
  const url = new URL(
    `${href(site, language, kind, params)}${route.search ?? ''}`,
    `http://${site.code}.marquee.localhost`,
  );
  const format = siteFormats({ language, country: site.code, timeZone: site.timeZone, currency: site.currency });
  const info: PageInfo = {
    site: site.code,
    language,
    kind,
    params,
    url,
    flags: resolveFlags(site.code, site.flags),
    device: { viewport: options.viewport ?? 'desktop', webview: false },
    timeZone: site.timeZone,
    currency: site.currency,
    mobileApp: site.mobileApp ?? DEFAULT_MOBILE_APP,
    format,
    api: createApiClient({
      baseUrl: options.baseUrl ?? STORY_ORIGIN,
      language,
      headers: { 'x-marquee-site': site.code },
      fetch: options.fetch,
      retries: 0,
      ...(options.accessToken ? { accessToken: options.accessToken } : {}),
    }),
    href: (target, targetParams, targetLanguage = language) => href(site, targetLanguage, target, targetParams),
  };
  return { ...info, signal: new AbortController().signal, cookies: {} };
}

/** Whether a site offers a page kind (its KIND_SITES and flags). */
export function siteOffers(site: SiteConfig, kind: PageKind): boolean {
  return isKindOffered(site.code, kind, resolveFlags(site.code, site.flags));
}

const RealDate = Date;
/**
 * Sets the page's clock to the recording's instant: the loaders read the clock (`new Date()`) to
 * choose the day they ask for, which must be the day recorded. Stays set for the frame.
 */
export function fixStoryClock(iso: string): void {
  const fixed = new RealDate(iso).getTime();
  if ((globalThis.Date as unknown) !== RealDate) return;
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else super(...(args as [string]));
    }
    static override now(): number {
      return fixed;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
}

/** A page story ready to render: the page, its data, its page information and texts. */
export interface LoadedPageStory {
  readonly Component: ComponentType<PageProps<unknown>>;
  readonly data: unknown;
  readonly page: PageInfo;
  readonly i18n: I18n;
  readonly remote: RemoteRoutes['namespace'];
}

/** What a remote's stories file gives the loader of its page stories. */
export interface PageStorySource {
  readonly routes: RemoteRoutes;
  /** A site's recordings (`import.meta.glob('./page-stories.recorded/*.json')`: one file a site). */
  readonly recordings: (site: CountryCode) => Promise<PageStoryRecordings | undefined>;
  /** The remote's texts per language (`import.meta.glob('../../locales/*.json')`). */
  readonly texts: (language: Language) => Promise<Record<string, unknown>>;
  /** Every country's site configuration, by code. */
  readonly sites: Readonly<Partial<Record<CountryCode, SiteConfig>>>;
  /** Signs the page's session in or out before a story loads (the account's pages read it). */
  readonly session?: StorySession;
}

/**
 * Loads a page story: the page's module, its loader run against the recorded answers in the
 * site's language, and the remote's texts. A kind the site does not offer, or not recorded,
 * gives the reason instead.
 */
export async function loadPageStory(
  source: PageStorySource,
  siteCode: CountryCode,
  kind: PageKind,
  viewport: 'mobile' | 'desktop' = 'desktop',
  signedIn = false,
): Promise<LoadedPageStory | { readonly absent: string }> {
  const site = source.sites[siteCode];
  if (!site) return { absent: `no site ${siteCode}` };
  const recordings = await source.recordings(siteCode);
  const recorded = recordings?.cases[`${siteCode} ${kind}`];
  if (!recordings || !recorded) return { absent: `${kind} on ${siteCode} is not recorded: rerun the recording` };
  if (recorded.absent) return { absent: recorded.absent };
  if (signedIn && !recordings.client) return { absent: `no signed-in client recorded on ${siteCode}` };
  source.session?.(signedIn ? (recordings.client ?? null) : null);
  fixStoryClock(recordings.now);
  const language = STORY_LANGUAGES[siteCode];
  const page = await resolvePage(source.routes, kind);
  if (!page) return { absent: `${source.routes.namespace} has no ${kind} page` };
  const url = new URL(recorded.url ?? '/', `http://${siteCode}.marquee.localhost`);
  const context = storyPageContext({
    site,
    kind,
    language,
    route: { params: recorded.params ?? {}, search: url.search },
    fetch: recordedFetch(recordings, siteCode),
    viewport,
  });
  const data = await page.loader(context);
  const i18n = await createI18n({
    language,
    resources: { [source.routes.namespace]: await source.texts(language) },
    defaultNamespace: source.routes.namespace,
    variables: { brand: BRAND },
    missingKeyHandler: ({ namespace, key }) => {
      throw new Error(`missing text ${namespace}:${key} (${language})`);
    },
  });
  const { signal: _signal, cookies: _cookies, ...info } = context;
  return {
    Component: page.Component as ComponentType<PageProps<unknown>>,
    data,
    page: info,
    i18n,
    remote: source.routes.namespace,
  };
}

/**
 * A loaded page story as the shell shows the page: under its router at its address, with the
 * remote's texts and the site's flags, inside the page's main region.
 */
export function PageStory({ story }: { readonly story: LoadedPageStory | { readonly absent: string } }) {
  const router = useMemo(() => {
    if ('absent' in story) return null;
    const { Component, data, page } = story;
    return createMemoryRouter([{ path: '*', element: <Component data={data} page={page} /> }], {
      initialEntries: [`${page.url.pathname}${page.url.search}`],
    });
  }, [story]);
  if ('absent' in story || !router) {
    return (
      <main>
        <p>{'absent' in story ? story.absent : ''}</p>
      </main>
    );
  }
  return (
    <I18nextProvider i18n={story.i18n}>
      <FlagsProvider flags={story.page.flags}>
        {/* The shell's main region: full width up to 1440 px, its padding (apps/shell shell.css). */}
        <main style={{ maxWidth: 1440, margin: '0 auto', padding: 'var(--space-3)' }}>
          <div className="remote" data-remote={story.remote} lang={story.page.language}>
            <RouterProvider router={router} />
          </div>
        </main>
      </FlagsProvider>
    </I18nextProvider>
  );
}

/** What Storybook gives a page story's loader and render (the parts read here). */
interface StoryContext {
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly globals: Readonly<Record<string, unknown>>;
  readonly loaded?: Readonly<Record<string, unknown>>;
}

/** The viewport global's device class: the phone viewports render the page as a phone gets it. */
function storyViewport(globals: StoryContext['globals']): 'mobile' | 'desktop' {
  const viewport = globals.viewport as { readonly value?: string } | string | undefined;
  const name = typeof viewport === 'string' ? viewport : viewport?.value;
  if (name) return name === 'phone' || name === 'mobile' ? 'mobile' : 'desktop';
  // No viewport chosen: the frame's own width decides, at the kit's desktop breakpoint (1080 px).
  return typeof window !== 'undefined' && window.innerWidth < 1080 ? 'mobile' : 'desktop';
}

/**
 * A remote's page story files as its stories file finds them with `import.meta.glob` (Vite needs
 * the patterns written in that file): the recordings and texts loaded on demand, the sites' configs
 * eagerly. Keys are the files' paths; a recording is `<site>.gen.json`, a text file `<language>.json`.
 */
export interface PageStoryFiles {
  readonly routes: RemoteRoutes;
  /** The recordings, `./page-stories.recorded/<site>.gen.json` (a lazy glob, `import: 'default'`). */
  readonly recordings: Readonly<Record<string, () => Promise<unknown>>>;
  /** The remote's texts, `../../locales/<language>.json` (a lazy glob, `import: 'default'`). */
  readonly texts: Readonly<Record<string, () => Promise<unknown>>>;
  /** The countries' `site.config.ts` (an eager glob, `import: 'default'`). */
  readonly sites: Readonly<Record<string, SiteConfig>>;
  readonly session?: StorySession;
}

/** The eight sites' configurations by code, from a glob of their `site.config.ts` (keyed by path). */
export function sitesByCode(files: Readonly<Record<string, SiteConfig>>): Record<CountryCode, SiteConfig> {
  return Object.fromEntries(Object.values(files).map((site) => [site.code, site])) as Record<CountryCode, SiteConfig>;
}

/** The file of a glob whose name is `name` (a path ending in `/name`). */
function fileNamed(files: Readonly<Record<string, () => Promise<unknown>>>, name: string) {
  return Object.entries(files).find(([file]) => file.endsWith(`/${name}`))?.[1];
}

/** A page story source from the files of a remote's stories file. */
export function pageStorySource(files: PageStoryFiles): PageStorySource {
  const namespace = files.routes.namespace;
  return {
    routes: files.routes,
    recordings: async (site) =>
      (await fileNamed(files.recordings, `${site}.gen.json`)?.()) as PageStoryRecordings | undefined,
    texts: async (language) => {
      const load = fileNamed(files.texts, `${language}.json`);
      if (!load) throw new Error(`${namespace}: no texts in ${language}`);
      return (await load()) as Record<string, unknown>;
    },
    sites: sitesByCode(files.sites),
    ...(files.session ? { session: files.session } : {}),
  };
}

/**
 * The default export of a remote's page stories (spread it into `{ title, ... }`, the title written
 * there for Storybook's indexer): each story's page loaded from the recording for the `site` global
 * (default fr), signed in when the story says so, rendered as the shell shows it, full width.
 */
export function pageStoriesMeta(files: PageStoryFiles) {
  const source = pageStorySource(files);
  return {
    parameters: { layout: 'fullscreen' },
    loaders: [
      async (context: StoryContext) => ({
        page: await loadPageStory(
          source,
          ((context.globals.site as CountryCode | undefined) ?? 'fr') as CountryCode,
          context.parameters.pageKind as PageKind,
          storyViewport(context.globals),
          context.parameters.signedIn === true,
        ),
      }),
    ],
    render: (_args: unknown, context: StoryContext) => (
      <PageStory story={context.loaded?.page as LoadedPageStory | { readonly absent: string }} />
    ),
  };
}

/** One page kind's story; `signedIn`: as the recorded client sees it (the remote gives `session`). */
export function pageStory(kind: PageKind, options: { readonly signedIn?: boolean } = {}) {
  return { parameters: { pageKind: kind, ...(options.signedIn ? { signedIn: true } : {}) } };
}
