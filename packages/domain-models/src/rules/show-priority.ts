/** The tag that marks a premiere (avant-première) showtime or show. */
export const AVP_TAG = 'avp';
/** The tag that marks a premiere with the film's team present. */
export const TEAM_AVP_TAG = 'avp-team';
/** The AVP tags: carrying any of them makes a show a premiere (C§4). */
export const AVP_TAGS: readonly string[] = [AVP_TAG, TEAM_AVP_TAG];

/** C§4: "A show is premiere if it carries the AVP tags." */
export function isPremiere(tags: readonly string[], avpTags: readonly string[] = AVP_TAGS): boolean {
  return tags.some((tag) => avpTags.includes(tag));
}

/** C§4: "A film is bookable unless coming soon." */
export function isBookable(show: { readonly isComingSoon: boolean }): boolean {
  return !show.isComingSoon;
}

/** Sort priorities of a show in a schedule (C§4, A§9): special showtime 3, premiere 2, upsell 1. */
export const SHOW_SORT_PRIORITY = { special: 3, premiere: 2, upsell: 1, none: 0 } as const;
/** A show sort priority. */
export type ShowSortPriority = (typeof SHOW_SORT_PRIORITY)[keyof typeof SHOW_SORT_PRIORITY];

/** What the priority of a show depends on. */
export interface ShowPriorityInput {
  readonly hasSpecialShowtime: boolean;
  readonly isPremiere: boolean;
  readonly hasUpsell: boolean;
}

/** C§4: "Show sort priority: special showtime 3, premiere 2, upsell 1" (the highest that applies). */
export function showSortPriority(show: ShowPriorityInput): ShowSortPriority {
  if (show.hasSpecialShowtime) return SHOW_SORT_PRIORITY.special;
  if (show.isPremiere) return SHOW_SORT_PRIORITY.premiere;
  if (show.hasUpsell) return SHOW_SORT_PRIORITY.upsell;
  return SHOW_SORT_PRIORITY.none;
}

/** Sorts by priority, highest first; equal priorities keep their order (a new array). */
export function sortByPriority<T>(items: readonly T[], priorityOf: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, priority: priorityOf(item) }))
    .sort((a, b) => b.priority - a.priority || a.index - b.index)
    .map((entry) => entry.item);
}
