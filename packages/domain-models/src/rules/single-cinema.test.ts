import { describe, expect, it } from 'vitest';
import { resolveCityTarget } from './single-cinema';

describe('single cinema resolution', () => {
  it('LOC-18 SHELL-22 "a city with exactly one cinema goes to that cinema"', () => {
    expect(resolveCityTarget('dakar', [{ slug: 'marquee-dakar' }])).toEqual({ kind: 'cinema', slug: 'marquee-dakar' });
  });
  it('LOC-19 "Otherwise it goes to the city light list."', () => {
    expect(resolveCityTarget('lyon', [{ slug: 'a' }, { slug: 'b' }])).toEqual({ kind: 'cityLight', slug: 'lyon' });
    expect(resolveCityTarget('nowhere', [])).toEqual({ kind: 'cityLight', slug: 'nowhere' });
  });
});
