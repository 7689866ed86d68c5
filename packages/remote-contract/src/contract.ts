import type { MobileAppLinks } from '@marquee/site-config';
import type { ApiClient } from '@marquee/api-client';
import type { CountryCode, Language } from '@marquee/domain-models';
import type { Flags } from '@marquee/feature-flags';
import type { SiteFormats } from '@marquee/i18n';
import type { ModalId, ModalPayload } from '@marquee/modals';
import type { PageKind } from '@marquee/routing';
import type { PageTracking } from '@marquee/tracking';
import type { ComponentType } from 'react';
import type { DeviceHint } from './server-render';

/** The five remotes, each built and deployed on its own. */
export const REMOTE_NAMES = ['catalogue', 'account', 'help-centre', 'locator', 'search'] as const;
/** A remote's federation name. */
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The one exposed module every remote publishes: its pages. */
export const ROUTES_EXPOSE = './routes';

/** What a page is told about the request it serves. */
export interface PageInfo {
  readonly site: CountryCode;
  readonly language: Language;
  readonly kind: PageKind;
  /** Route parameters (slug, id, categoryId...). */
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The full address asked for (query included). */
  readonly url: URL;
  readonly flags: Flags;
  /** The API client of the page's language (GET answers cached by URL). */
  readonly api: ApiClient;
  /**
   * The visitor's device class as the server rendered the page (from the request); pass
   * `device.viewport` to the ui-kit's viewport hooks so hydration matches the server HTML.
   */
  readonly device: DeviceHint;
  /** The site's IANA time zone: showtimes are local times of its cinemas (SITE-30..37). */
  readonly timeZone: string;
  /** The site's ISO 4217 currency (SITE-30..39). */
  readonly currency: string;
  /**
   * The brand's mobile app in the stores, from the site config (the smart banner's links). Absent
   * when an older shell hosts the page: then `DEFAULT_MOBILE_APP` of `@marquee/site-config`.
   */
  readonly mobileApp?: MobileAppLinks;
  /**
   * Dates, times and prices for this page: its language, the site's time zone and currency
   * (SITE-38, SITE-39). Every date, time and price a page shows goes through it.
   */
  readonly format: SiteFormats;
  /** Address of a page of this site, in the page's language unless another is given. */
  href(kind: PageKind, params?: Readonly<Record<string, string>>, language?: Language): string;
}

/** What a page loader is told: the page, and a signal that aborts when the navigation is superseded. */
export interface PageContext extends PageInfo {
  readonly signal: AbortSignal;
  /**
   * The visitor's cookies a page may read (PAGE_COOKIES only: the locator's selection), by name.
   * A page whose data depends on them is private to the visitor: the edge keys its render cache
   * on them and never lets a shared cache keep it.
   */
  readonly cookies: Readonly<Record<string, string>>;
}

/** The cookies a page's loader may read (forwarded by the edge; nothing else reaches a render). */
export const PAGE_COOKIES = ['cgp_locator'] as const;

/**
 * The PAGE_COOKIES of a `Cookie` header (or `document.cookie`), by name, raw: what a render may
 * read, the same on the edge and in the browser. An oversized value is dropped (the edge keys its
 * render cache on them).
 */
export function pageCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = eq > 0 ? part.slice(0, eq).trim() : '';
    if ((PAGE_COOKIES as readonly string[]).includes(name) && part.length < 512) out[name] = part.slice(eq + 1).trim();
  }
  return out;
}

/** Props every page component receives. */
export interface PageProps<D> {
  readonly data: D;
  readonly page: PageInfo;
}

/** Translates a key of the remote's own namespace (i18next `t`, fixed to the page language). */
export type Translate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/**
 * What a page puts in the document head (SHELL-81..84). The server renders it into the HTML;
 * the browser keeps it current on client-side navigation.
 */
export interface PageHead {
  /** The page's own title, without the brand (the shell adds ` | {brand}`). */
  readonly title?: string;
  /** Meta description: one or two sentences, at most about 160 characters. */
  readonly description?: string;
  /** The page's main image (og:image), absolute or site-relative. */
  readonly image?: string;
  /**
   * The page's route parameters in each language when they differ from this page's own
   * (slugs are translated): the canonical link and the hreflang alternates use them.
   */
  readonly paramsByLanguage?: Partial<Record<Language, Readonly<Record<string, string>>>>;
  /**
   * When the same record has a page of another kind that search engines should index instead (a
   * season shown at `/saison/{slug}` is the event at `/evenements/{slug}`): that kind, with this
   * page's parameters. The canonical link and the hreflang alternates then name its addresses.
   */
  readonly canonicalKind?: PageKind;
  /** schema.org description of the page (JSON-LD): one node (a Movie) or a `@graph` of several. */
  readonly structuredData?: Readonly<Record<string, unknown>>;
  /** Keep the page out of search engines (search results, for example). */
  readonly noIndex?: boolean;
  /**
   * What the page's view adds to the dataLayer: the show, cinema or article it is about
   * (SHELL-95, SHELL-96; build it with `showTracking`, `cinemaTracking`, `articleTracking` of
   * `@marquee/tracking`). The shell pushes it with the page view.
   */
  readonly tracking?: PageTracking;
}

/**
 * How a page wants the shell's header (SHELL-14..16). Declared once per page kind, so the
 * server renders the header the page needs and hydration agrees.
 */
export interface PageHeaderOptions {
  /** Sticky on desktop (default true); false turns the behaviour off for this page (SHELL-15). */
  readonly sticky?: boolean;
  /**
   * The page opens with a full-width backdrop: the header sticks once a quarter of the window
   * is scrolled instead of 68px (SHELL-16, CLARIFICATIONS "Sticky header").
   */
  readonly backdrop?: boolean;
  /** The dark header variant (SHELL-14), e.g. over a dark backdrop. */
  readonly dark?: boolean;
}

