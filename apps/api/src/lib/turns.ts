import { setImmediate as setImmediatePromise } from 'node:timers/promises';

/**
 * How many rows a build handles between two turns of the event loop: at stress size a "tonight"
 * answer reads every showtime of a place on a day (tens of thousands), and the requests that
 * arrive meanwhile (kept answers, a few hundred microseconds each) must not wait for the whole
 * build, nor one build after another ahead of the minute (docs/PERFORMANCE.md, "Tonight's minute
 * builds at stress size"). A slice of this many rows is a millisecond or two of the thread.
 */
export const ROWS_PER_TURN = 4_000;

/** Gives the event loop a turn: the sockets' events waiting meanwhile are handled first. */
export const aTurn = (): Promise<void> => setImmediatePromise();

/**
 * Calls `each` on every item, in slices of `perTurn` with a turn of the event loop between two
 * slices (none before the first, none for a short list): a build's long loop does not hold the
 * thread that answers the requests. The items are visited in order, as a plain loop would.
 */
export async function eachInTurns<T>(
  items: readonly T[],
  each: (item: T) => void,
  perTurn = ROWS_PER_TURN,
): Promise<void> {
  for (let start = 0; start < items.length; start += perTurn) {
    if (start > 0) await aTurn();
    const end = Math.min(items.length, start + perTurn);
    for (let i = start; i < end; i++) each(items[i] as T);
  }
}
