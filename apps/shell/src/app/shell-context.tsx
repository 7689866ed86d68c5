import type { ApiClient } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import type { Flags } from '@marquee/feature-flags';
import type { SiteConfig } from '@marquee/site-config';
import { createContext, useContext } from 'react';
import type { RemoteLoader } from '../lib/remote-loader';

/** Everything the shell's components share for one page (never module state: SSR-safe). */
export interface ShellServices {
  readonly site: SiteConfig;
  readonly flags: Flags;
  readonly remotes: RemoteLoader;
  /** The API client for a language (one per language, each with its own GET cache). */
  api(language: Language): ApiClient;
}

const ShellContext = createContext<ShellServices | null>(null);

/** Provides the shell's services to the tree. */
export const ShellProvider = ShellContext.Provider;

/** The shell's services; throws outside the shell. */
export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell must be used inside <ShellProvider>');
  return services;
}
