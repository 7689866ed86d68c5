import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  cinemaWeekDays,
  localDateTime,
  cinemaWeekEnd,
  cinemaWeekOffset,
  formatIsoDate,
  isInUpcomingWindow,
  isUnknownDate,
  upcomingWindow,
  zoneDate,
} from './dates';

describe('date rules', () => {
  it('RULE-27 "Date format YYYY-MM-DD"', () => {
    expect(formatIsoDate(new Date(Date.UTC(2026, 0, 5, 12)))).toBe('2026-01-05');
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(() => addDays('05/01/2026', 1)).toThrow(RangeError);
  });
  it('RULE-28 RULE-29 "Zone data maps zones to dates. The date 1900-01-01 means unknown."', () => {
    const dates = { dune: '2026-03-04', alien: '1900-01-01' };
    expect(zoneDate(dates, 'dune')).toBe('2026-03-04');
    expect(zoneDate(dates, 'alien')).toBeNull();
    expect(zoneDate(dates, 'missing')).toBeNull();
    expect(isUnknownDate('1900-01-01')).toBe(true);
    expect(isUnknownDate('1900-01-02')).toBe(false);
  });
  it('RULE-31 "Upcoming-shows list looks ahead 7 days"', () => {
    expect(upcomingWindow('2026-05-01')).toEqual({ from: '2026-05-01', to: '2026-05-08' });
    expect(isInUpcomingWindow('2026-05-08', '2026-05-01')).toBe(true);
    expect(isInUpcomingWindow('2026-05-09', '2026-05-01')).toBe(false);
    expect(isInUpcomingWindow('2026-04-30', '2026-05-01')).toBe(false);
    expect(isInUpcomingWindow('1900-01-01', '1899-12-30')).toBe(false);
  });
  it('RULE-31 property: addDays agrees with Date arithmetic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), fc.integer({ min: -400, max: 400 }), (base, n) => {
        const day = formatIsoDate(new Date(Date.UTC(2000, 0, 1 + base)));
        expect(addDays(day, n)).toBe(formatIsoDate(new Date(Date.UTC(2000, 0, 1 + base + n))));
      }),
    );
  });
  it('RULE-32 "Cinema week offset: 3 by default, otherwise start+1"', () => {
    expect(cinemaWeekOffset()).toBe(3);
    expect(cinemaWeekOffset(null)).toBe(3);
    expect(cinemaWeekOffset(0)).toBe(1);
    expect(cinemaWeekOffset(4)).toBe(5);
  });
});

describe('cinema week', () => {
  // 2026-11-24 is a Tuesday; the cinema week starts on Wednesday (offset 3).
  const days = Array.from({ length: 21 }, (_, i) => addDays('2026-11-23', i));
  it('CAT-39 a cinema shows at least a week, up to the eve of a week start (Wednesday: exactly 7 days)', () => {
    expect(cinemaWeekDays(days, '2026-11-25', cinemaWeekOffset())).toEqual(days.slice(2, 9));
    expect(cinemaWeekEnd('2026-11-25', 3)).toBe('2026-12-01');
  });
  it('CAT-39 on a Tuesday the next cinema week follows today; on a Thursday it runs to the Tuesday after next', () => {
    expect(cinemaWeekDays(days, '2026-11-24', 3)).toEqual(days.slice(1, 9));
    expect(cinemaWeekEnd('2026-11-26', 3)).toBe('2026-12-08');
    expect(cinemaWeekDays(days, '2026-11-26', 3)).toHaveLength(13);
  });
  it('CAT-39 another week start (start 0 gives offset 1: Monday) and days without showtimes left out', () => {
    expect(cinemaWeekEnd('2026-11-24', cinemaWeekOffset(0))).toBe('2026-12-06');
    expect(cinemaWeekDays(['2026-11-20', '2026-11-24', '2026-11-27', '2026-12-03'], '2026-11-24', 3)).toEqual([
      '2026-11-24',
      '2026-11-27',
    ]);
  });
});

describe('localDateTime', () => {
  it('SITE-29 the site’s wall clock, never the machine’s zone (midnight is 00, not 24)', () => {
    expect(localDateTime(new Date('2026-07-01T22:30:00Z'), 'Africa/Dakar')).toBe('2026-07-01T22:30');
    expect(localDateTime(new Date('2026-07-01T22:30:00Z'), 'Europe/Zurich')).toBe('2026-07-02T00:30');
    expect(localDateTime(new Date('2026-11-27T23:05:00Z'), 'Europe/Paris')).toBe('2026-11-28T00:05');
  });
});
