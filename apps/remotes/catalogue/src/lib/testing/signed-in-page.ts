// Test helpers (never imported by a page): a control of the catalogue live in a DOM, on a page
// whose API client talks to the real reference API started in the test's process, signed in as
// a test client with a development token. The card hearts' and the booking alert's tests use it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApi, startApi } from '@marquee/api/server';
import { type ApiClient, createApiClient } from '@marquee/api-client';
import { SITE_TABLE } from '@marquee/domain-models';
import { resolveFlags } from '@marquee/feature-flags';
import { createI18n, siteFormats } from '@marquee/i18n';
import type { PageInfo } from '@marquee/remote-contract';
import { devToken } from '@marquee/remote-contract/testing';
import { modalStore } from '@marquee/modals';
import { sessionStore } from '@marquee/session';

// The development token and the DOM's globals are the page stories' (one place for every remote).
export { devToken, installDom } from '@marquee/remote-contract/testing';

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
