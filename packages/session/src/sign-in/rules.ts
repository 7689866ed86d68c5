/** The spec's sign-in rules, pure (A§4, A§5, A§8, A§9). */

/** A cached token counts as stale this long before it expires (CONST, A§9: 60 s). */
export const STALE_EARLY_SECONDS = 60;

/** Silent sign-in errors that mean "not signed in" rather than a failure (A§8, ERR-11). */
export const SILENT_LOGIN_ERRORS = ['login_required', 'consent_required', 'missing_refresh_token'] as const;

/**
 * True when an address is the sign-in callback: exactly the callback path, with a `state` and
 * either a `code` or an `error` (A§4, ACC-15). Anything else is a page like any other.
 */
export function isSignInCallback(url: URL | string, callbackPath: string): boolean {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  if (parsed.pathname !== callbackPath) return false;
  const params = parsed.searchParams;
  return params.has('state') && (params.has('code') || params.has('error'));
}

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

/** The spec's message for a callback whose state was not sent by this browser (A§5, ERR-23). */
export const INVALID_STATE = 'Invalid state';

/** Maps oidc-client-ts' wording of a state mismatch onto the spec's error; other errors pass through. */
export function callbackError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (/no matching state/i.test(message)) return new Error(INVALID_STATE);
  return error instanceof Error ? error : new Error(message);
}
