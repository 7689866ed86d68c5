import { AVP_TAG, TEAM_AVP_TAG } from './show-priority';

/** C§5: "Filtering by language ... passes when the selection is empty." Otherwise the version must be selected. */
export function passesLanguageFilter(selection: readonly string[], version: string): boolean {
  return selection.length === 0 || selection.includes(version);
}

/**
 * C§5: the type filter passes when the selection is empty or includes one of the item's
 * tags. "The type filter also accepts when the selection includes the AVP tag and the item
 * carries the team AVP tag."
 */
export function passesTypeFilter(selection: readonly string[], tags: readonly string[]): boolean {
  if (selection.length === 0) return true;
  if (tags.some((tag) => selection.includes(tag))) return true;
  return selection.includes(AVP_TAG) && tags.includes(TEAM_AVP_TAG);
}

/** C§5: the genre filter passes when the selection is empty or includes one of the show's genres. */
export function passesGenreFilter(selection: readonly string[], genres: readonly string[]): boolean {
  return selection.length === 0 || genres.some((genre) => selection.includes(genre));
}

/** The user's showtime filters (empty lists select everything). */
export interface ShowtimeFilterSelection {
  readonly languages: readonly string[];
  readonly types: readonly string[];
  readonly genres: readonly string[];
  /** Keep only bookable items. */
  readonly bookableOnly?: boolean;
}

/** What a filtered item exposes. */
export interface FilterableShowtime {
  readonly version: string;
  readonly tags: readonly string[];
  readonly genres: readonly string[];
  readonly bookable: boolean;
}

/** C§4: "Showtimes are filtered by languages, types, genres and the bookable flag." */
export function filterShowtimes<T extends FilterableShowtime>(
  items: readonly T[],
  filters: ShowtimeFilterSelection,
): T[] {
  return items.filter(
    (item) =>
      passesLanguageFilter(filters.languages, item.version) &&
      passesTypeFilter(filters.types, item.tags) &&
      passesGenreFilter(filters.genres, item.genres) &&
      (!filters.bookableOnly || item.bookable),
  );
}
