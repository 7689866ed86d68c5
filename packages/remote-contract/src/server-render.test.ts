import { describe, expect, it } from 'vitest';
import { deviceHint } from './server-render';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('device hint', () => {
  it('SHELL-05 the viewport class from the Sec-CH-UA-Mobile hint first, else the user agent', () => {
    expect(deviceHint({ userAgent: DESKTOP, uaMobile: '?1' }).viewport).toBe('mobile');
    expect(deviceHint({ userAgent: ANDROID_PHONE, uaMobile: '?0' }).viewport).toBe('desktop');
    expect(deviceHint({ userAgent: IPHONE }).viewport).toBe('mobile');
    expect(deviceHint({ userAgent: ANDROID_PHONE }).viewport).toBe('mobile');
    expect(deviceHint({ userAgent: IPAD }).viewport).toBe('tablet');
    expect(deviceHint({ userAgent: ANDROID_TABLET }).viewport).toBe('tablet');
    expect(deviceHint({ userAgent: DESKTOP }).viewport).toBe('desktop');
    expect(deviceHint({})).toEqual({ viewport: 'desktop', webview: false });
  });

  it('SHELL-79 the app web view is recognised by its MarqueeApp/ token only', () => {
    expect(deviceHint({ userAgent: `${IPHONE} MarqueeApp/5.2.1` })).toEqual({ viewport: 'mobile', webview: true });
    expect(deviceHint({ userAgent: `${IPHONE} NotMarqueeApp` }).webview).toBe(false);
    expect(deviceHint({ userAgent: `${IPHONE} MarqueeApp` }).webview).toBe(false);
  });
});

describe('page cookies', () => {
  it('only the PAGE_COOKIES reach a render, raw, and an oversized one is dropped', async () => {
    const { pageCookies } = await import('./contract');
    const locator = encodeURIComponent('{"type":"city","value":"lyon"}');
    expect(pageCookies(`lang=fr; cgp_locator=${locator}; session=secret`)).toEqual({ cgp_locator: locator });
    expect(pageCookies(`cgp_locator=${'x'.repeat(600)}`)).toEqual({});
    expect(pageCookies(undefined)).toEqual({});
    expect(pageCookies('=broken; ;cgp_locator')).toEqual({});
  });
});
