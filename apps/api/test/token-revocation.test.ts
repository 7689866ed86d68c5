// Issue 31 item 7, over real HTTP with the real identity provider (apps/identity) signing the
// tokens: a token is good on the site whose client it was issued for only, and a logout revokes
// the tokens it carries (a copy of the `jwt` cookie is refused afterwards, on every API process).
import { ApiErrorSchema, ClientSchema, DEMO_PASSWORD } from '@marquee/domain-models';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningIdentity, startIdentity } from '../../identity/src/server';
import { Agent, pkce, signIn } from '../../identity/test/flow';
import { startApi } from '../src/server';
import { expectShape, startTestApi, type TestApi } from './helpers';

let identity: RunningIdentity;
let t: TestApi;
beforeAll(async () => {
  // As `npm start` runs them: the provider lists the grants it revokes in the API's SQLite file.
  const apiDbPath = join(mkdtempSync(join(tmpdir(), 'marquee-api-')), 'api.sqlite');
  identity = await startIdentity({ dbPath: ':memory:', revokedGrants: { engine: 'sqlite', path: apiDbPath } });
  process.env.AUTH_JWKS_URL = identity.jwksUrl;
  process.env.AUTH_ISSUER = identity.issuer;
  process.env.AUTH_AUDIENCE = 'urn:marquee:api';
  t = await startTestApi({ dbPath: apiDbPath });
}, 60_000);
afterAll(async () => {
  await t?.stop();
  await identity?.close();
  delete process.env.AUTH_JWKS_URL;
  delete process.env.AUTH_ISSUER;
  delete process.env.AUTH_AUDIENCE;
});

/** A site's callback on the local port the test pretends the edge answers on. */
const callbackOf = (site: string) => `http://${site}.marquee.localhost:8080/callback`;

/** Signs the demo client in on a site's client (code flow with PKCE, as the shell does) and returns its access token. */
async function accessToken(site: string): Promise<string> {
  return (await codeFlow(site)).accessToken;
}

