import { COUNTRY_CODES, favouritePolicyFor, SITE_TABLE } from '@marquee/domain-models';
import { describe, expect, it } from 'vitest';
import { SITES } from './sites';

// The API's site table is derived from the one table of sites the country apps spread
// (apps/edge/test/site-table.test.ts checks those and the running API's answers side by side).
describe("the API's table of sites", () => {
  it('SITE-01 SITE-17 SITE-40 has one row a site, in the table of sites order, each carrying its row of SITE_TABLE', () => {
    expect(Object.keys(SITES)).toEqual([...COUNTRY_CODES]);
    for (const code of COUNTRY_CODES) {
      const facts = SITE_TABLE[code];
      const site = SITES[code];
      expect(site, code).toMatchObject({
        code: facts.code,
        domain: facts.domain,
        languages: [...facts.languages],
        defaultLanguage: facts.defaultLanguage,
        prefixDefaultLanguage: facts.prefixDefaultLanguage,
        timeZone: facts.timeZone,
        currency: facts.currency,
        ratingSystem: facts.ratingScheme,
        favoriteLimit: favouritePolicyFor(code).limit,
      });
      expect(site?.brand.name, code).toBe(facts.brand);
      expect(site?.country.en, code).toBe(facts.country);
    }
  });
});
