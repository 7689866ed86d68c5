import type { IncomingMessage } from 'node:http';
import {
  IDENTITY_API_AUDIENCE,
  IDENTITY_CALLBACK_PATH,
  identityClientId,
  identityClientOrigins,
  LOCAL_PARENT_DOMAIN,
  type SiteConfig,
} from '@marquee/site-config';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type AdapterFactory, type ClientMetadata, errors, type KoaContextWithOIDC } from 'oidc-provider';
import { randomBytes } from 'node:crypto';
import type { AccountStore } from './accounts';
import { pickLanguage, TEXTS } from './texts';
import { logoutPage, messagePage } from './views';
import { securityHeaders } from './headers';

/** Lifetimes, in seconds. The API refuses access tokens living longer than its own cap (apps/api/src/auth.ts). */
export const TTL = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  Interaction: 60 * 60,
  RefreshToken: 7 * 24 * 60 * 60,
  Grant: 14 * 24 * 60 * 60,
  Session: 14 * 24 * 60 * 60,
} as const;

/** Paths of the provider (the spec's `/v2/logout`, the token and authorize names its clients expect). */
export const ROUTES = {
  authorization: '/authorize',
  token: '/oauth/token',
  end_session: '/v2/logout',
  jwks: '/.well-known/jwks.json',
  userinfo: '/userinfo',
  revocation: '/oauth/revoke',
} as const;

/** The scopes of the API's access tokens (RFC 8707 resource server `IDENTITY_API_AUDIENCE`). */
const API_SCOPE = 'profile email';

/**
 * A redirect URI is allowed when it is registered, or, with `localPorts`, when it is a registered
 * `http://<site>.marquee.localhost/...` URI on another port: *.localhost is always loopback
 * (RFC 6761) and the platform picks free ports, like RFC 8252 §7.3's loopback rule.
 */
export function uriAllowed(allowed: readonly string[], value: string, localPorts: boolean): boolean {
  if (allowed.includes(value)) return true;
  if (!localPorts) return false;
  const url = URL.parse(value);
  if (url?.protocol !== 'http:' || url.username || url.password) return false;
  if (!url.hostname.endsWith(`.${LOCAL_PARENT_DOMAIN}`)) return false;
  url.port = '';
  return allowed.includes(url.href);
}

