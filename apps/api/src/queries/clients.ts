import type { Feelings } from '@marquee/domain-models';
import type { ClientData, ShowRecord } from '../rows';
import type { Store } from '../store';

/**
 * Reads and writes of a client's own data, in the shared database (SQLite by default, PostgreSQL
 * with DATABASE_URL: every API instance sees the same): the client record, favourite cinemas per
 * site, the wishlist (intentions) and emotions. Every statement is scoped by the client id the
 * route authenticated; none reads another client's rows. A rule checked before a write (the
 * favourite limit) is checked in the same transaction, which both engines serialise.
 */

type Emotion = Feelings['emotions'][string];

/** The client's record, if it has one. */
export async function clientData(store: Store, id: string): Promise<ClientData | undefined> {
  const row = await store.shared.db.get<{ data: string }>('SELECT data FROM clients WHERE id = ?', [id]);
  return row ? (JSON.parse(row.data) as ClientData) : undefined;
}

/** Creates the client's record from `make()` when it has none (the first accepted request of a new client). */
export async function ensureClientRecord(store: Store, id: string, make: () => ClientData): Promise<void> {
  if (await store.shared.db.get('SELECT id FROM clients WHERE id = ?', [id])) return;
  await store.shared.db.run('INSERT INTO clients (id, data, created_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING', [
    id,
    JSON.stringify(make()),
    new Date().toISOString(),
  ]);
}

/** Marks the client registered (the account frame's register screen completed). */
export async function markRegistered(store: Store, id: string): Promise<void> {
  await store.shared.db.transaction(async (tx) => {
    const row = await tx.get<{ data: string }>('SELECT data FROM clients WHERE id = ?', [id]);
    if (!row) return;
    const data = JSON.parse(row.data) as ClientData;
    await tx.run('UPDATE clients SET data = ? WHERE id = ?', [JSON.stringify({ ...data, registered: true }), id]);
  });
}

/** The client's favourite cinemas on a site (slugs), the latest added first. */
export async function favoriteCinemaSlugs(store: Store, id: string, site: string): Promise<string[]> {
  const rows = await store.shared.db.all<{ cinema_slug: string }>(
    'SELECT cinema_slug FROM favorites WHERE client_id = ? AND site = ? ORDER BY position, cinema_slug',
    [id, site],
  );
  return rows.map((r) => r.cinema_slug);
}

/**
 * Adds favourite cinemas in one transaction, each new one first. With `limit` 1 (one-cinema
 * sites) a new cinema replaces the favourite; otherwise nothing is written and false comes back
 * when the new ones would pass the limit — however many requests race, on however many instances.
 */
export async function addFavoriteCinemas(
  store: Store,
  id: string,
  site: string,
  slugs: string[],
  limit: number,
): Promise<boolean> {
  return store.shared.db.transaction(async (tx) => {
    const current = (
      await tx.all<{ cinema_slug: string }>('SELECT cinema_slug FROM favorites WHERE client_id = ? AND site = ?', [
        id,
        site,
      ])
    ).map((r) => r.cinema_slug);
    const added = [...new Set(slugs)].filter((slug) => !current.includes(slug));
    if (limit !== 1 && current.length + added.length > limit) return false;
    for (const slug of added) {
      if (limit === 1) await tx.run('DELETE FROM favorites WHERE client_id = ? AND site = ?', [id, site]);
      const min = await tx.get<{ p: number | null }>(
        'SELECT min(position) AS p FROM favorites WHERE client_id = ? AND site = ?',
        [id, site],
      );
      await tx.run('INSERT INTO favorites (client_id, site, cinema_slug, position) VALUES (?, ?, ?, ?)', [
        id,
        site,
        slug,
        (min?.p ?? 0) - 1,
      ]);
    }
    return true;
  });
}

/** Removes favourite cinemas of a site (unknown ones are ignored), in one transaction. */
export async function removeFavoriteCinemas(store: Store, id: string, site: string, slugs: string[]): Promise<void> {
  await store.shared.db.transaction(async (tx) => {
    for (const slug of slugs) {
      await tx.run('DELETE FROM favorites WHERE client_id = ? AND site = ? AND cinema_slug = ?', [id, site, slug]);
    }
  });
}

/** The show a stored slug names, if it is still in the catalogue. */
function storedShow(store: Store, slug: string): ShowRecord | undefined {
  const hit = store.showSlugs.get(slug)?.[0];
  return hit ? store.showById.get(hit.id) : undefined;
}

/** The client's wishlist (in the order added) and emotions, as shows of the catalogue (those gone are left out). */
export async function clientFeelings(
  store: Store,
  id: string,
): Promise<{ wishlist: ShowRecord[]; emotions: { show: ShowRecord; emotion: Emotion }[] }> {
  const intentions = await store.shared.db.all<{ show_slug: string }>(
    `SELECT show_slug FROM intentions WHERE client_id = ? ORDER BY ${store.shared.insertionOrder}`,
    [id],
  );
  const emotions = await store.shared.db.all<{ show_slug: string; emotion: Emotion }>(
    `SELECT show_slug, emotion FROM emotions WHERE client_id = ? ORDER BY ${store.shared.insertionOrder}`,
    [id],
  );
  return {
    wishlist: intentions.flatMap((row) => storedShow(store, row.show_slug) ?? []),
    emotions: emotions.flatMap((row) => {
      const show = storedShow(store, row.show_slug);
      return show ? [{ show, emotion: row.emotion }] : [];
    }),
  };
}

/** Puts a show on the client's wishlist with an intention level, or (null) takes it off. */
export async function setIntention(
  store: Store,
  id: string,
  showSlug: string,
  intention: number | null,
): Promise<void> {
  if (intention === null) {
    await store.shared.db.run('DELETE FROM intentions WHERE client_id = ? AND show_slug = ?', [id, showSlug]);
    return;
  }
  await store.shared.db.run(
    'INSERT INTO intentions (client_id, show_slug, intention) VALUES (?, ?, ?) ON CONFLICT (client_id, show_slug) DO UPDATE SET intention = excluded.intention',
    [id, showSlug, intention],
  );
}

/** Records the client's emotion about a show, or (null) removes it. */
export async function setEmotion(store: Store, id: string, showSlug: string, emotion: Emotion | null): Promise<void> {
  if (emotion === null) {
    await store.shared.db.run('DELETE FROM emotions WHERE client_id = ? AND show_slug = ?', [id, showSlug]);
    return;
  }
  await store.shared.db.run(
    'INSERT INTO emotions (client_id, show_slug, emotion) VALUES (?, ?, ?) ON CONFLICT (client_id, show_slug) DO UPDATE SET emotion = excluded.emotion',
    [id, showSlug, emotion],
  );
}
