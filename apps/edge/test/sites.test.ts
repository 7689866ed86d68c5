import { AFRICAN_SITES, COUNTRY_CODES, DEFAULT_LOCALE, LANGUAGES } from '@marquee/domain-models';
import { FLAG_NAMES } from '@marquee/feature-flags';
import { siteFormats } from '@marquee/i18n';
import {
  LOCAL_IDENTITY_HOST,
  LOCAL_STORYBOOK_HOST,
  localHost,
  productionHost,
  productionIdentityHost,
  type SiteConfig,
} from '@marquee/site-config';
import be from '@marquee/site-be/site.config';
import ch from '@marquee/site-ch/site.config';
import ci from '@marquee/site-ci/site.config';
import fr from '@marquee/site-fr/site.config';
import ma from '@marquee/site-ma/site.config';
import nl from '@marquee/site-nl/site.config';
import sn from '@marquee/site-sn/site.config';
import tn from '@marquee/site-tn/site.config';
import { describe, expect, it } from 'vitest';

// The eight country apps' configs, checked against the spec and CLARIFICATIONS.
const SITES: Record<string, SiteConfig> = { fr, ch, be, nl, tn, sn, ci, ma };

const EXPECTED = {
  fr: {
    id: 'SITE-04',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    rating: 'CSA',
    tzId: 'SITE-30',
  },
  ch: {
    id: 'SITE-05',
    languages: ['fr', 'en', 'de'],
    defaultLanguage: 'en',
    timeZone: 'Europe/Zurich',
    currency: 'CHF',
    rating: 'Default',
    tzId: 'SITE-31',
  },
  be: {
    id: 'SITE-06',
    languages: ['fr', 'nl', 'en'],
    defaultLanguage: 'en',
    timeZone: 'Europe/Brussels',
    currency: 'EUR',
    rating: 'Cinecheck',
    tzId: 'SITE-32',
  },
  nl: {
    id: 'SITE-07',
    languages: ['nl', 'en'],
    defaultLanguage: 'nl',
    timeZone: 'Europe/Amsterdam',
    currency: 'EUR',
    rating: 'Cinecheck',
    tzId: 'SITE-33',
  },
  tn: {
    id: 'SITE-08',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    timeZone: 'Africa/Tunis',
    currency: 'TND',
    rating: 'Default',
    tzId: 'SITE-34',
  },
  sn: {
    id: 'SITE-09',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    timeZone: 'Africa/Dakar',
    currency: 'XOF',
    rating: 'Default',
    tzId: 'SITE-35',
  },
  ci: {
    id: 'SITE-10',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    timeZone: 'Africa/Abidjan',
    currency: 'XOF',
    rating: 'Default',
    tzId: 'SITE-36',
  },
  ma: {
    id: 'SITE-11',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    timeZone: 'Africa/Casablanca',
    currency: 'MAD',
    rating: 'Default',
    tzId: 'SITE-37',
  },
} as const;

