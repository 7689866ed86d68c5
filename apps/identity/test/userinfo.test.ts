import { DEMO_PASSWORD } from '@marquee/domain-models';
import { IDENTITY_API_AUDIENCE } from '@marquee/site-config';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningIdentity, startIdentity } from '../src/server';
import { Agent, exchange, signIn } from './flow';

// Issue 24 item 5: a plain OpenID relying party (openid-client's code flow: no resource named)
// got 401 at /userinfo with every token: all access tokens were the API's JWTs, whose audience
// userinfo refuses. The real code flow over HTTP, then userinfo with the token it gave.
let identity: RunningIdentity;
beforeAll(async () => {
  identity = await startIdentity({ dbPath: ':memory:' });
});
afterAll(() => identity.close());

const userinfo = (agent: Agent, token: string) =>
  agent.request('/userinfo', { headers: { authorization: `Bearer ${token}` } });

describe('API-85 ACC-06 userinfo accepts the access tokens of an OpenID relying party', () => {
  it('code flow without a resource: userinfo answers 200 with the claims of the granted scopes', async () => {
    const agent = new Agent(identity);
    const { callback, verifier } = await signIn(agent, 'fan@marquee.test', DEMO_PASSWORD, {
      resource: '',
      scope: 'openid profile email offline_access',
    });
    const tokens = await exchange(agent, callback.searchParams.get('code') ?? '', verifier);
    expect(tokens.status).toBe(200);
    const idToken = decodeJwt(tokens.body.id_token as string);
    const res = await userinfo(agent, tokens.body.access_token as string);
    expect(res.status).toBe(200);
    const claims = (await res.json()) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: idToken.sub,
      email: 'fan@marquee.test',
      email_verified: true,
      given_name: 'Léa',
      family_name: 'Fontaine',
      name: 'Léa Fontaine',
    });

    // The refreshed access token too.
    const refreshed = await agent.request('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'marquee-fr',
        refresh_token: tokens.body.refresh_token as string,
      }).toString(),
    });
    expect(refreshed.status).toBe(200);
    const again = (await refreshed.json()) as { access_token: string };
    expect((await userinfo(agent, again.access_token)).status).toBe(200);
  });

  it('only the scopes granted: openid alone gives the subject only', async () => {
    const agent = new Agent(identity);
    const { callback, verifier } = await signIn(agent, 'fan@marquee.test', DEMO_PASSWORD, {
      resource: '',
      scope: 'openid',
    });
    const tokens = await exchange(agent, callback.searchParams.get('code') ?? '', verifier);
    const res = await userinfo(agent, tokens.body.access_token as string);
    expect(res.status).toBe(200);
    const claims = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(claims)).toEqual(['sub']);
  });

  it("the sites, naming the API (resource, or the spec's audience), still get the API's JWT", async () => {
    const requests: Record<string, string>[] = [{}, { resource: '', audience: IDENTITY_API_AUDIENCE }];
    for (const params of requests) {
      const agent = new Agent(identity);
      const { callback, verifier } = await signIn(agent, 'fan@marquee.test', DEMO_PASSWORD, params);
      const tokens = await exchange(agent, callback.searchParams.get('code') ?? '', verifier);
      expect(decodeJwt(tokens.body.access_token as string)).toMatchObject({ aud: IDENTITY_API_AUDIENCE });
      // A token for the API is the API's (RFC 8707 audience restriction), not userinfo's.
      expect((await userinfo(agent, tokens.body.access_token as string)).status).toBe(401);
    }
  });
});
