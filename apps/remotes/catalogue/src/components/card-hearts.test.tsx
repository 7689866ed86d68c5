// The wishlist hearts of film cards against the real reference API (a temporary
// SQLite file): the server's cards carry a heart beside their stretched link (never inside it);
// live, one page-level listener toggles a film at once, the API keeps it, a failed call puts the
// heart back with the alert, and an anonymous press asks to sign in (the film page's rules).
import type { RunningApi } from '@marquee/api/server';
import { JSDOM } from 'jsdom';
import { type ApiClient, createApiClient, getClientFeelings, getShows, setIntention } from '@marquee/api-client';
import { alertStore } from '@marquee/alerts';
import { clientSpaceStore, PENDING_ACTION_KEY } from '@marquee/client-space';
import { I18nextProvider } from '@marquee/i18n';
import { modalStore } from '@marquee/modals';
import type { PageInfo } from '@marquee/remote-contract';
import { sessionStore } from '@marquee/session';
import { useMemo } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as live from '../lib/testing/signed-in-page';
import { CardHeartsProvider, useCardHearts } from './card-hearts';
import { type CardShow, ShowCard, toCardShow } from './show-card';

const CLIENT = 'client-hearts';
let api: RunningApi;
let scratchApi: Awaited<ReturnType<typeof live.startScratchApi>>;
let shows: CardShow[];
let i18n: Awaited<ReturnType<typeof live.catalogueI18n>>;

/** The page's API client, signed in as CLIENT; with `refuseWrites`, a change fails (a 503) once that promise settles. */
function apiClient(options: { refuseWrites?: Promise<void>; requests?: string[] } = {}): ApiClient {
  const refuse = options.refuseWrites ? { url: /intention/, after: options.refuseWrites } : undefined;
  return live.signedInApiClient(api.url, CLIENT, { requests: options.requests, refuse });
}

const pageInfo = (client: ApiClient): PageInfo =>
  live.testPageInfo(client, {
    kind: 'ShowsBook',
    params: {},
    url: 'http://fr.marquee.localhost/en/films',
    viewport: 'desktop',
  });

const signIn = () => live.signInAs(CLIENT, 'Hearts Test', 'hearts@marquee.test');

/** A list as the pages make it: the hearts' hook on the list's element, the cards under its provider. */
function Cards({ page, films }: { page: PageInfo; films: readonly CardShow[] }) {
  const slugs = useMemo(() => films.map((show) => show.slug), [films]);
  const hearts = useCardHearts<HTMLUListElement>(page, slugs);
  return (
    <CardHeartsProvider value={hearts.label}>
      <ul ref={hearts.ref}>
        {films.map((show) => (
          <li key={show.slug}>
            <ShowCard show={show} href={`/en/films/${show.slug}`} poster="lazy" />
          </li>
        ))}
      </ul>
    </CardHeartsProvider>
  );
}

let root: import('react-dom/client').Root | null = null;
async function mount(page: PageInfo, films: readonly CardShow[] = shows): Promise<HTMLElement> {
  const create = await live.installDom('http://fr.marquee.localhost/en/films');
  const host = document.createElement('div');
  document.body.append(host);
  root = create(host);
  await show(host, page, films);
  return host;
}

/** Renders the list with these films (another page of the list) and waits for their cards. */
async function show(host: HTMLElement, page: PageInfo, films: readonly CardShow[]): Promise<void> {
  root?.render(
    <I18nextProvider i18n={i18n}>
      <Cards page={page} films={films} />
    </I18nextProvider>,
  );
  await expect
    .poll(() => [...host.querySelectorAll<HTMLButtonElement>('button[data-wish]')].map((b) => b.dataset.wish))
    .toEqual(films.map((film) => film.slug));
}

function heart(host: HTMLElement, show: CardShow): HTMLButtonElement {
  const button = host.querySelector<HTMLButtonElement>(`button[data-wish="${show.slug}"]`);
  if (!button) throw new Error(`no heart for ${show.slug}`);
  return button;
}

beforeAll(async () => {
  scratchApi = await live.startScratchApi('marquee-hearts-');
  api = scratchApi.api;
  const anonymous = createApiClient({ baseUrl: api.url, language: 'en', headers: { 'x-marquee-site': 'fr' } });
  shows = (await getShows(anonymous)).shows.slice(0, 3).map(toCardShow);
  i18n = await live.catalogueI18n();
}, 120_000);

afterEach(async () => {
  // The client's wishlist empty again for the next test.
  const client = apiClient();
  for (const film of shows) await setIntention(client, CLIENT, film.slug, true);
  root?.unmount();
  root = null;
  live.resetPageState();
  clientSpaceStore.getState().reset(null);
  alertStore.getState().clear();
});

afterAll(async () => {
  await scratchApi?.close();
});

