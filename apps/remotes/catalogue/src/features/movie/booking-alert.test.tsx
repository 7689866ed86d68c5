// The film page's "Tell me when booking opens" against the real reference API (a
// temporary SQLite file): the server renders the button for a presale film without its code; the
// code loads on intent or once signed in; signed in, a press asks for the alert and a second press
// takes it back (the API keeps it, the button shows it); a press before the code is there acts once
// it is; anonymous, the press asks to sign in and keeps the alert for after, and back signed in on
// the page the alert is asked.
import type { RunningApi } from '@marquee/api/server';
import { type ApiClient, createApiClient, getClientAlerts, getShows, removeClientAlert } from '@marquee/api-client';
import { PENDING_ACTION_KEY, rememberAfterSignIn } from '@marquee/client-space';
import { I18nextProvider } from '@marquee/i18n';
import { modalStore } from '@marquee/modals';
import type { PageInfo } from '@marquee/remote-contract';
import { sessionStore } from '@marquee/session';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as live from '../../lib/testing/signed-in-page';
import { BookingAlertSlot } from './movie-page';

const CLIENT = 'client-booking-alert';
let api: RunningApi;
let scratchApi: Awaited<ReturnType<typeof live.startScratchApi>>;
let i18n: Awaited<ReturnType<typeof live.catalogueI18n>>;
/** A film whose booking opens a day from now or later (fr). */
let film: { slug: string; title: string };

const apiClient = (requests: string[] = []): ApiClient => live.signedInApiClient(api.url, CLIENT, { requests });

const pageInfo = (client: ApiClient): PageInfo =>
  live.testPageInfo(client, {
    kind: 'Movie',
    params: { slug: film.slug },
    url: `http://fr.marquee.localhost/en/film/${film.slug}`,
    viewport: 'mobile',
  });

const signIn = () => live.signInAs(CLIENT, 'Alert Test', 'alert@marquee.test');
const filmDom = () => live.installDom(`http://fr.marquee.localhost/en/film/${film.slug}`);

let root: import('react-dom/client').Root | null = null;
async function mount(page: PageInfo): Promise<HTMLElement> {
  const create = await filmDom();
  const host = document.createElement('div');
  document.body.append(host);
  root = create(host);
  root.render(
    <I18nextProvider i18n={i18n}>
      <BookingAlertSlot slug={film.slug} title={film.title} page={page} />
    </I18nextProvider>,
  );
  await expect.poll(() => host.querySelector('button')).not.toBeNull();
  return host;
}

const button = (host: HTMLElement) => host.querySelector('button') as HTMLButtonElement;
const asked = async () => (await getClientAlerts(apiClient(), CLIENT)).items.filter((a) => a.film?.slug === film.slug);

beforeAll(async () => {
  scratchApi = await live.startScratchApi('marquee-booking-alert-');
  api = scratchApi.api;
  const anonymous = createApiClient({ baseUrl: api.url, language: 'en', headers: { 'x-marquee-site': 'fr' } });
  const later = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 16);
  const presale = (await getShows(anonymous, undefined, { filter: 'upcoming' })).shows.find(
    (show) => (show.salesOpeningDatetime ?? '') > later,
  );
  if (!presale) throw new Error('no film in presale on fr');
  film = { slug: presale.slug, title: presale.title };
  i18n = await live.catalogueI18n();
}, 120_000);

afterEach(async () => {
  for (const alert of await asked()) await removeClientAlert(apiClient(), CLIENT, alert.id);
  root?.unmount();
  root = null;
  live.resetPageState();
});

afterAll(async () => {
  await scratchApi?.close();
});

describe('the film page’s booking alert', () => {
  it('ACC-36 the server renders the button, not pressed, with nothing of the alert’s code', () => {
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <BookingAlertSlot slug="a-film" title="A Film" page={{} as PageInfo} />
      </I18nextProvider>,
    );
    expect(typeof window).toBe('undefined');
    const doc = new JSDOM(html).window.document;
    const found = doc.querySelector('button');
    expect(found?.textContent).toBe('Tell me when booking opens');
    expect(found?.getAttribute('aria-pressed')).toBe('false');
    // The offline guard of the page (decision 0048) says "this needs the network" instead.
    expect(found?.hasAttribute('data-needs-network')).toBe(true);
  });

  // First of the live tests: the alert's code is not loaded yet (a module, loaded once per file).
  it('a press before the code is there acts once it is (the first press is never lost)', async () => {
    const requests: string[] = [];
    const page = pageInfo(apiClient(requests));
    const host = await mount(page);
    // Anonymous at first (no code yet), then signed in just as the visitor presses.
    const stub = button(host);
    signIn();
    stub.click();
    await expect.poll(() => button(host).getAttribute('aria-pressed')).toBe('true');
    expect(await asked()).toHaveLength(1);
    expect(requests.filter((r) => r === `POST /api/client/${CLIENT}/alerts`)).toHaveLength(1);
  });

  it('signed in: the state is read once signed in; a press asks for the alert, a second takes it back', async () => {
    const requests: string[] = [];
    signIn();
    const host = await mount(pageInfo(apiClient(requests)));
    // The code came once signed in and read the client's alerts.
    await expect.poll(() => requests).toContain(`GET /api/client/${CLIENT}/alerts`);
    await expect.poll(() => button(host).getAttribute('aria-busy')).toBeNull();
    expect(button(host).getAttribute('aria-pressed')).toBe('false');

    button(host).click();
    await expect.poll(() => button(host).getAttribute('aria-pressed')).toBe('true');
    expect(await asked()).toHaveLength(1);
    expect(host.textContent).toContain(`we will email you as soon as booking opens for ${film.title}`);

    await expect.poll(() => button(host).getAttribute('aria-busy')).toBeNull();
    button(host).click();
    await expect.poll(() => button(host).getAttribute('aria-pressed')).toBe('false');
    expect(await asked()).toHaveLength(0);
  });

  it('ACC-36 ACC-37 anonymous: the press asks to sign in and keeps the alert; back signed in on the page, it is asked', async () => {
    sessionStore.getState().signedOut();
    const requests: string[] = [];
    const page = pageInfo(apiClient(requests));
    const host = await mount(page);
    button(host).click();
    await expect.poll(() => modalStore.getState().current?.id).toBe('sign-in-required');
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_ACTION_KEY) ?? '{}')).toMatchObject({
      kind: 'booking-alert',
      slug: film.slug,
      path: `/en/film/${film.slug}`,
    });
    expect(requests).toEqual([]);
    expect(await asked()).toHaveLength(0);

    // The provider's round trip ends on this page, signed in: the kept alert is asked, once.
    signIn();
    await expect.poll(() => button(host).getAttribute('aria-pressed')).toBe('true');
    expect(window.sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
    expect(await asked()).toHaveLength(1);
  });

  it('a kept alert of another film is left for its page', async () => {
    await filmDom();
    rememberAfterSignIn(window.sessionStorage, {
      kind: 'booking-alert',
      slug: 'another-film',
      path: `/en/film/${film.slug}`,
      at: Date.now(),
    });
    signIn();
    const host = await mount(pageInfo(apiClient()));
    await expect.poll(() => button(host).getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => button(host).getAttribute('aria-pressed')).toBe('false');
    expect(window.sessionStorage.getItem(PENDING_ACTION_KEY)).not.toBeNull();
    expect(await asked()).toHaveLength(0);
  });
});