describe('the eight country apps', () => {
  it('SITE-01 eight sites exist, one app each, with the code of their folder', () => {
    expect(Object.keys(SITES).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const [code, site] of Object.entries(SITES)) expect(site.code).toBe(code);
  });

  it('SITE-02 the African sites are exactly sn, tn, ci, ma', () => {
    expect([...AFRICAN_SITES].sort()).toEqual(['ci', 'ma', 'sn', 'tn']);
  });

  it('SITE-03 SITE-12 SITE-13 languages are fr, en, de, nl; default locale fr-FR; each site one default among its languages', () => {
    expect([...LANGUAGES].sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect(DEFAULT_LOCALE).toBe('fr-FR');
    for (const site of Object.values(SITES)) {
      expect(site.languages.every((language) => (LANGUAGES as readonly string[]).includes(language))).toBe(true);
      expect(site.languages).toContain(site.defaultLanguage);
    }
  });

  for (const [code, expected] of Object.entries(EXPECTED)) {
    it(`${expected.id} ${code}: default ${expected.defaultLanguage}, languages ${expected.languages.join(', ')}`, () => {
      const site = SITES[code] as SiteConfig;
      expect(site.defaultLanguage).toBe(expected.defaultLanguage);
      expect([...site.languages]).toEqual(expected.languages);
    });
    it(`${expected.tzId} SITE-41 ${code}: ${expected.timeZone}, ${expected.currency}, ${expected.rating} ratings`, () => {
      const site = SITES[code] as SiteConfig;
      expect(site.timeZone).toBe(expected.timeZone);
      expect(site.currency).toBe(expected.currency);
      expect(site.ratingScheme).toBe(expected.rating);
    });
  }

  // What a page of each site shows in its default language: a 12.50 price, and the time of an
  // evening instant in January (winter offsets), from the site config's zone and currency.
  const SHOWN: Record<string, { price: string; time: string }> = {
    fr: { price: '12,50 €', time: '20:30' },
    ch: { price: 'CHF 12.50', time: '20:30' },
    be: { price: '€12.50', time: '20:30' },
    nl: { price: '€ 12,50', time: '20:30' },
    tn: { price: '12,500 DT', time: '20:30' },
    sn: { price: '13 F CFA', time: '19:30' },
    ci: { price: '13 F CFA', time: '19:30' },
    ma: { price: '12,50 MAD', time: '20:30' },
  };
  // The per-site ids (SITE-30 to SITE-37) are in each title below through `tzId`.
  describe('SITE-30 SITE-31 SITE-32 SITE-33 SITE-34 SITE-35 SITE-36 SITE-37 each site shows its own zone and currency', () => {
    for (const [code, expected] of Object.entries(EXPECTED)) {
      it(`${expected.tzId} SITE-38 SITE-39 ${code}: pages show prices in ${expected.currency} and times in ${expected.timeZone}`, () => {
        const site = SITES[code] as SiteConfig;
        const format = siteFormats({
          language: site.defaultLanguage,
          country: site.code,
          timeZone: site.timeZone,
          currency: site.currency,
        });
        const shown = SHOWN[code];
        expect(format.price(12.5).replace(/[\u00a0\u202f]/g, ' ')).toBe(shown?.price);
        expect(format.time(new Date('2025-01-15T19:30:00Z'))).toBe(shown?.time);
      });
    }
  });

  it('SITE-15 SITE-16 SITE-17 only the French site leaves its default language without a prefix, as a per-site setting', () => {
    for (const site of Object.values(SITES)) expect(site.prefixDefaultLanguage).toBe(site.code !== 'fr');
  });

  it('SITE-18 SITE-19 the brand is one config value (default Marquee) and flag names are neutral', () => {
    for (const site of Object.values(SITES)) expect(site.brand).toBe('Marquee');
    expect(FLAG_NAMES).toEqual(
      expect.arrayContaining(['businessEnabled', 'homeVideoEnabled', 'subscriptionPassEnabled']),
    );
    expect(FLAG_NAMES.some((name) => /product|marquee/i.test(name))).toBe(false);
  });

  it('SITE-20 SITE-21 SITE-22 SITE-23 local hosts share the marquee.localhost parent with the sign-in provider', () => {
    const parent = (host: string) => host.split('.').slice(1).join('.');
    for (const code of COUNTRY_CODES) expect(localHost(code)).toBe(`${code}.marquee.localhost`);
    expect(LOCAL_IDENTITY_HOST).toBe('id.marquee.localhost');
    expect(LOCAL_STORYBOOK_HOST).toBe('storybook.marquee.localhost');
    for (const code of COUNTRY_CODES) expect(parent(localHost(code))).toBe(parent(LOCAL_IDENTITY_HOST));
  });

  it('SITE-24 SITE-25 production hosts: www. + the domain, the provider on a subdomain of it', () => {
    for (const site of Object.values(SITES)) {
      expect(productionHost(site)).toBe(`www.${site.domain}`);
      expect(productionIdentityHost(site).endsWith(`.${site.domain}`)).toBe(true);
    }
  });
});
