import { describe, expect, it } from 'vitest';
import { yearIn } from './footer';

const ZONES = [
  'Europe/Paris',
  'Africa/Casablanca',
  'Africa/Dakar',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Etc/GMT+12',
];

function intlYear(moment: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(moment));
}

describe('the copyright year in the site time zone', () => {
  it('is the year Intl gives, every hour around two new years and on ordinary days, in the extreme zones too', () => {
    const moments: Date[] = [];
    for (const year of [2026, 2027]) {
      const newYear = Date.UTC(year, 0, 1);
      for (let h = -30; h <= 30; h++) moments.push(new Date(newYear + h * 3_600_000 + 17 * 60_000));
    }
    moments.push(new Date(Date.UTC(2026, 5, 15, 12)), new Date(Date.UTC(2026, 10, 24, 5, 59)));
    let checked = 0;
    for (const zone of ZONES) {
      for (const moment of moments) {
        expect(yearIn(moment, zone), `${moment.toISOString()} in ${zone}`).toBe(intlYear(moment, zone));
        checked++;
      }
    }
    expect(checked).toBe(ZONES.length * moments.length);
  });

  it('differs from the UTC year where the zone is already in the next one', () => {
    const moment = new Date(Date.UTC(2026, 11, 31, 12));
    expect(yearIn(moment, 'Pacific/Kiritimati')).toBe(2027);
    expect(yearIn(moment, 'Europe/Paris')).toBe(2026);
  });
});
