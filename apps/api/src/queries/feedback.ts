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

/** Stores one feedback entry for the site's team; returns its id. */
export function insertFeedback(store: Store, entry: FeedbackEntry): number {
  const { lastInsertRowid } = store
    .stmt('INSERT INTO feedback (site, lang, rating, comment, page, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(entry.site, entry.lang, entry.rating, entry.comment, entry.page, entry.receivedAt);
  return Number(lastInsertRowid);
}
