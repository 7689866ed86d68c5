import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuery, queryParam } from './query';

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
