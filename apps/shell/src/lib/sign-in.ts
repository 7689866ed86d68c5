import { type ApiClient, getMe, getWebview, isApiError, logout } from '@marquee/api-client';
import { type Language, SIGN_IN_COOKIES, signInFrame, signInMode } from '@marquee/domain-models';
import type { ModalPayload } from '@marquee/modals';
import type { DeviceHint } from '@marquee/remote-contract';
import type { SessionActions, SessionStore } from '@marquee/session';
import type { SignedInUser, SignInFlow } from '@marquee/session/sign-in';
import {
  type BrowserTraits,
  CallbackError,
  hasCookie,
  isSilentLoginError,
  mustForceSignIn,
  STALE_EARLY_SECONDS,
  silentLoginOutcome,
} from '@marquee/session/sign-in/rules';
import {
  accountUrlsOf,
  IDENTITY_API_AUDIENCE,
  IDENTITY_CALLBACK_PATH,
  identityClientId,
  type SiteConfig,
} from '@marquee/site-config';
import { sessionClientOf } from './session-client';
import { NETWORK_ONLY_HEADER } from '../pwa/sw-protocol';
import { hasSessionMarker, SESSION_MARKER_COOKIE } from './sign-in-marker';
import { forgetTabClient, rememberTabClient } from './tab-client';

export { sessionClientOf } from './session-client';
export { hasSessionMarker, isCallbackAddress, SESSION_MARKER_COOKIE } from './sign-in-marker';

/**
 * The page's sign-in (docs/decisions/0017, the third-party-redirect sites): the header's button
 * starts the redirect, `/callback` completes it, a reload restores the session in a hidden frame,
 * the token is renewed before it goes stale, sign-out forgets it here and at the provider.
 *
 * The OIDC client (oidc-client-ts) is imported only when needed: a visitor who never
 * signed in on this browser loads none of it. What tells the page to look is a marker cookie
 * holding no token (`marquee_session=1`), like auth0-spa-js' `is.authenticated` cookie; the
 * tokens themselves stay in memory (never localStorage, sessionStorage or a cookie).
 */

/** How long the marker lasts: the provider's refresh token lifetime (7 days). */
const MARKER_MAX_AGE_S = 7 * 24 * 3600;
/** Where the provider's address is kept for the redirect back and the hidden frame (not a secret). */
const AUTHORITY_KEY = 'marquee.sign-in.authority';
/** When the token cookie expires (seconds since the epoch; not a secret): the renewal is timed by it. */
const COOKIE_EXPIRY_KEY = 'marquee.sign-in.cookie-expires';

/** What the forced-sign-in rule reads of this browser (A§4): in an effect, never while rendering. */
async function browserTraits(device: DeviceHint): Promise<BrowserTraits> {
  let storageQuota: number | undefined;
  try {
    storageQuota = (await navigator.storage?.estimate?.())?.quota;
  } catch {
    storageQuota = undefined;
  }
  return {
    userAgent: navigator.userAgent,
    mobile: device.viewport !== 'desktop',
    webview: device.webview,
    ...(storageQuota === undefined ? {} : { storageQuota }),
    hasServiceWorker: 'serviceWorker' in navigator,
    hasIndexedDB: 'indexedDB' in window,
  };
}

function setRetryCookie(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; the value is a constant.
  document.cookie = `${SIGN_IN_COOKIES.customLoginRetry}=1; Path=/; Max-Age=${SIGN_IN_COOKIES.customLoginRetryMaxAge}; SameSite=Lax${secure}`;
}

