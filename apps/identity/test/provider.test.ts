import { DEMO_PASSWORD } from '@marquee/domain-models';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type RunningIdentity } from '../src/server';
import { Agent, authorizePath, exchange, formAction, pkce, REDIRECT_URI, SITE, signIn } from './flow';

// The provider over real HTTP: discovery, JWKS, the PKCE code flow, refresh, prompt=none,
// logout at /v2/logout, the translated screens, sign-up.
let identity: RunningIdentity;
beforeAll(async () => {
  identity = await startIdentity({ dbPath: ':memory:' });
});
afterAll(() => identity.close());

describe('API-84 API-85 API-89 ACC-06 discovery and keys', () => {
  it('publishes its endpoints, S256 only, and a public signing key', async () => {
    const agent = new Agent(identity);
    const discovery = (await (await agent.request('/.well-known/openid-configuration')).json()) as Record<
      string,
      unknown
    >;
    expect(discovery.issuer).toBe(identity.issuer);
    expect(identity.issuer).toMatch(/^http:\/\/id\.marquee\.localhost:\d+$/);
    expect(discovery.authorization_endpoint).toBe(`${identity.issuer}/authorize`);
    expect(discovery.token_endpoint).toBe(`${identity.issuer}/oauth/token`);
    expect(discovery.end_session_endpoint).toBe(`${identity.issuer}/v2/logout`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    const jwks = (await (await agent.request('/.well-known/jwks.json')).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]?.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('ACC-06 the screens have an icon', () => {
  it('serves /favicon.ico and /favicon.svg (no 404 in the console of every screen)', async () => {
    const agent = new Agent(identity);
    for (const path of ['/favicon.ico', '/favicon.svg']) {
      const res = await agent.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg /);
    }
  });
});

describe('API-84 API-85 ACC-06 authorization code with PKCE', () => {
  it('signs in on the screens, exchanges the code with the S256 verifier and gets JWT access, id and refresh tokens', async () => {
    const agent = new Agent(identity);
    const { callback, verifier, state } = await signIn(agent, 'fan@marquee.test', DEMO_PASSWORD);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(state);
    const code = callback.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const tokens = await exchange(agent, code, verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(typeof tokens.body.refresh_token).toBe('string');
    expect(typeof tokens.body.id_token).toBe('string');
    const access = tokens.body.access_token as string;
    expect(decodeProtectedHeader(access)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const jwks = createRemoteJWKSet(new URL(identity.jwksUrl));
    const { payload } = await jwtVerify(access, jwks, { issuer: identity.issuer, audience: 'urn:marquee:api' });
    expect(payload).toMatchObject({
      sub: 'marquee|demo-fan',
      email: 'fan@marquee.test',
      email_verified: true,
      given_name: 'Léa',
      client_id: 'marquee-fr',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(600);
    const id = decodeJwt(tokens.body.id_token as string);
    expect(id).toMatchObject({ sub: 'marquee|demo-fan', aud: 'marquee-fr' });

    // Refresh: a new access token, the refresh token rotates and the old one is refused.
    const refresh = async (token: string) => {
      const res = await agent.request('/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: 'marquee-fr',
          refresh_token: token,
        }).toString(),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const first = tokens.body.refresh_token as string;
    const renewed = await refresh(first);
    expect(renewed.status).toBe(200);
    expect(renewed.body.access_token).not.toBe(access);
    expect(renewed.body.refresh_token).not.toBe(first);
    const again = await jwtVerify(renewed.body.access_token as string, jwks, {
      issuer: identity.issuer,
      audience: 'urn:marquee:api',
    });
    expect(again.payload.sub).toBe('marquee|demo-fan');
    expect((await refresh(first)).body.error).toBe('invalid_grant');

    // A code is good once: replayed, it is refused and what it gave is revoked (RFC 6749 §4.1.2).
    const replay = await exchange(agent, code, verifier);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    expect((await refresh(renewed.body.refresh_token as string)).body.error).toBe('invalid_grant');
  });

  it('refuses a wrong verifier, the plain method and a missing challenge', async () => {
    const agent = new Agent(identity);
    const { callback } = await signIn(agent, 'client@marquee.test', DEMO_PASSWORD);
    const wrong = await exchange(agent, callback.searchParams.get('code') ?? '', pkce().verifier);
    expect(wrong.body.error).toBe('invalid_grant');

    const plain = await agent.follow(
      await agent.request(authorizePath({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' })),
    );
    expect(plain.left?.searchParams.get('error')).toBe('invalid_request');
    expect(plain.left?.searchParams.get('error_description')).toMatch(/code_challenge_method/);
    const missing = await agent.follow(await agent.request(authorizePath({})));
    expect(missing.left?.searchParams.get('error')).toBe('invalid_request');
    expect(missing.left?.searchParams.get('error_description')).toMatch(/requires PKCE/);
  });

  it('answers on any port of the local site host only, never on another site or host', async () => {
    const agent = new Agent(identity);
    const { challenge } = pkce();
    const other = await agent.request(
      authorizePath({
        code_challenge: challenge,
        code_challenge_method: 'S256',
        redirect_uri: 'http://fr.marquee.localhost:4321/callback',
      }),
    );
    expect(other.status).toBe(303);
    for (const redirect of [
      'http://evil.example/callback',
      'http://ch.marquee.localhost:8080/callback',
      `${SITE}/callback/x`,
    ]) {
      const refused = await agent.request(
        authorizePath({ code_challenge: challenge, code_challenge_method: 'S256', redirect_uri: redirect }),
      );
      expect(refused.status).toBe(400);
      expect(refused.headers.get('location')).toBeNull();
    }
  });
});

describe('API-87 prompt=none and API-89 logout', () => {
  it('prompt=none: login_required without a session, a code with one, login_required again after /v2/logout', async () => {
    const agent = new Agent(identity);
    const silent = async () => {
      const { challenge } = pkce();
      return agent.follow(
        await agent.request(
          authorizePath({ prompt: 'none', code_challenge: challenge, code_challenge_method: 'S256' }),
        ),
      );
    };
    expect((await silent()).left?.searchParams.get('error')).toBe('login_required');
    const signedIn = await signIn(agent, 'client@marquee.test', DEMO_PASSWORD);
    const idToken = (await exchange(agent, signedIn.callback.searchParams.get('code') ?? '', signedIn.verifier)).body
      .id_token as string;
    const withSession = await silent();
    expect(withSession.left?.searchParams.get('code')).toBeTruthy();
    // Another site of the brand, same provider session: signed in silently too, no consent asked.
    const { challenge } = pkce();
    const other = await agent.follow(
      await agent.request(
        authorizePath({
          client_id: 'marquee-ch',
          redirect_uri: 'http://ch.marquee.localhost:8080/callback',
          prompt: 'none',
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }),
      ),
    );
    expect(other.left?.origin).toBe('http://ch.marquee.localhost:8080');
    expect(other.left?.searchParams.get('code')).toBeTruthy();

    const logout = await agent.request(
      `/v2/logout?clientId=marquee-fr&returnTo=${encodeURIComponent(`${SITE}/`)}&ui_locales=en&id_token_hint=${idToken}`,
    );
    expect(logout.status).toBe(200);
    expect(logout.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await logout.text();
    expect(html).toContain('Signing you out');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await agent.postForm('/v2/logout/confirm', { xsrf, logout: 'yes' });
    const done = await agent.follow(confirm);
    expect(done.left?.href).toBe(`${SITE}/`);
    expect((await silent()).left?.searchParams.get('error')).toBe('login_required');
  });
});

describe('API-85 API-89 sign-out ends renewal; the token endpoint answers the sites only', () => {
  it('refuses the refresh token after /v2/logout', async () => {
    const agent = new Agent(identity);
    const { callback, verifier } = await signIn(agent, 'client@marquee.test', DEMO_PASSWORD);
    const tokens = await exchange(agent, callback.searchParams.get('code') ?? '', verifier);
    const logout = await agent.request(`/v2/logout?clientId=marquee-fr&returnTo=${encodeURIComponent(`${SITE}/`)}`);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await logout.text())?.[1] ?? '';
    await agent.follow(await agent.postForm('/v2/logout/confirm', { xsrf, logout: 'yes' }));
    const res = await agent.request('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'marquee-fr',
        refresh_token: tokens.body.refresh_token as string,
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('allows CORS from the client site origin (any local port) and not from another origin', async () => {
    const agent = new Agent(identity);
    const preflight = (origin: string) =>
      agent.request('/oauth/token', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const ok = await preflight('http://fr.marquee.localhost:5555');
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://fr.marquee.localhost:5555');
    // A POST from another origin with the site's client id is refused by CORS (no allow-origin).
    const post = (origin: string) =>
      agent.request('/oauth/token', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: 'marquee-fr',
          refresh_token: 'x',
        }).toString(),
      });
    expect((await post('http://fr.marquee.localhost:5555')).headers.get('access-control-allow-origin')).toBe(
      'http://fr.marquee.localhost:5555',
    );
    const evil = await post('http://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect((await post('http://ch.marquee.localhost:5555')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('ACC-06 screens in four languages', () => {
  it('shows the sign-in screen in the ui_locales language and a translated wrong-password message', async () => {
    for (const [lang, title, wrong] of [
      ['de', 'Anmelden', 'E-Mail-Adresse oder Passwort ist falsch.'],
      ['nl', 'Inloggen', 'E-mailadres of wachtwoord is onjuist.'],
      ['en', 'Sign in', 'Incorrect email address or password.'],
      ['fr', 'Connexion', 'Adresse e-mail ou mot de passe incorrect.'],
    ] as const) {
      const agent = new Agent(identity);
      const { challenge } = pkce();
      const { page } = await agent.follow(
        await agent.request(
          authorizePath({ code_challenge: challenge, code_challenge_method: 'S256', ui_locales: lang }),
        ),
      );
      const html = (await page?.text()) ?? '';
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(page?.headers.get('content-security-policy')).toContain('frame-ancestors');
      const refused = await agent.postForm(formAction(html), {
        email: 'client@marquee.test',
        password: 'not-the-password',
      });
      expect(refused.status).toBe(401);
      const again = await refused.text();
      expect(again).toContain('role="alert"');
      expect(again).toContain(wrong);
      expect(again).toContain('value="client@marquee.test"');
    }
  });

  it('answers an unknown address with the brand page in the visitor language, status 404', async () => {
    const res = await new Agent(identity).request('/nl/nergens', { headers: { 'accept-language': 'nl-BE,nl;q=0.9' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>Pagina niet gevonden</h1>');
  });

  it('makes one address wait after five failures on an email, with a translated message and Retry-After', async () => {
    const agent = new Agent(identity);
    const { challenge } = pkce();
    const { page } = await agent.follow(
      await agent.request(
        authorizePath({ code_challenge: challenge, code_challenge_method: 'S256', ui_locales: 'en' }),
      ),
    );
    const action = formAction((await page?.text()) ?? '');
    for (let i = 0; i < 5; i++) {
      expect((await agent.postForm(action, { email: 'unverified@marquee.test', password: `guess-${i}` })).status).toBe(
        401,
      );
    }
    const locked = await agent.postForm(action, { email: 'unverified@marquee.test', password: DEMO_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('30');
    expect(await locked.text()).toContain('Too many attempts.');
  });

  it('ACC-06 sign-up in the screen language: a bad form is refused, a new and a taken email get the same "check your inbox"', async () => {
    const agent = new Agent(identity);
    const { challenge } = pkce();
    const { page } = await agent.follow(
      await agent.request(
        authorizePath({
          code_challenge: challenge,
          code_challenge_method: 'S256',
          screen_hint: 'signup',
          ui_locales: 'nl',
        }),
      ),
    );
    const html = (await page?.text()) ?? '';
    expect(html).toContain('<h1>Account aanmaken</h1>');
    const taken = await agent.postForm(formAction(html), {
      given_name: 'Ada',
      family_name: 'Jansen',
      email: 'CLIENT@marquee.test',
      password: 'long-enough-1',
    });
    expect(taken.status).toBe(200);
    const takenHtml = await taken.text();
    expect(takenHtml).toContain('<h1>Controleer je inbox</h1>');
    expect(takenHtml).not.toContain('Er bestaat al een account');
    const short = await agent.postForm(formAction(html), {
      given_name: 'Ada',
      family_name: 'Jansen',
      email: 'ada@example.test',
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('Het wachtwoord moet minstens 8 tekens lang zijn.');
    const fresh = await agent.postForm(formAction(html), {
      given_name: 'Ada',
      family_name: 'Jansen',
      email: 'ada@example.test',
      password: 'long-enough-1',
    });
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('<h1>Controleer je inbox</h1>');
    // No account until the mailed link is followed (test/sign-up-confirmation.test.ts).
    expect(await identity.accounts.findByEmail('ada@example.test')).toBeUndefined();
    // The password waits hashed with scrypt, never as given.
    const row = (await identity.accounts.db.get<{ password_hash: string }>(
      'SELECT password_hash FROM sign_up_requests WHERE email = ?',
      ['ada@example.test'],
    )) as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.password_hash).not.toContain('long-enough-1');
  });
});
