import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('RULE-25 a duration under 60 minutes renders as Nmin', () => {
    expect(formatDuration(0)).toBe('0min');
    expect(formatDuration(45)).toBe('45min');
    expect(formatDuration(59)).toBe('59min');
  });
  it('RULE-26 a duration of 60 minutes or more renders as HhMM with padded minutes', () => {
    expect(formatDuration(60)).toBe('1h00');
    expect(formatDuration(95)).toBe('1h35');
    expect(formatDuration(125)).toBe('2h05');
  });
  it('rejects a negative or non-finite duration with a clear error', () => {
    expect(() => formatDuration(-1)).toThrow(/non-negative/);
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
  });
});