function setMarker(on: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; the value is a constant.
  document.cookie = on
    ? `${SESSION_MARKER_COOKIE}=1; Path=/; Max-Age=${MARKER_MAX_AGE_S}; SameSite=Lax${secure}`
    : `${SESSION_MARKER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** What the page's sign-in needs. */
export interface PageSignInOptions {
  readonly site: SiteConfig;
  readonly session: SessionStore;
  /** The API client of the page language (the webview addresses, `accounts/me`). */
  readonly api: () => ApiClient;
  /** Every API client of the page: their caches are cleared on sign-out (ACC-38). */
  readonly clearCaches: () => void;
  readonly language: () => string;
  /** The device the page was rendered for (the forced-sign-in rule reads it). */
  readonly device: DeviceHint;
  /** Opens a modal of the page (the account frame after sign-in, A§4). */
  readonly openModal?: (id: 'account-frame', payload: ModalPayload) => void;
  /** Closes the account frame (sign-in in the frame completed, ACC-18). */
  readonly closeModal?: (id: 'account-frame') => void;
  /** Pages that need a signed-in client: the guard sends an anonymous visitor to sign in (ACC-39). */
  readonly needsSignIn?: (pathname: string) => boolean;
  /**
   * Sign-in failed on a page that needs a signed-in client (the provider unreachable, the frame
   * timing out: ERR-12, ERR-13): the page says so (an alert). Pages allowed anonymous go on (ACC-40).
   */
  readonly onUnavailable?: () => void;
}

/** The page's sign-in: the token for API calls, the callback, the restore, the actions. */
export interface PageSignIn {
  /** The current access token, for the bearer header of client-API calls (null when signed out). */
  token(): string | null;
  /**
   * Completes a callback address. In the hidden frame it answers the parent and returns null;
   * at the top it signs in and says where to go back to (`/`, failed, when the callback failed:
   * a state this browser did not send, the provider's error, the client unreadable).
   */
  completeCallback(href: string): Promise<{ readonly back: string; readonly failed: boolean } | null>;
  /** After the page is live: restores a session this browser had, or records that there is none. */
  start(): Promise<void>;
}

/**
 * The state of one page's sign-in, shared by its parts below: the options, the site's mode, and
 * what changes while the page lives (the token, the OIDC flow once loaded, the renewal timer,
 * a sign-in under way in the account frame).
 */
interface SignInState {
  readonly options: PageSignInOptions;
  /** ACC-05: the token-cookie sites keep the token in the API's HttpOnly cookie, never here. */
  readonly cookieMode: boolean;
  token: string | null;
  flow: Promise<SignInFlow> | undefined;
  renewTimer: ReturnType<typeof setTimeout> | undefined;
  /** A sign-in under way in the account frame (the app's web view): refreshClient waits for it. */
  inFrame: { readonly cancel: () => void; readonly done: Promise<boolean> } | undefined;
  /** The last restore failed (offline, the provider out of reach): it runs again once the browser is online. */
  restoreFailed: boolean;
}

export function createPageSignIn(options: PageSignInOptions): PageSignIn {
  const state: SignInState = {
    options,
    cookieMode: signInMode(options.site.code) === 'token-cookie',
    token: null,
    flow: undefined,
    renewTimer: undefined,
    inFrame: undefined,
    restoreFailed: false,
  };
  options.session.getState().provide(sessionActions(state));
  return {
    token: () => state.token,
    completeCallback: (href) => completeCallback(state, href),
    start: () => start(state),
  };
}

/** The provider's issuer: kept from this tab's sign-in, else read from the API's webview addresses. */
async function authority(state: SignInState): Promise<string> {
  const kept = window.sessionStorage.getItem(AUTHORITY_KEY);
  if (kept) return kept;
  const { urlLogin } = await getWebview(state.options.api());
  const issuer = new URL(urlLogin).origin;
  window.sessionStorage.setItem(AUTHORITY_KEY, issuer);
  return issuer;
}

/** The OIDC flow, its code imported on first use (once; again after a failure). */
function loadFlow(state: SignInState, knownAuthority?: string): Promise<SignInFlow> {
  const { site } = state.options;
  state.flow ??= Promise.all([import('@marquee/session/sign-in'), knownAuthority ?? authority(state)]).then(
    ([{ createSignInFlow }, issuer]) =>
      createSignInFlow({
        authority: issuer,
        clientId: identityClientId(site.code),
        origin: window.location.origin,
        callbackPath: IDENTITY_CALLBACK_PATH,
        audience: IDENTITY_API_AUDIENCE,
        stateStorage: window.sessionStorage,
        navigate: (url) => window.location.assign(url),
      }),
  );
  state.flow.catch(() => {
    state.flow = undefined;
  });
  return state.flow;
}

/** Renews the token before it goes stale (refresh token, then the hidden frame: A§4). */
function scheduleRenewal(state: SignInState, user: SignedInUser): void {
  clearTimeout(state.renewTimer);
  if (user.expiresAt === undefined) return;
  const delay = Math.max(0, (user.expiresAt - STALE_EARLY_SECONDS) * 1000 - Date.now());
  state.renewTimer = setTimeout(() => void renew(state), delay);
}

/** Signed out on this page: no token, no marker, no cached client answers. */
function forgetHere(state: SignInState): void {
  clearTimeout(state.renewTimer);
  state.token = null;
  setMarker(false);
  window.sessionStorage.removeItem(COOKIE_EXPIRY_KEY);
  // Before the store says signed out: the page's offline side reads it to empty the private copies.
  forgetTabClient();
  state.options.clearCaches();
  state.options.session.getState().signedOut();
}

/**
 * Token-cookie sites: hands the provider's token to the API, which keeps it in its HttpOnly
 * cookie, then forgets it here (ACC-05). Returns when the cookie expires.
 */
async function handOver(user: SignedInUser, oidc: SignInFlow): Promise<number | undefined> {
  const response = await fetch('/api/v1/session', {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}` },
    credentials: 'same-origin',
  });
  await oidc.forget();
  if (!response.ok) throw new Error(`the API refused the session (${response.status})`);
  const { expiresAt } = (await response.json()) as { expiresAt?: number };
  if (typeof expiresAt === 'number') window.sessionStorage.setItem(COOKIE_EXPIRY_KEY, String(expiresAt));
  return expiresAt;
}

