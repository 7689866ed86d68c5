import { describe, expect, it } from 'vitest';
import {
  collator,
  dateTimeFormat,
  formatDate,
  formatPrice,
  formatTime,
  isoDate,
  localeFor,
  numberFormat,
  siteFormats,
} from './format';

// Intl output uses narrow/normal no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('SITE-39 prices follow the page language and the site currency', () => {
    expect(plain(formatPrice(12.5, { language: 'fr', currency: 'EUR' }))).toBe('12,50 €');
    expect(plain(formatPrice(12.5, { language: 'en', currency: 'EUR' }))).toBe('€12.50');
    expect(plain(formatPrice(12.5, { language: 'nl', currency: 'EUR' }))).toBe('€ 12,50');
    expect(plain(formatPrice(18, { language: 'de', currency: 'CHF', country: 'ch' }))).toBe('CHF 18.00');
    expect(plain(formatPrice(3500, { language: 'fr', currency: 'XOF', country: 'sn' }))).toBe('3 500 F CFA');
  });
});

describe('formatDate / formatTime', () => {
  const instant = new Date('2025-06-01T18:30:00Z');

  it('SITE-29 showtimes are formatted in the site time zone, never the browser zone', () => {
    expect(formatTime(instant, { language: 'fr', timeZone: 'Europe/Paris' })).toBe('20:30');
    expect(formatTime(instant, { language: 'fr', timeZone: 'Africa/Dakar' })).toBe('18:30');
    expect(formatTime(instant, { language: 'en', timeZone: 'Europe/Zurich' })).toBe('20:30');
    expect(formatTime('2025-06-01T18:30:00Z', { language: 'nl', timeZone: 'Europe/Amsterdam' })).toBe('20:30');
  });

  it('SITE-29 a wall time without an offset is already cinema-local and is not shifted', () => {
    expect(formatTime('2025-06-01T20:30:00', { language: 'fr', timeZone: 'Africa/Tunis' })).toBe('20:30');
    expect(formatTime('2025-06-01 09:05', { language: 'en', timeZone: 'Europe/Paris' })).toBe('09:05');
  });

  it('SITE-38 dates follow the page language', () => {
    expect(formatDate(instant, { language: 'fr', timeZone: 'Europe/Paris' })).toBe('1 juin 2025');
    expect(formatDate(instant, { language: 'en', timeZone: 'Europe/Paris' })).toBe('1 June 2025');
    expect(formatDate(instant, { language: 'de', timeZone: 'Europe/Zurich' })).toBe('1. Juni 2025');
    expect(formatDate(instant, { language: 'nl', timeZone: 'Europe/Amsterdam', style: 'full' })).toBe(
      'zondag 1 juni 2025',
    );
    expect(formatDate('2025-06-01', { language: 'fr', timeZone: 'Europe/Paris', style: 'short' })).toBe('01/06/2025');
  });

  it('SITE-29 the calendar day is taken in the site zone', () => {
    const lateUtc = new Date('2025-06-01T23:30:00Z');
    expect(isoDate(lateUtc, 'Europe/Paris')).toBe('2025-06-02');
    expect(isoDate(lateUtc, 'Africa/Abidjan')).toBe('2025-06-01');
    expect(isoDate('2025-06-01T23:30:00', 'Europe/Paris')).toBe('2025-06-01');
  });

  it('SITE-38 invalid dates throw', () => {
    expect(() => formatDate('not a date', { language: 'fr', timeZone: 'Europe/Paris' })).toThrow(RangeError);
  });

  it('SITE-38 locale per language, refined by real country pairs', () => {
    expect(localeFor('fr')).toBe('fr-FR');
    expect(localeFor('fr', 'ch')).toBe('fr-CH');
    expect(localeFor('en', 'ch')).toBe('en-GB');
    expect(localeFor('de', 'fr')).toBe('de-DE');
  });
});

