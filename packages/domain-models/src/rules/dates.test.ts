import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
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
