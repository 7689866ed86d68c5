import type { Cinema } from '@marquee/domain-models';
import { describe, expect, it } from 'vitest';
import { groupByCity } from './cinemas-page';

const cinema = (slug: string, city: string) => ({ slug, city }) as Cinema;

describe('cinemas by city', () => {
  it('groups cinemas by city, cities in alphabetical order for the page language', () => {
    const groups = groupByCity(
      [cinema('a', 'Lyon'), cinema('c', 'Annecy'), cinema('d', 'Lyon'), cinema('e', 'Évry')],
      'fr',
    );
    expect(groups.map(([city, list]) => [city, list.map((c) => c.slug)])).toEqual([
      ['Annecy', ['c']],
      ['Évry', ['e']],
      ['Lyon', ['a', 'd']],
    ]);
  });
});
