export type { FlagsProviderProps } from './flags-context';
export { FlagsProvider, useFlag, useFlags } from './flags-context';
export type { FlagDefinition, FlagName, FlagOverrides, Flags, VersionFilterStyle } from './core';
export { FLAG_DEFINITIONS, FLAG_NAMES, flagTable, isFlagName, resolveFlags } from './core';
