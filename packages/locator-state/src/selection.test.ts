import { describe, expect, it } from 'vitest';
import { createLocatorStore } from './locator-store';
import { checkSelection, locatorCookie, readCookie, readLocatorCookie, restoreSelection } from './selection';

const cookieOf = (json: string) => `lang=fr; cgp_locator=${encodeURIComponent(json)}; other=1`;
const places: Record<string, 'cinema' | 'city'> = { paris: 'city', 'marquee-opera': 'cinema' };
const placeKind = (slug: string) => places[slug];

describe('locator selection', () => {
  it('ENT-39 CONST-08 the cgp_locator cookie round-trips, for 365 days', () => {
    const cookie = locatorCookie({ type: 'city', value: 'lyon' });
    expect(cookie).toMatch(/^cgp_locator=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(readLocatorCookie(cookie.split(';')[0])).toEqual({ type: 'city', value: 'lyon' });
    expect(locatorCookie({ type: 'cinema', value: 'x' }, { secure: true })).toMatch(/; Secure$/);
  });

  it('ENT-39 reads the aliases around and fav as position and favorite', () => {
    expect(readLocatorCookie(cookieOf('{"type":"around","value":"48.85,2.35"}'))).toEqual({
      type: 'position',
      value: '48.85,2.35',
    });
    expect(readLocatorCookie(cookieOf('{"type":"fav","value":"all"}'))).toEqual({ type: 'favorite', value: 'all' });
  });

  it('a malformed, foreign or out-of-shape cookie is no selection, never an error', () => {
    for (const bad of [
      'not json',
      '{"type":"planet","value":"mars"}',
      '{"type":"city","value":""}',
      '{"type":"city","value":"<script>"}',
      '{"type":"position","value":"200,2"}',
      '{"type":"position","value":"paris"}',
      '[]',
      'null',
    ]) {
      expect(readLocatorCookie(cookieOf(bad))).toBeNull();
    }
    expect(readLocatorCookie('cgp_locator=%E0%A4%A')).toBeNull();
    expect(readLocatorCookie(undefined)).toBeNull();
    expect(readCookie('a=1; b="two%20words"', 'b')).toBe('two words');
    expect(checkSelection({ type: 'cinema', value: 'marquee-opera' })).toEqual({
      type: 'cinema',
      value: 'marquee-opera',
    });
  });

  it('LOC-02 LOC-04 A§4 restores from the address first, then the cookie, then the site default city', () => {
    const cookie = { type: 'cinema', value: 'marquee-opera' } as const;
    expect(restoreSelection({ localisation: 'paris', placeKind, cookie, defaultCity: 'lyon' })).toEqual({
      selection: { type: 'city', value: 'paris' },
      source: 'url',
    });
    // An address naming no place of the site is ignored.
    expect(restoreSelection({ localisation: 'atlantis', placeKind, cookie, defaultCity: 'lyon' })).toEqual({
      selection: cookie,
      source: 'cookie',
    });
    expect(restoreSelection({ placeKind, defaultCity: 'lyon' })).toEqual({
      selection: { type: 'city', value: 'lyon' },
      source: 'default',
    });
    expect(restoreSelection({ placeKind, defaultCity: null })).toBeNull();
  });

  it('LOC-20 the site default is its city, else its region; every other source comes first', () => {
    // fr's configuration: the region idf; nl's: the city amsterdam.
    expect(restoreSelection({ placeKind, defaultRegion: 'idf' })).toEqual({
      selection: { type: 'region', value: 'idf' },
      source: 'default',
    });
    expect(restoreSelection({ placeKind, defaultCity: 'amsterdam', defaultRegion: 'idf' })).toEqual({
      selection: { type: 'city', value: 'amsterdam' },
      source: 'default',
    });
    // The address, a cinema page and the cookie all win over the region.
    const cookie = { type: 'city', value: 'lyon' } as const;
    expect(restoreSelection({ localisation: 'paris', placeKind, defaultRegion: 'idf' })?.source).toBe('url');
    expect(restoreSelection({ cinemaPage: 'marquee-opera', defaultRegion: 'idf' })?.source).toBe('page');
    expect(restoreSelection({ cookie, defaultRegion: 'idf' })).toEqual({ selection: cookie, source: 'cookie' });
    // A region slug out of shape is no default.
    expect(restoreSelection({ defaultRegion: '<idf>' })).toBeNull();
    expect(restoreSelection({ defaultRegion: null })).toBeNull();
    // A region is never read back from a cookie: it is a default, not a choice.
    expect(readLocatorCookie(cookieOf('{"type":"region","value":"idf"}'))).toBeNull();
  });

  it('LOC-03 step 2: on a cinema page its own slug, after the address and before the cookie', () => {
    const cookie = { type: 'city', value: 'lyon' } as const;
    expect(restoreSelection({ cinemaPage: 'marquee-opera', cookie, defaultCity: 'paris' })).toEqual({
      selection: { type: 'cinema', value: 'marquee-opera' },
      source: 'page',
    });
    // The address still wins over the page.
    expect(restoreSelection({ localisation: 'paris', placeKind, cinemaPage: 'marquee-opera', cookie })).toEqual({
      selection: { type: 'city', value: 'paris' },
      source: 'url',
    });
    // Not a cinema page (or a slug that is not one): the cookie, then the default.
    expect(restoreSelection({ cinemaPage: undefined, cookie })?.source).toBe('cookie');
    expect(restoreSelection({ cinemaPage: '<b>', cookie })?.source).toBe('cookie');
    expect(restoreSelection({ cinemaPage: '', defaultCity: 'paris' })?.source).toBe('default');
  });

  it('LOC-21 A§4 favourite mode is not allowed when not signed in', () => {
    const cookie = { type: 'favorite', value: 'all' } as const;
    expect(restoreSelection({ cookie, defaultCity: 'paris' })?.source).toBe('default');
    expect(restoreSelection({ cookie, defaultCity: 'paris', signedIn: true })?.selection).toEqual(cookie);
  });

  it('choosing saves the cookie; restoring does not', () => {
    const written: string[] = [];
    const store = createLocatorStore({}, (cookie) => written.push(cookie));
    store.getState().restored({ type: 'city', value: 'paris' }, 'default');
    expect(written).toEqual([]);
    store.getState().choose({ type: 'cinema', value: 'marquee-opera' });
    expect(store.getState()).toMatchObject({
      selection: { type: 'cinema', value: 'marquee-opera' },
      source: 'visitor',
    });
    expect(readLocatorCookie(written[0]?.split(';')[0])).toEqual({ type: 'cinema', value: 'marquee-opera' });
  });
});
