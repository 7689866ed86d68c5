import { describe, expect, it } from 'vitest';
import { mergeShowData } from './show-merge';

describe('show list merge', () => {
  const general = {
    dune: { slug: 'dune', title: 'Dune', order: 1, note: 'general' },
    alien: { slug: 'alien', title: 'Alien', order: 2, note: 'general' },
  };
  it('RULE-08 "general data first, then per-day data. Per-day ordering overrides."', () => {
    const merged = mergeShowData(general, [
      { slug: 'alien', order: 1, note: 'day' },
      { slug: 'dune', order: 2 },
    ]);
    expect(merged.map((s) => s.slug)).toEqual(['alien', 'dune']);
    expect(merged[0]).toEqual({ slug: 'alien', title: 'Alien', order: 1, note: 'day' });
    expect(merged[1]).toEqual({ slug: 'dune', title: 'Dune', order: 2, note: 'general' });
  });
  it('RULE-08 accepts a Map and drops per-day entries without general data', () => {
    const merged = mergeShowData(new Map(Object.entries(general)), [{ slug: 'unknown' }, { slug: 'dune' }]);
    expect(merged.map((s) => s.title)).toEqual(['Dune']);
    expect(mergeShowData(general, [{ slug: 'toString' }])).toEqual([]);
  });
});
