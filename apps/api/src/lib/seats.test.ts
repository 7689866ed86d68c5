import { describe, expect, it } from 'vitest';
import { derivedSeatsLeft } from './seats';

describe('SHELL-66 derivedSeatsLeft: the reference API seats left', () => {
  it('is a stable figure of the showtime id and the hours to its start', () => {
    expect(derivedSeatsLeft(123_456, 200, false, 300)).toBe(derivedSeatsLeft('123456', 200, false, 300));
    // within one hour to the start the figure does not move
    expect(derivedSeatsLeft(123_456, 200, false, 241)).toBe(derivedSeatsLeft(123_456, 200, false, 300));
  });

  it('a showtime fills as it comes: fewer seats left the nearer the start, never fewer than the demand leaves', () => {
    for (const id of [1, 2, 3, 42, 987_654_321]) {
      const week = derivedSeatsLeft(id, 300, false, 7 * 24 * 60);
      const day = derivedSeatsLeft(id, 300, false, 24 * 60);
      const start = derivedSeatsLeft(id, 300, false, 0);
      expect(week).toBeGreaterThanOrEqual(day);
      expect(day).toBeGreaterThanOrEqual(start);
      // a week ahead at most an eighth of 98 % is sold; at the start at least 20 %
      expect(week).toBeGreaterThanOrEqual(300 - Math.floor(300 * 0.98 * (24 / 192)));
      expect(start).toBeLessThanOrEqual(300 - Math.floor(300 * 0.2));
      // a showtime already started sells no more than at its start
      expect(derivedSeatsLeft(id, 300, false, -30)).toBe(start);
    }
  });

  it('sold out has none; any other showtime keeps at least one; different showtimes differ', () => {
    expect(derivedSeatsLeft(7, 200, true, 600)).toBe(0);
    expect(derivedSeatsLeft(7, 0, false, 600)).toBe(0);
    expect(derivedSeatsLeft(7, 1, false, 0)).toBe(1);
    const figures = new Set(Array.from({ length: 50 }, (_, i) => derivedSeatsLeft(i, 300, false, 0)));
    expect(figures.size).toBeGreaterThan(20);
  });
});
