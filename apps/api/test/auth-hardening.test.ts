import { ApiErrorSchema, ClientSchema, DEMO_ACCOUNTS } from '@marquee/domain-models';
import Database from 'better-sqlite3';
import { SignJWT } from 'jose';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthConfigError,
  DEV_JWT_AUDIENCE,
  DEV_JWT_ISSUER,
  DEV_JWT_SECRET,
  mintDevToken,
  tokenVerifier,
} from '../src/auth';
import { expectShape, startTestApi, type TestApi } from './helpers';

// Issue 12 item 6: the development key only in development, tokens need exp and a capped
// lifetime, the Bearer scheme in any case; and the demo clients the identity provider signs in.
let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.stop());

const devToken = (build: (jwt: SignJWT) => SignJWT) =>
  build(
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('client-hardening')
      .setIssuer(DEV_JWT_ISSUER)
      .setAudience(DEV_JWT_AUDIENCE),
  ).sign(new TextEncoder().encode(DEV_JWT_SECRET));

const me = (authorization: string) => t.get('/api/v1/accounts/me', 'fr', { Authorization: authorization });

describe('API-07 tokens: expiry required, lifetime capped, Bearer in any case', () => {
  it('refuses a token without exp, and one valid for ten years', async () => {
    const noExp = await devToken((jwt) => jwt.setIssuedAt());
    await expectShape(await me(`Bearer ${noExp}`), ApiErrorSchema, 401);
    const tenYears = await devToken((jwt) => jwt.setIssuedAt().setExpirationTime('3650d'));
    await expectShape(await me(`Bearer ${tenYears}`), ApiErrorSchema, 401);
    const noIat = await devToken((jwt) => jwt.setExpirationTime('10m'));
    await expectShape(await me(`Bearer ${noIat}`), ApiErrorSchema, 401);
    const ok = await devToken((jwt) => jwt.setIssuedAt().setExpirationTime('10m'));
    await expectShape(await me(`Bearer ${ok}`), ClientSchema);
  });

  it('accepts the scheme case-insensitively (RFC 6750 / RFC 9110 §11.1)', async () => {
    const token = await mintDevToken('client-hardening');
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const client = await expectShape(await me(`${scheme} ${token}`), ClientSchema);
      expect(client.id).toBe('client-hardening');
    }
    await expectShape(await me(`Basic ${token}`), ApiErrorSchema, 401);
  });
});

describe('API-07 outside development the API needs a provider', () => {
  it('tokenVerifier refuses NODE_ENV=production without AUTH_JWKS_URL, and a JWKS without issuer or audience', () => {
    expect(() => tokenVerifier({ NODE_ENV: 'production' })).toThrow(AuthConfigError);
    expect(() => tokenVerifier({ NODE_ENV: 'production' })).toThrow(/AUTH_JWKS_URL/);
    expect(() => tokenVerifier({ AUTH_JWKS_URL: 'http://127.0.0.1:1/jwks' })).toThrow(/AUTH_ISSUER and AUTH_AUDIENCE/);
    expect(() => tokenVerifier({ AUTH_MAX_TOKEN_LIFETIME: 'forever' })).toThrow(/AUTH_MAX_TOKEN_LIFETIME/);
    expect(() =>
      tokenVerifier({
        NODE_ENV: 'production',
        AUTH_JWKS_URL: 'http://127.0.0.1:1/jwks',
        AUTH_ISSUER: 'http://id.marquee.localhost',
        AUTH_AUDIENCE: 'urn:marquee:api',
      }),
    ).not.toThrow();
  });

  it('the built API exits with a message instead of listening (NODE_ENV=production, no provider)', () => {
    const main = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'main.mjs');
    const run = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', DB_PATH: ':memory:', MEDIA_WARMUP: 'off' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('API not started: auth configuration: NODE_ENV=production needs an identity provider');
    expect(run.stdout).not.toContain('API listening');
  });
});

describe('ACC-06 the demo accounts are clients of the API', () => {
  it('knows each demo account by the provider subject, with its profile flags and the fan data on fr', async () => {
    const db = new Database(t.dbPath, { readonly: true });
    const movies = (
      db.prepare('SELECT slug FROM shows WHERE is_movie = 1 AND retired = 0 ORDER BY id LIMIT 7').all() as {
        slug: string;
      }[]
    ).map((row) => row.slug);
    db.close();
    for (const demo of DEMO_ACCOUNTS) {
      const token = await mintDevToken(demo.sub);
      const client = await expectShape(await me(`Bearer ${token}`), ClientSchema);
      expect(client).toMatchObject({
        id: demo.sub,
        email: demo.email,
        firstname: demo.givenName,
        registered: demo.registered,
        emailVerify: demo.emailVerified,
        firstLogin: demo.firstLogin,
      });
      const feelings = (await (
        await t.send(
          'POST',
          `/api/client/${encodeURIComponent(demo.sub)}/shows`,
          { showSlugs: movies },
          {
            Authorization: `Bearer ${token}`,
          },
        )
      ).json()) as { wishlist: string[]; emotions: Record<string, string> };
      if (demo.filled) {
        expect(client.favoriteCinemas).toHaveLength(5);
        expect(feelings.wishlist).toHaveLength(4);
        expect(Object.values(feelings.emotions).sort()).toEqual(['disappointed', 'liked', 'loved']);
      } else {
        expect(client.favoriteCinemas).toEqual([]);
        expect(feelings).toEqual({ wishlist: [], emotions: {} });
      }
    }
  });
});
