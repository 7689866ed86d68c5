import type { Store } from '../store';

/** What a visitor's feedback stores (SHELL-44): anonymous, no client id, user agent or address. */
export interface FeedbackEntry {
  site: string;
  lang: string;
  rating: number;
  comment: string;
  page: string;
  receivedAt: string;
}

/** A stored feedback as its receipt answers it. */
export interface StoredFeedback {
  id: number;
  receivedAt: string;
  rating: number;
  comment: string;
  page: string;
  /** The hash of what was posted with its idempotency key (null without a key). */
  requestHash: string | null;
}

/** Stores one feedback entry for the site's team, in the shared database; returns its id. */
export async function insertFeedback(store: Store, entry: FeedbackEntry): Promise<number> {
  const row = await store.shared.db.get<{ id: number }>(
    'INSERT INTO feedback (site, lang, rating, comment, page, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
    [entry.site, entry.lang, entry.rating, entry.comment, entry.page, entry.receivedAt],
  );
  return Number(row?.id);
}

/** The feedback stored on a site under a client's idempotency key, if any. */
export async function feedbackByKey(store: Store, site: string, key: string): Promise<StoredFeedback | undefined> {
  const row = await store.shared.db.get<StoredFeedback>(
    `SELECT id, created_at AS "receivedAt", rating, comment, page, request_hash AS "requestHash"
     FROM feedback WHERE site = ? AND idempotency_key = ?`,
    [site, key],
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/**
 * Stores a feedback entry under an idempotency key, once: when the key is already taken on the
 * site (another process, a retry racing the first post), nothing is written and the stored one is
 * returned with `created: false`.
 */
export async function insertFeedbackOnce(
  store: Store,
  entry: FeedbackEntry,
  key: string,
  requestHash: string,
): Promise<{ feedback: StoredFeedback; created: boolean }> {
  const { changes } = await store.shared.db.run(
    `INSERT INTO feedback (site, lang, rating, comment, page, created_at, idempotency_key, request_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (site, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`,
    [entry.site, entry.lang, entry.rating, entry.comment, entry.page, entry.receivedAt, key, requestHash],
  );
  const feedback = await feedbackByKey(store, entry.site, key);
  if (!feedback) throw new Error('feedback: the idempotent row is missing after its insert');
  return { feedback, created: changes > 0 };
}
