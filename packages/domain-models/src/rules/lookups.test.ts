import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFromLookup, requireTag, TagNotFoundError, voucherErrorAlert } from './lookups';

describe('lookups', () => {
  it('ERR-06 "A tag lookup with a null title is an error, \'Tag not found\'"', () => {
    expect(() => requireTag({ slug: 'imax', title: null })).toThrow('Tag not found');
    expect(() => requireTag(null)).toThrow(TagNotFoundError);
    expect(requireTag({ slug: 'imax', title: 'IMAX' }).title).toBe('IMAX');
    expect(requireTag({ slug: 'x', title: '' }).title).toBe('');
  });
  it('ERR-07 "A voucher lookup succeeds only when resultCode is 0" (property)', () => {
    const card = { number: 'VCHFR0001' };
    expect(cardFromLookup({ resultCode: 0, card })).toBe(card);
    fc.assert(
      fc.property(
        fc.integer().filter((n) => n !== 0),
        (resultCode) => {
          expect(cardFromLookup({ resultCode, card })).toBeNull();
        },
      ),
    );
  });
  it('ERR-08 "a lookup that errors or returns nothing: no card"', () => {
    expect(cardFromLookup(null)).toBeNull();
    expect(cardFromLookup(undefined)).toBeNull();
    expect(cardFromLookup({ resultCode: 0, card: null })).toBeNull();
  });
  it('ERR-09 "A warning alert with class voucher-error-alert carries a supplied message"', () => {
    expect(voucherErrorAlert('Unknown code')).toEqual({
      level: 'warning',
      class: 'voucher-error-alert',
      message: 'Unknown code',
    });
  });
});
