import type { SearchResultType } from './enums';

/** Search preview caps (C§9, A§9): "shows 4, cinemas 3, FAQ 3, others 4". */
export const SEARCH_PREVIEW_CAPS: Readonly<Record<SearchResultType, number>> = {
  show: 4,
  cinema: 3,
  faq: 3,
  offer: 4,
  news: 4,
};

/** The preview cap of a result type (others: 4). */
export function previewCap(type: string): number {
  return Object.hasOwn(SEARCH_PREVIEW_CAPS, type) ? (SEARCH_PREVIEW_CAPS[type as SearchResultType] ?? 4) : 4;
}

/** Results of one type in the preview. */
export interface PreviewGroup<T> {
  readonly type: string;
  readonly items: T[];
  readonly total: number;
}

/** Groups results by type (first-seen order) and keeps each group's first `cap` items. */
export function searchPreview<T extends { readonly type: string }>(results: readonly T[]): PreviewGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const result of results) {
    const group = groups.get(result.type);
    if (group) group.push(result);
    else groups.set(result.type, [result]);
  }
  return [...groups].map(([type, items]) => ({ type, items: items.slice(0, previewCap(type)), total: items.length }));
}

/** True when a result is an event (its payload says so). */
export function isEventResult(result: { readonly payload?: Readonly<Record<string, unknown>> | null }): boolean {
  const payload = result.payload ?? {};
  return payload.kind === 'event' || payload.articleType === 'event' || payload.isEvent === true;
}

/** C§5: "Search results exclude events in the main search, and FAQ search keeps only the FAQ type." */
export function scopeSearchResults<
  T extends { readonly type: string; readonly payload?: Readonly<Record<string, unknown>> | null },
>(results: readonly T[], scope: 'main' | 'faq'): T[] {
  return scope === 'faq' ? results.filter((r) => r.type === 'faq') : results.filter((r) => !isEventResult(r));
}
