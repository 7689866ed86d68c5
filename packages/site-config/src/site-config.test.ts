import { COUNTRY_CODES, SITE_TABLE } from '@marquee/domain-models';
import { describe, expect, it } from 'vitest';
import { accountUrlsOf, defineSite, localHost, productionHost, type SiteConfig, SiteConfigError } from './site-config';

const fr: SiteConfig = {
  ...SITE_TABLE.fr,
  flags: {},
  accountUrls: true,
  routes: {},
};

describe('defineSite', () => {
  it('SITE-18 accepts a consistent config and freezes it', () => {
    const site = defineSite(fr);
    expect(site.brand).toBe('Marquee');
    expect(Object.isFrozen(site)).toBe(true);
  });

  it('SITE-01 SITE-03 SITE-24 every row of the table of sites is a valid configuration once the app adds its own parts', () => {
    for (const code of COUNTRY_CODES) {
      expect(defineSite({ ...SITE_TABLE[code], flags: {}, accountUrls: false, routes: {} }).code).toBe(code);
    }
  });

  it('SITE-03 the default language must be one of the offered languages', () => {
    expect(() => defineSite({ ...fr, defaultLanguage: 'de' })).toThrow(SiteConfigError);
    expect(() => defineSite({ ...fr, defaultLanguage: 'de' })).toThrow(/defaultLanguage/);
  });

  it('names the field of every other mistake', () => {
    expect(() => defineSite({ ...fr, languages: [] })).toThrow(/languages/);
    expect(() => defineSite({ ...fr, languages: ['fr', 'fr'] })).toThrow(/duplicates/);
    expect(() => defineSite({ ...fr, languages: ['fr', 'es' as 'fr'] })).toThrow(/unknown language "es"/);
    expect(() => defineSite({ ...fr, domain: 'www.marquee.fr' })).toThrow(/domain/);
    expect(() => defineSite({ ...fr, currency: 'euro' })).toThrow(/currency/);
    expect(() => defineSite({ ...fr, timeZone: 'Mars/Olympus' })).toThrow(/timeZone/);
    expect(() => defineSite({ ...fr, brand: ' ' })).toThrow(/brand/);
  });

  it('SITE-20 SITE-24 local and production hosts', () => {
    expect(localHost('ci')).toBe('ci.marquee.localhost');
    expect(productionHost(fr)).toBe('www.marquee.fr');
  });

  it('ACC-19 ACC-20 accountUrls is a required true/false of every site, named when it is missing or not a boolean', () => {
    const { accountUrls: _omitted, ...missing } = fr;
    expect(() => defineSite(missing as SiteConfig)).toThrow(SiteConfigError);
    expect(() => defineSite(missing as SiteConfig)).toThrow(/accountUrls/);
    expect(() => defineSite({ ...fr, accountUrls: 'yes' as unknown as boolean })).toThrow(/accountUrls/);
    expect(defineSite({ ...fr, accountUrls: false }).accountUrls).toBe(false);
  });

  it('ACC-19 ACC-20 register and mail addresses: client url + language + /register or /mail, only where accountUrls is on', () => {
    expect(accountUrlsOf(fr, 'https://id.marquee.fr', 'en')).toEqual({
      register: 'https://id.marquee.fr/en/register',
      mail: 'https://id.marquee.fr/en/mail',
    });
    // A trailing slash or a path on the client url is kept once.
    expect(accountUrlsOf(fr, 'http://id.marquee.localhost:4100/', 'fr')?.register).toBe(
      'http://id.marquee.localhost:4100/fr/register',
    );
    expect(accountUrlsOf(fr, 'https://account.marquee.fr/client/', 'de')?.mail).toBe(
      'https://account.marquee.fr/client/de/mail',
    );
    expect(accountUrlsOf({ accountUrls: false }, 'https://id.marquee.tn', 'fr')).toBeNull();
    expect(() => accountUrlsOf(fr, '/relative', 'fr')).toThrow(/clientUrl/);
    expect(() => accountUrlsOf(fr, 'javascript:alert(1)', 'fr')).toThrow(/clientUrl/);
  });
});
