// @vitest-environment jsdom
import { createApiClient } from '@marquee/api-client';
import { createSessionStore } from '@marquee/session';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT, DESKTOP_DEVICE } from '../test/demo-client';
import { TEST_SITES } from '../test/test-sites';
import { TAB_CLIENT_KEY } from './tab-client';
import { createPageSignIn, hasSessionMarker, isCallbackAddress, sessionClientOf } from './sign-in';

const fullClient = DEMO_CLIENT;
const device = DESKTOP_DEVICE;

const payload = {
  id: 'marquee|demo-client',
  name: 'Camille Martin',
  firstname: 'Camille',
  lastname: 'Martin',
  email: 'client@marquee.test',
  photoUrl: 'https://cdn.example/profile-photo-placeholder.png',
  favoriteCinemas: [],
  newsletterSubscription: false,
  cinepassSubscription: false,
};

describe('the page sign-in', () => {
  it('ACC-15 the callback is the exact path with a state and a code or an error', () => {
    expect(isCallbackAddress('http://fr.marquee.localhost/callback?code=c&state=s')).toBe(true);
    expect(isCallbackAddress('http://fr.marquee.localhost/callback?error=login_required&state=s')).toBe(true);
    expect(isCallbackAddress('http://fr.marquee.localhost/callback?code=c')).toBe(false);
    expect(isCallbackAddress('http://fr.marquee.localhost/callback/?code=c&state=s')).toBe(false);
    expect(isCallbackAddress('http://fr.marquee.localhost/fr/callback?code=c&state=s')).toBe(false);
  });

  it('reads the marker cookie (no token in it) by its exact name and value', () => {
    expect(hasSessionMarker('lang=fr; marquee_session=1')).toBe(true);
    expect(hasSessionMarker('marquee_session=0; other_marquee_session=1')).toBe(false);
    expect(hasSessionMarker('')).toBe(false);
  });

  it('ACC-34 ACC-35 the client shown: the placeholder photo counts as none, initials last name first', () => {
    expect(sessionClientOf(payload)).toEqual({
      id: 'marquee|demo-client',
      name: 'Camille Martin',
      email: 'client@marquee.test',
      avatar: null,
      initials: 'MC',
      hasSubscription: false,
    });
    expect(sessionClientOf({ ...payload, photoUrl: 'https://cdn.example/me.jpg' }).avatar).toBe(
      'https://cdn.example/me.jpg',
    );
  });

  it('ACC-07 ACC-08 without the marker the page is anonymous at once, nothing asked of the network', async () => {
    const session = createSessionStore();
    const calls: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://fr.marquee.localhost',
      fetch: async (input) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return new Response('{}', { status: 500 });
      },
    });
    const signIn = createPageSignIn({
      site: TEST_SITES.fr,
      session,
      api: () => api,
      clearCaches: () => {},
      language: () => 'fr',
      device,
    });
    expect(session.getState().actions).not.toBeNull();
    expect(session.getState().status).toBe('unknown');
    await signIn.start();
    expect(session.getState()).toMatchObject({ status: 'anonymous', client: null });
    expect(signIn.token()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('ACC-05 token-cookie site: the API cookie signs the client in, no token ever held by the page', async () => {
    const session = createSessionStore();
    const calls: { url: string; auth: string | null }[] = [];
    const api = createApiClient({
      baseUrl: 'http://tn.marquee.localhost',
      fetch: async (input) => {
        const request = input instanceof Request ? input : new Request(String(input));
        calls.push({ url: request.url, auth: request.headers.get('authorization') });
        return Response.json(fullClient);
      },
    });
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the API sets in the browser.
    document.cookie = 'custom_login=1; Path=/';
    const signIn = createPageSignIn({
      // tn's own config: no account site addresses (ACC-19, ACC-20), so no webview call either.
      site: { ...TEST_SITES.fr, code: 'tn', accountUrls: false },
      session,
      api: () => api,
      clearCaches: () => {},
      language: () => 'fr',
      device,
    });
    await signIn.start();
    expect(session.getState()).toMatchObject({ status: 'signed-in', client: { id: 'marquee|demo-client' } });
    expect(signIn.token()).toBeNull();
    expect(calls).toEqual([{ url: 'http://tn.marquee.localhost/api/v1/accounts/me', auth: null }]);
    expect(hasSessionMarker(document.cookie)).toBe(true);
    // The tab keeps the client's id (what an offline reload finds its copy by), never a token.
    expect(window.sessionStorage.getItem(TAB_CLIENT_KEY)).toBe(fullClient.id);
  });

  it('ACC-10 ACC-19 ACC-21 an authentication records the client, the register and mail addresses and the flags; the frame opens on register', async () => {
    const session = createSessionStore();
    const calls: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://tn.marquee.localhost',
      fetch: async (input) => {
        const request = input instanceof Request ? input : new Request(String(input));
        calls.push(new URL(request.url).pathname);
        if (request.url.includes('/webview')) {
          return Response.json({
            urlLogin: 'http://id.marquee.localhost:4100/authorize?ui_locales=fr',
            urlSignup: 'http://id.marquee.localhost:4100/authorize?screen_hint=signup&ui_locales=fr',
          });
        }
        return Response.json({ ...fullClient, registered: false });
      },
    });
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the API sets in the browser.
    document.cookie = 'custom_login=1; Path=/';
    window.sessionStorage.clear();
    const opened: unknown[] = [];
    const signIn = createPageSignIn({
      // A token-cookie site whose config has the account site addresses on.
      site: { ...TEST_SITES.fr, code: 'tn', accountUrls: true },
      session,
      api: () => api,
      clearCaches: () => {},
      language: () => 'fr',
      device,
      openModal: (id, payload) => opened.push({ id, payload }),
    });
    await signIn.start();
    expect(session.getState()).toMatchObject({
      status: 'signed-in',
      initialised: true,
      client: { id: 'marquee|demo-client' },
      registerUrl: 'http://id.marquee.localhost:4100/fr/register',
      emailValidationUrl: 'http://id.marquee.localhost:4100/fr/mail',
      useThirdPartyAuth: false,
      mustForce: false,
    });
    expect(opened).toEqual([
      {
        id: 'account-frame',
        payload: {
          frame: {
            url: 'http://id.marquee.localhost:4100/fr/register',
            fullscreen: true,
            closable: false,
            redirect: false,
          },
        },
      },
    ]);
    expect(calls).toEqual(['/api/v1/accounts/me', '/api/v1/webview']);
  });
});
