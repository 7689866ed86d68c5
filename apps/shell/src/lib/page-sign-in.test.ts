// @vitest-environment jsdom
import { createApiClient } from '@marquee/api-client';
import { createSessionStore } from '@marquee/session';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CLIENT, DESKTOP_DEVICE } from '../test/demo-client';
import { TEST_SITES } from '../test/test-sites';
import { createPageSignIn } from './page-sign-in';

const client = DEMO_CLIENT;
const device = DESKTOP_DEVICE;

/** An API client that records the addresses asked and answers every call with the client. */
function recordingApi(baseUrl: string) {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl,
    fetch: async (input) => {
      calls.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return Response.json(client);
    },
  });
  return { api, calls };
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the tests set and clear the cookies the API sets.
  document.cookie = 'custom_login=; Path=/; Max-Age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = 'marquee_session=; Path=/; Max-Age=0';
});

describe('the page sign-in loaded on use (first-load JavaScript)', () => {
  it('ACC-07 ACC-08 a browser that never signed in is anonymous at once; the actions are there, no token, nothing fetched', async () => {
    const session = createSessionStore();
    const { api, calls } = recordingApi('http://fr.marquee.localhost');
    const signIn = createPageSignIn({
      site: TEST_SITES.fr,
      session,
      api: () => api,
      clearCaches: () => {},
      language: () => 'fr',
      device,
    });
    expect(session.getState().actions).not.toBeNull();
    await signIn.start();
    expect(session.getState()).toMatchObject({ status: 'anonymous', client: null });
    expect(signIn.token()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('ACC-05 ACC-10 the token-cookie login cookie loads the sign-in, which restores the client from the API', async () => {
    const session = createSessionStore();
    const { api, calls } = recordingApi('http://tn.marquee.localhost');
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the API sets in the browser.
    document.cookie = 'custom_login=1; Path=/';
    const signIn = createPageSignIn({
      site: { ...TEST_SITES.fr, code: 'tn', accountUrls: false },
      session,
      api: () => api,
      clearCaches: () => {},
      language: () => 'fr',
      device,
    });
    await signIn.start();
    expect(session.getState()).toMatchObject({ status: 'signed-in', client: { id: 'marquee|demo-client' } });
    expect(calls).toEqual(['/api/v1/accounts/me']);
  });

  it('ACC-10 an action asked before the sign-in is loaded loads it and runs its own action (the client read again)', async () => {
    const session = createSessionStore();
    const { api, calls } = recordingApi('http://fr.marquee.localhost');
    createPageSignIn({
      site: TEST_SITES.fr,
      session,
      api: () => api,
      clearCaches: () => {},
      language: () => 'fr',
      device,
    });
    const lazyActions = session.getState().actions;
    await lazyActions?.refreshClient();
    expect(session.getState().actions).not.toBe(lazyActions);
    expect(session.getState()).toMatchObject({
      status: 'signed-in',
      client: { id: 'marquee|demo-client', initials: 'MC' },
    });
    expect(calls).toEqual(['/api/v1/accounts/me']);
  });
});
