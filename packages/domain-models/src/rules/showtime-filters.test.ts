import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_TAGS,
  filterShowtimes,
  isAccessibilityTag,
  passesAccessibilityFilter,
  passesGenreFilter,
  passesLanguageFilter,
  passesTypeFilter,
  splitTagSelection,
} from './showtime-filters';

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

describe('accessibility filters', () => {
  it('CAT-23 accessibility tags are split from type tags of the same /filters/ tags segment', () => {
    expect(splitTagSelection(['imax', 'audio-description', 'relaxed', '3d'])).toEqual({
      types: ['imax', '3d'],
      accessibility: ['audio-description', 'relaxed'],
    });
    expect(ACCESSIBILITY_TAGS).toEqual(['audio-description', 'hoh-subtitles', 'relaxed']);
    expect(isAccessibilityTag('hoh-subtitles')).toBe(true);
    expect(isAccessibilityTag('imax')).toBe(false);
  });
  it('CAT-23 accessibility is ANDed with the type filter: IMAX + audio description keeps only IMAX showtimes with it', () => {
    const item = (tags: string[]) => ({ version: 'vf', tags, genres: [], bookable: true });
    const items = [item(['imax']), item(['imax', 'audio-description']), item(['audio-description']), item([])];
    const kept = filterShowtimes(items, {
      languages: [],
      types: ['imax'],
      genres: [],
      accessibility: ['audio-description'],
    });
    expect(kept).toEqual([items[1]]);
    expect(
      filterShowtimes(items, { languages: [], types: [], genres: [], accessibility: ['audio-description'] }),
    ).toEqual([items[1], items[2]]);
    // without an accessibility selection the rule is unchanged
    expect(filterShowtimes(items, { languages: [], types: ['imax'], genres: [] })).toEqual([items[0], items[1]]);
  });
  it('CAT-23 the accessibility filter passes when the selection is empty (property)', () => {
    fc.assert(fc.property(words, (tags) => passesAccessibilityFilter([], tags)));
    expect(passesAccessibilityFilter(['relaxed'], ['audio-description'])).toBe(false);
    expect(passesAccessibilityFilter(['relaxed', 'hoh-subtitles'], ['hoh-subtitles'])).toBe(true);
  });
});
