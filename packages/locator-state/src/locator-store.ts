import type { LocatorCookie } from '@marquee/domain-models';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import type { GeolocationStatus } from './geolocation';
import { addLocatorHistory, type LocatorHistoryEntry } from './history';
import { type LocatorSelection, locatorCookie, readLocatorCookie, type SelectionSource } from './selection';

/** The locator state and its actions. */
export interface LocatorState {
  /** Where the visitor wants to go now, or null (nothing chosen, no default). */
  readonly selection: LocatorSelection | null;
  readonly source: SelectionSource | null;
  /**
   * The location is loaded: restored by a page, read from the saved cookie, chosen — or the
   * cookie could not be read at all (LOC-07: the failure marks it loaded, with what it had).
   */
  readonly loaded: boolean;
  /** The page restored its selection (address, cinema page, cookie, default): nothing is saved. */
  restored(selection: LocatorSelection | null, source: SelectionSource | null): void;
  /**
   * Reads the saved `cgp_locator` selection from `readCookies()` (`document.cookie` in the
   * browser). A cookie jar that cannot be read (a sandboxed frame throws) still marks the location
   * loaded, the selection unchanged (LOC-07); an absent or malformed cookie is no selection.
   */
  loadSaved(readCookies: () => string | null | undefined): void;
  /**
   * The visitor chose: the selection changes and is saved in the `cgp_locator` cookie (browser).
   * Choosing a cinema locks the cinema order on it (LOC-08); choosing anything but a position
   * releases the cinemas bar (LOC-15). With a label, the choice enters the history.
   */
  choose(selection: LocatorCookie, label?: string): void;
  /** The last 3 unique choices, newest first (LOC-12). */
  readonly history: readonly LocatorHistoryEntry[];
  /** The history read back from the browser's storage under `key`, where the next choices are kept. */
  loadHistory(history: readonly LocatorHistoryEntry[], key?: string): void;
  /** Browser geolocation: unknown until asked; unavailable once refused, failed or timed out (ERR-15). */
  readonly geolocation: GeolocationStatus;
  setGeolocation(status: GeolocationStatus): void;
  /**
   * The cinema the cinema order is locked on (LOC-08): lists of several cinemas put it first.
   * Null when free. Set by choosing a cinema, released when a cinema page is left (LOC-09).
   */
  readonly cinemaOrder: string | null;
  /** Leaving a cinema page releases the cinema-order lock (LOC-09). */
  releaseCinemaOrder(): void;
  /** The cinemas bar offers only these cinemas while locked (LOC-14); null when free. */
  readonly barLock: readonly string[] | null;
  lockBar(cinemas: readonly string[]): void;
  /** LOC-15. */
  releaseBar(): void;
  /** A city the visitor chose in the locator whose schedule is still loading (LOC-13), with its label. */
  readonly pendingCity: LocatorHistoryEntry | null;
  /** The locator chose a city on a programme page: city mode waits for the city's schedule (LOC-13). */
  awaitCity(selection: LocatorCookie, label: string): void;
  /**
   * A city's schedule loaded. If the locator is waiting for that city, the city becomes the
   * selection (saved, in the history) — unless the answer carries the no-result marker (the film
   * plays nowhere in the city), which leaves the previous selection as it was (LOC-13). True when
   * city mode was set.
   */
  citySchedule(city: string, outcome: { readonly noResult: boolean }): boolean;
}

/** Where a chosen selection is saved: `document.cookie` in the browser, nowhere on the server. */
export type CookieWriter = (cookie: string) => void;

const browserCookieWriter: CookieWriter = (cookie) => {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; the string is built and escaped by locatorCookie().
  document.cookie = secure ? `${cookie}; Secure` : cookie;
};

/** Keeps the history in the browser's storage; storage refused keeps it for the page only. */
function keepHistory(key: string | null, history: readonly LocatorHistoryEntry[]): void {
  if (!key || typeof localStorage === 'undefined') return;
  try {
    localStorage.setItem(key, JSON.stringify(history));
  } catch {
    // Storage refused or full: nothing kept, nothing broken.
  }
}

/** Makes a locator store; the page uses the shared one, tests and server renders make their own. */
export function createLocatorStore(
  initial?: { readonly selection?: LocatorSelection | null; readonly source?: SelectionSource | null },
  writeCookie: CookieWriter = browserCookieWriter,
) {
  let historyKey: string | null = null;
  return createStore<LocatorState>()((set, get) => ({
    selection: initial?.selection ?? null,
    source: initial?.source ?? null,
    loaded: initial?.selection !== undefined,
    history: [],
    geolocation: 'unknown',
    cinemaOrder: null,
    barLock: null,
    pendingCity: null,
    restored(selection, source) {
      set({ selection, source, loaded: true });
    },
    loadSaved(readCookies) {
      let saved: LocatorSelection | null;
      try {
        saved = readLocatorCookie(readCookies());
      } catch {
        // LOC-07: the cookie could not be read; the location counts as loaded all the same.
        set({ loaded: true });
        return;
      }
      set({ selection: saved, source: saved ? 'cookie' : null, loaded: true });
    },
    choose(selection, label) {
      writeCookie(locatorCookie(selection));
      set((state) => ({
        selection,
        source: 'visitor',
        loaded: true,
        pendingCity: null,
        cinemaOrder: selection.type === 'cinema' ? selection.value : state.cinemaOrder,
        barLock: selection.type === 'position' ? state.barLock : null,
        history: label ? addLocatorHistory(state.history, { selection, label }) : state.history,
      }));
      if (label) keepHistory(historyKey, get().history);
    },
    loadHistory(history, key) {
      if (key) historyKey = key;
      set({ history: [...history] });
    },
    setGeolocation(geolocation) {
      set({ geolocation });
    },
    releaseCinemaOrder() {
      set({ cinemaOrder: null });
    },
    lockBar(cinemas) {
      set({ barLock: [...new Set(cinemas)] });
    },
    releaseBar() {
      set({ barLock: null });
    },
    awaitCity(selection, label) {
      set({ pendingCity: { selection, label } });
    },
    citySchedule(city, outcome) {
      const pending = get().pendingCity;
      if (pending?.selection.type !== 'city' || pending.selection.value !== city) return false;
      if (outcome.noResult) {
        set({ pendingCity: null });
        return false;
      }
      get().choose(pending.selection, pending.label);
      return true;
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
