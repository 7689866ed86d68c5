import type { Client } from '@marquee/domain-models';
import { SIGN_IN_COOKIES, signInMode } from '@marquee/domain-models';
import type { JWTPayload } from 'jose';
import * as v from 'valibot';
import { tokenVerifier } from '../../auth';
import type { Ctx } from '../../http';
import { ApiFailure } from '../../lib/errors';
import { EDGE_ENVIRONMENT_HEADER, publicOrigin, publicPlace } from '../../lib/public-origin';
import { parseOr400 } from '../../lib/validate';
import { clientData, ensureClientRecord, favoriteCinemaSlugs } from '../../queries/clients';
import { isGrantRevoked, isTokenRevoked, revokeToken } from '../../queries/revocations';
import { siteInfo } from '../../queries/sites';
import type { ClientData } from '../../rows';
import type { Store } from '../../store';
import { clientView } from '../../views/client';

/** A client id: the identity provider's `sub`. */
export const ClientId = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(128, 'is too long'),
  v.regex(/^[A-Za-z0-9|@._:-]+$/, 'must be a client id'),
);

/** Client answers are the client's own: never stored by a shared cache. */
export const noStore = { 'cache-control': 'private, no-store' };

/** The token cookie of a request (HttpOnly, set by POST session on the token-cookie sites). */
function tokenCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === SIGN_IN_COOKIES.token) {
      const value = pair.slice(at + 1);
      return /^[A-Za-z0-9._~+/=-]{10,4096}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * The identity provider's client of a site (`identityClientId` in @marquee/site-config: one public
 * client per site, decision 0015): a provider token names it in `client_id`, and is good on that
 * site only (decision 0037).
 */
export const siteClientId = (site: string): string => `marquee-${site}`;

/** `; Secure` when the site is served over https (the edge says so in X-Forwarded-Proto). */
export function secureSuffix(c: Ctx): string {
  return c.req.header('x-forwarded-proto') === 'https' || c.req.url.startsWith('https:') ? '; Secure' : '';
}

/** The origin of a URL header (Origin, Referer); undefined when absent, `null` or not a URL. */
function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request proves it comes from the site's own pages: its
 * `Origin` (else its `Referer`) is the site's public origin (site configuration and the
 * environment the edge names, lib/public-origin.ts), and `Sec-Fetch-Site`, when the browser sends
 * it, is `same-origin` (another site of the parent domain is same-site for SameSite cookies). A
 * request with neither Origin nor Referer proves nothing: browsers send Origin with every POST,
 * PATCH and DELETE, a form or a script of another site cannot forge it.
 */
export function fromTheSite(c: Ctx, store: Store): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const site = siteInfo(store, c.get('req').site);
  if (!site) return false;
  const expected = publicOrigin(site, publicPlace(c.req.header(EDGE_ENVIRONMENT_HEADER)));
  const origin = c.req.header('origin');
  if (origin !== undefined) return originOf(origin) === expected;
  return originOf(c.req.header('referer')) === expected;
}

/** 403 unless the request comes from the site's own pages (`fromTheSite`); `field` names what carried the authority. */
export function requireFromTheSite(c: Ctx, store: Store, field: string): void {
  if (!fromTheSite(c, store)) {
    throw new ApiFailure(
      403,
      'forbidden',
      `${field}: a change must come from the site itself (Origin or Referer of the site, Sec-Fetch-Site same-origin)`,
      field,
    );
  }
}

/** The JSON body of a call (`{}` when empty); 400 when it is not JSON. */
export async function jsonBody(c: Ctx): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiFailure(400, 'bad_request', 'body: must be valid JSON', 'body');
  }
}

/**
 * Who calls the client API: token verification (bearer header, or the HttpOnly cookie on the
 * token-cookie sites), the client's record created on its first accepted request, and the client
 * answer. One instance serves the /api/client and accounts/me routes (they share the claims of
 * verified tokens waiting for that first accepted request).
 */
