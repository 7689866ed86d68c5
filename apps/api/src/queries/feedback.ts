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

/** Stores one feedback entry for the site's team, in the shared database; returns its id. */
export async function insertFeedback(store: Store, entry: FeedbackEntry): Promise<number> {
  const row = await store.shared.db.get<{ id: number }>(
    'INSERT INTO feedback (site, lang, rating, comment, page, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
    [entry.site, entry.lang, entry.rating, entry.comment, entry.page, entry.receivedAt],
  );
  return Number(row?.id);
}
