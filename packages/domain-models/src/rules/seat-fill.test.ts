import { describe, expect, it } from 'vitest';
import { almostFullThreshold, seatFill } from './seat-fill';

describe('seatFill: the chip fill indicator', () => {
  it('full when no seat is left or the showtime is sold out', () => {
    expect(seatFill(0, 200)).toBe('full');
    expect(seatFill(120, 200, true)).toBe('full');
  });
  it('almost full at 10 seats left, or a tenth of a large hall', () => {
    expect(almostFullThreshold(80)).toBe(10);
    expect(almostFullThreshold(400)).toBe(40);
    expect(seatFill(10, 80)).toBe('almost-full');
    expect(seatFill(11, 80)).toBe('filling');
    expect(seatFill(40, 400)).toBe('almost-full');
    expect(seatFill(41, 400)).toBe('filling');
  });
  it('filling past half the hall, open before', () => {
    expect(seatFill(99, 200)).toBe('filling');
    expect(seatFill(100, 200)).toBe('open');
  });
});
