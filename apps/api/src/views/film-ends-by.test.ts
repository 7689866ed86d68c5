import { addDays, SITE_TABLE } from '@marquee/domain-models';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filmEndsBy, showtimeFilmTimes } from './showtime';

/**
 * The "tonight" window's end (GET /api/tonight, `to`) over a day's showtimes: `filmEndsBy`, sums
 * of minutes on a day the site's zone keeps one offset, tells the same films as
 * `showtimeFilmTimes` (the instant's rule) on every site's zone, every day of a year — the
 * daylight-saving days among them (Europe's two, Morocco's around Ramadan).
 */
const ZONES = [...new Set(Object.values(SITE_TABLE).map((site) => site.timeZone))];
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const showtime = fc.record({
  start: time,
  by: time,
  preShow: fc.option(fc.integer({ min: -5, max: 40 }), { nil: null }),
  cinemaPreShow: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
  runtime: fc.option(fc.oneof(fc.integer({ min: 0, max: 400 }), fc.constant(Number.NaN)), { nil: undefined }),
});

describe('API-27 the tonight window ends by the film’s real end (filmEndsBy), fast on a steady day', () => {
  it('tells the same films as showtimeFilmTimes on every site zone, every day of 2026 (daylight-saving days included)', () => {
    for (const zone of ZONES) {
      for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
        fc.assert(
          fc.property(showtime, (st) => {
            const row = { date: day, start: st.start, pre_show: st.preShow };
            const show = st.runtime === undefined ? undefined : { duration: st.runtime };
            const cinema = st.cinemaPreShow === undefined ? undefined : { preShowMinutes: st.cinemaPreShow };
            const exact = showtimeFilmTimes(row, show, cinema, zone).filmEnd <= `${day}T${st.by}`;
            expect(filmEndsBy(day, st.by, zone)(row, show, cinema)).toBe(exact);
          }),
          { numRuns: 12, seed: day.length * 7919 + zone.length },
        );
      }
    }
  });

  it('on the nights the clocks change, films ending past the change: the instant’s end, not the sum', () => {
    // Paris, 29 March 2026: 00:30 + 10 min + 100 min is 03:20 on the wall (02:00 → 03:00)
    const row = { date: '2026-03-29', start: '00:30', pre_show: 10 };
    expect(filmEndsBy('2026-03-29', '03:00', 'Europe/Paris')(row, { duration: 100 }, undefined)).toBe(false);
    expect(filmEndsBy('2026-03-29', '03:20', 'Europe/Paris')(row, { duration: 100 }, undefined)).toBe(true);
    // Amsterdam, 25 October 2026: 01:30 + 10 + 150 min is 03:10 (03:00 → 02:00)
    const back = { date: '2026-10-25', start: '01:30', pre_show: 10 };
    expect(filmEndsBy('2026-10-25', '03:10', 'Europe/Amsterdam')(back, { duration: 150 }, undefined)).toBe(true);
  });
});
