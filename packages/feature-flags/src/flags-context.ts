import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { FlagName, Flags } from './flags';

// One context object, no module-level values: each render (each request on the server)
// passes its own resolved flags through the provider.
const FlagsContext = createContext<Flags | null>(null);
FlagsContext.displayName = 'FlagsContext';

/** Props of FlagsProvider. */
export interface FlagsProviderProps {
  /** The site's resolved flags (from resolveFlags). */
  readonly flags: Flags;
  readonly children?: ReactNode;
}

/** Makes one site's resolved flags available to useFlag / useFlags below it. */
export function FlagsProvider({ flags, children }: FlagsProviderProps) {
  // createElement rather than JSX: this file is compiled by packages without a JSX setting.
  return createElement(FlagsContext.Provider, { value: flags }, children);
}

/** All flags of the current site. Throws outside a FlagsProvider (flags differ per site: no silent default). */
export function useFlags(): Flags {
  const flags = useContext(FlagsContext);
  if (flags === null) throw new Error('useFlags/useFlag must be used inside <FlagsProvider>');
  return flags;
}

/** The value of one flag for the current site. */
export function useFlag<K extends FlagName>(name: K): Flags[K] {
  return useFlags()[name];
}
