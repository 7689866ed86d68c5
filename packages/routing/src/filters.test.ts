import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseUrl, decodeFilters, encodeFilters, type Filters, splitFilters, toggleFilter } from './filters';

describe('filters codec', () => {
  it('ROUTE-59 filters are a /filters/ suffix of segments; none gives an empty suffix', () => {
    expect(encodeFilters({})).toBe('');
    expect(encodeFilters({ tags: [], genres: [''] })).toBe('');
  });

  it('ROUTE-60 date-{value}', () => {
    expect(encodeFilters({ date: '2025-06-01' })).toBe('/filters/date-2025-06-01');
    expect(decodeFilters('/filters/date-2025-06-01')).toEqual({ date: '2025-06-01' });
  });

  it('ROUTE-61 tags-a,b', () => {
    expect(encodeFilters({ tags: ['imax', '4dx'] })).toBe('/filters/tags-imax,4dx');
    expect(decodeFilters('filters/tags-imax,4dx')).toEqual({ tags: ['imax', '4dx'] });
  });

  it('ROUTE-62 localisation-{slug}', () => {
    expect(encodeFilters({ localisation: 'paris-15' })).toBe('/filters/localisation-paris-15');
    expect(decodeFilters('/filters/localisation-paris-15')).toEqual({ localisation: 'paris-15' });
  });

  it('ROUTE-63 ROUTE-64 versions-a,b and genres-a,b, written in a fixed order', () => {
    expect(encodeFilters({ genres: ['drama', 'comedy'], versions: ['vo', 'vf'] })).toBe(
      '/filters/versions-vo,vf/genres-drama,comedy',
    );
    expect(decodeFilters('/filters/genres-drama/versions-vo')).toEqual({ genres: ['drama'], versions: ['vo'] });
  });

  it('ROUTE-59 unknown and malformed segments are ignored', () => {
    expect(decodeFilters('/filters/colour-red/tags-/date/-x/genres-%E0%A4%A/tags-a')).toEqual({ tags: ['a'] });
  });

  it('ROUTE-59 property: decode(encode(f)) is f without empties', () => {
    const item = fc.string({ minLength: 1, maxLength: 10 });
    const arb = fc.record(
      {
        date: item,
        tags: fc.array(item, { maxLength: 4 }),
        localisation: item,
        versions: fc.array(item, { maxLength: 4 }),
        genres: fc.array(item, { maxLength: 4 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(arb, (filters: Filters) => {
        const expected: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(filters)) {
          if (Array.isArray(v)) {
            if (v.length > 0) expected[k] = v;
          } else expected[k] = v;
        }
        expect(decodeFilters(encodeFilters(filters))).toEqual(expected);
        expect(encodeFilters(filters)).not.toMatch(/\/\//);
      }),
    );
  });
});

describe('baseUrl', () => {
  it('ROUTE-65 a url containing /filters is cut there', () => {
    expect(baseUrl('/fr/cinema/x/filters/date-2025-06-01')).toBe('/fr/cinema/x');
    expect(baseUrl('https://www.marquee.fr/films/filters')).toBe('https://www.marquee.fr/films');
    expect(baseUrl('/films/filters?x=1')).toBe('/films');
    expect(baseUrl('/films')).toBe('/films');
    expect(baseUrl('/film/filters-and-more')).toBe('/film/filters-and-more');
    expect(splitFilters('/films/filters/tags-a')).toEqual({
      base: '/films',
      filters: { tags: ['a'] },
      hasFilters: true,
    });
  });
});

describe('toggleFilter', () => {
  it('ROUTE-61 toggling a value adds then removes it; an emptied list disappears', () => {
    const once = toggleFilter({ date: 'd' }, 'tags', 'imax');
    expect(once).toEqual({ date: 'd', tags: ['imax'] });
    expect(toggleFilter(once, 'tags', 'imax')).toEqual({ date: 'd' });
  });
});

describe('accessibility tags in the filters suffix', () => {
  it('CAT-23 the tags segment carries accessibility tags beside experiences and reads them back', () => {
    const filters = { date: '2026-03-14', tags: ['imax', 'audio-description', 'hoh-subtitles', 'relaxed'] };
    const suffix = encodeFilters(filters);
    expect(suffix).toBe('/filters/date-2026-03-14/tags-imax,audio-description,hoh-subtitles,relaxed');
    expect(decodeFilters(suffix)).toEqual(filters);
    expect(toggleFilter(decodeFilters(suffix), 'tags', 'relaxed').tags).toEqual([
      'imax',
      'audio-description',
      'hoh-subtitles',
    ]);
  });
});
