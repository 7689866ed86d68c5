/// <reference lib="webworker" />
/**
 * The site's service worker (docs/decisions/0048-pwa-offline.md), built by the country build into
 * one file at the site's root (`/sw.js`):
 * - the shell's own files precached (Workbox, revisions from the build's output);
 * - pages network first, a copy kept per address; offline, the copy with the time it was saved
 *   (a meta element the page's offline banner reads), else a small offline page;
 * - the API's public answers (the cinemas' programmes) and the visitor's own (favourite cinemas,
 *   wishlist) network first, each copy stamped with its time; the visitor's own in a cache of
 *   their device only, emptied when they sign out;
 * - versioned code (a remote's deployed version, the vendor files) cache first, only what the
 *   edge marks immutable: a page keeps the remote versions it started with, and nothing is kept
 *   under an address without a version.
 * A new worker waits until the page's "new version" notice asks it to take over (SKIP_WAITING).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  CACHE_NAMES,
  type CopyMessage,
  NETWORK_ONLY_HEADER,
  OFFLINE_COPY_META,
  type PageMessage,
  SAVED_AT_HEADER,
  type ServiceWorkerBuild,
} from './sw-protocol';

declare const self: ServiceWorkerGlobalScope;
declare const __MARQUEE_SW__: ServiceWorkerBuild;

const build = __MARQUEE_SW__;

precacheAndRoute(build.precache.map((entry) => ({ url: entry.url, revision: entry.revision })));
cleanupOutdatedCaches();
// The first worker takes the open pages at once (there is no older one to wait for); a later one waits.
clientsClaim();

/** How many kept pages and answers, and for how long: a week of programmes, on a phone's storage. */
const KEEP = { pages: 60, api: 200, private: 60, code: 400, maxAgeSeconds: 8 * 24 * 3600 } as const;

/** The visitor's own answers: the favourites APIs (both forms) and the client API, wishlist included. */
function isPrivateApi(url: URL): boolean {
  return /^\/api\/(v1|[a-z]{2})\/accounts\/me(\/|$)/.test(url.pathname) || url.pathname.startsWith('/api/client/');
}

/** API addresses never kept: the hand-off to the ticketing, calendar files, the health check, sign-out. */
function isUncachedApi(url: URL): boolean {
  return /^\/api\/(booking|calendar|health)(\/|$)/.test(url.pathname) || isLogout(url);
}

function isLogout(url: URL): boolean {
  return /^\/api\/(v1|[a-z]{2})\/logout$/.test(url.pathname);
}

/** The oldest copy each page was answered with (by client id), for the page that asks. */
const copiesServed = new Map<string, string>();

function tellCopy(clientId: string | undefined, savedAt: string): void {
  if (!clientId) return;
  const before = copiesServed.get(clientId);
  if (!before || savedAt < before) copiesServed.set(clientId, savedAt);
  void self.clients.get(clientId).then((client) => {
    const message: CopyMessage = { type: 'marquee:copy', savedAt: copiesServed.get(clientId) ?? savedAt };
    client?.postMessage(message);
  });
}

/** A copy of an answer with the time it was saved. */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** Trims a cache to its newest `max` entries (keys come back in insertion order). */
async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/**
 * Network first, a stamped copy kept when the answer is a 200 that may be kept (no `no-store`
 * unless `ownDevice`: the visitor's own answers are kept on their device even so). Offline (or
 * the server unreachable), the copy — told to the page — or the network's failure; only the
 * failure when the page asked for the network's answer (`NETWORK_ONLY_HEADER`).
 */
async function networkFirst(
  event: FetchEvent,
  cacheName: string,
  key: Request,
  options: { readonly max: number; readonly ownDevice?: boolean },
): Promise<Response> {
  const networkOnly = event.request.headers.has(NETWORK_ONLY_HEADER);
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(event.request);
    const keep =
      response.status === 200 &&
      response.type === 'basic' &&
      (options.ownDevice || !/no-store/i.test(response.headers.get('cache-control') ?? ''));
    if (keep) {
      event.waitUntil(
        stamped(response.clone())
          .then(async (copy) => {
            await cache.delete(key, { ignoreVary: true });
            await cache.put(key, copy);
            await trim(cache, options.max);
          })
          .catch(() => undefined),
      );
    }
    return response;
  } catch (error) {
    if (networkOnly) throw error;
    const copy = await cache.match(key, { ignoreVary: true });
    if (!copy) throw error;
    tellCopy(event.clientId || event.resultingClientId, copy.headers.get(SAVED_AT_HEADER) ?? new Date().toISOString());
    return copy;
  }
}

/** A POST the API answers with data (the wishlist's feelings of a list of films): keyed by its address and body. */
async function postKey(request: Request): Promise<Request> {
  const body = await request.clone().arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', body);
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set('__body', hex);
  return new Request(url.href);
}

