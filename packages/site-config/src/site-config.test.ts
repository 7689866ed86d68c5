import { describe, expect, it } from 'vitest';
import { defineSite, localHost, productionHost, type SiteConfig, SiteConfigError } from './site-config';

const fr: SiteConfig = {
  code: 'fr',
  country: 'France',
  brand: 'Marquee',
  domain: 'marquee.fr',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  prefixDefaultLanguage: false,
  timeZone: 'Europe/Paris',
  currency: 'EUR',
  ratingScheme: 'CSA',
  flags: {},
  routes: {},
};

describe('defineSite', () => {
  it('SITE-18 accepts a consistent config and freezes it', () => {
    const site = defineSite(fr);
    expect(site.brand).toBe('Marquee');
    expect(Object.isFrozen(site)).toBe(true);
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
});
