import { createContext, createElement, type ReactNode, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import type { GeolocationStatus } from './geolocation';
import { addLocatorHistory, type LocatorHistoryEntry } from './history';
import { type LocatorSelection, locatorCookie, type SelectionSource } from './selection';

/** The locator state and its actions. */
export interface LocatorState {
  /** Where the visitor wants to go now, or null (nothing chosen, no default). */
  readonly selection: LocatorSelection | null;
  readonly source: SelectionSource | null;
  /** The page restored its selection (address, cookie, default): nothing is saved. */
  restored(selection: LocatorSelection | null, source: SelectionSource | null): void;
  /**
   * The visitor chose: the selection changes and is saved in the `cgp_locator` cookie (browser).
   * Choosing a cinema locks the cinema order (LOC-08). With a label, the choice enters the history.
   */
  choose(selection: LocatorSelection, label?: string): void;
  /** The last 3 unique choices, newest first (LOC-12). */
  readonly history: readonly LocatorHistoryEntry[];
  /** The history read back from the browser's storage. */
  loadHistory(history: readonly LocatorHistoryEntry[]): void;
  /** Browser geolocation: unknown until asked; unavailable once refused, failed or timed out (ERR-15). */
  readonly geolocation: GeolocationStatus;
  setGeolocation(status: GeolocationStatus): void;
  /** The cinema order is locked on the chosen cinema (LOC-08) until the cinema page is left (LOC-09). */
  readonly cinemaOrderLocked: boolean;
  /** Leaving a cinema page releases the cinema-order lock (LOC-09). */
  releaseCinemaOrder(): void;
  /** The cinemas bar shows only these cinemas while locked (LOC-14); null when free. */
  readonly barLock: readonly string[] | null;
  lockBar(cinemas: readonly string[]): void;
  /** LOC-15. */
  releaseBar(): void;
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
    history: [],
    geolocation: 'unknown',
    cinemaOrderLocked: false,
    barLock: null,
    restored(selection, source) {
      set({ selection, source });
    },
    choose(selection, label) {
      writeCookie(locatorCookie(selection));
      set((state) => ({
        selection,
        source: 'visitor',
        cinemaOrderLocked: selection.type === 'cinema' ? true : state.cinemaOrderLocked,
        history: label ? addLocatorHistory(state.history, { selection, label }) : state.history,
      }));
    },
    loadHistory(history) {
      set({ history: [...history] });
    },
    setGeolocation(geolocation) {
      set({ geolocation });
    },
    releaseCinemaOrder() {
      set({ cinemaOrderLocked: false });
    },
    lockBar(cinemas) {
      set({ barLock: [...new Set(cinemas)] });
    },
    releaseBar() {
      set({ barLock: null });
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