/** The code flow's outcome: the tokens, and how to redeem the same code again (a replay). */
async function codeFlow(site: string) {
  const agent = new Agent(identity);
  const { challenge, verifier } = pkce();
  const { callback } = await signIn(agent, 'client@marquee.test', DEMO_PASSWORD, {
    client_id: `marquee-${site}`,
    redirect_uri: callbackOf(site),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  });
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${callback}`);
  const redeem = () =>
    agent.request('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: `marquee-${site}`,
        code,
        code_verifier: verifier,
        redirect_uri: callbackOf(site),
      }).toString(),
    });
  const body = (await (await redeem()).json()) as { access_token?: string; id_token?: string };
  if (!body.access_token || !body.id_token) throw new Error(`no token: ${JSON.stringify(body)}`);
  return { agent, accessToken: body.access_token, idToken: body.id_token, redeem };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** What the edge and the site's own page send with a change (docs/SECURITY.md, the site-proof rows). */
const fromTn = { 'X-Marquee-Environment': 'development; port=8080', Origin: 'http://tn.marquee.localhost:8080' };

describe('tokens are bound to their site and revoked by logout', () => {
  it('API-07 a token issued for tn works on tn and is refused on fr; a token of fr is refused on tn', async () => {
    const tn = await accessToken('tn');
    expect((await expectShape(await t.get('/api/v1/accounts/me', 'tn', bearer(tn)), ClientSchema)).id).toBe(
      'marquee|demo-client',
    );
    const onFr = await expectShape(await t.get('/api/v1/accounts/me', 'fr', bearer(tn)), ApiErrorSchema, 401);
    expect(onFr.field).toBe('Authorization');
    // Nor can it become fr's session or write there.
    await expectShape(
      await t.send(
        'POST',
        '/api/client/marquee|demo-client/show/les-pixels-en-folie/intention',
        { intention: 2 },
        bearer(tn),
        'fr',
      ),
      ApiErrorSchema,
      401,
    );
    const fr = await accessToken('fr');
    await expectShape(await t.get('/api/v1/accounts/me', 'fr', bearer(fr)), ClientSchema);
    await expectShape(await t.get('/api/v1/accounts/me', 'tn', bearer(fr)), ApiErrorSchema, 401);
    await expectShape(await t.send('POST', '/api/v1/session', undefined, bearer(fr), 'tn'), ApiErrorSchema, 401);
  });

  it('ACC-05 ACC-38 after logout, a copy of the jwt cookie (or the same token as bearer) is refused, on another API process too', async () => {
    const token = await accessToken('tn');
    const session = await t.send('POST', '/api/v1/session', undefined, bearer(token), 'tn');
    expect(session.status).toBe(200);
    const cookie = `jwt=${token}`;
    const write = () =>
      t.send(
        'POST',
        '/api/client/marquee|demo-client/show/les-pixels-en-folie/intention',
        { intention: 2 },
        { ...fromTn, Cookie: cookie },
        'tn',
      );
    expect((await write()).status).toBe(200);
    await expectShape(await t.get('/api/v1/accounts/me', 'tn', { Cookie: cookie }), ClientSchema);

    const out = await t.send('POST', '/api/v1/logout', undefined, { ...fromTn, Cookie: cookie }, 'tn');
    expect(out.status).toBe(204);

    await expectShape(await write(), ApiErrorSchema, 401);
    await expectShape(await t.get('/api/v1/accounts/me', 'tn', { Cookie: cookie }), ApiErrorSchema, 401);
    await expectShape(await t.get('/api/v1/accounts/me', 'tn', bearer(token)), ApiErrorSchema, 401);
    // The list is in the shared SQLite file: a second API process on it refuses the token too.
    const other = await startApi({ port: 0, dbPath: t.dbPath });
    try {
      const res = await fetch(`${other.url}/api/v1/accounts/me`, {
        headers: { 'X-Marquee-Site': 'tn', Cookie: cookie },
      });
      expect(res.status).toBe(401);
    } finally {
      await other.close();
    }
    // A new sign-in gives a new token that works.
    await expectShape(await t.get('/api/v1/accounts/me', 'tn', bearer(await accessToken('tn'))), ClientSchema);
  });
});

describe('a grant the provider revokes ends its access tokens on the API at once', () => {
  const write = (token: string) =>
    t.send(
      'POST',
      '/api/client/marquee|demo-client/show/les-pixels-en-folie/intention',
      { intention: 2 },
      bearer(token),
      'fr',
    );

  it('API-07 a token obtained with a code that is then replayed is refused for reads and writes, on another API process too', async () => {
    const flow = await codeFlow('fr');
    expect((await write(flow.accessToken)).status).toBe(200);
    // The code is redeemed a second time (an attacker's replay): the provider refuses it and
    // revokes the grant (RFC 6749 section 4.1.2)...
    const replay = await flow.redeem();
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error?: string }).error).toBe('invalid_grant');
    // ...and the token of the first redemption no longer works, without waiting for its expiry.
    await expectShape(await write(flow.accessToken), ApiErrorSchema, 401);
    await expectShape(await t.get('/api/v1/accounts/me', 'fr', bearer(flow.accessToken)), ApiErrorSchema, 401);
    const other = await startApi({ port: 0, dbPath: t.dbPath });
    try {
      const res = await fetch(`${other.url}/api/v1/accounts/me`, {
        headers: { 'X-Marquee-Site': 'fr', ...bearer(flow.accessToken) },
      });
      expect(res.status).toBe(401);
    } finally {
      await other.close();
    }
    // Another sign-in (another grant) is not affected.
    expect((await write(await accessToken('fr'))).status).toBe(200);
  });

  it("ACC-38 a logout at the provider (the site's own sign-out, confirmed) ends the access token it had issued", async () => {
    const flow = await codeFlow('fr');
    expect((await write(flow.accessToken)).status).toBe(200);
    const logout = await flow.agent.request(
      `/v2/logout?${new URLSearchParams({
        client_id: 'marquee-fr',
        post_logout_redirect_uri: 'http://fr.marquee.localhost:8080/',
        id_token_hint: flow.idToken,
        ui_locales: 'en',
      })}`,
    );
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await logout.text())?.[1];
    expect(xsrf).toBeTruthy();
    const done = await flow.agent.postForm('/v2/logout/confirm', { xsrf: xsrf as string, logout: 'yes' });
    expect([302, 303]).toContain(done.status);
    await expectShape(await write(flow.accessToken), ApiErrorSchema, 401);
  });
});
