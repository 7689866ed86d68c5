/**
 * The signed-in client after an offline reload (docs/decisions/0048-pwa-offline.md, "The session
 * offline"). On the redirect sites (fr, ch, be, nl) the token lives in the page's memory only
 * (decisions 0036, 0037), so a reload restores the session through the provider's hidden frame;
 * on the token-cookie sites (tn, sn, ci, ma) through the API's cookie. Offline the page's sign-in
 * tries neither (lib/sign-in.ts, `resume`: the worker's copy of `accounts/me` is no live session)
 * and the restore fails. Then, when the tab signed in before (its client's id, lib/tab-client.ts,
 * and the marker cookie), the client's own copy that the worker kept (`accounts/me` in the
 * private cache) is shown as the visitor's copy, read without a token and without the network:
 * the header shows the client, and the page's favourites and wishlist come from the worker's
 * copies of their answers. The offline state says it is a copy with its time; the controls that
 * need the network say so (page.ts). Back online the copy is dropped at once: the page's sign-in
 * restores the live session (lib/sign-in.ts), or the visitor is anonymous.
 * Part of the page module of the PWA, loaded after the page is live; nothing here renders.
 */
import type { SessionClient, SessionStore } from '@marquee/session';
import { sessionClientOf } from '../lib/session-client';
import { hasSessionMarker } from '../lib/sign-in-marker';
import { tabClient } from '../lib/tab-client';
import { CACHE_NAMES, SAVED_AT_HEADER } from './sw-protocol';

/** The client's own record, either form of its address (`/api/v1/…` or `/api/<language>/…`), as the worker keys it. */
const CLIENT_RECORD = /^\/api\/(v1|[a-z]{2})\/accounts\/me$/;

/** A client as the worker kept it, and when. */
export interface ClientCopy {
  readonly client: SessionClient;
  /** When the worker kept it (ISO), from the copy's stamp. */
  readonly savedAt: string;
}

type ClientRecord = Parameters<typeof sessionClientOf>[0];

function isClientRecord(value: unknown): value is ClientRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    ['id', 'name', 'firstname', 'lastname', 'email'].every((key) => typeof record[key] === 'string') &&
    (record.photoUrl === null || typeof record.photoUrl === 'string') &&
    typeof record.cinepassSubscription === 'boolean'
  );
}

/** The language a kept `accounts/me` address was asked in (its `language` parameter, or its path's). */
function languageOf(address: string): string | undefined {
  const url = new URL(address);
  return url.searchParams.get('language') ?? /^\/api\/([a-z]{2})\//.exec(url.pathname)?.[1];
}

/**
 * The tab's client as the worker kept it: its `accounts/me` answer (asked in the page language
 * first, in another else), read from the private cache — no token, no network. Null when there
 * is none or it is another client's (the tab's id decides).
 */
export async function readClientCopy(
  storage: CacheStorage,
  clientId: string,
  language: string,
): Promise<ClientCopy | null> {
  if (!(await storage.has(CACHE_NAMES.private))) return null;
  const cache = await storage.open(CACHE_NAMES.private);
  const kept = (await cache.keys()).filter((request) => CLIENT_RECORD.test(new URL(request.url).pathname));
  const ranked = [
    ...kept.filter((request) => languageOf(request.url) === language),
    ...kept.filter((request) => languageOf(request.url) !== language),
  ];
  for (const request of ranked) {
    const answer = await cache.match(request, { ignoreVary: true });
    const record: unknown = await answer?.json().catch(() => null);
    if (!answer || !isClientRecord(record) || record.id !== clientId) continue;
    return { client: sessionClientOf(record), savedAt: answer.headers.get(SAVED_AT_HEADER) ?? '' };
  }
  return null;
}

/** What the offline session needs of the page. */
export interface OfflineSessionOptions {
  readonly session: SessionStore;
  /** The worker's caches (the page's `caches`). */
  readonly caches: CacheStorage;
  /** The page language (the copy asked in it is preferred). */
  readonly language: () => string;
  /** Shows that the session is the visitor's copy saved at `savedAt` (ISO), or no longer (null). */
  readonly show: (savedAt: string | null) => void;
}

/**
 * Offline, when the page's sign-in could not restore the session (anonymous) in a tab whose client
 * signed in (its id and the marker), records the client's copy as the session and says so; online
 * again, drops it (the page's sign-in takes over). Returns whether the session is a copy now.
 */
export function startOfflineSession(options: OfflineSessionOptions): { readonly copy: () => boolean } {
  const { session, show } = options;
  let copy: SessionClient | null = null;
  let reading = false;

  const apply = async () => {
    if (copy || reading || navigator.onLine || session.getState().status !== 'anonymous') return;
    const id = tabClient();
    if (!id || !hasSessionMarker(document.cookie)) return;
    reading = true;
    try {
      const found = await readClientCopy(options.caches, id, options.language()).catch(() => null);
      // Still offline, still anonymous, still that client's tab (a sign-in or sign-out may have come meanwhile).
      if (!found || navigator.onLine || session.getState().status !== 'anonymous' || tabClient() !== id) return;
      copy = found.client;
      session.getState().signedIn(found.client);
      show(found.savedAt);
    } finally {
      reading = false;
    }
  };

  const drop = () => {
    if (!copy) return;
    const shown = copy;
    copy = null;
    show(null);
    // Never shown as a live session: anonymous until the page's sign-in restores it.
    const state = session.getState();
    if (state.status === 'signed-in' && state.client === shown) state.authenticationFailed();
  };

  session.subscribe((state) => {
    // The page's sign-in took over (a restore under way, a live client, a sign-out): no copy any more.
    if (copy && state.client !== copy) {
      copy = null;
      show(null);
    }
    if (state.status === 'anonymous') void apply();
  });
  window.addEventListener('offline', () => void apply());
  window.addEventListener('online', drop);
  void apply();
  return { copy: () => copy !== null };
}
