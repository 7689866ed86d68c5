// @vitest-environment jsdom
import { createApiClient } from '@marquee/api-client';
import { createSessionStore } from '@marquee/session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClientOf } from '../lib/session-client';
import { createPageSignIn } from '../lib/sign-in';
import { SESSION_MARKER_COOKIE } from '../lib/sign-in-marker';
import { forgetTabClient, rememberTabClient, TAB_CLIENT_KEY, tabClient } from '../lib/tab-client';
import { DEMO_CLIENT, DESKTOP_DEVICE } from '../test/demo-client';
import { TEST_SITES } from '../test/test-sites';
import { readClientCopy, startOfflineSession } from './offline-session';
import { CACHE_NAMES, NETWORK_ONLY_HEADER, SAVED_AT_HEADER } from './sw-protocol';

const ORIGIN = 'http://nl.marquee.localhost';
const SAVED_AT = '2026-11-27T13:05:00.000Z';

/** The Cache Storage API over kept answers by cache name and address (what the worker wrote). */
function cacheStorage(
  kept: Record<string, Record<string, () => Response>>,
): CacheStorage & { readonly opened: string[] } {
  const opened: string[] = [];
  const storage = {
    opened,
    has: async (name: string) => name in kept,
    open: async (name: string) => {
      opened.push(name);
      const entries = kept[name] ?? {};
      return {
        keys: async () => Object.keys(entries).map((url) => new Request(url)),
        match: async (request: Request) => entries[request.url]?.(),
      };
    },
  };
  return storage as unknown as CacheStorage & { readonly opened: string[] };
}