describe('film card hearts', () => {
  it('ACC-59 the server renders each card with a heart beside its stretched title link, never inside it', () => {
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <Cards page={pageInfo(apiClient())} films={shows} />
      </I18nextProvider>,
    );
    expect(typeof window).toBe('undefined');
    const doc = new JSDOM(html).window.document;
    for (const show of shows) {
      const button = doc.querySelector(`button[data-wish="${show.slug}"]`);
      expect(button?.getAttribute('aria-label')).toBe(`Add ${show.title} to my wishlist`);
      expect(button?.getAttribute('aria-pressed')).toBe('false');
      expect(button?.closest('a')).toBeNull();
      const link = doc.querySelector(`a[href="/en/films/${show.slug}"]`);
      expect(link?.closest('h3')?.textContent).toBe(show.title);
      // Keyboard order: the card's link, then its heart.
      expect(link?.compareDocumentPosition(button as Node)).toBe(4 /* DOCUMENT_POSITION_FOLLOWING */);
    }
    expect(doc.querySelectorAll('a button, button a')).toHaveLength(0);
  });

  it('ACC-59 ACC-61 ACC-64 signed in: the feelings of all cards in one call, a heart toggles at once and the API keeps it', async () => {
    const requests: string[] = [];
    const client = apiClient({ requests });
    const [first, second] = shows as [CardShow, CardShow];
    // The client already wishes the second film: its heart shows it once the list read the feelings.
    await setIntention(client, CLIENT, second.slug, false);
    requests.length = 0;
    signIn();
    const host = await mount(pageInfo(client));
    await expect.poll(() => heart(host, second).getAttribute('aria-pressed')).toBe('true');
    // One call for every card of the list (ACC-64).
    expect(requests.filter((r) => r.endsWith(`/api/client/${CLIENT}/shows`))).toHaveLength(1);

    heart(host, first).click();
    await expect.poll(() => heart(host, first).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => (await getClientFeelings(client, CLIENT, [first.slug])).wishlist)
      .toContain(first.slug);
    expect(heart(host, first).getAttribute('aria-pressed')).toBe('true');
    expect(heart(host, first).closest('.mq-show-card__actions')).toBeTruthy();

    // Pressed again: out of the wishlist.
    heart(host, first).click();
    await expect.poll(() => heart(host, first).getAttribute('aria-pressed')).toBe('false');
    await expect
      .poll(async () => (await getClientFeelings(client, CLIENT, [first.slug])).wishlist)
      .not.toContain(first.slug);
    expect(alertStore.getState().queue).toHaveLength(0);
  });

  it('ACC-64 cards rendered later (the list shows other films) show their state; only their feelings are read', async () => {
    const requests: string[] = [];
    const client = apiClient({ requests });
    const [first, second, third] = shows as [CardShow, CardShow, CardShow];
    await setIntention(client, CLIENT, third.slug, false);
    requests.length = 0;
    signIn();
    const page = pageInfo(client);
    const host = await mount(page, [first, second]);
    await expect.poll(() => clientSpaceStore.getState().feelingsKnown).toEqual([first.slug, second.slug]);
    await show(host, page, [second, third]);
    await expect.poll(() => heart(host, third).getAttribute('aria-pressed')).toBe('true');
    expect(heart(host, second).getAttribute('aria-pressed')).toBe('false');
    expect(requests.filter((r) => r.endsWith(`/api/client/${CLIENT}/shows`))).toHaveLength(2);
  });

  it('ERR-17 a wish the API refuses is put back, with the alert', async () => {
    signIn();
    let answer = () => {};
    const refuseWrites = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const host = await mount(pageInfo(apiClient({ refuseWrites })));
    const [, , third] = shows as [CardShow, CardShow, CardShow];
    await expect.poll(() => clientSpaceStore.getState().feelingsKnown).toContain(third.slug);
    heart(host, third).click();
    // At once, while the call is on its way; then the API refuses it.
    await expect.poll(() => heart(host, third).getAttribute('aria-pressed')).toBe('true');
    answer();
    await expect.poll(() => heart(host, third).getAttribute('aria-pressed')).toBe('false');
    expect(alertStore.getState().queue.map((alert) => alert.title)).toEqual(['Your change was not saved']);
  });

  it('ACC-36 ACC-37 anonymous: the heart asks to sign in and keeps the wish for after', async () => {
    sessionStore.getState().signedOut();
    const requests: string[] = [];
    const host = await mount(pageInfo(apiClient({ requests })));
    const [first] = shows as [CardShow];
    heart(host, first).click();
    expect(modalStore.getState().current?.id).toBe('sign-in-required');
    expect(heart(host, first).getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_ACTION_KEY) ?? '{}')).toMatchObject({
      kind: 'wishlist',
      slug: first.slug,
    });
    expect(requests).toEqual([]);
  });
});
