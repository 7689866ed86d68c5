import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand';

/**
 * Every modal of the site, by id (SHELL-45: "about 26 ids"). The shell hosts the one outlet;
 * the owner named in `@marquee/remote-contract`'s MODAL_OWNERS renders its content.
 */
export const MODAL_IDS = [
  // Shell chrome
  'language-switch',
  'mobile-menu',
  'feedback',
  // Sign-in and the client (account remote)
  'sign-in',
  'sign-in-required',
  'profile',
  'account-frame',
  'favourite-cinemas',
  'emotion',
  // Search (search remote)
  'search',
  // Showtimes and experiences (catalogue remote)
  'showtime-details',
  'showtime-details-panel',
  'experience-teaser',
  'experience-teaser-panel',
  'trailer',
  'schedule-filters',
  'schedule-calendar',
  'share-showtime',
  'season-selection',
  'cinema-services',
  'cinema-pricing',
  'offer',
  'ecard',
  'gift-card-checker',
  'voucher-checker',
  'subscription-options',
  // Locator
  'locator',
  // Help centre
  'help-chat',
] as const;

/** A modal's id. */
export type ModalId = (typeof MODAL_IDS)[number];

/** True for a known modal id (ids read from a URL or a message are checked with it). */
export function isModalId(value: unknown): value is ModalId {
  return typeof value === 'string' && (MODAL_IDS as readonly string[]).includes(value);
}

/**
 * What a modal is opened with (SHELL-46): the sign-in-required flag, the selected tag slug,
 * the selected slug, an offer, a card; plus the few other keys a modal needs (a showtime id,
 * the address to come back to). Every key is optional: a modal checks what it reads.
 */
export interface ModalPayload {
  /** The sign-in modal was opened by an action that needs a signed-in client (ACC-36). */
  readonly signInRequired?: boolean;
  /** The experience (tag) the teaser is about. */
  readonly tagSlug?: string;
  /** The record the modal is about (a show, a cinema, a season...). */
  readonly slug?: string;
  /** A showtime's id (showtime details). */
  readonly showtimeId?: string;
  /** The offer shown (offers page). */
  readonly offer?: Readonly<Record<string, unknown>>;
  /** The card shown (e-cards). */
  readonly card?: Readonly<Record<string, unknown>>;
  /** Where to go once the modal's task is done (after sign-in, for example). */
  readonly returnTo?: string;
  /** The account frame (A§4): the provider's address it shows and how (signInFrame of domain-models). */
  readonly frame?: {
    readonly url: string;
    readonly fullscreen: boolean;
    readonly closable: boolean;
    readonly redirect: boolean;
    /** Sign-in or sign-up in the frame (ACC-17: the webview endpoint's urlLogin / urlSignup); else the address names the screen. */
    readonly screen?: 'sign-in' | 'sign-up';
  };
}

/** The open modal. */
export interface OpenModal {
  readonly id: ModalId;
  readonly payload: ModalPayload;
}

/** A trailer that plays: the video and where on the site it plays (SHELL-61). */
export interface PlayingTrailer {
  /** The video's address (file or embed). */
  readonly video: string;
  /** Where it plays: the page address, or a modal id when it plays in a modal. */
  readonly location: string;
}

/** The modal manager's state and actions. */
export interface ModalState {
  /** The modal open now (one at a time: opening another replaces it), or null. */
  readonly current: OpenModal | null;
  /** The trailer playing now, or null. */
  readonly trailer: PlayingTrailer | null;
  /** Opens a modal by id with its payload (SHELL-45, SHELL-46). */
  open(id: ModalId, payload?: ModalPayload): void;
  /**
   * Closes a modal (SHELL-45). With an id, only if that modal is the open one (a late close
   * from a modal that was already replaced does nothing); without, whatever is open. A trailer
   * that plays in the closed modal stops (SHELL-59).
   */
  close(id?: ModalId): void;
  /** Closes every modal and stops any video: the page changed (SHELL-47, SHELL-60). */
  reset(): void;
  /** A video starts playing at a location (SHELL-61). */
  play(trailer: PlayingTrailer): void;
  /** The playing video stops (SHELL-61). */
  stop(): void;
}

