import type { Cinema } from '@marquee/domain-models';
import { describe, expect, it } from 'vitest';
import { groupByCity } from './cinemas-page';

const cinema = (slug: string, city: string) => ({ slug, city }) as Cinema;

describe('cinemas by city', () => {
  it('RULE-19 cinemas are listed only if their city is known, grouped by city in alphabetical order', () => {
    const groups = groupByCity(
      [cinema('a', 'Lyon'), cinema('b', ''), cinema('c', 'Annecy'), cinema('d', 'Lyon')],
      'fr',
    );
    expect(groups.map(([city, list]) => [city, list.map((c) => c.slug)])).toEqual([
      ['Annecy', ['c']],
      ['Lyon', ['a', 'd']],
    ]);
  });
});
