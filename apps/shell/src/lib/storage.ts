/**
 * The one way the shell reads and writes the browser's storage (CONVENTIONS: one helper per
 * third-party singleton). Storage can be missing or refuse writes (private browsing, a full quota,
 * storage blocked by the visitor): every call then behaves as if nothing were stored, and never
 * throws. Call it from effects and event handlers only: there is no storage on the server.
 */

/** The keys the shell stores, in one place (values are strings). */
export const STORAGE_KEYS = {
  /** When a viewed header push may show again, epoch ms (spec A§9: `header_push_expiration`). */
  headerPushExpiration: 'header_push_expiration',
  /** The visitor closed the smart banner (A§4 "smart banner hide"): `'1'`. */
  smartBannerHidden: 'marquee_smart_banner_hidden',
} as const;
// The sign-in's own keys live beside its code, loaded after the page is live: lib/sign-in.ts
// (the provider's address, the token cookie's expiry) and lib/tab-client.ts (the tab's client id).

/** Which storage: `local` survives the visit, `session` lasts the tab's life. */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored text, or null when absent or unreadable. */
export function readStorage(key: string, kind: StorageArea = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a text; false when the browser refused it. */
export function writeStorage(key: string, value: string, kind: StorageArea = 'local'): boolean {
  try {
    const storage = area(kind);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets a stored text (nothing when storage is missing or refuses). */
export function removeStorage(key: string, kind: StorageArea = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing stored that could be read back either.
  }
}
