import { describe, expect, it } from 'vitest';
import { footerCinemaGroups } from './footer-cinemas';

const cinema = (slug: string, name: string, city: string, citySlug: string) => ({ slug, name, city, citySlug });
const BE = [
  cinema('meir', 'Marquee Meir', 'Antwerpen', 'antwerpen'),
  cinema('woluwe', 'Marquee Woluwe', 'Brussel', 'bruxelles'),
  cinema('brouckere', 'Marquee De Brouckère', 'Brussel', 'bruxelles'),
  cinema('liege', 'Marquee Médiacité', 'Luik', 'liege'),
  cinema('nowhere', 'Marquee Pop-up', '', ''),
];

describe('footerCinemaGroups', () => {
  it('SHELL-43 groups every cinema whose city is known by city, cities and cinemas in alphabetical order', () => {
    const groups = footerCinemaGroups(BE, { byCity: true, locale: 'nl' });
    expect(groups.map((g) => [g.city?.name, g.cinemas.map((c) => c.slug)])).toEqual([
      ['Antwerpen', ['meir']],
      ['Brussel', ['brouckere', 'woluwe']],
      ['Luik', ['liege']],
    ]);
    expect(groups[1]?.city).toEqual({ slug: 'bruxelles', name: 'Brussel' });
  });

  it('SHELL-43 without grouping by city (cinemasGroupByCity off) gives one list in alphabetical order', () => {
    expect(footerCinemaGroups(BE, { byCity: false, locale: 'fr' })).toEqual([
      { city: null, cinemas: [BE[2], BE[3], BE[0], BE[1]] },
    ]);
  });

  it('compares names in the page language, ignoring accents and case', () => {
    const list = [cinema('b', 'Écran B', 'X', 'x'), cinema('a', 'ecran a', 'X', 'x'), cinema('c', 'Ecran C', 'X', 'x')];
    const [group] = footerCinemaGroups(list, { byCity: false, locale: 'fr' });
    expect(group?.cinemas.map((c) => c.slug)).toEqual(['a', 'b', 'c']);
  });

  it('gives no group when no cinema can be listed', () => {
    expect(footerCinemaGroups([], { byCity: true, locale: 'fr' })).toEqual([]);
    expect(footerCinemaGroups([cinema('x', 'X', ' ', 'x')], { byCity: false, locale: 'fr' })).toEqual([]);
  });
});
