import { ApiErrorSchema, ClientSchema } from '@marquee/domain-models';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintDevToken } from '../src/auth';
import { expectShape, startTestApi, type TestApi } from './helpers';

// Once the identity provider lands, AUTH_JWKS_URL switches token checks to its JWKS.
let t: TestApi;
let jwks: Server;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  process.env.AUTH_JWKS_URL = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`;
  process.env.AUTH_ISSUER = 'http://id.marquee.localhost/';
  process.env.AUTH_AUDIENCE = 'marquee-api';
  t = await startTestApi();
});
afterAll(async () => {
  await t.stop();
  await new Promise((resolve) => jwks.close(resolve));
  delete process.env.AUTH_JWKS_URL;
  delete process.env.AUTH_ISSUER;
  delete process.env.AUTH_AUDIENCE;
});

const providerToken = (
  sub: string,
  issuer = 'http://id.marquee.localhost/',
  grant: Record<string, string> = { grant_id: 'grant-1' },
) =>
  new SignJWT({ given_name: 'Grace', client_id: 'marquee-fr', ...grant })
    .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
    .setSubject(sub)
    .setIssuer(issuer)
    .setAudience('marquee-api')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);

describe('API-07 tokens from the identity provider (JWKS)', () => {
  it('accepts a provider token, refuses the dev key and a wrong issuer', async () => {
    const ok = await expectShape(
      await t.get('/api/v1/accounts/me', 'fr', { Authorization: `Bearer ${await providerToken('auth0|grace')}` }),
      ClientSchema,
    );
    expect(ok.firstname).toBe('Grace');
    const dev = await mintDevToken('auth0|grace');
    await expectShape(
      await t.get('/api/v1/accounts/me', 'fr', { Authorization: `Bearer ${dev}` }),
      ApiErrorSchema,
      401,
    );
    const wrong = await providerToken('auth0|grace', 'http://evil.example/');
    await expectShape(
      await t.get('/api/v1/accounts/me', 'fr', { Authorization: `Bearer ${wrong}` }),
      ApiErrorSchema,
      401,
    );
  });

  it('refuses a provider token that names no grant (its revocation could not be seen)', async () => {
    const noGrant = await providerToken('auth0|grace', undefined, {});
    await expectShape(
      await t.get('/api/v1/accounts/me', 'fr', { Authorization: `Bearer ${noGrant}` }),
      ApiErrorSchema,
      401,
    );
  });
});
