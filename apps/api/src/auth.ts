import { createRemoteJWKSet, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * Development signing key (HS256). Documented in the README; only for local development and tests
 * without a provider. With AUTH_JWKS_URL set (npm start and e2e run apps/identity) it is refused,
 * and outside development (NODE_ENV=production) the API refuses to start without a provider.
 */
export const DEV_JWT_SECRET = 'marquee-dev-only-signing-key-not-for-production-2026';
export const DEV_JWT_ISSUER = 'marquee-dev';
export const DEV_JWT_AUDIENCE = 'marquee-api';

/**
 * The longest lifetime (exp - iat) of a token the API accepts, in seconds, unless
 * AUTH_MAX_TOKEN_LIFETIME says otherwise: the provider's access tokens live 10 minutes, a token
 * valid for days is a leaked or forged one.
 */
export const DEFAULT_MAX_TOKEN_LIFETIME_S = 2 * 60 * 60;

/** Asymmetric algorithms accepted from the provider's JWKS (never `none` or a shared secret). */
const PROVIDER_ALGORITHMS = ['ES256', 'ES384', 'RS256', 'PS256', 'EdDSA'];

const devKey = new TextEncoder().encode(DEV_JWT_SECRET);

/** Why the API cannot verify tokens with this configuration (it then refuses to start). */
export class AuthConfigError extends Error {
  constructor(message: string) {
    super(`auth configuration: ${message}`);
    this.name = 'AuthConfigError';
  }
}

/** Mints a development token for a client id (tests, scripts, local front ends). */
export function mintDevToken(sub: string, claims: Record<string, unknown> = {}, expiresIn = '1h'): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(DEV_JWT_ISSUER)
    .setAudience(DEV_JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(devKey);
}

/** True outside development: the development key is never trusted there. */
export function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production';
}

/** Refuses tokens without `exp` or `iat`, or whose lifetime exceeds the cap. */
function checkLifetime(payload: JWTPayload, maxLifetime: number): JWTPayload {
  if (typeof payload.exp !== 'number') throw new Error('the token has no expiry');
  if (typeof payload.iat !== 'number') throw new Error('the token has no issue time');
  if (payload.exp - payload.iat > maxLifetime) throw new Error('the token lives longer than the cap');
  return payload;
}

/**
 * Verifies bearer tokens: with the provider's JWKS when AUTH_JWKS_URL is set (issuer
 * AUTH_ISSUER and audience AUTH_AUDIENCE then required), else with the development key, which
 * NODE_ENV=production refuses (an AuthConfigError: the API does not start). Every token needs
 * `exp` and `iat`, and a lifetime within AUTH_MAX_TOKEN_LIFETIME seconds (default 2 h).
 */
export function tokenVerifier(env: NodeJS.ProcessEnv = process.env): (token: string) => Promise<JWTPayload> {
  const maxLifetime = env.AUTH_MAX_TOKEN_LIFETIME ? Number(env.AUTH_MAX_TOKEN_LIFETIME) : DEFAULT_MAX_TOKEN_LIFETIME_S;
  if (!Number.isInteger(maxLifetime) || maxLifetime <= 0) {
    throw new AuthConfigError(
      `AUTH_MAX_TOKEN_LIFETIME must be a positive number of seconds, got "${env.AUTH_MAX_TOKEN_LIFETIME}"`,
    );
  }
  const jwksUrl = env.AUTH_JWKS_URL;
  if (jwksUrl) {
    if (!env.AUTH_ISSUER || !env.AUTH_AUDIENCE) {
      throw new AuthConfigError('AUTH_JWKS_URL needs AUTH_ISSUER and AUTH_AUDIENCE (tokens are checked for both)');
    }
    let url: URL;
    try {
      url = new URL(jwksUrl);
    } catch {
      throw new AuthConfigError(`AUTH_JWKS_URL is not a URL: "${jwksUrl}"`);
    }
    const jwks = createRemoteJWKSet(url);
    const options = {
      issuer: env.AUTH_ISSUER,
      audience: env.AUTH_AUDIENCE,
      algorithms: PROVIDER_ALGORITHMS,
      requiredClaims: ['exp', 'iat', 'sub'],
    };
    return async (token) => checkLifetime((await jwtVerify(token, jwks, options)).payload, maxLifetime);
  }
  if (isProduction(env)) {
    throw new AuthConfigError(
      'NODE_ENV=production needs an identity provider: set AUTH_JWKS_URL, AUTH_ISSUER and AUTH_AUDIENCE (the development key is refused)',
    );
  }
  const options = {
    issuer: DEV_JWT_ISSUER,
    audience: DEV_JWT_AUDIENCE,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'iat', 'sub'],
  };
  return async (token) => checkLifetime((await jwtVerify(token, devKey, options)).payload, maxLifetime);
}
