import {
  addFavourite,
  type CountryCode,
  type Emotion,
  type FeelingsState,
  favouritePolicyFor,
  removeFavourite,
  setEmotion,
  setWishlisted,
  toggleFavourite,
} from '@marquee/domain-models';
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';

/** A cinema as favourites know it: its slug (the client's `favoriteCinemas`) and its vistaRef (what is sent). */
export interface FavouriteCinema {
  readonly slug: string;
  readonly vistaRef: string;
}

/**
 * The client API as the space uses it, for one signed-in client (built by `spaceApi` of
 * `@marquee/client-space/api` from the page's API client, which carries the bearer token).
 */
export interface SpaceApi {
  /** The client's favourite cinemas, as slugs, first first. */
  readFavourites(): Promise<readonly string[]>;
  addFavourite(cinema: FavouriteCinema): Promise<readonly string[]>;
  removeFavourite(cinema: FavouriteCinema): Promise<readonly string[]>;
  /** Feelings of these shows (POST /api/client/{id}/shows with their slugs, ACC-64). */
  readFeelings(slugs: readonly string[]): Promise<FeelingsState>;
  /** Adds to (wished) or removes from (a delete, ACC-63) the wishlist. */
  setWished(slug: string, wished: boolean): Promise<unknown>;
  /** Sets the emotion, or deletes `emotion` when `isDelete` (ACC-63). */
  setEmotion(slug: string, emotion: Emotion, isDelete: boolean): Promise<unknown>;
}

/** How a favourite toggle ended. */
export type FavouriteOutcome =
  | { readonly kind: 'added' | 'removed' }
  | { readonly kind: 'limit'; readonly limit: number }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'busy' | 'disabled' };

/** How a wishlist or emotion change ended: kept, or reverted because the call failed. */
export type FeelingOutcome = { readonly kind: 'done' } | { readonly kind: 'reverted'; readonly error: unknown };

/** The space of one signed-in client on this page. */
export interface ClientSpaceState {
  /** Whose data this is (a client id), or null before anything was read. */
  readonly owner: string | null;
  /** Favourite cinema slugs, first first; null until read. */
  readonly favourites: readonly string[] | null;
  /** Cinemas whose toggle is being sent. */
  readonly favouritesBusy: readonly string[];
  /** Wishlist and emotions of the shows read so far. */
  readonly feelings: FeelingsState;
  /** Shows whose feelings were read (or asked for) for this client. */
  readonly feelingsKnown: readonly string[];
  /** Forgets everything and belongs to `owner` (null: signed out). */
  reset(owner: string | null): void;
  patch(next: Partial<Pick<ClientSpaceState, 'favourites' | 'favouritesBusy' | 'feelings' | 'feelingsKnown'>>): void;
}

const EMPTY_FEELINGS: FeelingsState = { wishlist: [], emotions: {} };

/** Makes a space store; the page uses the shared one, tests make their own. */
export function createClientSpaceStore() {
  return createStore<ClientSpaceState>()((set) => ({
    owner: null,
    favourites: null,
    favouritesBusy: [],
    feelings: EMPTY_FEELINGS,
    feelingsKnown: [],
    reset(owner) {
      set({ owner, favourites: null, favouritesBusy: [], feelings: EMPTY_FEELINGS, feelingsKnown: [] });
    },
    patch(next) {
      set(next);
    },
  }));
}

/** A space store (what createClientSpaceStore returns). */
export type ClientSpaceStore = StoreApi<ClientSpaceState>;

/** The page's one space store in the browser (a shared singleton: every remote sees the same favourites). */
export const clientSpaceStore: ClientSpaceStore = createClientSpaceStore();

/** Makes the store belong to `owner`, emptying it when it belonged to someone else. */
export function ensureOwner(store: ClientSpaceStore, owner: string | null): void {
  if (store.getState().owner !== owner) store.getState().reset(owner);
}

/** Reads the client's favourite cinemas once (again after `reset`). */
export async function loadFavourites(store: ClientSpaceStore, owner: string, api: SpaceApi): Promise<void> {
  ensureOwner(store, owner);
  if (store.getState().favourites !== null) return;
  const slugs = await api.readFavourites();
  if (store.getState().owner === owner && store.getState().favourites === null) {
    store.getState().patch({ favourites: [...slugs] });
  }
}

/**
 * Toggles a favourite cinema (A§4, ACC-53..57): not a favourite and the limit reached → the
 * limit outcome (the caller shows the alert), nothing sent; else added first (one-cinema mode
 * replaces) or removed. Shown at once; the answer's list is kept, a failure restores the list.
 * A refusal of the server for the limit (another tab added one meanwhile) is the limit outcome too.
 */
