import { describe, expect, it } from 'vitest';
import { CINEMA_FULL_LIST_ABOVE, cinemaCityGroups, cinemaListLayout, resolveCityTarget } from './single-cinema';

describe('single cinema resolution', () => {
  it('LOC-18 SHELL-22 "a city with exactly one cinema goes to that cinema"', () => {
    expect(resolveCityTarget('dakar', [{ slug: 'marquee-dakar' }])).toEqual({ kind: 'cinema', slug: 'marquee-dakar' });
  });
  it('LOC-19 "Otherwise it goes to the city light list."', () => {
    expect(resolveCityTarget('lyon', [{ slug: 'a' }, { slug: 'b' }])).toEqual({ kind: 'cityLight', slug: 'lyon' });
    expect(resolveCityTarget('nowhere', [])).toEqual({ kind: 'cityLight', slug: 'nowhere' });
  });
});

describe('cinemas page list', () => {
  const c = (slug: string, city: string, citySlug = city.toLowerCase()) => ({ slug, name: slug, city, citySlug });

  it('CAT-37 the list is full only above 8 cinemas; 8 or fewer are all presented as cards', () => {
    expect(CINEMA_FULL_LIST_ABOVE).toBe(8);
    expect(cinemaListLayout(30)).toBe('full');
    expect(cinemaListLayout(9)).toBe('full');
    expect(cinemaListLayout(8)).toBe('cards');
    expect(cinemaListLayout(1)).toBe('cards');
  });

  it('CAT-36 only cinemas whose city is known, grouped by city; the heading leads by the single-cinema rule', () => {
    const groups = cinemaCityGroups(
      [c('Vaise', 'Lyon'), c('Darcy', 'Dijon'), c('Bellecour', 'Lyon'), c('Ghost', 'Atlantis'), c('Empty', '', '')],
      ['lyon', 'dijon'],
      { byCity: true, locale: 'fr' },
    );
    expect(groups.map((g) => [g.city?.name, g.city?.target, g.cinemas.map((x) => x.slug)])).toEqual([
      ['Dijon', { kind: 'cinema', slug: 'Darcy' }, ['Darcy']],
      ['Lyon', { kind: 'cityLight', slug: 'lyon' }, ['Bellecour', 'Vaise']],
    ]);
  });

  it('CAT-36 a site that does not group by city lists its cinemas flat, by name', () => {
    const groups = cinemaCityGroups(
      [c('Sousse', 'Sousse'), c('Lac', 'Tunis'), c('Ghost', 'Atlantis')],
      ['tunis', 'sousse'],
      {
        byCity: false,
        locale: 'fr',
      },
    );
    expect(groups).toEqual([{ city: null, cinemas: [c('Lac', 'Tunis'), c('Sousse', 'Sousse')] }]);
    expect(cinemaCityGroups([], ['x'], { byCity: true, locale: 'fr' })).toEqual([]);
  });
});
