import { describe, expect, it } from 'vitest';
import { filmTimes, zonedInstant } from './film-times';

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
});