/**
 * A page a remote owns: a data loader and the component that renders its data. It renders
 * on the server first (no `window`, `document` or `navigator` while rendering: use effects)
 * and hydrates in the browser.
 */
export interface RemotePage<D = unknown> {
  /**
   * Loads the page's data; throw `notFound()` (from the api client) for a missing record.
   * Data that carries a non-empty `redirectSlug` makes the page a 301 to the same page kind
   * with that slug (CAT-02).
   */
  loader(context: PageContext): Promise<D>;
  Component: ComponentType<PageProps<D>>;
  /**
   * The page's head, from its data (title, description, image, translated slugs, JSON-LD). It runs
   * in the loader (on the server, and at client-side navigations), never at hydration: a page may
   * return a promise and import its head's code there, so that code is not in its first load.
   */
  head?(data: D, page: PageInfo, t: Translate): PageHead | Promise<PageHead>;
  /** How the page wants the header; by default sticky after 68px, not dark. */
  readonly header?: PageHeaderOptions;
}

/** Props of a modal's content: the payload it was opened with, how to close it, the page it opens on. */
export interface RemoteModalProps {
  readonly payload: ModalPayload;
  /** Closes this modal (through the modal manager). */
  readonly close: () => void;
  readonly page: PageInfo;
}

/**
 * A modal a remote owns: its content, rendered by the shell's outlet while the modal is open.
 * It renders the whole dialog itself (a ui-kit `Modal` or `SidePanel`: title, variant,
 * `maxViewport`), with its texts from the remote's namespace. `Component` may be a `React.lazy`
 * component (its own chunk): the shell shows its loading dialog until the code is there.
 */
export interface RemoteModal {
  Component: ComponentType<RemoteModalProps>;
}

/** Loads a remote's translations for one site and language (its i18next namespace). */
export type TranslationLoader = (site: CountryCode, language: Language) => Promise<Record<string, unknown>>;

/**
 * A page whose code is its own chunk, fetched when the page is first needed: the remote's
 * `./routes` module stays small, and a page loads only its own code (docs/decisions/0014). The
 * shell resolves it (`resolvePage`) before it loads the page's data or hydrates it.
 */
export interface LazyRemotePage {
  // biome-ignore lint/suspicious/noExplicitAny: each page has its own data type.
  readonly lazy: () => Promise<RemotePage<any>>;
}

/** Declares a page whose module is loaded on demand: `lazyPage(() => import('./movie-page').then((m) => m.moviePage))`. */
// biome-ignore lint/suspicious/noExplicitAny: each page has its own data type.
export function lazyPage(load: () => Promise<RemotePage<any>>): LazyRemotePage {
  return { lazy: load };
}

function isLazy(page: RemotePage<unknown> | LazyRemotePage): page is LazyRemotePage {
  return typeof (page as LazyRemotePage).lazy === 'function';
}

const resolvedPages = new WeakMap<LazyRemotePage, RemotePage<unknown>>();
const loadingPages = new WeakMap<LazyRemotePage, Promise<RemotePage<unknown>>>();

/**
 * A remote's page of a kind, its module loaded if it is lazy (once; a failed load is tried
 * again next time). Undefined when the remote has no such page.
 */
export async function resolvePage(routes: RemoteRoutes, kind: PageKind): Promise<RemotePage<unknown> | undefined> {
  const page = routes.pages[kind];
  if (!page || !isLazy(page)) return page;
  const done = resolvedPages.get(page);
  if (done) return done;
  let loading = loadingPages.get(page);
  if (!loading) {
    loading = page.lazy().then((resolved) => {
      resolvedPages.set(page, resolved);
      return resolved;
    });
    loading.catch(() => loadingPages.delete(page));
    loadingPages.set(page, loading);
  }
  return loading;
}

/** A page already resolved (eager, or lazy and loaded): what a render may use synchronously. */
export function resolvedPage(routes: RemoteRoutes | undefined, kind: PageKind): RemotePage<unknown> | undefined {
  const page = routes?.pages[kind];
  if (!page) return undefined;
  return isLazy(page) ? resolvedPages.get(page) : page;
}

/** What a remote's `./routes` module exports. */
export interface RemoteRoutes {
  /** i18next namespace of the remote (one per remote). */
  readonly namespace: RemoteName;
  /** The page kinds this remote renders (each page checks its own data type with definePage). */
  // biome-ignore lint/suspicious/noExplicitAny: a map of pages with different data types.
  readonly pages: Partial<Record<PageKind, RemotePage<any> | LazyRemotePage>>;
  /** Fetches the remote's namespace file for a site and language. */
  readonly loadTranslations: TranslationLoader;
  /** The modals this remote owns (MODAL_OWNERS), by id. */
  readonly modals?: Partial<Record<ModalId, RemoteModal>>;
}

/** Declares a page with its data type checked between loader and component. */
export function definePage<D>(page: RemotePage<D>): RemotePage<D> {
  return page;
}

/**
 * A translation loader for a remote: fetches `{cc}_{lang}.json` from the `i18n/` folder
 * beside the remote's built module (`moduleUrl` is the module's `import.meta.url`), so the
 * texts come from the same deployed version as the code.
 */
export function translationLoader(moduleUrl: string): TranslationLoader {
  const base = moduleUrl.slice(0, moduleUrl.lastIndexOf('/') + 1);
  return async (site, language) => {
    const url = `${base}i18n/${site}_${language}.json`;
    // A failed preload of this file is reused by a plain fetch: ask the network again once.
    const reload: RequestInit = { cache: 'reload' } as RequestInit;
    const response = await fetch(url).catch(() => fetch(url, reload));
    if (!response.ok) throw new Error(`texts ${url}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
}
