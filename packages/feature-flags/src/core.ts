/**
 * The flags without React: the table, the types and `resolveFlags`. The API and any server
 * import this entry (`@marquee/feature-flags/core`); the front end's `@marquee/feature-flags`
 * adds the provider and hooks on top of it.
 */
export type { FlagDefinition, FlagName, FlagOverrides, Flags, VersionFilterStyle } from './flags';
export { FLAG_DEFINITIONS, FLAG_NAMES, flagTable, isFlagName, resolveFlags } from './flags';
