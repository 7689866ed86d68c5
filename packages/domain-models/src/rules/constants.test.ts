import { describe, expect, it } from 'vitest';
import {
  AUTH_DEFAULTS,
  CUSTOM_LOGIN_MAX_AGE_SECONDS,
  cookieNamesFrom,
  FAVICON_SIZES,
  LANGUAGE_COOKIE_NAME,
  LOCATOR_COOKIE,
  SIGN_IN_FRAME,
} from './constants';
import { CUSTOM_LOGIN_COOKIE, CUSTOM_LOGIN_RETRY_COOKIE } from './sign-in';
import {
  HELP_SEARCH_DEBOUNCE_MS,
  HELP_SEARCH_MIN_QUERY_LENGTH,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_QUERY_LENGTH,
} from './search';

describe('constants of A§9', () => {
  it('CONST-07 the language cookie is named lang', () => {
    expect(LANGUAGE_COOKIE_NAME).toBe('lang');
  });
  it('CONST-08 the locator cookie cgp_locator lives 365 days', () => {
    expect(LOCATOR_COOKIE).toEqual({ name: 'cgp_locator', maxAgeDays: 365 });
  });
  it('CONST-09 CONST-10 custom-login cookie 1 hour, its retry cookie 5 minutes', () => {
    expect(CUSTOM_LOGIN_COOKIE).toBe('custom_login');
    expect(CUSTOM_LOGIN_RETRY_COOKIE).toBe('custom_login_retry');
    expect(CUSTOM_LOGIN_MAX_AGE_SECONDS).toEqual({ login: 3600, retry: 300 });
  });
  it('CONST-11 subscription and auth cookie names come from settings', () => {
    const names = cookieNamesFrom({
      cookieNames: { jwt: 'sub_jwt_fr', favoriteCinemas: 'sub_fav_fr' },
      authCookieNames: { customLogin: 'cl_fr', customLoginRetry: 'clr_fr' },
    });
    expect(names).toEqual({
      jwt: 'sub_jwt_fr',
      favoriteCinemas: 'sub_fav_fr',
      customLogin: 'cl_fr',
      customLoginRetry: 'clr_fr',
    });
  });
  it('CONST-12 CONST-13 frame message wait 60 s, frame cleanup 2 s', () => {
    expect(SIGN_IN_FRAME).toEqual({ messageWaitMs: 60_000, cleanupMs: 2_000 });
  });
  it('CONST-14..18 auth library defaults: popup 60 s, http 10 s, leeway 60 s, session check 1 day, lock 5 s', () => {
    expect(AUTH_DEFAULTS).toEqual({
      popupTimeoutMs: 60_000,
      httpTimeoutMs: 10_000,
      leewaySeconds: 60,
      sessionCheckMs: 86_400_000,
      lockMs: 5_000,
    });
  });
  it('CONST-19 favicon sizes 32, 128, 192, 196, 152, 167, 180', () => {
    expect([...FAVICON_SIZES]).toEqual([32, 128, 192, 196, 152, 167, 180]);
  });
  it('CONST-20 "3 and 300" is the search minimum and debounce, "2 and 350" the help search ones', () => {
    expect([SEARCH_MIN_QUERY_LENGTH, SEARCH_DEBOUNCE_MS]).toEqual([3, 300]);
    expect([HELP_SEARCH_MIN_QUERY_LENGTH, HELP_SEARCH_DEBOUNCE_MS]).toEqual([2, 350]);
  });
});
