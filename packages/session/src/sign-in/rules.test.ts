import { describe, expect, it } from 'vitest';
import { callbackError, INVALID_STATE, isSignInCallback, isSilentLoginError, tokenIsStale } from './rules';

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
    const other = new Error('network');
    expect(callbackError(other)).toBe(other);
  });
});
