/**
 * Header push visibility (A§4 "Header push hidden for a day after viewing, except home pushes";
 * A§9 "Header push hidden 1 day (local key header_push_expiration)"; SHELL-77, SHELL-78).
 */

/** The local-storage key holding when a viewed header push may be shown again (epoch ms). */
export const HEADER_PUSH_STORAGE_KEY = 'header_push_expiration';

/** How long a viewed header push stays hidden: one day. */
export const HEADER_PUSH_HIDDEN_MS = 24 * 60 * 60 * 1000;

/** The push type that is never hidden by the one-day rule. */
export const HOME_PUSH_TYPE = 'home';

/** The expiration to store when a push is viewed at `now` (ms since the epoch). */
export function headerPushExpiration(now: number): number {
  return now + HEADER_PUSH_HIDDEN_MS;
}

/**
 * Whether a push is hidden at `now`, given the stored expiration (the raw stored text, or null):
 * home pushes never are; another push is while the stored expiration lies ahead. A missing or
 * unreadable value hides nothing.
 */
export function isHeaderPushHidden(push: { readonly type: string }, stored: string | null, now: number): boolean {
  if (push.type === HOME_PUSH_TYPE) return false;
  if (stored === null || stored.trim() === '') return false;
  const until = Number(stored);
  return Number.isFinite(until) && now < until;
}
