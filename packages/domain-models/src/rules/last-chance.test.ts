import { describe, expect, it } from 'vitest';
import { isLastChance, LAST_CHANCE_DAYS } from './last-chance';

describe('isLastChance', () => {
  it('the final showing on one of the next 7 days, today included', () => {
    expect(LAST_CHANCE_DAYS).toBe(7);
    expect(isLastChance('2026-11-27', '2026-11-27')).toBe(true);
    expect(isLastChance('2026-12-03', '2026-11-27')).toBe(true);
    expect(isLastChance('2026-12-04', '2026-11-27')).toBe(false);
    expect(isLastChance('2026-11-26', '2026-11-27')).toBe(false);
    expect(isLastChance(null, '2026-11-27')).toBe(false);
  });
});