export function clientAuth(store: Store) {
  const verify = tokenVerifier();
  /** With a provider every access token names its client; development tokens may not. */
  const providerTokens = Boolean(process.env.AUTH_JWKS_URL);
  /** Claims of verified tokens whose client row is created on the first accepted request. */
  const pending = new Map<string, JWTPayload>();

  /** Creates the client's row on its first accepted request (never on a rejected one). */
  const ensureClient = async (sub: string): Promise<void> => {
    const payload = pending.get(sub) ?? {};
    pending.delete(sub);
    await ensureClientRecord(store, sub, (): ClientData => {
      const given = typeof payload.given_name === 'string' ? payload.given_name : sub.split(/[|@]/)[0] || 'Client';
      const family = typeof payload.family_name === 'string' ? payload.family_name : '';
      const email =
        typeof payload.email === 'string' ? payload.email : `${sub.replace(/[^A-Za-z0-9]/g, '')}@example.test`;
      // A new account's email stays unverified until the provider says otherwise (A§4: mail screen).
      return { firstname: given, lastname: family, email, emailVerify: payload.email_verified !== false };
    });
  };

  /**
   * Verifies a token for a site and returns its subject (the client id); 401 otherwise: a token
   * of another site's client (a token issued for tn is no good on fr), or one a logout revoked.
   */
  const subjectOf = async (token: string, site: string): Promise<{ sub: string; exp: number }> => {
    // Checked against the shared list apart from the token's own checks: a database that does
    // not answer is a 503 (app.ts), never a 401 that would sign the visitor out.
    if (await isTokenRevoked(store, token)) {
      throw new ApiFailure(401, 'unauthorized', 'Authorization: invalid or expired token', 'Authorization');
    }
    const refused = () =>
      new ApiFailure(401, 'unauthorized', 'Authorization: invalid or expired token', 'Authorization');
    let payload: JWTPayload;
    try {
      payload = await verify(token);
      if (!payload.sub) throw new Error('no subject');
      // A registration code (same issuer and audience) is never an access token.
      if (payload.purpose !== undefined) throw new Error('not an access token');
      if (!v.is(ClientId, payload.sub)) throw new Error('bad subject');
      const client = payload.client_id;
      if (client === undefined ? providerTokens : client !== siteClientId(site)) throw new Error('another site');
      // A provider's token names its grant; development tokens (no provider) may not.
      if (payload.grant_id === undefined ? providerTokens : typeof payload.grant_id !== 'string') {
        throw new Error('no grant');
      }
    } catch {
      throw refused();
    }
    // A grant the provider revoked (a replayed code, a logout there) ends its tokens at once.
    if (typeof payload.grant_id === 'string' && (await isGrantRevoked(store, payload.grant_id))) throw refused();
    const sub = payload.sub as string;
    if (pending.size > 10_000) pending.clear();
    pending.set(sub, payload);
    return { sub, exp: payload.exp as number };
  };

  /** The bearer token of the Authorization header, if well-formed. */
  const bearer = (c: Ctx): string | undefined => {
    const header = c.req.header('authorization');
    const m = header ? /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/i.exec(header) : null;
    return m?.[1];
  };

  /**
   * The client of a call: the bearer header, or on the token-cookie sites (ACC-05) the HttpOnly
   * cookie the API set. A cookie-carried change must come from the site's own pages
   * (`fromTheSite`: Origin or Referer, and Sec-Fetch-Site when sent).
   */
  const authenticate = async (c: Ctx): Promise<string> => {
    const header = bearer(c);
    const site = c.get('req').site;
    if (header) return (await subjectOf(header, site)).sub;
    const cookie = signInMode(site) === 'token-cookie' ? tokenCookie(c.req.header('cookie')) : undefined;
    if (!cookie) {
      throw new ApiFailure(401, 'unauthorized', 'Authorization: a bearer token is required', 'Authorization');
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') requireFromTheSite(c, store, 'Cookie');
    return (await subjectOf(cookie, site)).sub;
  };

  /**
   * Logout: the tokens the request carries (bearer header, `jwt` cookie) go on
   * the revocation list until they expire, so a copy of them is refused from now on. Only tokens
   * the API would accept are listed (anything else is refused anyway).
   */
  const revoke = async (c: Ctx): Promise<void> => {
    for (const token of [bearer(c), tokenCookie(c.req.header('cookie'))]) {
      if (!token) continue;
      // Not a token of ours, or expired: nothing to revoke.
      const payload = await verify(token).catch(() => undefined);
      if (typeof payload?.exp !== 'number' || payload.purpose !== undefined) continue;
      await revokeToken(store, token, payload.exp);
    }
  };

  /** The client of a call under /api/client/{id}: 403 unless {id} is the caller. */
  const own = async (c: Ctx): Promise<string> => {
    const sub = await authenticate(c);
    const id = parseOr400(ClientId, c.req.param('id'), 'id');
    if (id !== sub) throw new ApiFailure(403, 'forbidden', 'id: a client can only read and change its own data', 'id');
    return sub;
  };

  /** The client answer on a site (the record created first if it is the client's first accepted request). */
  const clientAnswer = async (id: string, site: string): Promise<Client> => {
    await ensureClient(id);
    const [data, favorites] = await Promise.all([clientData(store, id), favoriteCinemaSlugs(store, id, site)]);
    return clientView(id, data as ClientData, favorites);
  };

  return { verify, ensureClient, subjectOf, bearer, authenticate, own, clientAnswer, revoke };
}

export type ClientAuth = ReturnType<typeof clientAuth>;
