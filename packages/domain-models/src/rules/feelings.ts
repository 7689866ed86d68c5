import type { Emotion } from './enums';

/** A client's feelings: wishlist (show slugs) and an emotion per show (A§3). */
export interface FeelingsState {
  readonly wishlist: readonly string[];
  readonly emotions: Readonly<Record<string, Emotion>>;
}

/** Adds or removes a show from the wishlist (a new state). */
export function setWishlisted(feelings: FeelingsState, slug: string, wished: boolean): FeelingsState {
  const without = feelings.wishlist.filter((s) => s !== slug);
  return { ...feelings, wishlist: wished ? [...without, slug] : without };
}

/** A§4: "Rating sets the emotion for the show"; null removes it (a new state). */
export function setEmotion(feelings: FeelingsState, slug: string, emotion: Emotion | null): FeelingsState {
  const emotions = { ...feelings.emotions };
  if (emotion) emotions[slug] = emotion;
  else delete emotions[slug];
  return { ...feelings, emotions };
}

/** Body of the intention call (A§7: intention default 2; A§4: "Removing ... is sent as a delete"). */
export function intentionBody(wished: boolean): { intention: number; isDelete: boolean } {
  return { intention: 2, isDelete: !wished };
}

/** Body of the emotion call: a removal is sent as a delete of the previous emotion. */
export function emotionBody(
  previous: Emotion | undefined,
  next: Emotion | null,
): { emotion: Emotion; isDelete: boolean } | null {
  if (next) return { emotion: next, isDelete: false };
  return previous ? { emotion: previous, isDelete: true } : null;
}

/**
 * A§4: "add/remove are applied optimistically and reverted on failure (fail action)".
 * `apply` receives the optimistic state at once; when `commit` fails, `apply` receives the
 * previous state again and the returned promise rejects with the failure.
 */
export async function applyOptimistically<S>(
  previous: S,
  next: S,
  apply: (state: S) => void,
  commit: () => Promise<unknown>,
): Promise<S> {
  apply(next);
  try {
    await commit();
    return next;
  } catch (error) {
    apply(previous);
    throw error;
  }
}
