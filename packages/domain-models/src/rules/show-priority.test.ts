import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBookable, isPremiere, SHOW_SORT_PRIORITY, showSortPriority, sortByPriority } from './show-priority';

describe('premiere, bookability and show sort priority', () => {
  it('RULE-05 "A show is premiere if it carries the AVP tags."', () => {
    expect(isPremiere(['imax', 'avp'])).toBe(true);
    expect(isPremiere(['avp-team'])).toBe(true);
    expect(isPremiere(['imax', '3d'])).toBe(false);
    expect(isPremiere([])).toBe(false);
    expect(isPremiere(['premiere-x'], ['premiere-x'])).toBe(true);
  });
  it('RULE-06 "A film is bookable unless coming soon."', () => {
    expect(isBookable({ isComingSoon: true })).toBe(false);
    expect(isBookable({ isComingSoon: false })).toBe(true);
  });
  it('RULE-07 "Show sort priority: special showtime 3, premiere 2, upsell 1."', () => {
    const p = (hasSpecialShowtime: boolean, premiere: boolean, hasUpsell: boolean) =>
      showSortPriority({ hasSpecialShowtime, isPremiere: premiere, hasUpsell });
    expect(p(true, true, true)).toBe(3);
    expect(p(false, true, true)).toBe(2);
    expect(p(false, false, true)).toBe(1);
    expect(p(false, false, false)).toBe(0);
    expect(SHOW_SORT_PRIORITY).toMatchObject({ special: 3, premiere: 2, upsell: 1 });
  });
  it('RULE-07 sorting puts higher priorities first and is stable (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 })), (priorities) => {
        const items = priorities.map((priority, id) => ({ id, priority }));
        const sorted = sortByPriority(items, (i) => i.priority);
        expect(sorted).toHaveLength(items.length);
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1];
          const b = sorted[i];
          if (!a || !b) continue;
          expect(a.priority).toBeGreaterThanOrEqual(b.priority);
          if (a.priority === b.priority) expect(a.id).toBeLessThan(b.id);
        }
      }),
    );
  });
});