/** A kept answer as the worker stamps it. */
function keptAnswer(body: unknown, savedAt = SAVED_AT): () => Response {
  return () => Response.json(body, { headers: { [SAVED_AT_HEADER]: savedAt } });
}

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function goOnline(value: boolean): void {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function setMarker(on: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the marker the sign-in sets.
  document.cookie = on ? `${SESSION_MARKER_COOKIE}=1; Path=/` : `${SESSION_MARKER_COOKIE}=; Path=/; Max-Age=0`;
}

/** Waits until the session store says `status` (the copy is read, the API asked, asynchronously; up to 2 s). */
async function statusOf(session: ReturnType<typeof createSessionStore>, status: string): Promise<void> {
  for (let i = 0; i < 400 && session.getState().status !== status; i++) await new Promise((r) => setTimeout(r, 5));
  expect(session.getState().status).toBe(status);
}

beforeEach(() => {
  window.sessionStorage.clear();
  setMarker(false);
  online = true;
});

afterEach(() => {
  online = true;
  // biome-ignore lint/suspicious/noDocumentCookie: the token-cookie sites' login cookie, as the API sets it.
  document.cookie = 'custom_login=; Path=/; Max-Age=0';
});

/**
 * A reload on a token-cookie site (tn) by a client this tab knows: the tab's client id, the
 * signed-in marker and the API's login cookie set, then the page's sign-in started on `api`.
 */
async function startTokenCookieSignIn(
  session: ReturnType<typeof createSessionStore>,
  api: ReturnType<typeof createApiClient>,
): Promise<void> {
  rememberTabClient(DEMO_CLIENT.id);
  setMarker(true);
  // biome-ignore lint/suspicious/noDocumentCookie: the token-cookie sites' login cookie, as the API sets it.
  document.cookie = 'custom_login=1; Path=/';
  await createPageSignIn({
    site: { ...TEST_SITES.fr, code: 'tn', accountUrls: false },
    session,
    api: () => api,
    clearCaches: () => {},
    language: () => 'fr',
    device: DESKTOP_DEVICE,
  }).start();
}

describe("the tab's client (not a credential: an id)", () => {
  it('is kept in the tab for the session, read back, and forgotten', () => {
    expect(tabClient()).toBeNull();
    rememberTabClient(DEMO_CLIENT.id);
    expect(window.sessionStorage.getItem(TAB_CLIENT_KEY)).toBe(DEMO_CLIENT.id);
    expect(window.localStorage.getItem(TAB_CLIENT_KEY)).toBeNull();
    expect(tabClient()).toBe(DEMO_CLIENT.id);
    forgetTabClient();
    expect(tabClient()).toBeNull();
  });

  it('an id that is not one (empty, spaces, too long) is not kept, and forgets the one before', () => {
    rememberTabClient(DEMO_CLIENT.id);
    rememberTabClient('');
    expect(tabClient()).toBeNull();
    rememberTabClient(DEMO_CLIENT.id);
    rememberTabClient('two words');
    expect(tabClient()).toBeNull();
    rememberTabClient('x'.repeat(201));
    expect(window.sessionStorage.getItem(TAB_CLIENT_KEY)).toBeNull();
    // A value put there by something else is not taken for an id.
    window.sessionStorage.setItem(TAB_CLIENT_KEY, 'a\nb');
    expect(tabClient()).toBeNull();
  });
});

describe("the client's copy in the worker's private cache", () => {
  it("reads the tab's client from its accounts/me copy, the page language's first, with the copy's time", async () => {
    const storage = cacheStorage({
      [CACHE_NAMES.private]: {
        [`${ORIGIN}/api/v1/accounts/me/cinemas?language=nl`]: keptAnswer({ items: [] }),
        [`${ORIGIN}/api/v1/accounts/me?language=en`]: keptAnswer({ ...DEMO_CLIENT, name: 'In English' }),
        [`${ORIGIN}/api/v1/accounts/me?language=nl`]: keptAnswer(DEMO_CLIENT, '2026-11-27T13:10:00.000Z'),
      },
    });
    expect(await readClientCopy(storage, DEMO_CLIENT.id, 'nl')).toEqual({
      client: sessionClientOf(DEMO_CLIENT),
      savedAt: '2026-11-27T13:10:00.000Z',
    });
    // Another language's copy when the page language has none (the path form of the address too).
    expect((await readClientCopy(storage, DEMO_CLIENT.id, 'fr'))?.client.name).toBe('In English');
    const byPath = cacheStorage({
      [CACHE_NAMES.private]: { [`${ORIGIN}/api/fr/accounts/me`]: keptAnswer(DEMO_CLIENT) },
    });
    expect((await readClientCopy(byPath, DEMO_CLIENT.id, 'fr'))?.client.id).toBe(DEMO_CLIENT.id);
  });

  it("never another client's copy, nothing unreadable, and no cache created when there is none", async () => {
    const other = cacheStorage({
      [CACHE_NAMES.private]: {
        [`${ORIGIN}/api/v1/accounts/me?language=nl`]: keptAnswer({ ...DEMO_CLIENT, id: 'marquee|someone-else' }),
        [`${ORIGIN}/api/v1/accounts/me?language=en`]: () => new Response('not json'),
      },
    });
    expect(await readClientCopy(other, DEMO_CLIENT.id, 'nl')).toBeNull();
    const shapeless = cacheStorage({
      [CACHE_NAMES.private]: { [`${ORIGIN}/api/v1/accounts/me`]: keptAnswer({ id: DEMO_CLIENT.id }) },
    });
    expect(await readClientCopy(shapeless, DEMO_CLIENT.id, 'nl')).toBeNull();
    const none = cacheStorage({ [CACHE_NAMES.api]: {} });
    expect(await readClientCopy(none, DEMO_CLIENT.id, 'nl')).toBeNull();
    expect(none.opened).toEqual([]);
  });
});

describe('the session offline', () => {
  const kept = () =>
    cacheStorage({ [CACHE_NAMES.private]: { [`${ORIGIN}/api/v1/accounts/me?language=nl`]: keptAnswer(DEMO_CLIENT) } });

  it('offline, anonymous after a failed restore in a tab that signed in: the copy is the session, said so; online again it is dropped', async () => {
    const session = createSessionStore({ status: 'anonymous' });
    const shown: (string | null)[] = [];
    rememberTabClient(DEMO_CLIENT.id);
    setMarker(true);
    online = false;
    const offline = startOfflineSession({
      session,
      caches: kept(),
      language: () => 'nl',
      show: (at) => shown.push(at),
    });
    await statusOf(session, 'signed-in');
    expect(session.getState().client).toEqual(sessionClientOf(DEMO_CLIENT));
    expect(offline.copy()).toBe(true);
    expect(shown).toEqual([SAVED_AT]);
    // Back online: never shown as a live session (the page's sign-in restores it, or not).
    goOnline(true);
    expect(session.getState()).toMatchObject({ status: 'anonymous', client: null });
    expect(offline.copy()).toBe(false);
    expect(shown).toEqual([SAVED_AT, null]);
  });

  it("the page's sign-in taking over (a restore under way) drops the copy; offline again after a failed restore, the copy is back", async () => {
    const session = createSessionStore({ status: 'anonymous' });
    const shown: (string | null)[] = [];
    rememberTabClient(DEMO_CLIENT.id);
    setMarker(true);
    online = false;
    const offline = startOfflineSession({
      session,
      caches: kept(),
      language: () => 'nl',
      show: (at) => shown.push(at),
    });
    await statusOf(session, 'signed-in');
    session.getState().loading();
    expect(offline.copy()).toBe(false);
    expect(shown).toEqual([SAVED_AT, null]);
    // The restore failed (still offline): anonymous, and the copy again.
    session.getState().authenticationFailed();
    await statusOf(session, 'signed-in');
    expect(shown).toEqual([SAVED_AT, null, SAVED_AT]);
  });

  it('nothing without the marker, without the tab’s client, online, or while a restore is under way', async () => {
    const cases: { marker: boolean; tab: boolean; offline: boolean; status: 'anonymous' | 'loading' }[] = [
      { marker: false, tab: true, offline: true, status: 'anonymous' },
      { marker: true, tab: false, offline: true, status: 'anonymous' },
      { marker: true, tab: true, offline: false, status: 'anonymous' },
      { marker: true, tab: true, offline: true, status: 'loading' },
    ];
    for (const { marker, tab, offline, status } of cases) {
      window.sessionStorage.clear();
      setMarker(marker);
      if (tab) rememberTabClient(DEMO_CLIENT.id);
      online = !offline;
      const session = createSessionStore({ status });
      const shown: (string | null)[] = [];
      const storage = kept();
      startOfflineSession({ session, caches: storage, language: () => 'nl', show: (at) => shown.push(at) });
      await new Promise((r) => setTimeout(r, 20));
      expect(session.getState().status, JSON.stringify({ marker, tab, offline, status })).toBe(status);
      expect(shown).toEqual([]);
    }
  });

  it('a page that goes offline after its restore failed online shows the copy then', async () => {
    const session = createSessionStore({ status: 'anonymous' });
    rememberTabClient(DEMO_CLIENT.id);
    setMarker(true);
    startOfflineSession({ session, caches: kept(), language: () => 'nl', show: () => {} });
    await new Promise((r) => setTimeout(r, 10));
    expect(session.getState().status).toBe('anonymous');
    goOnline(false);
    await statusOf(session, 'signed-in');
  });

  it("ACC-05 on a token-cookie site an offline reload takes the worker's accounts/me answer for no live session: the copy, said so; online again the API's cookie restores it", async () => {
    // What the worker answers the page: offline, its stamped copy of `accounts/me` (the network
    // failed); online, the API's answer for the cookie.
    const asked: { path: string; online: boolean }[] = [];
    const api = createApiClient({
      baseUrl: 'http://tn.marquee.localhost',
      fetch: async (input) => {
        const request = input instanceof Request ? input : new Request(String(input));
        asked.push({ path: new URL(request.url).pathname, online });
        return online ? Response.json(DEMO_CLIENT) : keptAnswer(DEMO_CLIENT)();
      },
    });
    const session = createSessionStore();
    const shown: (string | null)[] = [];
    // The tab signed in on tn before the reload: its client's id, the marker and the login cookie.
    online = false;
    await startTokenCookieSignIn(session, api);
    const offline = startOfflineSession({
      session,
      caches: cacheStorage({
        [CACHE_NAMES.private]: { 'http://tn.marquee.localhost/api/v1/accounts/me': keptAnswer(DEMO_CLIENT) },
      }),
      language: () => 'fr',
      show: (at) => shown.push(at),
    });
    await statusOf(session, 'signed-in');
    // The client's copy, said so with its time; nothing asked of the API offline; the tab keeps its client.
    expect(offline.copy()).toBe(true);
    expect(shown).toEqual([SAVED_AT]);
    expect(asked).toEqual([]);
    expect(tabClient()).toBe(DEMO_CLIENT.id);
    // Back online: the copy goes at once, and the page's sign-in reads the client with the API's cookie.
    goOnline(true);
    expect(offline.copy()).toBe(false);
    await statusOf(session, 'signed-in');
    expect(session.getState()).toMatchObject({ initialised: true, useThirdPartyAuth: false });
    expect(session.getState().client).toEqual(sessionClientOf(DEMO_CLIENT));
    expect(asked).toEqual([{ path: '/api/v1/accounts/me', online: true }]);
    expect(shown).toEqual([SAVED_AT, null]);
  });

  it('ACC-05 on a token-cookie site a restore while the browser says online but the worker has no network takes no copy for a live session; the next online event restores it', async () => {
    // What the worker answers: the network's answer when there is one; without the network, its
    // stamped copy — but a network error to a request that asks for the network's answer only.
    let network = false;
    const asked: (string | null)[] = [];
    const api = createApiClient({
      baseUrl: 'http://tn.marquee.localhost',
      retryDelay: () => 1,
      fetch: async (input) => {
        const request = input instanceof Request ? input : new Request(String(input));
        asked.push(request.headers.get(NETWORK_ONLY_HEADER));
        if (network) return Response.json(DEMO_CLIENT);
        if (request.headers.has(NETWORK_ONLY_HEADER)) throw new TypeError('Failed to fetch');
        return keptAnswer(DEMO_CLIENT)();
      },
    });
    const session = createSessionStore();
    await startTokenCookieSignIn(session, api);
    // Not signed in from the copy (the restore failed: three attempts, GETs are retried), and the tab keeps its client.
    expect(session.getState()).toMatchObject({ status: 'anonymous', client: null });
    expect(asked).toEqual(['1', '1', '1']);
    expect(tabClient()).toBe(DEMO_CLIENT.id);
    network = true;
    goOnline(true);
    await statusOf(session, 'signed-in');
    expect(session.getState()).toMatchObject({ initialised: true, useThirdPartyAuth: false });
    expect(asked).toEqual(['1', '1', '1', '1']);
  });
});
