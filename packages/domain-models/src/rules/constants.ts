/** Cookie holding the chosen language (CONST-07, A§4). */
export const LANGUAGE_COOKIE_NAME = 'lang';

/** Locator cookie and its lifetime in days (CONST-08, A§9). */
export const LOCATOR_COOKIE = { name: 'cgp_locator', maxAgeDays: 365 } as const;

/** Lifetimes of the custom-login cookie (1 hour) and its retry cookie (5 minutes) (CONST-09, CONST-10). */
export const CUSTOM_LOGIN_MAX_AGE_SECONDS = { login: 60 * 60, retry: 5 * 60 } as const;

/** Timings of the sign-in frame exchange (CONST-12, CONST-13, A§9). */
export const SIGN_IN_FRAME = {
  /** How long a frame message is waited for. */
  messageWaitMs: 60_000,
  /** When a finished frame is removed. */
  cleanupMs: 2_000,
} as const;

/** Defaults of the authentication library (CONST-14..18, A§9). */
export const AUTH_DEFAULTS = {
  popupTimeoutMs: 60_000,
  httpTimeoutMs: 10_000,
  leewaySeconds: 60,
  sessionCheckMs: 24 * 60 * 60 * 1000,
  lockMs: 5_000,
} as const;

/** Favicon sizes the page declares (CONST-19, A§9). */
export const FAVICON_SIZES = [32, 128, 192, 196, 152, 167, 180] as const;

/**
 * Names of the cookies the settings call gives (CONST-11, A§3): the subscription area's jwt and
 * favourite-cinemas cookies and the auth cookies are read from `settings`, never hard-coded.
 */
export function cookieNamesFrom(settings: {
  readonly cookieNames: { readonly jwt: string; readonly favoriteCinemas: string };
  readonly authCookieNames: { readonly customLogin: string; readonly customLoginRetry: string };
}): { jwt: string; favoriteCinemas: string; customLogin: string; customLoginRetry: string } {
  return {
    jwt: settings.cookieNames.jwt,
    favoriteCinemas: settings.cookieNames.favoriteCinemas,
    customLogin: settings.authCookieNames.customLogin,
    customLoginRetry: settings.authCookieNames.customLoginRetry,
  };
}

/** The longest feedback comment, in characters (the form's limit and the API's schema). */
export const FEEDBACK_COMMENT_MAX = 1000;
