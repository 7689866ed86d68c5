import { describe, expect, it } from 'vitest';
import { eachInTurns, ROWS_PER_TURN } from './turns';

describe("eachInTurns: a build's long loop gives the event loop a turn between slices", () => {
  it('visits every item in order, and what waited for the thread runs after the first slice, not after the last', async () => {
    const items = Array.from({ length: ROWS_PER_TURN * 3 + 7 }, (_, i) => i);
    const seen: number[] = [];
    // a socket's event that arrives while the loop runs: handled at the next turn of the event loop
    let seenWhenAnswered = -1;
    setImmediate(() => {
      seenWhenAnswered = seen.length;
    });
    await eachInTurns(items, (i) => seen.push(i));
    expect(seen).toEqual(items);
    expect(seenWhenAnswered).toBe(ROWS_PER_TURN);
  });

  it('a list shorter than a slice is one plain loop, with no turn given', async () => {
    const seen: number[] = [];
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    const done = eachInTurns([1, 2, 3], (i) => seen.push(i));
    expect(seen).toEqual([1, 2, 3]);
    await done;
    expect(turned).toBe(false);
  });
});
