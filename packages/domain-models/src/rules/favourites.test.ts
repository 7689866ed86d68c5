import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFavourite,
  canAddFavourite,
  favouritePolicyFor,
  removeFavourite,
  toggleFavourite,
  UnknownCinemaError,
} from './favourites';

const five = favouritePolicyFor('fr');
const one = favouritePolicyFor('ch');

describe('favourite cinemas', () => {
  it('ACC-51 ACC-52 ACC-50 "Limit 5 on fr and nl; limit 1 on ch and be, where adding replaces; off on the African sites"', () => {
    expect(favouritePolicyFor('fr')).toEqual({ enabled: true, limit: 5, replaces: false });
    expect(favouritePolicyFor('nl')).toEqual({ enabled: true, limit: 5, replaces: false });
    expect(favouritePolicyFor('ch')).toEqual({ enabled: true, limit: 1, replaces: true });
    expect(favouritePolicyFor('be')).toEqual({ enabled: true, limit: 1, replaces: true });
    for (const cc of ['tn', 'sn', 'ci', 'ma'] as const) expect(favouritePolicyFor(cc).enabled).toBe(false);
  });
  it('ACC-53 "adding is allowed only while the count is below the limit (the one-cinema mode always allows add)"', () => {
    expect(canAddFavourite(['a', 'b', 'c', 'd'], five)).toBe(true);
    expect(canAddFavourite(['a', 'b', 'c', 'd', 'e'], five)).toBe(false);
    expect(canAddFavourite(['a'], one)).toBe(true);
    expect(canAddFavourite([], favouritePolicyFor('sn'))).toBe(false);
  });
  it('ACC-54 "add puts the cinema first, with an optional cut to the limit"; ACC-52 one-cinema mode replaces', () => {
    expect(addFavourite(['a', 'b'], 'c', five)).toEqual(['c', 'a', 'b']);
    expect(addFavourite(['a', 'b', 'c', 'd', 'e'], 'f', five)).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(addFavourite(['a', 'b', 'c', 'd', 'e'], 'f', five, false)).toHaveLength(6);
    expect(addFavourite(['a', 'b'], 'b', five)).toEqual(['b', 'a']);
    expect(addFavourite(['a'], 'b', one)).toEqual(['b']);
  });
  it('ACC-55 "remove filters it out"', () => {
    expect(removeFavourite(['a', 'b', 'a'], 'a')).toEqual(['b']);
  });
  it('ACC-56 ERR-16 "if not already a favourite and the limit is reached, fail with an alert" carrying the limit', () => {
    const result = toggleFavourite(['a', 'b', 'c', 'd', 'e'], 'f', five);
    expect(result).toEqual({
      ok: false,
      reason: 'limit',
      alert: {
        level: 'warning',
        title: 'Cinemas.Alert.Title',
        subtitle: 'Cinemas.Alert.Subtitle',
        params: { limit: 5 },
      },
    });
  });
  it('ACC-57 "else add; else remove"', () => {
    expect(toggleFavourite(['a'], 'b', five)).toEqual({ ok: true, action: 'added', favourites: ['b', 'a'] });
    expect(toggleFavourite(['a', 'b'], 'a', five)).toEqual({ ok: true, action: 'removed', favourites: ['b'] });
    expect(toggleFavourite(['a'], 'b', one)).toEqual({ ok: true, action: 'added', favourites: ['b'] });
    expect(toggleFavourite([], 'b', favouritePolicyFor('ma'))).toEqual({ ok: false, reason: 'disabled' });
  });
  it('ERR-18 "Unknown cinema when favouriting: error"', () => {
    expect(() => toggleFavourite([], 'ghost', five, ['a', 'b'])).toThrow(UnknownCinemaError);
    expect(toggleFavourite([], 'a', five, ['a']).ok).toBe(true);
  });
  it('ACC-53 ACC-54 property: toggling never exceeds the limit, keeps no duplicates, and twice is identity', () => {
    const slug = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g');
    fc.assert(
      fc.property(fc.constantFrom(five, one), fc.array(slug), (policy, actions) => {
        let list: string[] = [];
        for (const s of actions) {
          const r = toggleFavourite(list, s, policy);
          if (r.ok) list = r.favourites;
          expect(list.length).toBeLessThanOrEqual(policy.limit);
          expect(new Set(list).size).toBe(list.length);
        }
        const first = list[0];
        if (first) {
          const removed = toggleFavourite(list, first, policy);
          const back = removed.ok ? toggleFavourite(removed.favourites, first, policy) : removed;
          if (back.ok) expect(back.favourites).toEqual(list);
        }
      }),
    );
  });
});