/** The one public client of a site: code flow with PKCE, refresh tokens, its callback and home page. */
export function siteClient(site: SiteConfig): ClientMetadata {
  const { local, production } = identityClientOrigins(site);
  return {
    client_id: identityClientId(site.code),
    client_name: `${site.brand} ${site.country}`,
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${local}${IDENTITY_CALLBACK_PATH}`, `${production}${IDENTITY_CALLBACK_PATH}`],
    post_logout_redirect_uris: [`${local}/`, `${production}/`],
  };
}

/** The signing key: kept in the database so tokens stay valid across restarts; its kid is its thumbprint. */
export async function signingKey(accounts: AccountStore): Promise<JWK> {
  const stored = await accounts.readSecret('signing-key');
  if (stored) return JSON.parse(stored) as JWK;
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const key = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'ES256', use: 'sig' };
  // Another process may have stored one meanwhile: the stored key wins.
  return JSON.parse(await accounts.secret('signing-key', () => JSON.stringify(key))) as JWK;
}

export interface ProviderOptions {
  issuer: string;
  accounts: AccountStore;
  sites: readonly SiteConfig[];
  /** Allow any port on the sites' *.marquee.localhost redirect URIs (development; default true). */
  localPorts: boolean;
  /** Where sessions, grants, codes and tokens are kept (oidc-provider's `adapter`). */
  adapter: AdapterFactory;
  /** Private signing keys, the first signing (src/keys.ts); default the one kept in the database. */
  signingKeys: readonly JWK[];
  /** Cookie keys, the first signing; default the one kept in the database. */
  cookieKeys?: readonly string[];
}

/**
 * Whether a logout request proves that the signed-in visitor's own site sent it: an
 * `id_token_hint` that oidc-provider validated (signature, issuer, audience = its client; an
 * expired one is fine, as OpenID Connect RP-Initiated Logout allows) naming the session's account.
 * Without it the confirmation waits for the visitor's own press.
 */
export function logoutProven(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session?.accountId;
  return Boolean(hint?.payload && accountId && hint.payload.sub === accountId);
}

const siteOfClient = (sites: readonly SiteConfig[], clientId: string | undefined) =>
  sites.find((site) => identityClientId(site.code) === clientId);

/** Builds the oidc-provider instance. */
export async function createProvider(options: ProviderOptions): Promise<Provider> {
  const { accounts, sites, localPorts } = options;
  const cookieKeys = options.cookieKeys?.length
    ? [...options.cookieKeys]
    : [await accounts.secret('cookie-key', () => randomBytes(32).toString('base64url'))];
  const brandOf = (clientId: string | undefined) =>
    siteOfClient(sites, clientId)?.brand ?? sites[0]?.brand ?? 'Marquee';
  const langOf = (ctx: KoaContextWithOIDC) =>
    pickLanguage((ctx.oidc?.params as { ui_locales?: unknown } | undefined)?.ui_locales, ctx.get('accept-language'));

  const provider = new Provider(options.issuer, {
    adapter: options.adapter,
    clients: sites.map(siteClient),
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'ES256',
    },
    // oidc-provider signs with the first key of the set that fits the algorithm; all are published.
    jwks: { keys: [...options.signingKeys] },
    cookies: { keys: cookieKeys },
    routes: ROUTES,
    ttl: TTL,
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    extraParams: ['screen_hint', 'audience'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          securityHeaders((name, value) => ctx.set(name, value), sites);
          ctx.type = 'html';
          ctx.body = logoutPage(langOf(ctx), brandOf(ctx.oidc.client?.clientId), form, logoutProven(ctx));
        },
        async postLogoutSuccessSource(ctx) {
          const t = TEXTS[langOf(ctx)];
          securityHeaders((name, value) => ctx.set(name, value), sites);
          ctx.type = 'html';
          ctx.body = messagePage(langOf(ctx), brandOf(ctx.oidc.client?.clientId), t.signedOutTitle, t.signedOutBody);
        },
      },
      resourceIndicators: {
        enabled: true,
        /**
         * A request naming no resource gets none: with `openid` its access token is then the
         * userinfo endpoint's (opaque, stored, no audience), as any OpenID relying party expects
         * (every token used to be the API's JWT, which userinfo refuses). The
         * sites name the API (`resource`, or the spec's `audience`) and get its JWT.
         */
        async defaultResource(ctx, _client, oneOf) {
          if (oneOf) return oneOf;
          const { audience } = (ctx.oidc?.params ?? {}) as { audience?: unknown };
          return audience === IDENTITY_API_AUDIENCE ? IDENTITY_API_AUDIENCE : undefined;
        },
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, resource) {
          if (resource !== IDENTITY_API_AUDIENCE) throw new errors.InvalidTarget('unknown resource');
          return {
            scope: API_SCOPE,
            audience: IDENTITY_API_AUDIENCE,
            accessTokenTTL: TTL.AccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
    async findAccount(_ctx, sub) {
      const account = await accounts.findBySub(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            given_name: account.givenName,
            family_name: account.familyName,
            name: `${account.givenName} ${account.familyName}`,
          };
        },
      };
    },
    /**
     * The API's access token names its client (the API creates the client's row from it) and its
     * grant (`grant_id`: the API refuses the tokens of a grant the provider revoked, decision 0037).
     */
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accounts.findBySub(token.accountId);
      if (!account) return undefined;
      return {
        ...(token.grantId ? { grant_id: token.grantId } : {}),
        email: account.email,
        email_verified: account.emailVerified,
        given_name: account.givenName,
        family_name: account.familyName,
      };
    },
    /** Every site client gets refresh tokens (not only with offline_access and prompt=consent). */
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    /** The sites are the brand's own clients: signing in grants them everything, nobody is asked to consent. */
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const client = oidc.client;
      const accountId = oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId || oidc.session?.grantIdFor(client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope('openid offline_access profile email');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'given_name', 'family_name']);
      grant.addResourceScope(IDENTITY_API_AUDIENCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async renderError(ctx, _out, error) {
      const lang = langOf(ctx);
      const t = TEXTS[lang];
      securityHeaders((name, value) => ctx.set(name, value), sites);
      ctx.type = 'html';
      const expired = error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest;
      ctx.body = messagePage(
        lang,
        brandOf(ctx.oidc?.client?.clientId),
        expired ? t.expiredTitle : t.errorTitle,
        expired ? t.expiredBody : t.errorBody,
      );
    },
    clientBasedCORS(_ctx, origin, client) {
      return [...(client.redirectUris ?? []), ...(client.postLogoutRedirectUris ?? [])].some((uri) => {
        const allowed = new URL(uri).origin;
        return uriAllowed([`${allowed}/`], `${origin}/`, localPorts);
      });
    },
  });
  provider.proxy = false;
  // Addresses it does not know: the brand's page in the visitor's language, not a bare "Not Found".
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body) return;
    const lang = pickLanguage(undefined, ctx.get('accept-language'));
    securityHeaders((name, value) => ctx.set(name, value), sites);
    ctx.status = 404;
    ctx.type = 'html';
    ctx.body = messagePage(lang, sites[0]?.brand ?? 'Marquee', TEXTS[lang].notFoundTitle, TEXTS[lang].notFoundBody);
  });
  type ClientProto = {
    redirectUris: string[];
    postLogoutRedirectUris: string[];
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
  };
  const proto = (provider.Client as unknown as { prototype: ClientProto }).prototype;
  proto.redirectUriAllowed = function redirectUriAllowed(this: ClientProto, value: string) {
    return uriAllowed(this.redirectUris, value, localPorts);
  };
  proto.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(this: ClientProto, value: string) {
    return uriAllowed(this.postLogoutRedirectUris, value, localPorts);
  };
  return provider;
}

/** The interaction's client and language, for the screens. */
export function screenContext(
  sites: readonly SiteConfig[],
  params: Record<string, unknown>,
  req: IncomingMessage,
  override: string | null,
) {
  const site = siteOfClient(sites, typeof params.client_id === 'string' ? params.client_id : undefined);
  return {
    brand: site?.brand ?? 'Marquee',
    lang: pickLanguage(override ?? params.ui_locales, req.headers['accept-language']),
  };
}
