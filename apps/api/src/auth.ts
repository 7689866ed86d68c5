import { createRemoteJWKSet, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/**
 * Development signing key (HS256). Documented in the README; only for local development and tests,
 * until the identity provider lands (then set AUTH_JWKS_URL and tokens are verified with its JWKS).
 */
export const DEV_JWT_SECRET = 'marquee-dev-only-signing-key-not-for-production-2026';
export const DEV_JWT_ISSUER = 'marquee-dev';
export const DEV_JWT_AUDIENCE = 'marquee-api';

const devKey = new TextEncoder().encode(DEV_JWT_SECRET);

/** Mints a development token for a client id (tests, scripts, local front ends). */
export function mintDevToken(sub: string, claims: Record<string, unknown> = {}, expiresIn = '2h'): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(DEV_JWT_ISSUER)
    .setAudience(DEV_JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(devKey);
}

/** Verifies bearer tokens: with the provider's JWKS when AUTH_JWKS_URL is set, else with the development key. */
export function tokenVerifier(env: NodeJS.ProcessEnv = process.env): (token: string) => Promise<JWTPayload> {
  const jwksUrl = env.AUTH_JWKS_URL;
  if (jwksUrl) {
    const jwks = createRemoteJWKSet(new URL(jwksUrl));
    return async (token) =>
      (
        await jwtVerify(token, jwks, {
          ...(env.AUTH_ISSUER ? { issuer: env.AUTH_ISSUER } : {}),
          ...(env.AUTH_AUDIENCE ? { audience: env.AUTH_AUDIENCE } : {}),
        })
      ).payload;
  }
  return async (token) =>
    (await jwtVerify(token, devKey, { issuer: DEV_JWT_ISSUER, audience: DEV_JWT_AUDIENCE, algorithms: ['HS256'] }))
      .payload;
}
