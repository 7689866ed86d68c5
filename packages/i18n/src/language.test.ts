import { LANGUAGES, type Language } from '@marquee/domain-models';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, languageCookie, parseAcceptLanguage, readLanguageCookie, resolveLanguage } from './language';

const ch = { languages: ['fr', 'en', 'de'] as const, defaultLanguage: 'en' as const };
const fr = { languages: ['fr', 'en'] as const, defaultLanguage: 'fr' as const };
const nl = { languages: ['nl', 'en'] as const, defaultLanguage: 'nl' as const };

describe('resolveLanguage', () => {
  it('SHELL-01 the route language comes first', () => {
    expect(resolveLanguage({ routeLanguage: 'de', cookieLanguage: 'fr', browserLanguages: ['en'], site: ch })).toBe(
      'de',
    );
  });

  it('SHELL-02 then the lang cookie', () => {
    expect(resolveLanguage({ cookieLanguage: 'fr', browserLanguages: ['de-CH'], site: ch })).toBe('fr');
    expect(LANGUAGE_COOKIE).toBe('lang');
  });

  it('SHELL-03 then the first browser language whose prefix the site offers', () => {
    expect(resolveLanguage({ browserLanguages: ['de-CH', 'fr'], site: ch })).toBe('de');
    expect(resolveLanguage({ browserLanguages: ['es-ES', 'it', 'fr-BE'], site: ch })).toBe('fr');
    expect(resolveLanguage({ browserLanguages: ['EN_us'], site: fr })).toBe('en');
  });

  it('SHELL-04 else the site default', () => {
    expect(resolveLanguage({ site: ch })).toBe('en');
    expect(resolveLanguage({ browserLanguages: ['de-DE'], site: fr })).toBe('fr');
  });

  it('SHELL-01..04 a value the site does not offer is skipped at each step', () => {
    expect(resolveLanguage({ routeLanguage: 'de', cookieLanguage: 'nl', browserLanguages: ['de'], site: fr })).toBe(
      'fr',
    );
    expect(resolveLanguage({ routeLanguage: 'xx', cookieLanguage: 'en', site: nl })).toBe('en');
    expect(resolveLanguage({ routeLanguage: null, cookieLanguage: 'de', browserLanguages: ['nl-BE'], site: nl })).toBe(
      'nl',
    );
  });

  it('SHELL-01..04 property: the result is always a language the site offers, and follows the priority', () => {
    const site = fc
      .uniqueArray(fc.constantFrom(...LANGUAGES), { minLength: 1, maxLength: 4 })
      .chain((languages) =>
        fc.record({ languages: fc.constant(languages), defaultLanguage: fc.constantFrom(...languages) }),
      );
    const any = fc.oneof(fc.constantFrom<string>(...LANGUAGES, 'es', 'de-CH', 'EN'), fc.string());
    fc.assert(
      fc.property(site, fc.option(any), fc.option(any), fc.array(any), (s, route, cookie, browser) => {
        const result = resolveLanguage({
          routeLanguage: route,
          cookieLanguage: cookie,
          browserLanguages: browser,
          site: s,
        });
        expect(s.languages).toContain(result);
        const offeredRoute = route?.trim().toLowerCase();
        if (offeredRoute && (s.languages as readonly string[]).includes(offeredRoute))
          expect(result).toBe(offeredRoute);
      }),
    );
  });
});

describe('lang cookie', () => {
  it('SHELL-02 readLanguageCookie finds lang among other cookies', () => {
    expect(readLanguageCookie('a=1; lang=de; b=2')).toBe('de');
    expect(readLanguageCookie('lang="nl"')).toBe('nl');
    expect(readLanguageCookie('slang=fr; a=b')).toBeUndefined();
    expect(readLanguageCookie('lang=es')).toBeUndefined();
    expect(readLanguageCookie('lang=%E0%A4%A')).toBeUndefined();
    expect(readLanguageCookie('')).toBeUndefined();
    expect(readLanguageCookie(undefined)).toBeUndefined();
  });

  it('SHELL-02 property: a written cookie reads back', () => {
    fc.assert(
      fc.property(fc.constantFrom<Language>(...LANGUAGES), fc.string(), (lang, noise) => {
        const pair = languageCookie(lang).split(';')[0] ?? '';
        const header = `x=${encodeURIComponent(noise)}; ${pair}`;
        expect(readLanguageCookie(header)).toBe(lang);
      }),
    );
  });
});

describe('parseAcceptLanguage', () => {
  it('SHELL-03 orders by quality, keeps header order on ties, drops q=0 and *', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(parseAcceptLanguage('en;q=0.2, nl')).toEqual(['nl', 'en']);
    expect(parseAcceptLanguage('de;q=0, en')).toEqual(['en']);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});
