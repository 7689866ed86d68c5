import { type ApiClient, getMe, getWebview, logout } from '@marquee/api-client';
import { toClientView } from '@marquee/domain-models';
import type { SessionClient, SessionStore } from '@marquee/session';
import type { SignedInUser, SignInFlow } from '@marquee/session/sign-in';
import { isSignInCallback, STALE_EARLY_SECONDS } from '@marquee/session/sign-in/rules';
import { IDENTITY_API_AUDIENCE, IDENTITY_CALLBACK_PATH, identityClientId, type SiteConfig } from '@marquee/site-config';

/**
 * The page's sign-in (issue 14 item 3, the third-party-redirect sites): the header's button
 * starts the redirect, `/callback` completes it, a reload restores the session in a hidden frame,
 * the token is renewed before it goes stale, sign-out forgets it here and at the provider.
 *
 * The OIDC client (oidc-client-ts, ~20 KB gzip) is imported only when needed: a visitor who never
 * signed in on this browser loads none of it. What tells the page to look is a marker cookie
 * holding no token (`marquee_session=1`), like auth0-spa-js' `is.authenticated` cookie; the
 * tokens themselves stay in memory (never localStorage, sessionStorage or a cookie).
 */

/** The marker of a browser that signed in (no token in it: the session itself is the provider's). */
export const SESSION_MARKER_COOKIE = 'marquee_session';
/** How long the marker lasts: the provider's refresh token lifetime (7 days). */
const MARKER_MAX_AGE_S = 7 * 24 * 3600;
/** Where the provider's address is kept for the redirect back and the hidden frame (not a secret). */
const AUTHORITY_KEY = 'marquee.sign-in.authority';

/** True when the address is this site's sign-in callback (exact path, code or error, and state: ACC-15). */
export function isCallbackAddress(href: string): boolean {
  return isSignInCallback(href, IDENTITY_CALLBACK_PATH);
}

/** True when this browser signed in before (the marker cookie is there). */
export function hasSessionMarker(cookie: string): boolean {
  return cookie.split(/;\s*/).some((pair) => pair === `${SESSION_MARKER_COOKIE}=1`);
}

function setMarker(on: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; the value is a constant.
  document.cookie = on
    ? `${SESSION_MARKER_COOKIE}=1; Path=/; Max-Age=${MARKER_MAX_AGE_S}; SameSite=Lax${secure}`
    : `${SESSION_MARKER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** The client as the header and the profile pop-in show it (ACC-34, ACC-35). */
export function sessionClientOf(
  client: Parameters<typeof toClientView>[0] & { subscription?: unknown },
): SessionClient {
  const view = toClientView(client);
  return {
    id: view.id,
    name: view.name,
    email: view.email,
    avatar: view.avatar,
    initials: view.avatarFallback,
    hasSubscription: view.cinepassSubscription || Boolean(client.subscription),
  };
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

export function createPageSignIn(options: PageSignInOptions): PageSignIn {
  const { site, session } = options;
  let token: string | null = null;
  let flow: Promise<SignInFlow> | undefined;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;

  /** The provider's issuer: kept from this tab's sign-in, else read from the API's webview addresses. */
  const authority = async (): Promise<string> => {
    const kept = window.sessionStorage.getItem(AUTHORITY_KEY);
    if (kept) return kept;
    const { urlLogin } = await getWebview(options.api());
    const issuer = new URL(urlLogin).origin;
    window.sessionStorage.setItem(AUTHORITY_KEY, issuer);
    return issuer;
  };

  const loadFlow = (knownAuthority?: string): Promise<SignInFlow> => {
    flow ??= Promise.all([import('@marquee/session/sign-in'), knownAuthority ?? authority()]).then(
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
    flow.catch(() => {
      flow = undefined;
    });
    return flow;
  };

  /** Renews the token before it goes stale (refresh token, then the hidden frame: A§4). */
  const scheduleRenewal = (user: SignedInUser) => {
    clearTimeout(renewTimer);
    if (user.expiresAt === undefined) return;
    const delay = Math.max(0, (user.expiresAt - STALE_EARLY_SECONDS) * 1000 - Date.now());
    renewTimer = setTimeout(() => void renew(), delay);
  };

  const forgetHere = () => {
    clearTimeout(renewTimer);
    token = null;
    setMarker(false);
    options.clearCaches();
    session.getState().signedOut();
  };

  const renew = async () => {
    try {
      const oidc = await loadFlow();
      const fresh = await oidc.accessToken();
      const user = fresh ? await oidc.current() : undefined;
      if (!user) {
        // login_required and its kin: signed out locally, no redirect (ACC-47).
        forgetHere();
        return;
      }
      token = user.accessToken;
      scheduleRenewal(user);
    } catch (error) {
      console.error('sign-in: the token could not be renewed', error);
      forgetHere();
    }
  };

  /** Records a signed-in user: the token, the marker, the client from `accounts/me` (ACC-09, ACC-10). */
  const signedIn = async (user: SignedInUser): Promise<boolean> => {
    token = user.accessToken;
    setMarker(true);
    scheduleRenewal(user);
    try {
      const client = await getMe(options.api());
      session.getState().signedIn(sessionClientOf(client));
      return true;
    } catch (error) {
      // No client: not authenticated (ACC-12, ACC-14).
      console.error('sign-in: the client could not be read', error);
      forgetHere();
      return false;
    }
  };

  session.getState().provide({
    async signIn({ returnTo, signUp }) {
      const oidc = await loadFlow();
      await oidc.signIn({ returnTo, language: options.language(), ...(signUp ? { signUp } : {}) });
    },
    async signOut() {
      const oidc = await loadFlow();
      // The API's logout clears its cookies (the token-cookie sites); the provider's clears its session.
      await logout(options.api()).catch((error: unknown) => console.warn('sign-out: API logout failed', error));
      forgetHere();
      await oidc.signOut(`${window.location.origin}/`);
    },
  });

  return {
    token: () => token,
    async completeCallback(href) {
      const framed = window.parent !== window;
      const kept = window.sessionStorage.getItem(AUTHORITY_KEY) ?? undefined;
      try {
        session.getState().loading();
        const oidc = await loadFlow(kept);
        const user = await oidc.handleCallback(href);
        if (framed) return null;
        if (!user) {
          forgetHere();
          return { back: '/', failed: true };
        }
        const ok = await signedIn(user);
        return { back: ok ? (user.returnTo ?? '/') : '/', failed: !ok };
      } catch (error) {
        // A§8: record the error and go to '/' (a state mismatch is 'Invalid state').
        console.error('sign-in: the callback failed', error);
        if (framed) return null;
        forgetHere();
        return { back: '/', failed: true };
      }
    },
    async start() {
      if (session.getState().status !== 'unknown') return;
      if (!hasSessionMarker(document.cookie)) {
        session.getState().signedOut();
        return;
      }
      session.getState().loading();
      try {
        const oidc = await loadFlow();
        const user = (await oidc.current()) ?? (await oidc.restore());
        if (!user) {
          forgetHere();
          return;
        }
        await signedIn(user);
      } catch (error) {
        // The provider down or the frame timing out: the page goes on anonymous (ACC-40).
        console.error('sign-in: the session could not be restored', error);
        clearTimeout(renewTimer);
        token = null;
        session.getState().signedOut();
      }
    },
  };
}
