import type { Feelings } from '@marquee/domain-models';
import type { ClientData, ShowRecord } from '../rows';
import type { Store } from '../store';

/**
 * Reads and writes of a client's own data: the client record, favourite cinemas per site, the
 * wishlist (intentions) and emotions. Every statement is scoped by the client id the route
 * authenticated; none reads another client's rows.
 */

type Emotion = Feelings['emotions'][string];

/** The client's record, if it has one. */
export function clientData(store: Store, id: string): ClientData | undefined {
  const row = store.stmt('SELECT data FROM clients WHERE id = ?').get(id) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as ClientData) : undefined;
}

/** Creates the client's record from `make()` when it has none (the first accepted request of a new client). */
export function ensureClientRecord(store: Store, id: string, make: () => ClientData): void {
  if (store.stmt('SELECT id FROM clients WHERE id = ?').get(id)) return;
  store
    .stmt('INSERT OR IGNORE INTO clients (id, data, created_at) VALUES (?, ?, ?)')
    .run(id, JSON.stringify(make()), store.now().toISOString());
}

/** Marks the client registered (the account frame's register screen completed). */
export function markRegistered(store: Store, id: string): void {
  store.db.transaction(() => {
    const data = clientData(store, id);
    if (!data) return;
    store.stmt('UPDATE clients SET data = ? WHERE id = ?').run(JSON.stringify({ ...data, registered: true }), id);
  })();
}

/** The client's favourite cinemas on a site (slugs), the latest added first. */
export const favoriteCinemaSlugs = (store: Store, id: string, site: string): string[] =>
  (
    store
      .stmt('SELECT cinema_slug FROM favorites WHERE client_id = ? AND site = ? ORDER BY position')
      .all(id, site) as { cinema_slug: string }[]
  ).map((r) => r.cinema_slug);

/**
 * Adds favourite cinemas in one transaction, each new one first. With `limit` 1 (one-cinema
 * sites) a new cinema replaces the favourite; otherwise nothing is written and false comes back
 * when the new ones would pass the limit.
 */
export function addFavoriteCinemas(store: Store, id: string, site: string, slugs: string[], limit: number): boolean {
  return store.db.transaction(() => {
    const current = favoriteCinemaSlugs(store, id, site);
    const added = [...new Set(slugs)].filter((slug) => !current.includes(slug));
    if (limit !== 1 && current.length + added.length > limit) return false;
    for (const slug of added) {
      if (limit === 1) store.stmt('DELETE FROM favorites WHERE client_id = ? AND site = ?').run(id, site);
      const min = store
        .stmt('SELECT min(position) AS p FROM favorites WHERE client_id = ? AND site = ?')
        .get(id, site) as { p: number | null };
      store
        .stmt('INSERT INTO favorites (client_id, site, cinema_slug, position) VALUES (?, ?, ?, ?)')
        .run(id, site, slug, (min.p ?? 0) - 1);
    }
    return true;
  })();
}

/** Removes favourite cinemas of a site (unknown ones are ignored), in one transaction. */
export function removeFavoriteCinemas(store: Store, id: string, site: string, slugs: string[]): void {
  store.db.transaction(() => {
    for (const slug of slugs) {
      store.stmt('DELETE FROM favorites WHERE client_id = ? AND site = ? AND cinema_slug = ?').run(id, site, slug);
    }
  })();
}

/** The show a stored slug names, if it is still in the catalogue. */
function storedShow(store: Store, slug: string): ShowRecord | undefined {
  const hit = store.showSlugs.get(slug)?.[0];
  return hit ? store.showById.get(hit.id) : undefined;
}

/** The client's wishlist (in the order added) and emotions, as shows of the catalogue (those gone are left out). */
export function clientFeelings(
  store: Store,
  id: string,
): { wishlist: ShowRecord[]; emotions: { show: ShowRecord; emotion: Emotion }[] } {
  const intentions = store.stmt('SELECT show_slug FROM intentions WHERE client_id = ? ORDER BY rowid').all(id) as {
    show_slug: string;
  }[];
  const emotions = store.stmt('SELECT show_slug, emotion FROM emotions WHERE client_id = ?').all(id) as {
    show_slug: string;
    emotion: Emotion;
  }[];
  return {
    wishlist: intentions.flatMap((row) => storedShow(store, row.show_slug) ?? []),
    emotions: emotions.flatMap((row) => {
      const show = storedShow(store, row.show_slug);
      return show ? [{ show, emotion: row.emotion }] : [];
    }),
  };
}

/** Puts a show on the client's wishlist with an intention level, or (null) takes it off. */
export function setIntention(store: Store, id: string, showSlug: string, intention: number | null): void {
  if (intention === null) {
    store.stmt('DELETE FROM intentions WHERE client_id = ? AND show_slug = ?').run(id, showSlug);
    return;
  }
  store
    .stmt(
      'INSERT INTO intentions (client_id, show_slug, intention) VALUES (?, ?, ?) ON CONFLICT (client_id, show_slug) DO UPDATE SET intention = excluded.intention',
    )
    .run(id, showSlug, intention);
}

/** Records the client's emotion about a show, or (null) removes it. */
export function setEmotion(store: Store, id: string, showSlug: string, emotion: Emotion | null): void {
  if (emotion === null) {
    store.stmt('DELETE FROM emotions WHERE client_id = ? AND show_slug = ?').run(id, showSlug);
    return;
  }
  store
    .stmt(
      'INSERT INTO emotions (client_id, show_slug, emotion) VALUES (?, ?, ?) ON CONFLICT (client_id, show_slug) DO UPDATE SET emotion = excluded.emotion',
    )
    .run(id, showSlug, emotion);
}
