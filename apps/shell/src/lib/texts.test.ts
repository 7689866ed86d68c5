import { defineSite } from '@marquee/site-config';
import { describe, expect, it } from 'vitest';
import { commonTextsUrl, languageOfPath } from './texts';

const ch = defineSite({
  code: 'ch',
  country: 'Switzerland',
  brand: 'Marquee',
  domain: 'marquee.ch',
  languages: ['fr', 'en', 'de'],
  defaultLanguage: 'en',
  prefixDefaultLanguage: true,
  timeZone: 'Europe/Zurich',
  currency: 'CHF',
  ratingScheme: 'Default',
  flags: {},
  routes: {},
});

describe('shell texts', () => {
  it('API-06 the shell texts of a site and language are /assets/i18n/{cc}_{lang}.json', () => {
    expect(commonTextsUrl('ch', 'de')).toBe('/assets/i18n/ch_de.json');
  });

  it('SHELL-01 the page language is the route language, also on an address no route matches', () => {
    expect(languageOfPath(ch, '/de')).toBe('de');
    expect(languageOfPath(ch, '/fr/cinemas')).toBe('fr');
    expect(languageOfPath(ch, '/de/nothing-here')).toBe('de');
    expect(languageOfPath(ch, '/')).toBeUndefined();
    expect(languageOfPath(ch, '/nl')).toBeUndefined();
  });
});
