import type { Emotion } from '@marquee/domain-models';

/**
 * An action a visitor asked for before signing in (ACC-36, ACC-37): kept in this tab while the
 * provider's sign-in runs, finished by the page it was asked on once the client is back signed in.
 * Holds no token and nothing personal: which cinema or film, and the page.
 */
export type PendingAction =
  | { readonly kind: 'favourite'; readonly slug: string; readonly path: string; readonly at: number }
  | { readonly kind: 'wishlist'; readonly slug: string; readonly path: string; readonly at: number }
  /** Tell me when booking opens for this film (the film page's alert button). */
  | { readonly kind: 'booking-alert'; readonly slug: string; readonly path: string; readonly at: number }
  | {
      readonly kind: 'emotion';
      readonly slug: string;
      readonly emotion: Emotion;
      readonly path: string;
      readonly at: number;
    };

/** Where the pending action is kept (sessionStorage: it survives the redirect, not the tab). */
export const PENDING_ACTION_KEY = 'marquee.after-sign-in';
/** A pending action older than this is dropped (the visitor gave up on the sign-in). */
export const PENDING_ACTION_TTL_MS = 30 * 60 * 1000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the action to finish after sign-in (replacing any other). */
export function rememberAfterSignIn(storage: Storage, action: PendingAction): void {
  try {
    storage.setItem(PENDING_ACTION_KEY, JSON.stringify(action));
  } catch {
    // Storage refused (private mode, quota): the visitor signs in and clicks again.
  }
}

function isPending(value: unknown): value is PendingAction {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return (
    (a.kind === 'favourite' ||
      a.kind === 'wishlist' ||
      a.kind === 'booking-alert' ||
      (a.kind === 'emotion' && ['disappointed', 'liked', 'loved'].includes(String(a.emotion)))) &&
    typeof a.slug === 'string' &&
    typeof a.path === 'string' &&
    typeof a.at === 'number'
  );
}

/**
 * Takes the pending action if `matches` accepts it (and it is fresh): it is removed, so it runs
 * once. An unreadable or stale one is removed too.
 */
export function takeAfterSignIn(
  storage: Storage,
  matches: (action: PendingAction) => boolean,
  now: number = Date.now(),
): PendingAction | null {
  let raw: string | null;
  try {
    raw = storage.getItem(PENDING_ACTION_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isPending(parsed) || now - parsed.at > PENDING_ACTION_TTL_MS || parsed.at > now + 60_000) {
    storage.removeItem(PENDING_ACTION_KEY);
    return null;
  }
  if (!matches(parsed)) return null;
  storage.removeItem(PENDING_ACTION_KEY);
  return parsed;
}
