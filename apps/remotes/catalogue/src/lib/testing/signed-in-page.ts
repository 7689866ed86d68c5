// Test helpers (never imported by a page): a control of the catalogue live in a DOM, on a page
// whose API client talks to the real reference API started in the test's process, signed in as
// a test client with a development token. The card hearts' and the booking alert's tests use it.
import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { type ApiClient, createApiClient } from '@marquee/api-client';
import { SITE_TABLE } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { createI18n, siteFormats } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { modalStore } from '@marquee/modals';
import { sessionStore } from '@marquee/session';
import { JSDOM } from 'jsdom';

/** A development token as the reference API accepts it (HS256, dev key, issuer and audience). */
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

/** The reference API on a temporary SQLite file; `close` stops it and removes the file. */
export async function startScratchApi(prefix: string): Promise<{ api: RunningApi; close(): Promise<void> }> {
  const scratch = await mkdtemp(path.join(tmpdir(), prefix));
  const api = await startApi({ dbPath: path.join(scratch, 'api.sqlite') });
  return {
    api,
    close: async () => {
      await api.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/** The catalogue's English texts, as a page of fr gets them. */
export async function catalogueI18n(): Promise<Awaited<ReturnType<typeof createI18n>>> {
  const texts = JSON.parse(await readFile(path.join(import.meta.dirname, '../../../locales/en.json'), 'utf8'));
  return createI18n({
    language: 'en',
    resources: { catalogue: texts },
    defaultNamespace: 'catalogue',
    variables: { brand: 'Marquee' },
  });
}

/**
 * A page's API client of fr in English, signed in as `clientId`. `requests` collects each call as
 * `METHOD /path`; with `refuse`, a call whose address matches fails (a 503) once `after` settles.
 */
export function signedInApiClient(
  apiUrl: string,
  clientId: string,
  options: { requests?: string[]; refuse?: { readonly url: RegExp; readonly after: Promise<void> } } = {},
): ApiClient {
  return createApiClient({
    baseUrl: apiUrl,
    language: 'en',
    headers: { 'x-marquee-site': 'fr' },
    retries: 0,
    accessToken: () => devToken(clientId),
    fetch: (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      options.requests?.push(`${request.method} ${new URL(request.url).pathname}`);
      const { refuse } = options;
      if (refuse?.url.test(request.url)) {
        return refuse.after.then(() => new Response('{"error":"unavailable"}', { status: 503 }));
      }
      return fetch(request);
    },
  });
}

/** The page of fr in English at `url` (a page kind, its parameters, the viewport), over `client`. */
export function testPageInfo(
  client: ApiClient,
  page: Pick<PageInfo, 'kind' | 'params'> & { readonly url: string; readonly viewport: 'mobile' | 'desktop' },
): PageInfo {
  const { timeZone, currency } = SITE_TABLE.fr;
  return {
    site: 'fr',
    language: 'en',
    kind: page.kind,
    params: page.params,
    url: new URL(page.url),
    device: { viewport: page.viewport, webview: false },
    flags: resolveFlags('fr', {}),
    timeZone,
    currency,
    format: siteFormats({ language: 'en', country: 'fr', timeZone, currency }),
    href: () => '/en',
    api: client,
  } as PageInfo;
}

/** The session store signed in as `id` (what the shell does once the provider answers). */
export function signInAs(id: string, name: string, email: string): void {
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('');
  sessionStore.getState().signedIn({ id, name, email, avatar: null, initials, hasSubscription: false });
}

/** After a test: the DOM emptied, signed out, no modal open, nothing kept for after sign-in. */
export function resetPageState(): void {
  globalThis.document?.body.replaceChildren();
  sessionStore.getState().signedOut();
  modalStore.getState().reset();
  globalThis.window?.sessionStorage.clear();
}

/**
 * The DOM's globals, added after the server render ran without them: the API runs in the test's
 * process and its token checks need Node's own globals, so the file runs in Node and a JSDOM
 * window at `url` is installed here once (react-dom/client is loaded after it).
 */
let createRoot: typeof import('react-dom/client').createRoot | undefined;
export async function installDom(url: string): Promise<typeof import('react-dom/client').createRoot> {
  if (createRoot) return createRoot;
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
