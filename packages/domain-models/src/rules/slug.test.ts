import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSlug } from './slug';

describe('slug normalisation', () => {
  it('RULE-14 "lower-case"', () => {
    expect(normaliseSlug('PARIS')).toBe('paris');
  });
  it('RULE-15 "accents stripped"', () => {
    expect(normaliseSlug('Orléans')).toBe('orleans');
    expect(normaliseSlug('Besançon')).toBe('besancon');
  });
  it('RULE-16 "first space replaced with a hyphen" (only the first)', () => {
    expect(normaliseSlug('Le Mans')).toBe('le-mans');
    expect(normaliseSlug('Saint Étienne du Rouvray')).toBe('saint-etienne du rouvray');
  });
  it('RULE-14..16 property: no upper case, no combining marks, one space fewer', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const out = normaliseSlug(input);
        expect(out).toBe(out.toLowerCase());
        expect(/\p{M}/u.test(out.normalize('NFD'))).toBe(false);
        const spaces = (s: string) => s.split(' ').length - 1;
        const before = spaces(input.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
        expect(spaces(out)).toBe(Math.max(0, before - 1));
      }),
    );
  });
});
