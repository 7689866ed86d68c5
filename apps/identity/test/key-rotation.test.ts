import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@marquee/domain-models';
import { createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, type JWK, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyConfigError, keyConfigFromEnv, signingKeyOf } from '../src/keys';
import { type RunningIdentity, type StartIdentityOptions, startIdentity } from '../src/server';
import { Agent, authorizePath, exchange, pkce, signIn } from './flow';

// Issue 24 item 5: signing and cookie keys from configuration, as sets with rotation: the first
// key signs, the others stay published (the next one before it signs, the old one until its
// tokens have expired). Without configuration, the keys kept in the database as before.
const ISSUER = 'http://id.marquee.localhost:4100';
let dir: string;
const running: RunningIdentity[] = [];
const start = async (options: Partial<StartIdentityOptions> = {}) => {
  const identity = await startIdentity({ dbPath: join(dir, 'identity.sqlite'), issuer: ISSUER, ...options });
  running.push(identity);
  return identity;
};
const stop = async (identity: RunningIdentity) => {
  running.splice(running.indexOf(identity), 1);
  await identity.close();
};
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marquee-identity-keys-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((identity) => identity.close()));
  rmSync(dir, { recursive: true, force: true });
});

const newKey = async (): Promise<JWK> => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return signingKeyOf(await exportJWK(privateKey));
};

const published = async (identity: RunningIdentity) =>
  (await (await fetch(identity.jwksUrl)).json()) as { keys: JWK[] };

/** Signs in on the provider and returns the site's tokens. */
async function tokens(identity: RunningIdentity) {
  const agent = new Agent(identity);
  const { callback, verifier } = await signIn(agent, 'fan@marquee.test', DEMO_PASSWORD);
  const { body } = await exchange(agent, callback.searchParams.get('code') ?? '', verifier);
  return { agent, idToken: body.id_token as string, accessToken: body.access_token as string };
}

async function sessionAlive(agent: Agent): Promise<boolean> {
  const { challenge } = pkce();
  const { left } = await agent.follow(
    await agent.request(authorizePath({ prompt: 'none', code_challenge: challenge, code_challenge_method: 'S256' })),
  );
  return Boolean(left?.searchParams.get('code'));
}

describe('API-84 ACC-06 signing keys from configuration, with rotation', () => {
  it('a next key is published before it signs; after the swap the old tokens still verify against the JWKS', async () => {
    const [current, next] = [await newKey(), await newKey()];
    // Step 1: the next key is published, the current one still signs.
    const before = await start({ keys: { signingKeys: [current, next] } });
    const jwks = await published(before);
    expect(jwks.keys.map((key) => key.kid)).toEqual([current.kid, next.kid]);
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
    const old = await tokens(before);
    expect(decodeProtectedHeader(old.idToken).kid).toBe(current.kid);
    expect(decodeProtectedHeader(old.accessToken).kid).toBe(current.kid);
    await stop(before);

    // Step 2: the next key signs, the old one stays published.
    const after = await start({ keys: { signingKeys: [next, current] } });
    const keySet = createLocalJWKSet(await published(after));
    await jwtVerify(old.accessToken, keySet, { issuer: ISSUER, audience: 'urn:marquee:api' });
    await jwtVerify(old.idToken, keySet, { issuer: ISSUER, audience: 'marquee-fr' });
    const fresh = await tokens(after);
    expect(decodeProtectedHeader(fresh.idToken).kid).toBe(next.kid);
    expect(decodeProtectedHeader(fresh.accessToken).kid).toBe(next.kid);
    await jwtVerify(fresh.accessToken, keySet, { issuer: ISSUER, audience: 'urn:marquee:api' });
    await stop(after);

    // Step 3: once the old key's tokens have expired, it is withdrawn.
    const last = await start({ keys: { signingKeys: [next] } });
    expect((await published(last)).keys.map((key) => key.kid)).toEqual([next.kid]);
  });

  it('cookie keys rotate: a session signed with the old key is kept while that key is listed', async () => {
    const [oldKey, newCookieKey] = ['o'.repeat(40), 'n'.repeat(40)];
    const first = await start({ keys: { cookieKeys: [oldKey] } });
    const { agent } = await tokens(first);
    const { agent: other } = await tokens(first);
    await stop(first);
    const rotated = await start({ keys: { cookieKeys: [newCookieKey, oldKey] } });
    expect(await sessionAlive(agent.on(rotated))).toBe(true);
    await stop(rotated);
    // The old key withdrawn: cookies signed only with it are no longer believed.
    const withdrawn = await start({ keys: { cookieKeys: [newCookieKey] } });
    expect(await sessionAlive(other.on(withdrawn))).toBe(false);
  });

  it('without configuration the key is made once and kept in the database', async () => {
    const first = await start();
    const kid = (await published(first)).keys[0]?.kid;
    await stop(first);
    const second = await start();
    expect((await published(second)).keys.map((key) => key.kid)).toEqual([kid]);
  });

  it('reads IDENTITY_JWKS as JSON or a file; refuses public keys, other curves and short cookie keys', async () => {
    const key = await newKey();
    const set = JSON.stringify({ keys: [key] });
    expect((await keyConfigFromEnv({ IDENTITY_JWKS: set })).signingKeys?.[0]?.kid).toBe(key.kid);
    const file = join(dir, 'jwks.json');
    writeFileSync(file, set);
    expect((await keyConfigFromEnv({ IDENTITY_JWKS: file })).signingKeys?.[0]?.kid).toBe(key.kid);
    const { d: _d, ...publicOnly } = key;
    await expect(keyConfigFromEnv({ IDENTITY_JWKS: JSON.stringify({ keys: [publicOnly] }) })).rejects.toThrow(
      KeyConfigError,
    );
    await expect(
      keyConfigFromEnv({ IDENTITY_JWKS: JSON.stringify({ keys: [{ ...key, crv: 'P-384' }] }) }),
    ).rejects.toThrow(/P-256/);
    await expect(keyConfigFromEnv({ IDENTITY_COOKIE_KEYS: 'short' })).rejects.toThrow(/32 characters/);
    expect(
      (await keyConfigFromEnv({ IDENTITY_COOKIE_KEYS: `${'a'.repeat(32)}, ${'b'.repeat(32)}` })).cookieKeys,
    ).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    expect(await keyConfigFromEnv({})).toEqual({});
  });
});
