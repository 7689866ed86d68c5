/**
 * What the page and the service worker say to each other (postMessage), and the names both read.
 * Constants and types only (and one tiny helper): the page, the shell and the worker each import what they need.
 */

/** Where the worker is served: the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Where the manifest of a site is served: one address, its language in `?lang=` (the page's, linked in its head). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The manifest link of a page in a language (the edge writes it; the shell follows a change of language). */
export function webManifestHref(language: string): string {
  return `${WEB_MANIFEST_PATH}?lang=${encodeURIComponent(language)}`;
}

/** The header a copy kept by the worker carries: when it was saved (ISO). */
export const SAVED_AT_HEADER = 'x-marquee-saved-at';

/**
 * A request header asking the worker for the network's answer only, never its copy (the network
 * out of reach: a network error). The page's sign-in sends it when it restores the session with
 * the token cookie: a copy of `accounts/me` is no live session (docs/decisions/0048-pwa-offline.md).
 * The fresh answer is kept as usual.
 */
export const NETWORK_ONLY_HEADER = 'x-marquee-network-only';

/** The meta element the worker adds to a page it answers from its copy: `content` is when the copy was saved (ISO). */
export const OFFLINE_COPY_META = 'marquee-offline-copy';

/** The worker's caches (besides Workbox's precache of the shell). */
export const CACHE_NAMES = {
  /** Pages (server-rendered HTML), network first. */
  pages: 'marquee-pages',
  /** The API's public answers (the cinemas' programmes among them), network first. */
  api: 'marquee-api',
  /** The visitor's own answers (favourite cinemas, wishlist): this device only, emptied on logout. */
  private: 'marquee-private',
  /** Versioned code (remotes' versions, vendor files): immutable, cache first. */
  code: 'marquee-code',
} as const;

/** Page → worker. `SKIP_WAITING` is workbox-window's own message (`messageSkipWaiting`). */
export type PageMessage =
  | { readonly type: 'SKIP_WAITING' }
  /** Which copies has the worker answered this page with? (answered with a `copy` message, or nothing). */
  | { readonly type: 'marquee:copies?' }
  /** The visitor signed out: forget their answers. */
  | { readonly type: 'marquee:signed-out' };

/** Worker → page: an answer was a kept copy, saved at `savedAt` (ISO; the oldest such copy of the page). */
export interface CopyMessage {
  readonly type: 'marquee:copy';
  readonly savedAt: string;
}

/** What the country build gives the worker (`__MARQUEE_SW__`). */
export interface ServiceWorkerBuild {
  /** The shell's files, with a revision for the unhashed ones (Workbox's precache manifest). */
  readonly precache: readonly { readonly url: string; readonly revision: string | null }[];
  /** The shell's stylesheet (the offline page uses it). */
  readonly stylesheet: string | undefined;
  /** The offline page's texts and home address, by language of the site. */
  readonly offline: Readonly<
    Record<
      string,
      { readonly title: string; readonly message: string; readonly home: string; readonly homeHref: string }
    >
  >;
  readonly defaultLanguage: string;
}