export async function toggleFavouriteCinema(
  store: ClientSpaceStore,
  owner: string,
  site: CountryCode,
  cinema: FavouriteCinema,
  api: SpaceApi,
): Promise<FavouriteOutcome> {
  const policy = favouritePolicyFor(site);
  if (!policy.enabled) return { kind: 'disabled' };
  await loadFavourites(store, owner, api);
  const state = store.getState();
  if (state.favouritesBusy.includes(cinema.slug)) return { kind: 'busy' };
  const before = state.favourites ?? [];
  const decision = toggleFavourite(before, cinema.slug, policy);
  if (!decision.ok) return decision.reason === 'limit' ? { kind: 'limit', limit: policy.limit } : { kind: 'disabled' };
  const busy = (on: boolean) => {
    const current = store.getState().favouritesBusy.filter((slug) => slug !== cinema.slug);
    store.getState().patch({ favouritesBusy: on ? [...current, cinema.slug] : current });
  };
  busy(true);
  const apply = (list: readonly string[]) => {
    if (store.getState().owner === owner) store.getState().patch({ favourites: [...list] });
  };
  apply(decision.action === 'added' ? addFavourite(before, cinema.slug, policy) : removeFavourite(before, cinema.slug));
  try {
    const answer = decision.action === 'added' ? await api.addFavourite(cinema) : await api.removeFavourite(cinema);
    apply(answer);
    return { kind: decision.action };
  } catch (error) {
    // Put back what the server holds for this cinema: present before, or not.
    const now = store.getState().favourites ?? [];
    apply(
      before.includes(cinema.slug) ? addFavourite(now, cinema.slug, policy, false) : removeFavourite(now, cinema.slug),
    );
    if (isLimitError(error)) return { kind: 'limit', limit: policy.limit };
    return { kind: 'failed', error };
  } finally {
    busy(false);
  }
}

/** An API refusal for the favourite limit (409 `favorite_limit`). */
function isLimitError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { status: unknown }).status === 409 &&
    /limit/i.test(String((error as { message?: unknown }).message ?? ''))
  );
}

/**
 * Reads the feelings of the shown films not read yet, with their slugs (ACC-64); one call for
 * a whole list. A failure leaves them unknown (asked again on the next call).
 */
export async function loadFeelings(
  store: ClientSpaceStore,
  owner: string,
  slugs: readonly string[],
  api: SpaceApi,
): Promise<void> {
  ensureOwner(store, owner);
  const known = new Set(store.getState().feelingsKnown);
  const wanted = [...new Set(slugs)].filter((slug) => !known.has(slug));
  if (wanted.length === 0) return;
  store.getState().patch({ feelingsKnown: [...known, ...wanted] });
  try {
    const answer = await api.readFeelings(wanted);
    if (store.getState().owner !== owner) return;
    let feelings = store.getState().feelings;
    for (const slug of wanted) {
      feelings = setWishlisted(feelings, slug, answer.wishlist.includes(slug));
      feelings = setEmotion(feelings, slug, answer.emotions[slug] ?? null);
    }
    store.getState().patch({ feelings });
  } catch (error) {
    const left = store.getState().feelingsKnown.filter((slug) => !wanted.includes(slug));
    store.getState().patch({ feelingsKnown: left });
    throw error;
  }
}

/** Changes one show's feelings at once, sends the call, and puts that show's feelings back if it fails (ACC-61, ACC-62). */
async function changeFeeling(
  store: ClientSpaceStore,
  owner: string,
  slug: string,
  next: (feelings: FeelingsState) => FeelingsState,
  send: () => Promise<unknown>,
): Promise<FeelingOutcome> {
  ensureOwner(store, owner);
  const before = store.getState().feelings;
  const wasWished = before.wishlist.includes(slug);
  const wasEmotion = before.emotions[slug] ?? null;
  store.getState().patch({ feelings: next(before) });
  try {
    await send();
    return { kind: 'done' };
  } catch (error) {
    if (store.getState().owner === owner) {
      // Only this show goes back: another show changed meanwhile keeps its change.
      const now = store.getState().feelings;
      store.getState().patch({ feelings: setEmotion(setWishlisted(now, slug, wasWished), slug, wasEmotion) });
    }
    return { kind: 'reverted', error };
  }
}

/** Adds the show to the wishlist or removes it (a delete) (ACC-61, ACC-63). */
export function setShowWished(
  store: ClientSpaceStore,
  owner: string,
  slug: string,
  wished: boolean,
  api: SpaceApi,
): Promise<FeelingOutcome> {
  return changeFeeling(
    store,
    owner,
    slug,
    (feelings) => setWishlisted(feelings, slug, wished),
    () => api.setWished(slug, wished),
  );
}

/** Rates the show (ACC-62); null removes the rating, sent as a delete of the previous emotion (ACC-63). */
export function rateShow(
  store: ClientSpaceStore,
  owner: string,
  slug: string,
  emotion: Emotion | null,
  api: SpaceApi,
): Promise<FeelingOutcome> {
  const previous = store.getState().feelings.emotions[slug];
  if (emotion === null && !previous) return Promise.resolve({ kind: 'done' });
  return changeFeeling(
    store,
    owner,
    slug,
    (feelings) => setEmotion(feelings, slug, emotion),
    () => (emotion ? api.setEmotion(slug, emotion, false) : api.setEmotion(slug, previous as Emotion, true)),
  );
}

const ClientSpaceContext = createContext<ClientSpaceStore>(clientSpaceStore);
ClientSpaceContext.displayName = 'ClientSpaceContext';

/** Gives the tree below it its own space store (tests, server renders). */
export function ClientSpaceProvider({
  store,
  children,
}: {
  readonly store: ClientSpaceStore;
  readonly children?: ReactNode;
}) {
  return createElement(ClientSpaceContext.Provider, { value: store }, children);
}

/** The space store of the tree (for handlers). */
export function useClientSpaceStoreApi(): ClientSpaceStore {
  return useContext(ClientSpaceContext);
}

/** React hook over the tree's space store. */
export function useClientSpace<T>(selector: (state: ClientSpaceState) => T): T {
  return useStore(useContext(ClientSpaceContext), selector);
}
