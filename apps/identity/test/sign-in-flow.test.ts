import { DEMO_PASSWORD } from '@marquee/domain-models';
import {
  createSignInFlow,
  INVALID_STATE,
  MISSING_CONFIGURATION,
  type SignInFlow,
  TOKEN_REQUEST_RETRIES,
} from '@marquee/session/sign-in';
import { IDENTITY_API_AUDIENCE, IDENTITY_CALLBACK_PATH } from '@marquee/site-config';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningIdentity, startIdentity } from '../src/server';
import { Agent, SITE } from './flow';

// The front end's sign-in flow (@marquee/session/sign-in, over oidc-client-ts) against the real
// provider over HTTP: redirect, callback, renewal with the refresh token, state mismatch,
// sign-out at /v2/logout. (The hidden-frame renewal needs a browser: e2e.)
let identity: RunningIdentity;
beforeAll(async () => {
  // Node does not resolve *.localhost: here the issuer is the loopback address itself.
  identity = await startIdentity({ dbPath: ':memory:', issuer: (port) => `http://127.0.0.1:${port}` });
});
afterAll(() => identity.close());

/** sessionStorage's stand-in: the request state survives the redirect, nothing else is kept. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function makeFlow(now?: () => number, extra: Partial<Parameters<typeof createSignInFlow>[0]> = {}) {
  const visited: string[] = [];
  const stateStorage = new MemoryStorage();
  const flow = createSignInFlow({
    retryDelayMs: () => 0,
    authority: identity.issuer,
    clientId: 'marquee-fr',
    origin: SITE,
    callbackPath: IDENTITY_CALLBACK_PATH,
    audience: IDENTITY_API_AUDIENCE,
    stateStorage,
    navigate: (url) => visited.push(url),
    ...(now ? { now } : {}),
    ...extra,
  });
  return { flow, visited, stateStorage };
}

/** Signs in on the provider's screen from where the flow navigated; returns the callback address. */
async function throughScreens(agent: Agent, authorizeUrl: string, email: string): Promise<string> {
  const { page } = await agent.follow(await agent.request(authorizeUrl));
  const html = (await page?.text()) ?? '';
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&') ?? '';
  const { left } = await agent.follow(await agent.postForm(action, { email, password: DEMO_PASSWORD }));
  if (!left) throw new Error('the provider did not send the browser back');
  return left.href;
}

async function signedIn(flow: SignInFlow, visited: string[], agent: Agent) {
  await flow.signIn({ returnTo: '/fr/film/x', language: 'de' });
  const authorize = new URL(visited.at(-1) ?? '');
  return { authorize, callback: await throughScreens(agent, authorize.href, 'fan@marquee.test') };
}

