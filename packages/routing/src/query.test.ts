import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuery, queryParam, wantsSoldOutHidden, withSoldOutHidden } from './query';

describe('query helpers', () => {
  it('ROUTE-55 ROUTE-68 queryParam reads like URLSearchParams.get', () => {
    expect(queryParam('?a=1&b=x%20y', 'b')).toBe('x y');
    expect(queryParam('/p?a=1+2#frag', 'a')).toBe('1 2');
    expect(queryParam('a=1', 'a')).toBe('1');
    expect(queryParam('?flag', 'flag')).toBe('');
    expect(queryParam('?a=1', 'b')).toBeNull();
    expect(queryParam('/path-without-query', 'a')).toBeNull();
  });

  it('ROUTE-57 property: buildQuery then queryParam gives each value back, as URLSearchParams does', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.string({ minLength: 1 }), fc.string()), { selector: ([k]) => k }),
        (pairs) => {
          const text = buildQuery(pairs);
          const reference = new URLSearchParams(text);
          for (const [key, value] of pairs) {
            expect(queryParam(`?${text}`, key)).toBe(value);
            expect(reference.get(key)).toBe(value);
          }
        },
      ),
    );
  });
});

describe('hide sold out in the query', () => {
  it('reads hidesoldout=true only', () => {
    expect(wantsSoldOutHidden('?hidesoldout=true')).toBe(true);
    expect(wantsSoldOutHidden('?modal=showtime-details-panel&hidesoldout=true')).toBe(true);
    expect(wantsSoldOutHidden('?hidesoldout=1')).toBe(false);
    expect(wantsSoldOutHidden('')).toBe(false);
  });
  it('sets and clears it, keeping the other parameters in their order', () => {
    expect(withSoldOutHidden('', true)).toBe('?hidesoldout=true');
    expect(withSoldOutHidden('?modal=x&showtimeId=3', true)).toBe('?modal=x&showtimeId=3&hidesoldout=true');
    expect(withSoldOutHidden('?hidesoldout=true&modal=x', false)).toBe('?modal=x');
    expect(withSoldOutHidden('?hidesoldout=true', false)).toBe('');
    expect(withSoldOutHidden('?hidesoldout=true', true)).toBe('?hidesoldout=true');
    expect(wantsSoldOutHidden(withSoldOutHidden('?a=1', true))).toBe(true);
  });
});