/** Makes a modal manager; the page uses the shared one, tests and server renders make their own. */
export function createModalStore(initial?: { readonly current?: OpenModal | null }) {
  return createStore<ModalState>()((set, get) => ({
    current: initial?.current ?? null,
    trailer: null,
    open(id, payload = {}) {
      const { current, trailer } = get();
      // A trailer playing in the modal that is replaced stops with it.
      const stops = current && trailer?.location === current.id && current.id !== id;
      set({ current: { id, payload }, ...(stops ? { trailer: null } : {}) });
    },
    close(id) {
      const { current, trailer } = get();
      if (!current || (id !== undefined && current.id !== id)) return;
      set({ current: null, ...(trailer?.location === current.id ? { trailer: null } : {}) });
    },
    reset() {
      if (get().current === null && get().trailer === null) return;
      set({ current: null, trailer: null });
    },
    play(trailer) {
      set({ trailer });
    },
    stop() {
      if (get().trailer !== null) set({ trailer: null });
    },
  }));
}

/** A modal manager (what createModalStore returns). */
export type ModalStore = StoreApi<ModalState>;

/** The one modal manager of the page in the browser (the shell and every remote share it). */
export const modalStore: ModalStore = createModalStore();

const ModalStoreContext = createContext<ModalStore>(modalStore);
ModalStoreContext.displayName = 'ModalStoreContext';

/** Gives the tree below it its own modal manager (one per request on the server). */
export function ModalStoreProvider({ store, children }: { readonly store: ModalStore; readonly children?: ReactNode }) {
  // createElement rather than JSX: this package compiles without a JSX setting.
  return createElement(ModalStoreContext.Provider, { value: store }, children);
}

/** The modal manager of the tree (to open or close from an event handler). */
export function useModals(): ModalStore {
  return useContext(ModalStoreContext);
}

/**
 * React hook over the tree's modal manager; `selector` returns a part of the state as it is (no
 * new object per call). Hydration reads the manager as it is too, not as it was created: the
 * shell opens a modal the server rendered open (a showtime's own address) before hydrating, and
 * the first render in the browser must show it as the server did.
 */
export function useModalStore<T>(selector: (state: ModalState) => T): T {
  const store = useContext(ModalStoreContext);
  const snapshot = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/** The open modal if it is `id`, else null (a selector: `useModalStore(openModal('search'))`). */
export function openModal(id: ModalId): (state: Pick<ModalState, 'current'>) => OpenModal | null {
  return (state) => (state.current?.id === id ? state.current : null);
}

/** The query parameters that carry a modal in a page address (`?modal=…&showtimeId=…`). */
const URL_KEYS = ['slug', 'showtimeId', 'tagSlug'] as const;
const SAFE_VALUE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

/**
 * The modal a page address opens (`?modal=showtime-details-panel&showtimeId=2938`): a modal has
 * its own URL, rendered open on the server. An unknown id or an unsafe value is ignored.
 */
export function modalFromSearch(search: string): OpenModal | null {
  const params = new URLSearchParams(search);
  const id = params.get('modal');
  if (!isModalId(id)) return null;
  const payload: Record<string, string> = {};
  for (const key of URL_KEYS) {
    const value = params.get(key);
    if (value !== null && SAFE_VALUE.test(value)) payload[key] = value;
  }
  return { id, payload };
}

/** The query of an address that opens this modal (the keys modalFromSearch reads). */
export function modalSearch(modal: OpenModal): string {
  const params = new URLSearchParams({ modal: modal.id });
  for (const key of URL_KEYS) {
    const value = modal.payload[key];
    if (typeof value === 'string') params.set(key, value);
  }
  return `?${params.toString()}`;
}

/** The same query without the modal's parameters. */
export function withoutModalSearch(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has('modal')) return search;
  params.delete('modal');
  for (const key of URL_KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A viewport class (mobile under 700 px, tablet to 1079 px, desktop from 1080 px; CL). */
export type ModalViewport = 'mobile' | 'tablet' | 'desktop';

/**
 * The largest viewport some modals are for (SHELL-49): the outlet closes them when the window
 * grows past it (the mobile menu and the filter sheet have no use on a desktop).
 */
export const MODAL_MAX_VIEWPORT: Partial<Record<ModalId, ModalViewport>> = {
  'mobile-menu': 'tablet',
  'schedule-filters': 'tablet',
  'schedule-calendar': 'tablet',
};
