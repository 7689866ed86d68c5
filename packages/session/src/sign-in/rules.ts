/** The spec's sign-in rules, pure (A§4, A§5, A§8, A§9). */

import { hasCookie } from './markers';

// The two a page reads before it knows whether it signs anyone in (its first load carries them;
// the rest here loads with the sign-in code).
export { hasCookie, isSignInCallback } from './markers';

/** A cached token counts as stale this long before it expires (CONST, A§9: 60 s). */
export const STALE_EARLY_SECONDS = 60;

/** Silent sign-in errors that mean "not signed in" rather than a failure (A§8, ERR-11). */
export const SILENT_LOGIN_ERRORS = ['login_required', 'consent_required', 'missing_refresh_token'] as const;

/** True when a token expiring at `expiresAt` (seconds since the epoch) must be renewed at `nowMs` (ACC-49). */
export function tokenIsStale(
  expiresAt: number | undefined,
  nowMs: number,
  earlySeconds = STALE_EARLY_SECONDS,
): boolean {
  if (expiresAt === undefined) return true;
  return expiresAt - earlySeconds <= nowMs / 1000;
}

/** The OAuth error code of a failure, when it has one (oidc-client-ts' ErrorResponse carries `error`). */
export function oauthError(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string') return error.error;
  return undefined;
}

/** True for the silent errors that mean the visitor is simply not signed in at the provider. */
export function isSilentLoginError(error: unknown): boolean {
  const code = oauthError(error);
  return code !== undefined && (SILENT_LOGIN_ERRORS as readonly string[]).includes(code);
}

/** The spec's message when the sign-in configuration is missing (A§8, ERR-22). */
export const MISSING_CONFIGURATION =
  'Configuration must be specified either through AuthModule.forRoot or through AuthClientConfig.set';

/** A sign-in asked of a flow without its configuration (no provider address or no client id: ERR-22). */
export class MissingConfigurationError extends Error {
  constructor() {
    super(MISSING_CONFIGURATION);
    this.name = 'MissingConfigurationError';
  }
}

/**
 * The provider's answer "not signed in" made here (A§8, ERR-24): a silent retrieval in a
 * cross-origin-isolated page cannot use the hidden frame (the provider's page is not
 * COEP-compatible), so it is `login_required` without trying.
 */
export class LoginRequiredError extends Error {
  readonly error = 'login_required';
  constructor(reason: string) {
    super(`login_required: ${reason}`);
    this.name = 'LoginRequiredError';
  }
}

/** Token requests are retried this many times when they do not reach the provider (A§7, API-86). */
export const TOKEN_REQUEST_RETRIES = 3;

/**
 * True when a failed token request may be sent again: it never reached an answer (the network,
 * a timeout, a 5xx without an OAuth error). An OAuth error (`invalid_grant`...) is an answer:
 * sending the same request again cannot change it.
 */
export function isRetryableTokenFailure(error: unknown): boolean {
  return oauthError(error) === undefined;
}

/** What to do when a silent sign-in failed (A§6, A§8). */
export type SilentLoginOutcome =
  /** The page goes on without a token (ACC-40: a route allowed anonymous, and the visitor is simply not signed in). */
  | 'anonymous'
  /** The visitor must sign in: the error surfaces on a route that needs a signed-in client (ERR-12). */
  | 'sign-in'
  /** A failure, not an answer (the frame timing out, ERR-13; the provider unreachable): it is reported. */
  | 'error';

/**
 * A§8: login_required, consent_required and missing_refresh_token mean "not signed in": on a route
 * allowed anonymous the page proceeds without a token (ACC-40), elsewhere the error surfaces
 * (ERR-12). Anything else, a frame renewal timeout included, is an error (ERR-13).
 */
export function silentLoginOutcome(error: unknown, anonymousAllowed: boolean): SilentLoginOutcome {
  if (!isSilentLoginError(error)) return 'error';
  return anonymousAllowed ? 'anonymous' : 'sign-in';
}