async function renew(state: SignInState): Promise<void> {
  try {
    const oidc = await loadFlow(state);
    if (state.cookieMode) {
      // The refresh token went with the rest: the provider is asked again in the hidden frame.
      const user = await oidc.restore();
      if (!user) return forgetHere(state);
      const expiresAt = await handOver(user, oidc);
      scheduleRenewal(state, { ...user, expiresAt });
      return;
    }
    const fresh = await oidc.accessToken();
    const user = fresh ? await oidc.current() : undefined;
    if (!user) {
      // login_required and its kin: signed out locally, no redirect (ACC-47).
      forgetHere(state);
      return;
    }
    state.token = user.accessToken;
    scheduleRenewal(state, user);
  } catch (error) {
    console.error('sign-in: the token could not be renewed', error);
    forgetHere(state);
  }
}

/**
 * A§4: reads the client (`accounts/me`) and records the authentication in the store (ACC-10):
 * the client, the account site's register and email-validation addresses (only where the
 * site's `accountUrls` is on, ACC-19, ACC-20), third-party auth and the forced mode. A client
 * not registered then gets the register address in the account frame, one registered with an
 * unverified email (not a first login) the mail-validation address (ACC-21..24). False when
 * there is no client (ACC-11, ACC-14).
 */
async function readClient(state: SignInState): Promise<boolean> {
  let client: Awaited<ReturnType<typeof getMe>>;
  try {
    client = await getMe(state.options.api());
  } catch (error) {
    console.error('sign-in: the client could not be read', error);
    forgetHere(state);
    state.options.session.getState().authenticationFailed();
    return false;
  }
  await recordClient(state, client);
  return true;
}

/** Records the authentication of a client read from `accounts/me` (ACC-10), then opens the account frame if due. */
async function recordClient(state: SignInState, client: Awaited<ReturnType<typeof getMe>>): Promise<void> {
  const { options, cookieMode } = state;
  const { site } = options;
  // The provider is the account site (the API's settings `clientUrl` is the same configuration).
  const clientUrl = site.accountUrls ? await authority(state).catch(() => null) : null;
  const urls = clientUrl ? accountUrlsOf(site, clientUrl, options.language() as Language) : null;
  const forced = mustForceSignIn(document.cookie, await browserTraits(options.device), SIGN_IN_COOKIES);
  rememberTabClient(client.id);
  state.restoreFailed = false;
  options.session.getState().authenticated({
    client: sessionClientOf(client),
    registerUrl: urls?.register ?? null,
    emailValidationUrl: urls?.mail ?? null,
    useThirdPartyAuth: !cookieMode,
    mustForce: forced,
  });
  if (clientUrl && options.openModal) {
    const frame = signInFrame(client, {
      clientUrl,
      language: options.language(),
      accountUrls: site.accountUrls,
      thirdPartyAuth: !cookieMode,
      forced,
    });
    if (frame.url) options.openModal('account-frame', { frame: { ...frame, url: frame.url } });
  }
}

/** ACC-39: on a page that needs a signed-in client, an anonymous visitor is sent to sign in, back here after. */
async function guard(state: SignInState): Promise<void> {
  const { session } = state.options;
  const here = window.location.pathname;
  if (session.getState().status !== 'anonymous' || !state.options.needsSignIn?.(here)) return;
  const actions = session.getState().actions;
  await actions?.signIn({ returnTo: `${here}${window.location.search}${window.location.hash}` });
}

/** Records a signed-in user: the token (or the API's cookie), the marker, the client from `accounts/me` (ACC-09, ACC-10). */
async function signedIn(state: SignInState, user: SignedInUser, oidc: SignInFlow): Promise<boolean> {
  if (state.cookieMode) {
    try {
      const expiresAt = await handOver(user, oidc);
      scheduleRenewal(state, { ...user, expiresAt });
    } catch (error) {
      // Failed session creation means not authenticated (ACC-14).
      console.error('sign-in: the session could not be created', error);
      forgetHere(state);
      state.options.session.getState().authenticationFailed();
      return false;
    }
  } else {
    state.token = user.accessToken;
    scheduleRenewal(state, user);
  }
  setMarker(true);
  return readClient(state);
}

