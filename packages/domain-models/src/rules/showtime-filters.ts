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

/** Tag of showtimes with audio description for blind and partially sighted viewers. */
export const AUDIO_DESCRIPTION_TAG = 'audio-description';
/** Tag of showtimes with subtitles for the deaf and hard of hearing. */
export const HOH_SUBTITLES_TAG = 'hoh-subtitles';
/** Tag of relaxed screenings (lights half up, softer sound, moving about welcome). */
export const RELAXED_TAG = 'relaxed';
/** The accessibility tags a showtime can carry, in display order. */
export const ACCESSIBILITY_TAGS: readonly string[] = [AUDIO_DESCRIPTION_TAG, HOH_SUBTITLES_TAG, RELAXED_TAG];

/** True for a tag that describes an accessibility provision rather than a kind of showtime. */
export function isAccessibilityTag(tag: string): boolean {
  return ACCESSIBILITY_TAGS.includes(tag);
}

/**
 * Splits the tags of a `/filters/tags-a,b` segment into type tags (experiences, 3D, premieres,
 * events) and accessibility tags: the URL carries both in one list, the filter treats them apart.
 */
export function splitTagSelection(tags: readonly string[]): { types: string[]; accessibility: string[] } {
  return {
    types: tags.filter((tag) => !isAccessibilityTag(tag)),
    accessibility: tags.filter((tag) => isAccessibilityTag(tag)),
  };
}

/**
 * The accessibility filter passes when the selection is empty or the item carries one of the
 * selected accessibility tags. It is combined with the type filter by AND: "IMAX" and "audio
 * description" together keep the IMAX showtimes that have audio description, never IMAX
 * showtimes without it (someone who needs audio description must not be offered those).
 */
export function passesAccessibilityFilter(selection: readonly string[], tags: readonly string[]): boolean {
  return selection.length === 0 || tags.some((tag) => selection.includes(tag));
}

/** The user's showtime filters (empty lists select everything). */
export interface ShowtimeFilterSelection {
  readonly languages: readonly string[];
  readonly types: readonly string[];
  readonly genres: readonly string[];
  /** Accessibility tags (ACCESSIBILITY_TAGS); absent or empty selects everything. */
  readonly accessibility?: readonly string[];
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

/**
 * C§4: "Showtimes are filtered by languages, types, genres and the bookable flag", and by the
 * accessibility tags (AND with the others; see passesAccessibilityFilter).
 */
export function filterShowtimes<T extends FilterableShowtime>(
  items: readonly T[],
  filters: ShowtimeFilterSelection,
): T[] {
  return items.filter(
    (item) =>
      passesLanguageFilter(filters.languages, item.version) &&
      passesTypeFilter(filters.types, item.tags) &&
      passesGenreFilter(filters.genres, item.genres) &&
      passesAccessibilityFilter(filters.accessibility ?? [], item.tags) &&
      (!filters.bookableOnly || item.bookable),
  );
}
