import { describe, expect, it } from 'vitest';
import {
  applyOptimistically,
  emotionBody,
  type FeelingsState,
  intentionBody,
  setEmotion,
  setWishlisted,
} from './feelings';

const empty: FeelingsState = { wishlist: [], emotions: {} };

describe('wishlist and emotions', () => {
  it('ACC-59 ACC-61 wishlist add and remove', () => {
    const added = setWishlisted(empty, 'dune', true);
    expect(added.wishlist).toEqual(['dune']);
    expect(setWishlisted(added, 'dune', true).wishlist).toEqual(['dune']);
    expect(setWishlisted(added, 'dune', false).wishlist).toEqual([]);
    expect(empty.wishlist).toEqual([]);
  });
  it('ACC-62 "Rating sets the emotion for the show"', () => {
    const rated = setEmotion(empty, 'dune', 'loved');
    expect(rated.emotions).toEqual({ dune: 'loved' });
    expect(setEmotion(rated, 'dune', 'liked').emotions).toEqual({ dune: 'liked' });
    expect(setEmotion(rated, 'dune', null).emotions).toEqual({});
  });
  it('ACC-63 "Removing an intention or emotion is sent as a delete"', () => {
    expect(intentionBody(true)).toEqual({ intention: 2, isDelete: false });
    expect(intentionBody(false)).toEqual({ intention: 2, isDelete: true });
    expect(emotionBody(undefined, 'loved')).toEqual({ emotion: 'loved', isDelete: false });
    expect(emotionBody('loved', null)).toEqual({ emotion: 'loved', isDelete: true });
    expect(emotionBody(undefined, null)).toBeNull();
  });
  it('ACC-61 ERR-17 "applied optimistically and reverted on failure"', async () => {
    const seen: FeelingsState[] = [];
    const next = setWishlisted(empty, 'dune', true);
    const failure = new Error('offline');
    await expect(
      applyOptimistically(
        empty,
        next,
        (s) => seen.push(s),
        () => Promise.reject(failure),
      ),
    ).rejects.toBe(failure);
    expect(seen).toEqual([next, empty]);
    seen.length = 0;
    await expect(
      applyOptimistically(
        empty,
        next,
        (s) => seen.push(s),
        () => Promise.resolve(),
      ),
    ).resolves.toBe(next);
    expect(seen).toEqual([next]);
  });
});
