import {
  InMemoryWebStorage,
  OidcClient,
  type OidcClientSettings,
  type User,
  UserManager,
  type UserManagerSettings,
  WebStorageStateStore,
} from 'oidc-client-ts';
import {
  callbackError,
  isRetryableTokenFailure,
  isSignInCallback,
  isSilentLoginError,
  LoginRequiredError,
  MissingConfigurationError,
  oauthError,
  TOKEN_REQUEST_RETRIES,
  tokenIsStale,
} from './rules';

/** Where oidc-client-ts keeps request state (the browser's sessionStorage, or any Storage). */
export type StateStorage = NonNullable<NonNullable<ConstructorParameters<typeof WebStorageStateStore>[0]>['store']>;

/** What a site's sign-in needs to know. */
export interface SignInFlowOptions {
  /** The provider's issuer (`http://id.marquee.localhost:PORT` locally). */
  readonly authority: string;
  /** The site's client (`marquee-<cc>`, site-config's identityClientId). */
  readonly clientId: string;
  /** The site's origin; the callback is `${origin}${callbackPath}`. */
  readonly origin: string;
  /** The exact callback path (site-config's IDENTITY_CALLBACK_PATH). */
  readonly callbackPath: string;
  /** The audience of the API's tokens (site-config's IDENTITY_API_AUDIENCE). */
  readonly audience: string;
  /**
   * Where the request state survives the redirect (sessionStorage in the browser). Tokens never go
   * there: the user is kept in memory only.
   */
  readonly stateStorage: StateStorage;
  /** Goes to an address (window.location.assign in the browser). */
  readonly navigate: (url: string) => void;
  /** Renewal in a hidden frame when the refresh token fails or is missing (default true, A§4). */
  readonly frameFallback?: boolean;
  /** The clock (tests). */
  readonly now?: () => number;
  /** True when the page is cross-origin isolated (default: the browser's `crossOriginIsolated`). */
  readonly crossOriginIsolated?: () => boolean;
  /** The pause before retry `n` (1..3) of a token request that did not reach the provider (default 250 ms × n). */
  readonly retryDelayMs?: (retry: number) => number;
}

/** The part of oidc-client-ts' token client the retries wrap (the code exchange and the refresh). */
interface TokenRequests {
  exchangeCode(args: unknown): Promise<unknown>;
  exchangeRefreshToken(args: unknown): Promise<unknown>;
}

const isTokenRequests = (value: unknown): value is TokenRequests =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TokenRequests).exchangeCode === 'function' &&
  typeof (value as TokenRequests).exchangeRefreshToken === 'function';

/**
 * A§7, API-86: every token request (the code exchange at the callback, the refresh) is retried
 * three times when it did not reach an answer. oidc-client-ts has no retry setting and no fetch
 * option; its two token clients (the callback's, inside the response validator, and the
 * refresh's) are wrapped here, on this flow's own instances only. oidc-client-ts is pinned
 * (3.5.0): should a new version move them, this throws at once rather than silently not retrying.
 */
function retryTokenRequests(manager: UserManager, delayMs: (retry: number) => number): void {
  const client = (
    manager as unknown as { _client?: { _tokenClient?: unknown; _validator?: { _tokenClient?: unknown } } }
  )._client;
  const targets = [client?._tokenClient, client?._validator?._tokenClient];
  for (const target of targets) {
    if (!isTokenRequests(target)) throw new Error('oidc-client-ts: token client not found (token request retries)');
    for (const name of ['exchangeCode', 'exchangeRefreshToken'] as const) {
      const send = target[name].bind(target);
      target[name] = async (args: unknown) => {
        for (let retry = 0; ; retry++) {
          try {
            return await send(args);
          } catch (error) {
            if (retry >= TOKEN_REQUEST_RETRIES || !isRetryableTokenFailure(error)) throw error;
            await new Promise((resolve) => setTimeout(resolve, delayMs(retry + 1)));
          }
        }
      };
    }
  }
}

/** What signing in gives the page. */
export interface SignedInUser {
  readonly sub: string;
  readonly accessToken: string;
  /** Seconds since the epoch. */
  readonly expiresAt: number | undefined;
  /** Where to go back to after the redirect. */
  readonly returnTo: string | undefined;
}

const toSignedIn = (user: User): SignedInUser => ({
  sub: user.profile.sub,
  accessToken: user.access_token,
  expiresAt: user.expires_at,
  returnTo: (user.state as { returnTo?: string } | undefined)?.returnTo,
});

