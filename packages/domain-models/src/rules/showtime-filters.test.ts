import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterShowtimes, passesGenreFilter, passesLanguageFilter, passesTypeFilter } from './showtime-filters';

const words = fc.array(fc.string({ maxLength: 6 }), { maxLength: 5 });

describe('showtime filters', () => {
  it('RULE-10 "Filtering by language ... passes when the selection is empty" (property)', () => {
    fc.assert(fc.property(fc.string(), (version) => passesLanguageFilter([], version)));
    expect(passesLanguageFilter(['vost'], 'vf')).toBe(false);
    expect(passesLanguageFilter(['vost', 'vf'], 'vf')).toBe(true);
  });
  it('RULE-11 type filter passes when the type selection is empty (property)', () => {
    fc.assert(fc.property(words, (tags) => passesTypeFilter([], tags)));
    expect(passesTypeFilter(['imax'], ['4dx'])).toBe(false);
    expect(passesTypeFilter(['imax'], ['4dx', 'imax'])).toBe(true);
  });
  it('RULE-12 genre filter passes when the genre selection is empty (property)', () => {
    fc.assert(fc.property(words, (genres) => passesGenreFilter([], genres)));
    expect(passesGenreFilter(['comedy'], ['drama'])).toBe(false);
    expect(passesGenreFilter(['comedy'], ['drama', 'comedy'])).toBe(true);
  });
  it('RULE-13 "also accepts when the selection includes the AVP tag and the item carries the team AVP tag"', () => {
    expect(passesTypeFilter(['avp'], ['avp-team'])).toBe(true);
    expect(passesTypeFilter(['imax'], ['avp-team'])).toBe(false);
    expect(passesTypeFilter(['avp'], ['imax'])).toBe(false);
  });
  it('RULE-09 "Showtimes are filtered by languages, types, genres and the bookable flag"', () => {
    const base = { version: 'vf', tags: ['imax'], genres: ['drama'], bookable: true };
    const items = [
      { id: 1, ...base },
      { id: 2, ...base, version: 'vost' },
      { id: 3, ...base, tags: ['3d'] },
      { id: 4, ...base, genres: ['comedy'] },
      { id: 5, ...base, bookable: false },
    ];
    const ids = (f: Parameters<typeof filterShowtimes>[1]) => filterShowtimes(items, f).map((i) => i.id);
    expect(ids({ languages: [], types: [], genres: [] })).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ languages: ['vf'], types: [], genres: [] })).toEqual([1, 3, 4, 5]);
    expect(ids({ languages: [], types: ['imax'], genres: [] })).toEqual([1, 2, 4, 5]);
    expect(ids({ languages: [], types: [], genres: ['drama'] })).toEqual([1, 2, 3, 5]);
    expect(ids({ languages: [], types: [], genres: [], bookableOnly: true })).toEqual([1, 2, 3, 4]);
  });
});
