import { ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import {
  type BrowserTraits,
  callbackError,
  INVALID_STATE,
  isForcedSignInBrowser,
  isRetryableTokenFailure,
  isSignInCallback,
  isSilentLoginError,
  LoginRequiredError,
  MISSING_CONFIGURATION,
  MissingConfigurationError,
  mustForceSignIn,
  silentLoginOutcome,
  tokenIsStale,
} from './rules';

describe('ACC-15 the callback fires only on its exact path with (code or error) and state', () => {
  it.each([
    ['http://fr.marquee.localhost/callback?code=c&state=s', true],
    ['http://fr.marquee.localhost/callback?error=login_required&state=s', true],
    ['http://fr.marquee.localhost/callback?code=c', false],
    ['http://fr.marquee.localhost/callback?state=s', false],
    ['http://fr.marquee.localhost/callback/?code=c&state=s', false],
    ['http://fr.marquee.localhost/en/callback?code=c&state=s', false],
    ['http://fr.marquee.localhost/film/x?code=c&state=s', false],
  ])('%s → %s', (url, expected) => {
    expect(isSignInCallback(url, '/callback')).toBe(expected);
  });
});

describe('ACC-49 a token is stale 60 s before it expires', () => {
  it('renews from 60 s before expiry, not earlier; no expiry counts as stale', () => {
    const now = 1_000_000_000_000;
    expect(tokenIsStale(now / 1000 + 61, now)).toBe(false);
    expect(tokenIsStale(now / 1000 + 60, now)).toBe(true);
    expect(tokenIsStale(now / 1000 - 1, now)).toBe(true);
    expect(tokenIsStale(undefined, now)).toBe(true);
  });
});

describe('ERR-11 ERR-23 silent errors and the state mismatch', () => {
  it('knows the three silent errors that mean "not signed in"', () => {
    for (const error of ['login_required', 'consent_required', 'missing_refresh_token']) {
      expect(isSilentLoginError({ error })).toBe(true);
    }
    expect(isSilentLoginError({ error: 'invalid_grant' })).toBe(false);
    expect(isSilentLoginError(new Error('login_required'))).toBe(false);
  });

  it("reports oidc-client-ts' state mismatch as 'Invalid state'", () => {
    expect(callbackError(new Error('No matching state found in storage')).message).toBe(INVALID_STATE);
    const other = callbackError(new Error('network'));
    expect(other.message).toBe('network');
    expect(other.code).toBeUndefined();
    // A silent (prompt=none) answer keeps its code and the target stored in our state.
    const silent = callbackError(
      Object.assign(new Error('login_required'), { error: 'login_required', state: { returnTo: '/films' } }),
    );
    expect(silent.code).toBe('login_required');
    expect(silent.returnTo).toBe('/films');
  });
});

describe('ACC-41..46 forced sign-in on the token-cookie sites', () => {
  const names = { customLogin: 'custom_login', customLoginRetry: 'custom_login_retry' };
  const chrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const desktop: BrowserTraits = {
    userAgent: chrome,
    mobile: false,
    webview: false,
    storageQuota: 2 * 1024 ** 3,
    hasServiceWorker: true,
    hasIndexedDB: true,
  };

  it('ACC-42 a mobile browser outside the app, not the app web view', () => {
    expect(isForcedSignInBrowser({ ...desktop, mobile: true })).toBe(true);
    expect(isForcedSignInBrowser({ ...desktop, mobile: true, webview: true })).toBe(false);
    expect(isForcedSignInBrowser(desktop)).toBe(false);
  });

  it('ACC-43 Safari (not Chrome, which also names Safari)', () => {
    const safari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    expect(isForcedSignInBrowser({ ...desktop, userAgent: safari })).toBe(true);
  });

  it('ACC-44 Chrome from 76 with restricted storage; an older Chrome is not checked', () => {
    expect(isForcedSignInBrowser({ ...desktop, storageQuota: 100 * 1024 * 1024 })).toBe(true);
    const old = chrome.replace('131.0.0.0', '75.0.3770.0');
    expect(isForcedSignInBrowser({ ...desktop, userAgent: old, storageQuota: 100 * 1024 * 1024 })).toBe(false);
    expect(isForcedSignInBrowser({ ...desktop, storageQuota: undefined })).toBe(false);
  });

  it('ACC-45 Firefox without service workers', () => {
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    expect(isForcedSignInBrowser({ ...desktop, userAgent: firefox, hasServiceWorker: false })).toBe(true);
    expect(isForcedSignInBrowser({ ...desktop, userAgent: firefox })).toBe(false);
  });

  it('ACC-46 old IE/Edge without IndexedDB', () => {
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Safari/537.36 Edge/18.17763';
    expect(isForcedSignInBrowser({ ...desktop, userAgent: edge, hasIndexedDB: false })).toBe(true);
    expect(isForcedSignInBrowser({ ...desktop, userAgent: edge })).toBe(false);
    const ie = 'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko';
    expect(isForcedSignInBrowser({ ...desktop, userAgent: ie, hasIndexedDB: false })).toBe(true);
  });

  it('ACC-41 only with the custom-login cookie and without its retry cookie', () => {
    const phone = { ...desktop, mobile: true };
    expect(mustForceSignIn('lang=fr; custom_login=1', phone, names)).toBe(true);
    expect(mustForceSignIn('custom_login=1; custom_login_retry=1', phone, names)).toBe(false);
    expect(mustForceSignIn('lang=fr', phone, names)).toBe(false);
    expect(mustForceSignIn('custom_login=1', desktop, names)).toBe(false);
  });
});

describe('A§6 A§8 a silent sign-in that fails', () => {
  const answer = (error: string) => ({ error, error_description: 'from the provider' });

  it('ACC-40 on a route allowed anonymous, login_required and its kin let the page go on without a token', () => {
    for (const code of ['login_required', 'consent_required', 'missing_refresh_token']) {
      expect(silentLoginOutcome(answer(code), true)).toBe('anonymous');
    }
  });

  it('ERR-12 the same errors on a route that needs a signed-in client surface: the visitor must sign in', () => {
    for (const code of ['login_required', 'consent_required', 'missing_refresh_token']) {
      expect(silentLoginOutcome(answer(code), false)).toBe('sign-in');
    }
  });

  it('ERR-13 a frame renewal timeout is an error on every route, as are other failures', () => {
    // What oidc-client-ts throws when the hidden frame gives no answer in time.
    const timeout = new ErrorTimeout('IFrame timed out without a response');
    expect(silentLoginOutcome(timeout, true)).toBe('error');
    expect(silentLoginOutcome(timeout, false)).toBe('error');
    expect(silentLoginOutcome(new TypeError('Failed to fetch'), true)).toBe('error');
    expect(silentLoginOutcome(answer('access_denied'), true)).toBe('error');
  });

  it('ERR-24 the login_required made in a cross-origin-isolated page counts as not signed in', () => {
    const isolated = new LoginRequiredError('the page is cross-origin isolated');
    expect(isSilentLoginError(isolated)).toBe(true);
    expect(silentLoginOutcome(isolated, true)).toBe('anonymous');
  });

  it('API-86 only a request that got no answer is retried, never an OAuth error', () => {
    expect(isRetryableTokenFailure(new TypeError('fetch failed'))).toBe(true);
    expect(isRetryableTokenFailure(new ErrorTimeout('Network timed out'))).toBe(true);
    expect(isRetryableTokenFailure(answer('invalid_grant'))).toBe(false);
  });

  it('ERR-22 the missing-configuration error carries the spec text', () => {
    expect(new MissingConfigurationError().message).toBe(
      'Configuration must be specified either through AuthModule.forRoot or through AuthClientConfig.set',
    );
    expect(MISSING_CONFIGURATION).toBe(new MissingConfigurationError().message);
  });
});
