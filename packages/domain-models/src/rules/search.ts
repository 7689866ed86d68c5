/** Global search: minimum query length before a search is sent (CLARIFICATIONS: 3). */
export const SEARCH_MIN_QUERY_LENGTH = 3;
/** Longest query searched, in characters (trimmed); the API refuses longer ones. */
export const SEARCH_MAX_QUERY_LENGTH = 100;
/** Global search: debounce after typing, in ms (CLARIFICATIONS: 300). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Help-centre search: minimum query length (CLARIFICATIONS: 2). */
export const HELP_SEARCH_MIN_QUERY_LENGTH = 2;
/** Help-centre search: debounce in ms (CLARIFICATIONS: 350). */
export const HELP_SEARCH_DEBOUNCE_MS = 350;

/** True when a typed query is long enough to be searched (trimmed). */
export function isSearchable(query: string, minLength: number = SEARCH_MIN_QUERY_LENGTH): boolean {
  return query.trim().length >= minLength;
}
