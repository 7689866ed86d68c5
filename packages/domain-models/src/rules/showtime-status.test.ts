import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOWTIME_STATUSES } from './enums';
import { isShowtimeLocked, showtimeDisplay, showtimeStatus } from './showtime-status';

const at = (reservabilityEnd: string, status: 'available' | 'soldout' | 'locked' = 'available') => ({
  status,
  reservabilityEnd,
});

describe('showtime status', () => {
  it('RULE-02 "available becomes locked when the status is not available"', () => {
    expect(isShowtimeLocked(at('2026-05-01T20:00', 'soldout'), '2026-05-01T10:00')).toBe(true);
    expect(isShowtimeLocked(at('2026-05-01T20:00', 'locked'), '2026-05-01T10:00')).toBe(true);
    expect(isShowtimeLocked(at('2026-05-01T20:00'), '2026-05-01T10:00')).toBe(false);
  });
  it('RULE-03 "... or the reservability end has passed"', () => {
    expect(showtimeStatus(at('2026-05-01T20:00'), '2026-05-01T19:59')).toBe('available');
    expect(showtimeStatus(at('2026-05-01T20:00'), '2026-05-01T20:00')).toBe('available');
    expect(showtimeStatus(at('2026-05-01T20:00'), '2026-05-01T20:01')).toBe('locked');
    expect(showtimeStatus(at('2026-05-01T20:00'), '2026-05-02T08:00')).toBe('locked');
    expect(isShowtimeLocked(at('2026-05-01T20:00'), '2026-05-01T20:01')).toBe(true);
    expect(showtimeStatus(at('2026-05-01T20:00', 'soldout'), '2026-05-01T10:00')).toBe('soldout');
  });
  it('RULE-04 "soldout displays as full. locked displays as old."', () => {
    expect(showtimeDisplay('soldout')).toBe('full');
    expect(showtimeDisplay('locked')).toBe('old');
    expect(showtimeDisplay('available')).toBe('available');
  });
  it('RULE-03 property: once past the reservability end, every showtime displays as old', () => {
    const minute = fc.integer({ min: 0, max: 59 }).map((m) => String(m).padStart(2, '0'));
    fc.assert(
      fc.property(fc.constantFrom(...SHOWTIME_STATUSES), minute, minute, (status, end, now) => {
        const showtime = at(`2026-05-01T20:${end}`, status);
        const locked = isShowtimeLocked(showtime, `2026-05-01T20:${now}`);
        expect(locked).toBe(status !== 'available' || now > end);
        if (now > end) expect(showtimeDisplay(showtimeStatus(showtime, `2026-05-01T20:${now}`))).toBe('old');
      }),
    );
  });
});