/** The spec's message for a callback whose state was not sent by this browser (A§5, ERR-23). */
export const INVALID_STATE = 'Invalid state';

/** A failed callback: the message (the spec's 'Invalid state' on a mismatch), the OAuth code, the target. */
export class CallbackError extends Error {
  constructor(
    message: string,
    /** The provider's OAuth error (`login_required` after a forced silent sign-in, `access_denied`...). */
    readonly code?: string,
    /** The target stored in the request's state, when the state was ours. */
    readonly returnTo?: string,
  ) {
    super(message);
    this.name = 'CallbackError';
  }
}

/** Maps oidc-client-ts' wording of a state mismatch onto the spec's error; other errors keep their message and code. */
export function callbackError(error: unknown): CallbackError {
  const message = error instanceof Error ? error.message : String(error);
  if (/no matching state/i.test(message)) return new CallbackError(INVALID_STATE);
  const state = error && typeof error === 'object' && 'state' in error ? error.state : undefined;
  const returnTo =
    state && typeof state === 'object' && 'returnTo' in state && typeof state.returnTo === 'string'
      ? state.returnTo
      : undefined;
  return new CallbackError(message, oauthError(error), returnTo);
}

/** What the forced-sign-in rule reads of the browser (A§4; the page fills it in an effect, never while rendering). */
export interface BrowserTraits {
  readonly userAgent: string;
  /** A phone or tablet (the edge's device hint or the viewport). */
  readonly mobile: boolean;
  /** The brand's app web view (a `MarqueeApp/` token in the user agent). */
  readonly webview: boolean;
  /** Storage quota in bytes (navigator.storage.estimate), when known: Chrome restricts it in private windows. */
  readonly storageQuota?: number;
  readonly hasServiceWorker: boolean;
  readonly hasIndexedDB: boolean;
}

/** Chrome from this version reports a small quota when storage is restricted (A§9). */
export const STORAGE_PRESSURE_MIN_CHROME = 76;
/** Below this quota Chrome's storage counts as restricted (a private window gets about 100 MB). */
export const RESTRICTED_QUOTA_BYTES = 120 * 1024 * 1024;

/**
 * Browsers where a hidden frame cannot restore the session (A§4, ACC-42..46), so the token-cookie
 * sites sign in again by a top-level redirect instead: a mobile browser outside the app, Safari,
 * Chrome with restricted storage, Firefox without service workers, old IE/Edge without IndexedDB.
 */
export function isForcedSignInBrowser(traits: BrowserTraits): boolean {
  const ua = traits.userAgent;
  if (traits.mobile && !traits.webview) return true;
  const chrome = /(?:Chrome|CriOS)\/(\d+)/.exec(ua);
  const edgeLegacy = /Edge\/\d+/.test(ua) || /MSIE |Trident\//.test(ua);
  if (edgeLegacy) return !traits.hasIndexedDB;
  if (/Firefox\//.test(ua)) return !traits.hasServiceWorker;
  if (chrome) {
    const version = Number(chrome[1]);
    return (
      version >= STORAGE_PRESSURE_MIN_CHROME &&
      traits.storageQuota !== undefined &&
      traits.storageQuota < RESTRICTED_QUOTA_BYTES
    );
  }
  return /Safari\//.test(ua);
}

/**
 * Forced sign-in (A§4, ACC-41): on such a browser, only when the custom-login cookie exists (this
 * browser signed in within the hour) and its retry cookie does not (no forced attempt in the last
 * 5 minutes: never a loop).
 */
export function mustForceSignIn(
  cookies: string,
  browser: BrowserTraits,
  names: { readonly customLogin: string; readonly customLoginRetry: string },
): boolean {
  return (
    hasCookie(cookies, names.customLogin) &&
    !hasCookie(cookies, names.customLoginRetry) &&
    isForcedSignInBrowser(browser)
  );
}
