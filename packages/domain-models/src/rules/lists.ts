/** C§4 / A§9: "News pushes keep the first 4 items." */
export const NEWS_PUSH_COUNT = 4;

/** The news pushes shown: the first 4 items. */
export function newsPushes<T>(items: readonly T[]): T[] {
  return items.slice(0, NEWS_PUSH_COUNT);
}

/** News page filter state. */
export interface NewsFilter {
  readonly type: string | null;
  readonly page: number;
}

/** C§4: "toggling the same type clears the filter and resets the page to 1" (any filter resets the page). */
export function toggleNewsType(current: NewsFilter, type: string): NewsFilter {
  return { type: current.type === type ? null : type, page: 1 };
}

/** A§9: "Locator history 3; search history 3". */
export const HISTORY_SIZE = 3;

/**
 * A§4: "History keeps 3 unique urls, newest first." Adds an entry in front, dropping an
 * older entry with the same key, and keeps at most `max`.
 */
export function pushHistory<T>(
  history: readonly T[],
  entry: T,
  keyOf: (item: T) => string,
  max: number = HISTORY_SIZE,
): T[] {
  const key = keyOf(entry);
  return [entry, ...history.filter((item) => keyOf(item) !== key)].slice(0, Math.max(0, max));
}

/** C§3: "Show actors (comma-split)". */
export function splitActors(actors: string | null | undefined): string[] {
  return (actors ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** C§3: an article's "thumbnail (falls back to main image)". */
export function articleThumbnail(article: {
  readonly thumbnail?: string | null;
  readonly image?: string | null;
}): string | null {
  return article.thumbnail || article.image || null;
}

/** Season SEO description length (C§9: "Season SEO description is cut at 100 characters"). */
export const SEO_DESCRIPTION_MAX = 100;

/** Cuts an SEO description to 100 characters (code points, so an emoji is never split). */
export function cutSeoDescription(text: string, max: number = SEO_DESCRIPTION_MAX): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/** A footer FAQ group as the API may send it (questions possibly incomplete). */
export interface RawFooterFaqGroup {
  readonly type: string;
  readonly questions: readonly { readonly title?: string | null; readonly description?: string | null }[];
  readonly slugs: readonly string[];
}

/** C§5: "Footer FAQ questions without title or description are dropped." */
export function filterFooterFaq<G extends RawFooterFaqGroup>(
  groups: readonly G[],
): Array<Omit<G, 'questions'> & { questions: { title: string; description: string }[] }> {
  return groups.map((group) => ({
    ...group,
    questions: group.questions.flatMap((q) =>
      q.title?.trim() && q.description?.trim() ? [{ title: q.title, description: q.description }] : [],
    ),
  }));
}