/**
 * ACC-17, ACC-18: in the brand app's web view, sign-in and sign-up open the account frame on the
 * webview endpoint's urlLogin / urlSignup (a top-level redirect would leave the app's page). The
 * provider's screen posts LOGIN_SUCCESSFUL when done (the frame's modal then asks the client
 * again: it waits for this), its callback hands the code to this page; the frame then closes and
 * the client is read as after a redirect.
 */
async function signInInFrame(state: SignInState, returnTo: string, signUp: boolean): Promise<void> {
  const { options } = state;
  const open = options.openModal;
  if (!open) throw new Error('sign-in in the account frame needs the page modals');
  const [oidc, endpoints] = await Promise.all([loadFlow(state), getWebview(options.api())]);
  state.inFrame?.cancel();
  const frame = await oidc.frameSignIn({
    endpoint: signUp ? endpoints.urlSignup : endpoints.urlLogin,
    returnTo,
    language: options.language(),
    signUp,
  });
  const done = frame.done.then(
    async (user) => {
      options.closeModal?.('account-frame');
      return signedIn(state, user, oidc);
    },
    (error: unknown) => {
      options.closeModal?.('account-frame');
      console.error('sign-in: the sign-in in the account frame failed', error);
      return false;
    },
  );
  state.inFrame = { cancel: frame.cancel, done };
  void done.finally(() => {
    if (state.inFrame?.done === done) state.inFrame = undefined;
  });
  open('account-frame', {
    frame: {
      url: frame.url,
      fullscreen: false,
      closable: true,
      redirect: false,
      screen: signUp ? 'sign-up' : 'sign-in',
    },
  });
}

/** The session's actions this page provides: sign in (a redirect, or the frame in the web view), sign out, read the client again. */
function sessionActions(state: SignInState): SessionActions {
  const { options } = state;
  return {
    async signIn({ returnTo, signUp }) {
      if (options.device.webview) return signInInFrame(state, returnTo, signUp === true);
      const oidc = await loadFlow(state);
      await oidc.signIn({ returnTo, language: options.language(), ...(signUp ? { signUp } : {}) });
    },
    async signOut() {
      const oidc = await loadFlow(state);
      // The API's logout clears its cookies (the token-cookie sites); the provider's clears its session.
      await logout(options.api()).catch((error: unknown) => console.warn('sign-out: API logout failed', error));
      forgetHere(state);
      await oidc.signOut(`${window.location.origin}/`);
    },
    async refreshClient() {
      // LOGIN_SUCCESSFUL from the frame's sign-in screen comes before its callback: the sign-in
      // under way completes (and reads the client) first.
      if (state.inFrame) {
        await state.inFrame.done;
        return;
      }
      const client = await getMe(options.api());
      rememberTabClient(client.id);
      options.session.getState().signedIn(sessionClientOf(client));
    },
  };
}

/** PageSignIn.completeCallback: signs in from the provider's answer, or answers the parent in the hidden frame. */
async function completeCallback(
  state: SignInState,
  href: string,
): Promise<{ readonly back: string; readonly failed: boolean } | null> {
  const framed = window.parent !== window;
  const kept = window.sessionStorage.getItem(AUTHORITY_KEY) ?? undefined;
  try {
    state.options.session.getState().loading();
    const oidc = await loadFlow(state, kept);
    const user = await oidc.handleCallback(href);
    if (framed) return null;
    if (!user) {
      forgetHere(state);
      return { back: '/', failed: true };
    }
    const ok = await signedIn(state, user, oidc);
    return { back: ok ? (user.returnTo ?? '/') : '/', failed: !ok };
  } catch (error) {
    if (framed) return null;
    forgetHere(state);
    // A forced sign-in the provider answered "not signed in" (prompt=none): back where the
    // visitor was, anonymous, without an error (the retry cookie stops another attempt).
    if (error instanceof CallbackError && error.code && isSilentLoginError({ error: error.code })) {
      return { back: error.returnTo ?? '/', failed: false };
    }
    // A§8: record the error and go to '/' (a state mismatch is 'Invalid state').
    console.error('sign-in: the callback failed', error);
    return { back: '/', failed: true };
  }
}

