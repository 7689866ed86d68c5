import { describe, expect, it } from 'vitest';
import { locatorCookieValue, readLocatorCookie } from './locator-cookie';

describe('locator cookie (ENT-39)', () => {
  it('reads the selection written by locatorCookieValue, among other cookies', () => {
    const value = locatorCookieValue({ type: 'city', value: 'paris' });
    expect(readLocatorCookie(`lang=fr; cgp_locator=${value}; other=1`)).toEqual({ type: 'city', value: 'paris' });
    expect(readLocatorCookie(`cgp_locator=${locatorCookieValue({ type: 'cinema', value: 'marquee-opera' })}`)).toEqual({
      type: 'cinema',
      value: 'marquee-opera',
    });
  });

  it('reads the aliases in canonical form (CL "Cinema selection kinds")', () => {
    const around = encodeURIComponent(JSON.stringify({ type: 'around', value: '48.85,2.35' }));
    expect(readLocatorCookie(`cgp_locator=${around}`)).toEqual({ type: 'position', value: '48.85,2.35' });
  });

  it('gives null for no cookie, a broken one, or an unknown kind', () => {
    expect(readLocatorCookie('')).toBeNull();
    expect(readLocatorCookie('lang=fr')).toBeNull();
    expect(readLocatorCookie('cgp_locator=%7Bnot-json')).toBeNull();
    expect(readLocatorCookie('cgp_locator=%E0%A4%A')).toBeNull();
    expect(readLocatorCookie(`cgp_locator=${encodeURIComponent('{"type":"moon","value":"x"}')}`)).toBeNull();
    expect(readLocatorCookie(`cgp_locator=${encodeURIComponent('{"type":"city","value":""}')}`)).toBeNull();
  });
});