/** The page language of an address: its first segment when it is a language of the site. */
function languageOf(url: URL): string {
  const first = url.pathname.split('/')[1] ?? '';
  return first in build.offline ? first : build.defaultLanguage;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** What a page without a copy shows offline: a message and the way home, in the page's language and the kit's style. */
function offlinePage(url: URL): Response {
  const language = languageOf(url);
  const texts = build.offline[language] ?? build.offline[build.defaultLanguage];
  const style = build.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(build.stylesheet)}">` : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0d0d10"><title>${escapeHtml(texts?.title ?? 'Offline')}</title>${style}<meta name="${OFFLINE_COPY_META}" content=""></head>
  <body><main id="main" class="shell__main shell-offline"><h1>${escapeHtml(texts?.title ?? 'Offline')}</h1><p role="status">${escapeHtml(texts?.message ?? '')}</p><p><a href="${escapeHtml(texts?.homeHref ?? '/')}">${escapeHtml(texts?.home ?? '/')}</a></p></main></body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'self'",
    },
  });
}

/** A kept page marked as a copy, with the time it was saved, for the page's offline banner. */
async function markedCopy(copy: Response): Promise<Response> {
  const savedAt = copy.headers.get(SAVED_AT_HEADER) ?? '';
  const html = (await copy.text()).replace(
    /<head(\s[^>]*)?>/i,
    (head) => `${head}<meta name="${OFFLINE_COPY_META}" content="${escapeHtml(savedAt)}">`,
  );
  return new Response(html, { status: copy.status, statusText: copy.statusText, headers: copy.headers });
}

/** Pages: network first; offline, the kept copy marked as one, or the offline page. */
async function page(event: FetchEvent, url: URL): Promise<Response> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const key = new Request(url.href);
  try {
    const response = await fetch(event.request);
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (
      response.status === 200 &&
      response.type === 'basic' &&
      html &&
      !/no-store/i.test(response.headers.get('cache-control') ?? '')
    ) {
      event.waitUntil(
        stamped(response.clone())
          .then(async (copy) => {
            await cache.delete(key, { ignoreVary: true });
            await cache.put(key, copy);
            await trim(cache, KEEP.pages);
          })
          .catch(() => undefined),
      );
    }
    return response;
  } catch {
    const copy = await cache.match(key, { ignoreVary: true });
    return copy ? markedCopy(copy) : offlinePage(url);
  }
}

/** Addresses that are navigations but not pages to keep: the sign-in callback, the API (the booking hand-off). */
function isPageToKeep(url: URL): boolean {
  return url.pathname !== '/callback' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/_marquee/');
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (request.method === 'GET' && isPageToKeep(url)) event.respondWith(page(event, url));
    return;
  }
  if (!url.pathname.startsWith('/api/')) return;
  if (isLogout(url)) {
    // Whatever the API answers, the visitor's answers leave this device.
    event.waitUntil(caches.delete(CACHE_NAMES.private));
    return;
  }
  if (isUncachedApi(url)) return;
  if (isPrivateApi(url)) {
    if (request.method === 'GET')
      event.respondWith(
        networkFirst(event, CACHE_NAMES.private, new Request(url.href), { max: KEEP.private, ownDevice: true }),
      );
    else if (request.method === 'POST' && /^\/api\/client\/[^/]+\/shows$/.test(url.pathname))
      event.respondWith(
        postKey(request).then((key) =>
          networkFirst(event, CACHE_NAMES.private, key, { max: KEEP.private, ownDevice: true }),
        ),
      );
    return;
  }
  // A public answer: never one asked with a token (that one is the visitor's).
  if (request.method === 'GET' && !request.headers.has('authorization'))
    event.respondWith(networkFirst(event, CACHE_NAMES.api, new Request(url.href), { max: KEEP.api }));
});

// Versioned code: a deployed remote version and the vendor files never change (the edge says
// `immutable`); kept only when it says so, so an address without a version is never kept.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/remotes/') || url.pathname.startsWith('/vendor/')),
  new CacheFirst({
    cacheName: CACHE_NAMES.code,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 && /immutable/.test(response.headers.get('cache-control') ?? '') ? response : null,
      },
      new ExpirationPlugin({ maxEntries: KEEP.code, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (message?.type === 'marquee:signed-out') event.waitUntil(caches.delete(CACHE_NAMES.private));
  else if (message?.type === 'marquee:copies?') {
    const source = event.source as Client | null;
    const savedAt = source ? copiesServed.get(source.id) : undefined;
    if (source && savedAt) source.postMessage({ type: 'marquee:copy', savedAt } satisfies CopyMessage);
  }
});
