import { readFileSync } from 'node:fs';
import { calculateJwkThumbprint, type JWK } from 'jose';

/**
 * The provider's keys from configuration, as key sets with rotation:
 *
 * - `IDENTITY_JWKS`: a JSON JWK set of private ES256 keys (`{"keys":[…]}`), or the path of a
 *   file holding one. The first key signs (ID tokens, access tokens, registration codes); every
 *   key is published at /.well-known/jwks.json, so a next key can be published before it signs
 *   and the previous one kept until the tokens it signed have expired.
 * - `IDENTITY_COOKIE_KEYS`: a comma list of secrets; the first signs the provider's cookies, the
 *   others still verify them (oidc-provider's keygrip).
 *
 * Without them development works as before: one key of each, made once and kept in the database.
 */
export interface KeyConfig {
  readonly signingKeys?: readonly JWK[];
  readonly cookieKeys?: readonly string[];
}

export class KeyConfigError extends Error {
  override name = 'KeyConfigError';
}

/** Checks one private signing key and gives it its kid (JWK thumbprint when none), alg and use. */
export async function signingKeyOf(jwk: JWK): Promise<JWK> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256')
    throw new KeyConfigError('IDENTITY_JWKS: every key must be EC P-256 (ES256)');
  if (!jwk.d || !jwk.x || !jwk.y) throw new KeyConfigError('IDENTITY_JWKS: every key must be a private key (with d)');
  if (jwk.alg !== undefined && jwk.alg !== 'ES256')
    throw new KeyConfigError(`IDENTITY_JWKS: alg ${jwk.alg} is not ES256`);
  if (jwk.use !== undefined && jwk.use !== 'sig') throw new KeyConfigError('IDENTITY_JWKS: use must be sig');
  const { kty, crv, x, y, d } = jwk;
  const kid = jwk.kid ?? (await calculateJwkThumbprint({ kty, crv, x, y }));
  return { kty, crv, x, y, d, kid, alg: 'ES256', use: 'sig' };
}

/** Parses `IDENTITY_JWKS` (JSON or a file path) and `IDENTITY_COOKIE_KEYS`; throws KeyConfigError on a bad value. */
export async function keyConfigFromEnv(env: Record<string, string | undefined>): Promise<KeyConfig> {
  const config: { signingKeys?: JWK[]; cookieKeys?: string[] } = {};
  const jwks = env.IDENTITY_JWKS?.trim();
  if (jwks) {
    let text = jwks;
    if (!jwks.startsWith('{')) {
      try {
        text = readFileSync(jwks, 'utf8');
      } catch (error) {
        throw new KeyConfigError(`IDENTITY_JWKS: cannot read ${jwks} (${(error as Error).message})`);
      }
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new KeyConfigError('IDENTITY_JWKS: not a JSON JWK set');
    }
    const keys = (parsed as { keys?: unknown })?.keys;
    if (!Array.isArray(keys) || keys.length === 0) throw new KeyConfigError('IDENTITY_JWKS: no keys');
    config.signingKeys = await Promise.all(keys.map((key) => signingKeyOf(key as JWK)));
    const kids = new Set(config.signingKeys.map((key) => key.kid));
    if (kids.size !== config.signingKeys.length) throw new KeyConfigError('IDENTITY_JWKS: two keys share a kid');
  }
  const cookies = env.IDENTITY_COOKIE_KEYS?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (cookies && cookies.length > 0) {
    if (cookies.some((key) => key.length < 32)) {
      throw new KeyConfigError('IDENTITY_COOKIE_KEYS: every key needs at least 32 characters');
    }
    config.cookieKeys = cookies;
  }
  return config;
}
