import type { Store } from '../store';

/**
 * The personal calendar feeds' secret addresses, in the shared database: one per
 * client and site, the token stored as is (the account page shows the address again, and it grants
 * only a read of a schedule); a renewal replaces it, a revocation deletes it: the old address is
 * unknown from that statement on, on every instance.
 */

/** A client's feed token on a site, if it has one. */
export async function feedTokenOf(store: Store, clientId: string, site: string): Promise<string | undefined> {
  const row = await store.shared.db.get<{ token: string }>(
    'SELECT token FROM calendar_feeds WHERE client_id = ? AND site = ?',
    [clientId, site],
  );
  return row?.token;
}

/** Gives a client a new feed token on a site, replacing the one it had (renewal). */
export async function putFeedToken(store: Store, clientId: string, site: string, token: string): Promise<void> {
  await store.shared.db.run(
    'INSERT INTO calendar_feeds (client_id, site, token, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (client_id, site) DO UPDATE SET token = excluded.token, created_at = excluded.created_at',
    [clientId, site, token, store.now().toISOString()],
  );
}

/** Revokes a client's feed token on a site (none: nothing happens). */
export async function deleteFeedToken(store: Store, clientId: string, site: string): Promise<void> {
  await store.shared.db.run('DELETE FROM calendar_feeds WHERE client_id = ? AND site = ?', [clientId, site]);
}

/** Whose feed a token opens, and on which site. */
export async function feedOwner(store: Store, token: string): Promise<{ clientId: string; site: string } | undefined> {
  const row = await store.shared.db.get<{ client_id: string; site: string }>(
    'SELECT client_id, site FROM calendar_feeds WHERE token = ?',
    [token],
  );
  return row ? { clientId: row.client_id, site: row.site } : undefined;
}
