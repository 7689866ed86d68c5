import { createContext, createElement, type ReactNode, useContext, useState } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';

/**
 * The season's showtime selection (A§4 "Seasons", CAT-31..35): a set of showtime URLs (their
 * booking links). Several at once only where the site allows it (`seasonMultipleSelection`);
 * elsewhere selecting one replaces the other.
 */
export interface SeasonSelectionState {
  /** Whether several showtimes may be selected at once (the site's `seasonMultipleSelection`, CAT-33). */
  readonly multiple: boolean;
  /** The selected showtime URLs, in the order chosen (a set: never twice the same, CAT-31). */
  readonly urls: readonly string[];
  /** The address of the page the selection belongs to, without its `/filters/` suffix. */
  readonly page: string | null;

  /** Selects one showtime: added to the others where several are allowed, else instead of them (CAT-32). */
  select(url: string): void;
  /** Selects several showtimes at once; only where several are allowed, else nothing happens (CAT-32, CAT-33). */
  selectMultiple(urls: Iterable<string>): void;
  /** Selects the showtime if it is not, else unselects it (a showtime button). */
  toggle(url: string): void;
  /** Unselects one showtime (CAT-32). */
  unselect(url: string): void;
  /** Unselects every showtime (CAT-32). */
  unselectAll(): void;
  /** The visitor is on `page`: another page clears the selection (CAT-34). */
  navigated(page: string): void;
  /** The visitor chose a cinema (cinema mode): the selection is cleared (CAT-35). */
  cinemaModeUsed(): void;
}

/** Makes a season selection store; every page (and every server render) has its own. */
export function createSeasonSelectionStore(options: { readonly multiple: boolean; readonly page?: string | null }) {
  return createStore<SeasonSelectionState>()((set, get) => ({
    multiple: options.multiple,
    urls: [],
    page: options.page ?? null,

    select(url) {
      const { urls, multiple } = get();
      if (urls.includes(url)) return;
      set({ urls: multiple ? [...urls, url] : [url] });
    },
    selectMultiple(list) {
      const { urls, multiple } = get();
      if (!multiple) return;
      const next = [...urls];
      for (const url of list) if (!next.includes(url)) next.push(url);
      if (next.length !== urls.length) set({ urls: next });
    },
    toggle(url) {
      if (get().urls.includes(url)) get().unselect(url);
      else get().select(url);
    },
    unselect(url) {
      const { urls } = get();
      if (urls.includes(url)) set({ urls: urls.filter((item) => item !== url) });
    },
    unselectAll() {
      if (get().urls.length > 0) set({ urls: [] });
    },
    navigated(page) {
      const state = get();
      if (state.page === page) return;
      set({ page, urls: [] });
    },
    cinemaModeUsed() {
      get().unselectAll();
    },
  }));
}

/** A season selection store (what createSeasonSelectionStore returns). */
export type SeasonSelectionStore = StoreApi<SeasonSelectionState>;

const SeasonSelectionContext = createContext<SeasonSelectionStore | null>(null);
SeasonSelectionContext.displayName = 'SeasonSelectionContext';

/** Gives the tree below it a season selection store, made once (one per server render, one per page in the browser). */
export function SeasonSelectionProvider({
  multiple,
  page,
  children,
}: {
  readonly multiple: boolean;
  readonly page: string;
  readonly children?: ReactNode;
}) {
  const [store] = useState(() => createSeasonSelectionStore({ multiple, page }));
  return createElement(SeasonSelectionContext.Provider, { value: store }, children);
}

/** The tree's season selection store (to act on it from an event handler or an effect). */
export function useSeasonSelection(): SeasonSelectionStore {
  const store = useContext(SeasonSelectionContext);
  if (!store) throw new Error('useSeasonSelection: no SeasonSelectionProvider above this component');
  return store;
}

/** React hook over the tree's season selection store. */
export function useSeasonSelectionStore<T>(selector: (state: SeasonSelectionState) => T): T {
  return useStore(useSeasonSelection(), selector);
}
