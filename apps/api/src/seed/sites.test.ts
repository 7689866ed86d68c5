import { COUNTRY_CODES, favouritePolicyFor, SITE_TABLE, type SiteFacts } from '@marquee/domain-models';
import { describe, expect, it } from 'vitest';
import { SITES, type SiteInfo } from './sites';

/** The facts the API's rows carry under the table's own names. */
const SAME_NAME: readonly (keyof SiteFacts & keyof SiteInfo)[] = [
  'code',
  'domain',
  'languages',
  'defaultLanguage',
  'prefixDefaultLanguage',
  'timeZone',
  'currency',
];

// The API's site table is derived from the one table of sites the country apps spread
// (apps/edge/test/site-table.test.ts checks those and the running API's answers side by side).
describe("the API's table of sites", () => {
  it('SITE-01 SITE-17 SITE-40 has one row a site, in the table of sites order, each carrying its row of SITE_TABLE', () => {
    expect(Object.keys(SITES)).toEqual([...COUNTRY_CODES]);
    for (const code of COUNTRY_CODES) {
      const facts = SITE_TABLE[code];
      const site = SITES[code];
      for (const field of SAME_NAME) expect(site?.[field], `${code} ${field}`).toEqual(facts[field]);
      expect(site?.ratingSystem, code).toBe(facts.ratingScheme);
      expect(site?.brand.name, code).toBe(facts.brand);
      expect(site?.country.en, code).toBe(facts.country);
      expect(site?.favoriteLimit, code).toBe(favouritePolicyFor(code).limit);
    }
  });
});