/** A sign-in shown in the account frame (ACC-17). */
export interface FrameSignIn {
  /** The address the frame shows: the webview endpoint with this request's parameters. */
  readonly url: string;
  /** Settles when the frame's callback came back (signed in) or failed (a CallbackError). */
  readonly done: Promise<SignedInUser>;
  /** Stops listening (the frame was closed before the end). */
  cancel(): void;
}

/** The sign-in flow of a site over oidc-client-ts: redirect, callback, renewal, sign-out. */
export interface SignInFlow {
  /**
   * Sign-in (or sign-up) in the account frame instead of a redirect (ACC-17, ACC-18): the frame
   * shows `endpoint` (the API's webview urlLogin / urlSignup, the provider's authorize endpoint)
   * with this request's PKCE, state and callback. The frame's own `/callback` hands its address
   * to this page (same origin, the request's state), which exchanges the code: the tokens are
   * this page's, in memory, as after a redirect.
   */
  frameSignIn(options: {
    endpoint: string;
    returnTo: string;
    language: string;
    signUp?: boolean;
  }): Promise<FrameSignIn>;
  /** True when the address is this site's sign-in callback (exact path, code or error, and state). */
  isCallback(url: string): boolean;
  /** Redirects to the provider's sign-in (or sign-up) screen, in the page language. */
  signIn(options: { returnTo: string; language: string; signUp?: boolean; silent?: boolean }): Promise<void>;
  /**
   * Completes a callback (redirect, or the hidden frame's: then it answers the parent). Throws a
   * CallbackError: 'Invalid state' when the state was not sent by this browser, else the
   * provider's error with its code and the stored target.
   */
  handleCallback(url: string): Promise<SignedInUser | undefined>;
  /**
   * A fresh access token: the cached one unless it expires within 60 s, else renewed with the
   * refresh token, then (if that fails) in a hidden frame with prompt=none. `undefined` when the
   * visitor is not signed in; login_required and its kin sign out locally, without a redirect.
   */
  accessToken(): Promise<string | undefined>;
  /**
   * Restores a session after a reload (the tokens were in memory only): the provider is asked in
   * a hidden frame with prompt=none. `undefined` when nobody is signed in there (login_required
   * and its kin); any other failure (the frame timing out, the provider down) throws.
   */
  restore(): Promise<SignedInUser | undefined>;
  /** The signed-in user held in memory, if any (its token may be stale: use accessToken()). */
  current(): Promise<SignedInUser | undefined>;
  /**
   * Forgets the tokens here and signs out at the provider (`/v2/logout`, with the ID token as
   * `id_token_hint`: fetched in the hidden frame when none is held), back to `returnTo`.
   */
  signOut(returnTo: string): Promise<void>;
  /** Forgets the tokens here only. */
  forget(): Promise<void>;
}