/** PageSignIn.start: restores a session this browser had (its marker or login cookie), or records that there is none. */
async function start(state: SignInState): Promise<void> {
  const { options, cookieMode } = state;
  const { session } = options;
  if (session.getState().status !== 'unknown') return;
  const cookies = document.cookie;
  const customLogin = cookieMode && hasCookie(cookies, SIGN_IN_COOKIES.customLogin);
  if (!hasSessionMarker(cookies) && !customLogin) {
    session.getState().signedOut();
    await guard(state);
    return;
  }
  await resume(state);
}

/**
 * Restores the session this browser had (its marker, or the token-cookie sites' login cookie):
 * the API's cookie first on those sites, then the provider's hidden frame. The page's `start`,
 * and again when the browser comes back online after a restore that failed (offline, the
 * provider out of reach): an offline reload shows the client's copy meanwhile, on both kinds of
 * site (pwa/offline-session.ts), which this replaces with the live session or drops.
 */
async function resume(state: SignInState): Promise<void> {
  const { options, cookieMode } = state;
  const { session } = options;
  session.getState().loading();
  try {
    // Offline nothing can restore the session: the provider's frame fails, and on the
    // token-cookie sites the worker would answer `accounts/me` from the client's copy, which is
    // not a live session (it was taken for one). A failed restore, like the provider out of reach.
    if (!navigator.onLine) throw new Error('offline: restored once the browser is back online');
    if (cookieMode && (await restoreFromCookie(state, document.cookie))) return;
    const oidc = await loadFlow(state);
    const user = (cookieMode ? undefined : await oidc.current()) ?? (await oidc.restore());
    if (!user) {
      forgetHere(state);
      await guard(state);
      return;
    }
    await signedIn(state, user, oidc);
  } catch (error) {
    // The provider down or the frame timing out is an error (ERR-13), never "not signed in":
    // the marker stays for the next page. A page allowed anonymous goes on without a token
    // (ACC-40); one that needs a signed-in client says sign-in is unavailable (ERR-12).
    const here = window.location.pathname;
    const outcome = silentLoginOutcome(error, !options.needsSignIn?.(here));
    console.error(`sign-in: the session could not be restored (${outcome})`, error);
    clearTimeout(state.renewTimer);
    state.token = null;
    session.getState().authenticationFailed();
    // Offline (or the provider out of reach): tried again when the browser is back online.
    retryWhenOnline(state);
    if (options.needsSignIn?.(here)) options.onUnavailable?.();
  }
}

/** A failed restore waits for the browser to be back online, then runs again (once per failure). */
function retryWhenOnline(state: SignInState): void {
  if (state.restoreFailed) return;
  state.restoreFailed = true;
  window.addEventListener(
    'online',
    () => {
      // Signed in meanwhile (a client was recorded) or signed out (the marker is gone): nothing to restore.
      if (!state.restoreFailed) return;
      state.restoreFailed = false;
      const cookies = document.cookie;
      if (!hasSessionMarker(cookies) && !(state.cookieMode && hasCookie(cookies, SIGN_IN_COOKIES.customLogin))) return;
      void resume(state);
    },
    { once: true },
  );
}

/**
 * Token-cookie sites, on start: the API's cookie may still hold a live token, so the client is
 * asked for with it first; where a hidden frame cannot see the provider's session, a top-level
 * silent sign-in, once per 5 minutes (ACC-41..46). True when one of them took over.
 */
async function restoreFromCookie(state: SignInState, cookies: string): Promise<boolean> {
  const { options } = state;
  const kept = Number(window.sessionStorage.getItem(COOKIE_EXPIRY_KEY));
  // The network's answer only: offline the service worker would answer its copy of the client,
  // which is no live session (docs/decisions/0048-pwa-offline.md, "The session offline").
  const read = await getMe(options.api(), undefined, undefined, { [NETWORK_ONLY_HEADER]: '1' }).then(
    async (client) => {
      await recordClient(state, client);
      return true;
    },
    (error: unknown) => {
      // Out of reach (no network, or the browser online before its network is): a restore that
      // failed, tried again once the browser is online — never "not signed in", nor a redirect.
      if (isApiError(error) && error.kind === 'network') throw error;
      return false;
    },
  );
  if (read) {
    setMarker(true);
    if (kept > 0) scheduleRenewal(state, { sub: '', accessToken: '', expiresAt: kept, returnTo: undefined });
    return true;
  }
  if (mustForceSignIn(cookies, await browserTraits(options.device), SIGN_IN_COOKIES)) {
    setRetryCookie();
    const oidc = await loadFlow(state);
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    await oidc.signIn({ returnTo: here, language: options.language(), silent: true });
    return true;
  }
  return false;
}
