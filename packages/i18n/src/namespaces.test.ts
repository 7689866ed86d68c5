import { describe, expect, it } from 'vitest';
import { localeFileName, localeFileUrl, NAMESPACES } from './namespaces';

describe('namespaces and locale files', () => {
  it('API-06 one namespace for the shell and one per remote', () => {
    expect(NAMESPACES).toEqual(['common', 'catalogue', 'account', 'help-centre', 'locator', 'search']);
  });

  it('API-06 locale files are named {cc}_{lang} and served from /assets/i18n (CLARIFICATIONS)', () => {
    expect(localeFileName('ch', 'de')).toBe('ch_de');
    expect(localeFileUrl('fr', 'en')).toBe('/assets/i18n/fr_en.json');
    expect(localeFileUrl('nl', 'nl', '/remotes/catalogue/assets/i18n/')).toBe(
      '/remotes/catalogue/assets/i18n/nl_nl.json',
    );
  });
});
