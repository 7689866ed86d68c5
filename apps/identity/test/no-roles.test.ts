import { DEMO_PASSWORD } from '@marquee/domain-models';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningIdentity, startIdentity } from '../src/server';
import { Agent, exchange, signIn } from './flow';

// ACC-03 (C§6, A§6): a client is the only kind of account — the provider has no roles and no
// administrators. Checked on what it publishes (discovery) and on what it issues (the access and
// id tokens of every demo account, after a real sign-in over HTTP).
let identity: RunningIdentity;
beforeAll(async () => {
  identity = await startIdentity({ dbPath: ':memory:' });
});
afterAll(() => identity.close());

/** Any claim or scope naming a role, a group, a permission or an administrator. */
const PRIVILEGE = /role|admin|permission|group|staff|superuser|privilege|entitlement/i;
/** The claims a token may carry: the JWT and OIDC registered ones, the profile and email ones, the client's and its grant's (decision 0037). */
const ALLOWED = new Set([
  'iss',
  'sub',
  'aud',
  'exp',
  'iat',
  'nbf',
  'jti',
  'auth_time',
  'at_hash',
  'c_hash',
  's_hash',
  'sid',
  'nonce',
  'acr',
  'amr',
  'azp',
  'scope',
  'client_id',
  'grant_id',
  'email',
  'email_verified',
  'name',
  'given_name',
  'family_name',
]);

describe('ACC-03 no other roles, no admin roles', () => {
  it('publishes no role, group or admin claim nor scope', async () => {
    const agent = new Agent(identity);
    const discovery = (await (await agent.request('/.well-known/openid-configuration')).json()) as {
      claims_supported: string[];
      scopes_supported: string[];
    };
    expect(discovery.claims_supported.length).toBeGreaterThan(3);
    expect(discovery.claims_supported.filter((claim) => PRIVILEGE.test(claim))).toEqual([]);
    expect(discovery.scopes_supported.filter((scope) => PRIVILEGE.test(scope))).toEqual([]);
  });

  it('issues every demo account the same kinds of claims: none names a role or an administrator', async () => {
    const kinds = new Set<string>();
    for (const email of ['client@marquee.test', 'fan@marquee.test', 'new@marquee.test', 'unverified@marquee.test']) {
      const agent = new Agent(identity);
      const { callback, verifier } = await signIn(agent, email, DEMO_PASSWORD);
      const tokens = await exchange(agent, callback.searchParams.get('code') ?? '', verifier);
      expect(tokens.status, email).toBe(200);
      const access = decodeJwt(tokens.body.access_token as string);
      const id = decodeJwt(tokens.body.id_token as string);
      expect(access.email).toBe(email);
      for (const [where, claims] of Object.entries({ access, id })) {
        for (const name of Object.keys(claims)) {
          expect(ALLOWED.has(name), `${email} ${where} claim ${name}`).toBe(true);
          kinds.add(name);
        }
        for (const scope of String(claims.scope ?? '').split(' ')) expect(PRIVILEGE.test(scope)).toBe(false);
      }
    }
    // The check ran on real tokens (the profile and email claims are there).
    expect([...kinds]).toEqual(expect.arrayContaining(['sub', 'email', 'given_name', 'client_id']));
  });
});
