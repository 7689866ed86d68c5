import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_RESULT_TYPES } from './enums';
import { previewCap, scopeSearchResults, searchPreview } from './search-preview';

describe('search preview', () => {
  it('SRCH-08 "Search preview caps: shows 4, cinemas 3, help 3, others 4"', () => {
    expect(previewCap('show')).toBe(4);
    expect(previewCap('cinema')).toBe(3);
    expect(previewCap('faq')).toBe(3);
    expect(previewCap('offer')).toBe(4);
    expect(previewCap('news')).toBe(4);
    expect(previewCap('master-template')).toBe(4);
    expect(previewCap('constructor')).toBe(4);
  });
  it('SRCH-08 property: every group is capped and keeps the first results of its type', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ type: fc.constantFrom(...SEARCH_RESULT_TYPES), id: fc.nat() })), (results) => {
        for (const group of searchPreview(results)) {
          const all = results.filter((r) => r.type === group.type);
          expect(group.items).toEqual(all.slice(0, previewCap(group.type)));
          expect(group.total).toBe(all.length);
        }
      }),
    );
  });
  it('SRCH-06 HELP-12 "exclude events in the main search, and FAQ search keeps only the FAQ type"', () => {
    const results = [
      { type: 'show', payload: {} },
      { type: 'show', payload: { kind: 'event' } },
      { type: 'news', payload: { articleType: 'event' } },
      { type: 'faq', payload: null },
    ];
    expect(scopeSearchResults(results, 'main').map((r) => r.type)).toEqual(['show', 'faq']);
    expect(scopeSearchResults(results, 'faq').map((r) => r.type)).toEqual(['faq']);
  });
});
