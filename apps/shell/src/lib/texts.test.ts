import { describe, expect, it } from 'vitest';
import { commonTextsUrl } from './texts';

// The language of an address is routing's `pathLanguage` (tested in packages/routing).
describe('shell texts', () => {
  it('API-06 the shell texts of a site and language are /assets/i18n/{cc}_{lang}.json', () => {
    expect(commonTextsUrl('ch', 'de')).toBe('/assets/i18n/ch_de.json');
  });
});
