import { createContext, createElement, type ReactNode, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import { type LocatorSelection, locatorCookie, type SelectionSource } from './selection';

/** The locator state and its actions. */
export interface LocatorState {
  /** Where the visitor wants to go now, or null (nothing chosen, no default). */
  readonly selection: LocatorSelection | null;
  readonly source: SelectionSource | null;
  /** The page restored its selection (address, cookie, default): nothing is saved. */
  restored(selection: LocatorSelection | null, source: SelectionSource | null): void;
  /** The visitor chose: the selection changes and is saved in the `cgp_locator` cookie (browser). */
  choose(selection: LocatorSelection): void;
}

/** Where a chosen selection is saved: `document.cookie` in the browser, nowhere on the server. */
export type CookieWriter = (cookie: string) => void;

const browserCookieWriter: CookieWriter = (cookie) => {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; the string is built and escaped by locatorCookie().
  document.cookie = secure ? `${cookie}; Secure` : cookie;
};

/** Makes a locator store; the page uses the shared one, tests and server renders make their own. */
export function createLocatorStore(
  initial?: { readonly selection?: LocatorSelection | null; readonly source?: SelectionSource | null },
  writeCookie: CookieWriter = browserCookieWriter,
) {
  return createStore<LocatorState>()((set) => ({
    selection: initial?.selection ?? null,
    source: initial?.source ?? null,
    restored(selection, source) {
      set({ selection, source });
    },
    choose(selection) {
      writeCookie(locatorCookie(selection));
      set({ selection, source: 'visitor' });
    },
  }));
}

/** A locator store (what createLocatorStore returns). */
export type LocatorStore = StoreApi<LocatorState>;

/** The page's one locator store in the browser. */
export const locatorStore: LocatorStore = createLocatorStore();

const LocatorStoreContext = createContext<LocatorStore>(locatorStore);
LocatorStoreContext.displayName = 'LocatorStoreContext';

/** Gives the tree below it its own locator store (one per request on the server). */
export function LocatorStoreProvider({
  store,
  children,
}: {
  readonly store: LocatorStore;
  readonly children?: ReactNode;
}) {
  return createElement(LocatorStoreContext.Provider, { value: store }, children);
}

/** The tree's locator store (for event handlers). */
export function useLocatorStoreApi(): LocatorStore {
  return useContext(LocatorStoreContext);
}

/** React hook over the tree's locator store. */
export function useLocator<T>(selector: (state: LocatorState) => T): T {
  return useStore(useContext(LocatorStoreContext), selector);
}
