import type { CountryCode } from '../sites';

/**
 * How a site signs its clients in (A§6, ACC-05, CLARIFICATIONS): the third-party login redirect
 * (fr, ch, be, nl: tokens in the page's memory, sent as a bearer header) or the token-cookie
 * manager (tn, sn, ci, ma: the access token kept by the API in an HttpOnly cookie the page's
 * scripts never read; the calls carry the cookie instead of a header).
 */
export type SignInMode = 'redirect' | 'token-cookie';

const TOKEN_COOKIE_SITES: ReadonlySet<string> = new Set<CountryCode>(['tn', 'sn', 'ci', 'ma']);

/** The sign-in mode of a site. */
export function signInMode(site: CountryCode | string): SignInMode {
  return TOKEN_COOKIE_SITES.has(site) ? 'token-cookie' : 'redirect';
}

/**
 * Cookie names and lifetimes of sign-in (settings' `cookieNames.jwt` and `authCookieNames`, A§9,
 * CLARIFICATIONS): the token cookie (HttpOnly, set and cleared by the API only), the custom-login
 * cookie (1 hour: this browser signed in through the token-cookie manager; holds no token) and
 * its retry cookie (5 minutes: a forced sign-in was just tried, do not try again).
 */
export const SIGN_IN_COOKIES = {
  token: 'jwt',
  customLogin: 'custom_login',
  customLoginMaxAge: 60 * 60,
  customLoginRetry: 'custom_login_retry',
  customLoginRetryMaxAge: 5 * 60,
} as const;
