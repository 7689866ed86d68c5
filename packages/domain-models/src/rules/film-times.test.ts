import { describe, expect, it } from 'vitest';
import { filmTimes, steadyOffset, zonedInstant } from './film-times';

describe('filmTimes: the film real start and end', () => {
  it('adds the pre-show, then the runtime, in the site time zone', () => {
    expect(filmTimes('2026-03-11T20:00', 22, 139, 'Europe/Paris')).toEqual({
      filmStart: '2026-03-11T20:22',
      filmEnd: '2026-03-11T22:41',
    });
  });

  it('crosses midnight into the next day', () => {
    expect(filmTimes('2026-03-11T22:45', 15, 120, 'Africa/Casablanca')).toEqual({
      filmStart: '2026-03-11T23:00',
      filmEnd: '2026-03-12T01:00',
    });
  });

  it('a night when the clocks go forward (Paris, 29 March 2026, 02:00 → 03:00): the wall clock jumps', () => {
    // 23:30 + 20 min + 180 min = 200 min of real time: 02:50 on a normal night, 03:50 on this one
    expect(filmTimes('2026-03-28T23:30', 20, 180, 'Europe/Paris')).toEqual({
      filmStart: '2026-03-28T23:50',
      filmEnd: '2026-03-29T03:50',
    });
  });

  it('a night when the clocks go back (Amsterdam, 25 October 2026, 03:00 → 02:00): the hour repeats', () => {
    // 01:30 + 10 + 150 min: 04:10 on a normal night, 03:10 on this one
    expect(filmTimes('2026-10-25T01:30', 10, 150, 'Europe/Amsterdam')).toEqual({
      filmStart: '2026-10-25T01:40',
      filmEnd: '2026-10-25T03:10',
    });
    expect(filmTimes('2026-10-25T00:30', 10, 150, 'Europe/Amsterdam')).toEqual({
      filmStart: '2026-10-25T00:40',
      filmEnd: '2026-10-25T02:10',
    });
  });

  it('a zone without daylight saving (Dakar) is plain addition; no pre-show gives the session time', () => {
    expect(filmTimes('2026-07-01T21:10', 0, 95, 'Africa/Dakar')).toEqual({
      filmStart: '2026-07-01T21:10',
      filmEnd: '2026-07-01T22:45',
    });
    expect(filmTimes('2026-07-01T21:10', -5, Number.NaN, 'Africa/Dakar').filmEnd).toBe('2026-07-01T21:10');
  });

  it('zonedInstant: a repeated time is the earlier instant, a skipped time takes the offset after', () => {
    expect(new Date(zonedInstant('2026-10-25T02:30', 'Europe/Paris')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(new Date(zonedInstant('2026-03-29T02:30', 'Europe/Paris')).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(new Date(zonedInstant('2026-07-01T20:00', 'Europe/Zurich')).toISOString()).toBe('2026-07-01T18:00:00.000Z');
    expect(() => zonedInstant('tonight', 'Europe/Paris')).toThrow(RangeError);
  });

  it('steadyOffset: one offset over a span (with 14 hours each side), not over a daylight-saving change', () => {
    expect(steadyOffset('2026-03-11T00:00', '2026-03-12T23:59', 'Europe/Paris')).toBe(true);
    // the clocks go forward on 29 March 2026 at 02:00 (Paris), back on 25 October 2026 at 03:00
    expect(steadyOffset('2026-03-29T00:00', '2026-03-30T23:59', 'Europe/Paris')).toBe(false);
    expect(steadyOffset('2026-03-28T00:00', '2026-03-29T23:59', 'Europe/Paris')).toBe(false);
    expect(steadyOffset('2026-10-24T00:00', '2026-10-25T23:59', 'Europe/Amsterdam')).toBe(false);
    // 14 hours each side: the change at 02:00 on the 29th is within reach of the 28th's end (and
    // of the 29th's 14:00), not of the 30th
    expect(steadyOffset('2026-03-27T00:00', '2026-03-28T10:00', 'Europe/Paris')).toBe(true);
    expect(steadyOffset('2026-03-27T00:00', '2026-03-28T13:00', 'Europe/Paris')).toBe(false);
    expect(steadyOffset('2026-03-29T14:00', '2026-03-29T20:00', 'Europe/Paris')).toBe(false);
    expect(steadyOffset('2026-03-30T00:00', '2026-03-31T23:59', 'Europe/Paris')).toBe(true);
    expect(steadyOffset('2026-03-29T00:00', '2026-03-30T23:59', 'Africa/Dakar')).toBe(true);
  });

  it('within a steady span, a film ends at the plain sum of minutes on the wall clock (what the "tonight" window reads)', () => {
    const sum = (start: string, minutes: number) =>
      new Date(Date.parse(`${start}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
    for (const zone of ['Europe/Paris', 'Europe/Amsterdam', 'Africa/Casablanca', 'Africa/Tunis']) {
      for (let day = 0; day < 400; day += 3) {
        const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
        const next = new Date(Date.UTC(2026, 0, 2 + day)).toISOString().slice(0, 10);
        if (!steadyOffset(`${date}T00:00`, `${next}T23:59`, zone)) continue;
        for (const [time, pre, runtime] of [
          ['00:30', 10, 150],
          ['13:45', 22, 139],
          ['23:50', 30, 210],
        ] as const) {
          const start = `${date}T${time}`;
          expect(filmTimes(start, pre, runtime, zone)).toEqual({
            filmStart: sum(start, pre),
            filmEnd: sum(start, pre + runtime),
          });
        }
      }
    }
  });
});