describe('siteFormats', () => {
  it('SITE-39 XOF prices on the Senegal and Ivory Coast sites: no decimals, in the page language', () => {
    expect(
      plain(siteFormats({ language: 'fr', country: 'sn', timeZone: 'Africa/Dakar', currency: 'XOF' }).price(1500)),
    ).toBe('1 500 F CFA');
    expect(
      plain(siteFormats({ language: 'en', country: 'ci', timeZone: 'Africa/Abidjan', currency: 'XOF' }).price(1500)),
    ).toBe('F CFA 1,500');
  });

  it('SITE-39 CHF prices on the Swiss site in de-CH, fr-CH and British English', () => {
    const ch = (language: 'de' | 'fr' | 'en') =>
      plain(siteFormats({ language, country: 'ch', timeZone: 'Europe/Zurich', currency: 'CHF' }).price(12.5));
    expect(ch('de')).toBe('CHF 12.50');
    expect(ch('fr')).toBe('12.50 CHF');
    expect(ch('en')).toBe('CHF 12.50');
  });

  it('SITE-39 MAD, TND and EUR in the languages of their sites', () => {
    const price = (language: 'fr' | 'en' | 'nl', country: 'ma' | 'tn' | 'be' | 'nl', currency: string) =>
      plain(siteFormats({ language, country, timeZone: 'UTC', currency }).price(12.5));
    expect(price('fr', 'ma', 'MAD')).toBe('12,50 MAD');
    expect(price('en', 'ma', 'MAD')).toBe('MAD 12.50');
    expect(price('fr', 'tn', 'TND')).toBe('12,500 DT');
    expect(price('nl', 'be', 'EUR')).toBe('€ 12,50');
    expect(price('fr', 'be', 'EUR')).toBe('12,50 €');
    expect(price('nl', 'nl', 'EUR')).toBe('€ 12,50');
  });

  it('SITE-38 SITE-37 dates and times on the Moroccan site are in Africa/Casablanca, whatever the machine zone', () => {
    const ma = siteFormats({ language: 'fr', country: 'ma', timeZone: 'Africa/Casablanca', currency: 'MAD' });
    expect(ma.locale).toBe('fr-MA');
    // 23:30 UTC is already the next day in Casablanca (UTC+1 outside Ramadan).
    expect(ma.date(new Date('2025-06-01T23:30:00Z'), 'full')).toBe('lundi 2 juin 2025');
    expect(ma.time(new Date('2025-01-15T19:30:00Z'))).toBe('20:30');
    // During Ramadan Morocco goes back to UTC: the zone's rules, not a fixed offset.
    expect(ma.time(new Date('2025-03-10T19:30:00Z'))).toBe('19:30');
    const en = siteFormats({ language: 'en', country: 'ma', timeZone: 'Africa/Casablanca', currency: 'MAD' });
    expect(en.date(new Date('2025-06-01T23:30:00Z'), 'full')).toBe('Monday, 2 June 2025');
    // A cinema-local wall time is shown as it is.
    expect(ma.time('2025-06-01T21:00:00')).toBe('21:00');
  });

  it('SITE-38 the same instant on two sites of two zones', () => {
    const instant = new Date('2025-06-01T18:30:00Z');
    const fr = siteFormats({ language: 'fr', country: 'fr', timeZone: 'Europe/Paris', currency: 'EUR' });
    const sn = siteFormats({ language: 'fr', country: 'sn', timeZone: 'Africa/Dakar', currency: 'XOF' });
    expect([fr.time(instant), sn.time(instant)]).toEqual(['20:30', '18:30']);
    expect(fr.date(instant)).toBe('1 juin 2025');
    expect(sn.date(instant, 'short')).toBe('01/06/2025');
  });
});

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, in any key order', () => {
    const a = dateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' });
    const b = dateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', minute: '2-digit', hour: '2-digit' });
    expect(b).toBe(a);
    expect(a.resolvedOptions().timeZone).toBe('Europe/Amsterdam');
  });

  it('gives another formatter when the locale, an option or the kind differs', () => {
    const paris = dateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit' });
    expect(dateTimeFormat('fr-FR', { timeZone: 'Africa/Dakar', hour: '2-digit' })).not.toBe(paris);
    expect(dateTimeFormat('fr-CH', { timeZone: 'Europe/Paris', hour: '2-digit' })).not.toBe(paris);
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(9.5)).toMatch(/9,50\s€/);
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'CHF' })).not.toBe(
      numberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
    );
    expect(collator('fr', { sensitivity: 'base' }).compare('élan', 'Elan')).toBe(0);
  });

  it('formats showtimes many times over while building one formatter', () => {
    const Real = Intl.DateTimeFormat;
    let built = 0;
    const Counting = new Proxy(Real, {
      construct(target, args: [string?, Intl.DateTimeFormatOptions?]) {
        built += 1;
        return new target(...args);
      },
    });
    Intl.DateTimeFormat = Counting;
    try {
      const times = Array.from({ length: 50 }, (_, i) =>
        formatTime(new Date(Date.UTC(2026, 5, 1, 18, i)), {
          language: 'de',
          timeZone: 'Africa/Abidjan',
          country: 'ch',
        }),
      );
      expect(times[5]).toBe('18:05');
      expect(built).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
