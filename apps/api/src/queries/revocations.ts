import { createHash } from 'node:crypto';
import type { Store } from '../store';

/** The key of a token in the revocation list: its SHA-256 (the list never holds a usable token). */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Puts a token on the revocation list until it expires (`exp`, seconds), and drops the entries
 * that have expired since (a token past its `exp` is refused anyway).
 */
export function revokeToken(store: Store, token: string, exp: number): void {
  const now = Math.floor(store.now().getTime() / 1000);
  store.stmt('DELETE FROM revoked_tokens WHERE expires_at < ?').run(now);
  store
    .stmt('INSERT INTO revoked_tokens (token_hash, expires_at) VALUES (?, ?) ON CONFLICT (token_hash) DO NOTHING')
    .run(keyOf(token), exp);
}

/** Whether a token is on the revocation list. */
export function isTokenRevoked(store: Store, token: string): boolean {
  return store.stmt('SELECT 1 FROM revoked_tokens WHERE token_hash = ?').get(keyOf(token)) !== undefined;
}