export function createSignInFlow(options: SignInFlowOptions): SignInFlow {
  // ERR-22: without the provider's address or the site's client there is no sign-in to make.
  if (!options.authority?.trim() || !options.clientId?.trim()) throw new MissingConfigurationError();
  const now = options.now ?? Date.now;
  const isolated = options.crossOriginIsolated ?? (() => globalThis.crossOriginIsolated === true);
  /** The hidden frame's silent sign-in; login_required at once in a cross-origin-isolated page (ERR-24). */
  const silentInFrame = () => {
    if (isolated()) return Promise.reject(new LoginRequiredError('the page is cross-origin isolated'));
    return manager.signinSilent({ forceIframeAuth: true });
  };
  const redirectUri = `${options.origin}${options.callbackPath}`;
  const settings: UserManagerSettings & OidcClientSettings = {
    authority: options.authority,
    client_id: options.clientId,
    redirect_uri: redirectUri,
    silent_redirect_uri: redirectUri,
    post_logout_redirect_uri: `${options.origin}/`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    resource: options.audience,
    // Tokens live in memory only (never localStorage); the request state must survive the redirect.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: options.stateStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    silentRequestTimeoutInSeconds: 10,
    accessTokenExpiringNotificationTimeInSeconds: 60,
  };
  const client = new OidcClient(settings);
  const manager = new UserManager(settings);
  retryTokenRequests(manager, options.retryDelayMs ?? ((retry) => 250 * retry));
  let renewing: Promise<string | undefined> | undefined;

  const renew = async (): Promise<string | undefined> => {
    try {
      const user = await manager.signinSilent();
      return user?.access_token;
    } catch (error) {
      if (isSilentLoginError(error)) {
        await manager.removeUser();
        return undefined;
      }
      // A refused or missing refresh token: once more in the hidden frame (A§4), unless off.
      const refreshRefused = oauthError(error) === 'invalid_grant';
      if (!refreshRefused || options.frameFallback === false) throw error;
      try {
        const user = await silentInFrame();
        return user?.access_token;
      } catch (frameError) {
        if (isSilentLoginError(frameError)) {
          await manager.removeUser();
          return undefined;
        }
        throw frameError;
      }
    }
  };

  return {
    isCallback: (url) => isSignInCallback(url, options.callbackPath),
    async frameSignIn({ endpoint, returnTo, language, signUp }) {
      // 'si:s': the frame's callback does not exchange the code, it posts its address to this page.
      const request = await client.createSigninRequest({
        request_type: 'si:s',
        state: { returnTo },
        ui_locales: language,
        ...(signUp ? { extraQueryParams: { screen_hint: 'signup' } } : {}),
      });
      const built = new URL(request.url);
      const url = new URL(endpoint);
      if (`${url.origin}${url.pathname}` !== `${built.origin}${built.pathname}`) {
        throw new Error(
          `the sign-in endpoint ${url.origin}${url.pathname} is not the provider's authorization endpoint`,
        );
      }
      for (const [name, value] of built.searchParams) url.searchParams.set(name, value);
      const stateId = built.searchParams.get('state');
      let stop = () => {};
      const done = new Promise<SignedInUser>((resolve, reject) => {
        const onMessage = (event: MessageEvent) => {
          const data: unknown = event.data;
          if (event.origin !== options.origin || !data || typeof data !== 'object') return;
          const { source, url: back } = data as { source?: unknown; url?: unknown };
          if (source !== 'oidc-client' || typeof back !== 'string') return;
          const answer = new URL(back);
          if (
            answer.origin !== options.origin ||
            answer.pathname !== options.callbackPath ||
            answer.searchParams.get('state') !== stateId
          )
            return;
          stop();
          manager.signinRedirectCallback(back).then(
            (user) => resolve(toSignedIn(user)),
            (error: unknown) => reject(callbackError(error)),
          );
        };
        globalThis.addEventListener('message', onMessage);
        stop = () => globalThis.removeEventListener('message', onMessage);
      });
      return { url: url.href, done, cancel: () => stop() };
    },
    async signIn({ returnTo, language, signUp, silent }) {
      const request = await client.createSigninRequest({
        request_type: 'si:r',
        state: { returnTo },
        ui_locales: language,
        // A forced sign-in (token-cookie sites, A§4) asks the provider without showing a screen.
        ...(silent ? { prompt: 'none' } : {}),
        ...(signUp ? { extraQueryParams: { screen_hint: 'signup' } } : {}),
      });
      options.navigate(request.url);
    },
    async handleCallback(url) {
      try {
        const user = await manager.signinCallback(url);
        return user ? toSignedIn(user) : undefined;
      } catch (error) {
        throw callbackError(error);
      }
    },
    accessToken() {
      renewing ??= (async () => {
        const user = await manager.getUser();
        if (!user) return undefined;
        if (!tokenIsStale(user.expires_at, now())) return user.access_token;
        return renew();
      })().finally(() => {
        renewing = undefined;
      });
      return renewing;
    },
    async restore() {
      try {
        const user = await silentInFrame();
        return user ? toSignedIn(user) : undefined;
      } catch (error) {
        if (isSilentLoginError(error)) {
          await manager.removeUser();
          return undefined;
        }
        throw error;
      }
    },
    async current() {
      const user = await manager.getUser();
      return user ? toSignedIn(user) : undefined;
    },
    async signOut(returnTo) {
      let user = await manager.getUser();
      if (!user?.id_token) {
        // The provider signs out at once only on proof that this site asked: an ID token of the
        // session's account. Token-cookie sites handed their tokens over and
        // forgot them: one is asked for in the hidden frame. Without one (no session there, a
        // cross-origin-isolated page) the provider's page asks the visitor to confirm.
        user = await silentInFrame().catch(() => null);
      }
      await manager.removeUser();
      const request = await client.createSignoutRequest({
        ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
        post_logout_redirect_uri: returnTo,
        // Named once: oidc-client-ts adds it itself without an id_token_hint, and the provider
        // refuses a parameter given twice (the page then showed an error instead of signing out).
        client_id: options.clientId,
      });
      options.navigate(request.url);
    },
    forget: () => manager.removeUser(),
  };
}