describe('API-84 API-85 API-88 ACC-15 ACC-49 ERR-23 the sign-in flow against the provider', () => {
  it('redirects with PKCE, state, ui_locales and the audience; the callback gives a token the API accepts', async () => {
    const { flow, visited } = makeFlow();
    const agent = new Agent(identity);
    const { authorize, callback } = await signedIn(flow, visited, agent);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${identity.issuer}/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('ui_locales')).toBe('de');
    expect(authorize.searchParams.get('resource')).toBe(IDENTITY_API_AUDIENCE);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${SITE}/callback`);
    expect(flow.isCallback(callback)).toBe(true);
    const user = await flow.handleCallback(callback);
    expect(user).toMatchObject({ sub: 'marquee|demo-fan', returnTo: '/fr/film/x' });
    expect(decodeJwt(user?.accessToken ?? '')).toMatchObject({ aud: IDENTITY_API_AUDIENCE, sub: 'marquee|demo-fan' });
    expect(await flow.accessToken()).toBe(user?.accessToken);
    // The same callback again: its state is spent.
    await expect(flow.handleCallback(callback)).rejects.toThrow(INVALID_STATE);
  });

  it('renews a token 60 s before it expires with the refresh token, once for concurrent callers', async () => {
    let clock = Date.now();
    const { flow, visited } = makeFlow(() => clock);
    const user = await flow.handleCallback((await signedIn(flow, visited, new Agent(identity))).callback);
    clock += (600 - 61) * 1000;
    expect(await flow.accessToken()).toBe(user?.accessToken);
    clock += 2_000;
    const [a, b] = await Promise.all([flow.accessToken(), flow.accessToken()]);
    expect(a).toBeTruthy();
    expect(a).not.toBe(user?.accessToken);
    expect(b).toBe(a);
  });

  it("answers 'Invalid state' to a callback this browser did not start", async () => {
    const { flow } = makeFlow();
    await expect(flow.handleCallback(`${SITE}/callback?code=abc&state=forged`)).rejects.toThrow(INVALID_STATE);
  });

  it('signs out at /v2/logout with the client id and comes back to the site; no token is left here', async () => {
    const { flow, visited } = makeFlow();
    const agent = new Agent(identity);
    await flow.handleCallback((await signedIn(flow, visited, agent)).callback);
    await flow.signOut(`${SITE}/`);
    const logout = new URL(visited.at(-1) ?? '');
    expect(logout.pathname).toBe('/v2/logout');
    expect(logout.searchParams.get('client_id')).toBe('marquee-fr');
    expect(await flow.accessToken()).toBeUndefined();
    const page = await agent.request(logout.href);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const { left } = await agent.follow(await agent.postForm('/v2/logout/confirm', { xsrf, logout: 'yes' }));
    expect(left?.href).toBe(`${SITE}/`);
  });
});

/**
 * The provider's token endpoint unreachable for the first `failures` requests (the connection
 * refused before any answer, as fetch reports it); every other request reaches the real provider.
 */
function tokenEndpointFailing(failures: number): { readonly calls: () => number } {
  const real = globalThis.fetch;
  let calls = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === `${identity.issuer}/oauth/token`) {
      calls += 1;
      if (calls <= failures) return Promise.reject(new TypeError('fetch failed'));
    }
    return real(input, init);
  });
  return { calls: () => calls };
}

describe('API-86 ERR-22 ERR-24 token retries, missing configuration, cross-origin isolation', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('API-86 the code exchange is retried three times when it does not reach the provider, then signs in', async () => {
    const { flow, visited } = makeFlow();
    const { callback } = await signedIn(flow, visited, new Agent(identity));
    const endpoint = tokenEndpointFailing(TOKEN_REQUEST_RETRIES);
    const user = await flow.handleCallback(callback);
    expect(user?.sub).toBe('marquee|demo-fan');
    expect(endpoint.calls()).toBe(1 + TOKEN_REQUEST_RETRIES);
  });

  it("API-86 after three retries the failure is the callback's; an OAuth answer is never sent again", async () => {
    const { flow, visited } = makeFlow();
    const { callback } = await signedIn(flow, visited, new Agent(identity));
    const down = tokenEndpointFailing(1 + TOKEN_REQUEST_RETRIES);
    await expect(flow.handleCallback(callback)).rejects.toThrow('fetch failed');
    expect(down.calls()).toBe(1 + TOKEN_REQUEST_RETRIES);
    vi.restoreAllMocks();

    // A code the provider does not know: it answers invalid_grant, asked once.
    const other = makeFlow();
    const forged = new URL((await signedIn(other.flow, other.visited, new Agent(identity))).callback);
    forged.searchParams.set('code', 'not-a-code-the-provider-issued');
    const answered = tokenEndpointFailing(0);
    await expect(other.flow.handleCallback(forged.href)).rejects.toMatchObject({ code: 'invalid_grant' });
    expect(answered.calls()).toBe(1);
  });

  it('API-86 the refresh is retried three times too', async () => {
    let clock = Date.now();
    const { flow, visited } = makeFlow(() => clock);
    const user = await flow.handleCallback((await signedIn(flow, visited, new Agent(identity))).callback);
    clock += 600 * 1000;
    const endpoint = tokenEndpointFailing(TOKEN_REQUEST_RETRIES);
    const fresh = await flow.accessToken();
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(user?.accessToken);
    expect(endpoint.calls()).toBe(1 + TOKEN_REQUEST_RETRIES);
  });

  it("ERR-22 a flow without the provider address or the client id is refused with the spec's message", () => {
    expect(() => makeFlow(undefined, { authority: '' })).toThrow(MISSING_CONFIGURATION);
    expect(() => makeFlow(undefined, { clientId: ' ' })).toThrow(MISSING_CONFIGURATION);
    expect(MISSING_CONFIGURATION).toBe(
      'Configuration must be specified either through AuthModule.forRoot or through AuthClientConfig.set',
    );
  });

  it('ERR-24 a silent retrieval in a cross-origin-isolated page is login_required: not signed in, no frame, no request', async () => {
    const { flow } = makeFlow(undefined, { crossOriginIsolated: () => true });
    const requests = vi.spyOn(globalThis, 'fetch');
    // login_required is the "not signed in" answer: restore gives no user (in Node a frame could not even be made).
    await expect(flow.restore()).resolves.toBeUndefined();
    expect(requests).not.toHaveBeenCalled();
  });
});
