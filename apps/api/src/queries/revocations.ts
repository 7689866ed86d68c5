import { createHash } from 'node:crypto';
import type { Store } from '../store';

/** The key of a token in the revocation list: its SHA-256 (the list never holds a usable token). */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Puts a token on the revocation list of the shared database (every API instance refuses it from
 * then on) until it expires (`exp`, seconds), and drops the entries that have expired since (a
 * token past its `exp` is refused anyway).
 */
export async function revokeToken(store: Store, token: string, exp: number): Promise<void> {
  const now = Math.floor(store.now().getTime() / 1000);
  await store.shared.db.run('DELETE FROM revoked_tokens WHERE expires_at < ?', [now]);
  await store.shared.db.run(
    'INSERT INTO revoked_tokens (token_hash, expires_at) VALUES (?, ?) ON CONFLICT (token_hash) DO NOTHING',
    [keyOf(token), exp],
  );
}

/** Whether a token is on the revocation list. */
export async function isTokenRevoked(store: Store, token: string): Promise<boolean> {
  return (
    (await store.shared.db.get('SELECT 1 AS one FROM revoked_tokens WHERE token_hash = ?', [keyOf(token)])) !==
    undefined
  );
}

/**
 * Whether the sign-in provider revoked a token's grant (a replayed code, a logout at the provider):
 * the provider lists the grant in the shared database until the grant's last token has expired.
 */
export async function isGrantRevoked(store: Store, grantId: string): Promise<boolean> {
  return store.shared.revokedGrants.isRevoked(grantId);
}
