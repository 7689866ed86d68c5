import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, formatTime, isoDate, localeFor } from './format';

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
