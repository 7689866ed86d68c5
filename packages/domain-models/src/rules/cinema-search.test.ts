import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cinemasWithKnownCity, matchesLocatorQuery, searchLocator } from './cinema-search';
import { foldText } from './text';

const cinemas = [
  { name: 'Marquee Orléans', addressZip: '45000', address: { postalCode: '45000' }, citySlug: 'orleans' },
  { name: 'Marquee Écully', addressZip: '69130', address: { postalCode: '69130' }, citySlug: 'lyon' },
  { name: 'Marquee Lyon Part-Dieu', addressZip: '69003', address: { postalCode: '69003' }, citySlug: 'lyon' },
  { name: 'Lost Cinema', addressZip: '99999', citySlug: '' },
];

describe('locator search', () => {
  it('RULE-17 "Postal-code search matches by prefix on the postal code or theatre postal code"', () => {
    expect(searchLocator(cinemas, '69').map((c) => c.addressZip)).toEqual(['69130', '69003']);
    expect(matchesLocatorQuery({ name: 'Lyon', postalCode: '69' }, '69')).toBe(true);
    expect(matchesLocatorQuery({ name: 'X', postalCode: '75', addressZip: '92100' }, '921')).toBe(true);
    expect(matchesLocatorQuery({ name: 'X', postalCode: '75' }, '76')).toBe(false);
    // prefix, not substring
    expect(matchesLocatorQuery({ name: 'X', postalCode: '45000' }, '500')).toBe(false);
  });
  it('RULE-18 "Numeric text matches by postal code prefix. Otherwise the match is by accent-insensitive name."', () => {
    expect(searchLocator(cinemas, 'orleans').map((c) => c.name)).toEqual(['Marquee Orléans']);
    expect(searchLocator(cinemas, 'ÉCULLY').map((c) => c.name)).toEqual(['Marquee Écully']);
    expect(searchLocator(cinemas, 'ecu').map((c) => c.name)).toEqual(['Marquee Écully']);
    expect(searchLocator(cinemas, '   ')).toEqual([]);
  });
  it('RULE-18 property: a name always finds itself, whatever its accents or case', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => foldText(s).trim() !== '' && !/^[\d\s]+$/.test(foldText(s))),
        (name) => {
          expect(matchesLocatorQuery({ name }, name)).toBe(true);
          expect(matchesLocatorQuery({ name: `Cinéma ${name}` }, foldText(name))).toBe(true);
        },
      ),
    );
  });
  it('RULE-19 "Cinemas are listed only if their city is known"', () => {
    expect(cinemasWithKnownCity(cinemas, ['lyon']).map((c) => c.addressZip)).toEqual(['69130', '69003']);
    expect(cinemasWithKnownCity(cinemas, [])).toEqual([]);
  });
});
