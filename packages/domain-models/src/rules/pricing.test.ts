import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONCESSION_RATES, cinemaPricing, PRICE_STEPS, roundPrice, SURCHARGE_TAGS, ticketPrice } from './pricing';

describe('ticket pricing', () => {
  it('CAT-43 prices are rounded to the step of the site currency (EUR 0.10, CHF 0.50, XOF 100, MAD 1)', () => {
    expect(roundPrice(2.085, 'EUR')).toBe(2.1);
    expect(roundPrice(6.83, 'CHF')).toBe(7);
    expect(roundPrice(1225, 'XOF')).toBe(1200);
    expect(roundPrice(24.5, 'MAD')).toBe(25);
    expect(roundPrice(12.345, 'USD')).toBe(12.35);
    expect(roundPrice(-3, 'EUR')).toBe(0);
    expect(roundPrice(Number.NaN, 'EUR')).toBe(0);
  });

  it('CAT-43 every rounded price is a whole number of currency steps (property)', () => {
    const currencies = Object.keys(PRICE_STEPS);
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 100_000, noNaN: true }),
        fc.constantFrom(...currencies),
        (amount, cur) => {
          const step = PRICE_STEPS[cur] as number;
          const rounded = roundPrice(amount, cur);
          expect(Math.abs(rounded / step - Math.round(rounded / step))).toBeLessThan(1e-6);
          expect(Math.abs(rounded - amount)).toBeLessThanOrEqual(step / 2 + 1e-9);
        },
      ),
    );
  });

  it('CAT-43 a cinema pricing derives surcharges and concessions from its full price', () => {
    const p = cinemaPricing(13.9, 'EUR');
    expect(p.fullPrice).toBe(13.9);
    expect(p.surcharges.imax).toBe(4.9); // 13.9 × 0.35 = 4.865
    expect(p.surcharges['3d']).toBe(2.1); // 13.9 × 0.15 = 2.085
    expect(p.concessions.student).toBe(roundPrice(13.9 * CONCESSION_RATES.student, 'EUR'));
    expect(Object.keys(p.surcharges)).toEqual([...SURCHARGE_TAGS]);
  });

  it('a showtime ticket is the full price plus the surcharge of each experience it carries, premium included', () => {
    const p = cinemaPricing(19.5, 'CHF');
    expect(ticketPrice(p, ['vost'])).toEqual({ amount: 19.5, currency: 'CHF', fullPrice: 19.5, surcharges: [] });
    const imax3d = ticketPrice(p, ['3d', 'imax', 'audio-description']);
    expect(imax3d.surcharges.map((s) => s.tag)).toEqual(['imax', '3d']);
    expect(imax3d.amount).toBe(19.5 + (p.surcharges.imax ?? 0) + (p.surcharges['3d'] ?? 0));
    expect(ticketPrice(p, ['premium']).amount).toBe(19.5 + (p.surcharges.premium ?? 0));
  });

  it('the ticket amount is never below the full price and adds exactly its surcharges (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.subarray(['imax', '4dx', 'dolby-cinema', 'screenx', 'premium', '3d', 'avp', 'relaxed']),
        (full, tags) => {
          const p = cinemaPricing(full, 'EUR');
          const t = ticketPrice(p, tags);
          expect(t.amount).toBeGreaterThanOrEqual(p.fullPrice);
          const sum = t.surcharges.reduce((s, x) => s + x.amount, p.fullPrice);
          expect(t.amount).toBeCloseTo(sum, 6);
        },
      ),
    );
  });
});
