import type { AlertStore } from '@marquee/alerts';
import type { ApiClient } from '@marquee/api-client';
import type { Environment, Language } from '@marquee/domain-models';
import type { Flags } from '@marquee/feature-flags';
import type { ModalStore } from '@marquee/modals';
import type { DeviceHint, RemoteName, RemoteRoutes } from '@marquee/remote-contract';
import type { SessionStore } from '@marquee/session';
import type { SiteConfig } from '@marquee/site-config';
import { createContext, useContext } from 'react';
import type { RemoteLoader } from '../lib/remote-error';

/** Texts of one namespace. */
export type Texts = Record<string, unknown>;

/**
 * Everything the shell's components and loaders share for one page: made once per page load
 * in the browser and once per request on the server (never module state).
 */
export interface ShellServices {
  readonly site: SiteConfig;
  /** The deployment the page is served from, by its host (SITE-26..28): tracking reports it. */
  readonly environment: Environment;
  readonly flags: Flags;
  readonly remotes: RemoteLoader;
  /** The API client for a language (one per language, each with its own GET cache). */
  api(language: Language): ApiClient;
  /** Origin of the page (`http://fr.marquee.localhost:8080`, `https://www.marquee.fr`): canonical and alternates. */
  readonly origin: string;
  /** The shell's texts for a language (browser: fetched; server: read by the edge). */
  commonTexts(language: Language): Promise<Texts>;
  /** A remote's texts for a language (browser: the remote's own loader; server: its deployed files). */
  remoteTexts(remote: RemoteName, routes: RemoteRoutes, language: Language): Promise<Texts>;
  /**
   * Where this render happens. On the `server`, a region whose remote cannot be loaded, or whose
   * data does not arrive within the time budget, is left for the browser to finish.
   */
  readonly renderer: 'server' | 'browser';
  /** Aborts when the server's time budget for the page's data is spent (server only). */
  readonly budget?: AbortSignal;
  /** When the page was rendered first: the same on the server and at hydration (the footer's year). */
  readonly renderedAt: Date;
  /** The alert queue of this page (one per request on the server). */
  readonly alerts: AlertStore;
  /** The modal manager of this page (one per request on the server). */
  readonly modals: ModalStore;
  /** The session of this page (one per request on the server, where it stays `unknown`). */
  readonly session: SessionStore;
  /**
   * The device class the page was rendered for (the request's hint on the server, the same
   * value at hydration): the server snapshot of the viewport hooks.
   */
  readonly device: DeviceHint;
  /** The visitor's PAGE_COOKIES now (server: from the request; browser: from the document). */
  cookies(): Readonly<Record<string, string>>;
  /**
   * Regions the server rendered whose remote the browser could not load: their server HTML is
   * kept as it is instead of a fallback, on the page first loaded (browser only).
   */
  readonly frozenRegions?: ReadonlyMap<RemoteName, string>;
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
