import { type AlertMessage, useAlertQueue } from '@marquee/alerts';
import { type CountryCode, type Emotion, favouritePolicyFor } from '@marquee/domain-models';
import { useModals } from '@marquee/modals';
import { useSession } from '@marquee/session';
import { useCallback, useEffect, useRef } from 'react';
import { type PendingAction, rememberAfterSignIn, takeAfterSignIn } from './after-sign-in';
import {
  type FavouriteCinema,
  loadFavourites,
  loadFeelings,
  rateShow,
  type SpaceApi,
  setShowWished,
  toggleFavouriteCinema,
  useClientSpace,
  useClientSpaceStoreApi,
} from './space-store';

/** What the space hooks need from the page. */
export interface SpaceOptions {
  readonly site: CountryCode;
  /** The client API for a signed-in client (the page's API client carries the token). */
  readonly api: (clientId: string) => SpaceApi;
}

/** The signed-in client's id, or null (anonymous, not checked yet, or signing in). */
function useClientId(): string | null {
  return useSession((state) => (state.status === 'signed-in' ? (state.client?.id ?? null) : null));
}

/** Where the visitor is (path, query, fragment): the return target of a sign-in an action asks for. */
function here(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** A pending action without its page and time (added when it is kept). */
type ActionRequest = PendingAction extends infer A ? (A extends PendingAction ? Omit<A, 'path' | 'at'> : never) : never;

/**
 * An action that needs a signed-in client (ACC-36): signed in, it runs; otherwise the action is
 * kept for after sign-in and the centred sign-in-required modal opens with this page as its
 * return target (ACC-37). While sign-in is being checked or completed, nothing happens (the
 * control says it is busy).
 */
function useSignedInAction() {
  const status = useSession((state) => state.status);
  const modals = useModals();
  return useCallback(
    (pending: ActionRequest, run: () => void) => {
      if (status === 'signed-in') {
        run();
        return;
      }
      if (status === 'loading') return;
      rememberAfterSignIn(window.sessionStorage, {
        ...pending,
        path: window.location.pathname,
        at: Date.now(),
      } as PendingAction);
      modals.getState().open('sign-in-required', { signInRequired: true, returnTo: here() });
    },
    [status, modals],
  );
}

/** Finishes, once signed in on the page it was asked on, the action kept before sign-in. */
function useAfterSignIn(
  clientId: string | null,
  matches: (action: PendingAction) => boolean,
  run: (action: PendingAction) => void,
) {
  const latest = useRef({ matches, run });
  latest.current = { matches, run };
  useEffect(() => {
    if (!clientId) return;
    const action = takeAfterSignIn(
      window.sessionStorage,
      (a) => a.path === window.location.pathname && latest.current.matches(a),
    );
    if (action) latest.current.run(action);
  }, [clientId]);
}

/** Texts of the favourite alerts, in the page language (the remote translates them). */
export interface FavouriteAlerts {
  /** The limit is reached (A§8: Cinemas.Alert.Title / Cinemas.Alert.Subtitle carrying the limit). */
  limit(limit: number): AlertMessage;
  /** The change could not be saved (it was undone). */
  failed(): AlertMessage;
}

/** A cinema's favourite toggle (ACC-50..58). */
export interface FavouriteControl {
  /** Favourites exist on this site (ACC-50). */
  readonly enabled: boolean;
  /** The cinema is one of the signed-in client's favourites. */
  readonly favourite: boolean;
  /** A toggle is being sent, or sign-in is being completed. */
  readonly busy: boolean;
  /** Adds or removes it; anonymous: sign in first, then it is added. */
  toggle(): void;
}

/** The favourite toggle of one cinema: the cinema page, the cinema lists and cards. */
export function useFavouriteCinema(
  cinema: FavouriteCinema,
  options: SpaceOptions & { readonly alerts: FavouriteAlerts },
): FavouriteControl {
  const store = useClientSpaceStoreApi();
  const alerts = useAlertQueue();
  const clientId = useClientId();
  const loading = useSession((state) => state.status === 'loading');
  const enabled = favouritePolicyFor(options.site).enabled;
  const favourite = useClientSpace(
    (state) => clientId !== null && state.owner === clientId && (state.favourites ?? []).includes(cinema.slug),
  );
  const busy = useClientSpace((state) => state.favouritesBusy.includes(cinema.slug)) || loading;
  const latest = useRef(options);
  latest.current = options;
  const signedInAction = useSignedInAction();

  useEffect(() => {
    if (!clientId || !enabled) return;
    loadFavourites(store, clientId, latest.current.api(clientId)).catch((error: unknown) =>
      console.warn('favourites: could not be read', error),
    );
  }, [clientId, enabled, store]);

  const send = useCallback(
    (onlyAdd: boolean) => {
      if (!clientId) return;
      const { api, site, alerts: texts } = latest.current;
      const run = async () => {
        const space = api(clientId);
        if (onlyAdd) {
          await loadFavourites(store, clientId, space);
          if ((store.getState().favourites ?? []).includes(cinema.slug)) return;
        }
        const outcome = await toggleFavouriteCinema(store, clientId, site, cinema, space);
        if (outcome.kind === 'limit') alerts.getState().enqueue(texts.limit(outcome.limit));
        else if (outcome.kind === 'failed') {
          console.warn('favourites: the change was not saved', outcome.error);
          alerts.getState().enqueue(texts.failed());
        }
      };
      run().catch((error: unknown) => {
        console.warn('favourites: the change was not saved', error);
        alerts.getState().enqueue(texts.failed());
      });
    },
    [clientId, store, alerts, cinema],
  );

  useAfterSignIn(
    enabled ? clientId : null,
    (action) => action.kind === 'favourite' && action.slug === cinema.slug,
    () => send(true),
  );

  const toggle = useCallback(() => {
    if (!enabled) return;
    signedInAction({ kind: 'favourite', slug: cinema.slug }, () => send(false));
  }, [enabled, signedInAction, cinema.slug, send]);

  return { enabled, favourite, busy, toggle };
}

/** What the kit's `WishlistToggle` takes from a cinema's favourite control; the remote adds its texts. */
export interface FavouriteToggleProps {
  readonly pressed: boolean;
  readonly onPressedChange: () => void;
  readonly disabled: boolean;
}

/**
 * A cinema's favourite heart (ACC-50..57) for the kit's `WishlistToggle`, the one rule behind the
 * cinema page's toggle and the locator's list: pressed when the cinema is a favourite, disabled
 * while a change is sent; null where favourites are off on the site (the heart is not shown).
 */
export function useFavouriteToggle(
  cinema: FavouriteCinema,
  options: SpaceOptions & { readonly alerts: FavouriteAlerts },
): FavouriteToggleProps | null {
  const control = useFavouriteCinema(cinema, options);
  if (!control.enabled) return null;
  return { pressed: control.favourite, onPressedChange: control.toggle, disabled: control.busy };
}

/**
 * Reads, once signed in, the feelings of the films shown (one call with their slugs, ACC-64).
 * A list calls it with every film it shows; a film page with its one film.
 */
export function useShownFeelings(slugs: readonly string[], options: SpaceOptions): void {
  const store = useClientSpaceStoreApi();
  const clientId = useClientId();
  const latest = useRef(options);
  latest.current = options;
  const key = slugs.join(' ');
  useEffect(() => {
    if (!clientId || key === '') return;
    loadFeelings(store, clientId, key.split(' '), latest.current.api(clientId)).catch((error: unknown) =>
      console.warn('feelings: could not be read', error),
    );
  }, [clientId, key, store]);
}

/** Texts of the feelings alerts. */
export interface FeelingAlerts {
  /** The change could not be saved: it was undone (ERR: wishlist or rating failure reverts). */
  failed(): AlertMessage;
}

/** A film's wishlist and rating controls (ACC-59..63). */
export interface FeelingsControl {
  readonly wished: boolean;
  readonly emotion: Emotion | null;
  /** Sign-in is being completed. */
  readonly busy: boolean;
  toggleWish(): void;
  /** Rates the film; the same emotion again removes the rating. */
  rate(emotion: Emotion): void;
}

/**
 * Puts a film in the signed-in client's wishlist or takes it out, at once, and undoes it with
 * the failure alert when the call fails (ACC-61, ERR-17). Nothing for an anonymous visitor.
 */
function useWish(
  clientId: string | null,
  options: SpaceOptions & { readonly alerts: FeelingAlerts },
): (slug: string, wished: boolean) => void {
  const store = useClientSpaceStoreApi();
  const alerts = useAlertQueue();
  const latest = useRef(options);
  latest.current = options;
  return useCallback(
    (slug: string, wished: boolean) => {
      if (!clientId) return;
      void setShowWished(store, clientId, slug, wished, latest.current.api(clientId)).then((outcome) => {
        if (outcome.kind === 'reverted') {
          console.warn('feelings: the change was not saved', outcome.error);
          alerts.getState().enqueue(latest.current.alerts.failed());
        }
      });
    },
    [clientId, store, alerts],
  );
}

/** The wishlist and emotion of one film, applied at once and reverted with an alert when the call fails. */
export function useShowFeelings(
  slug: string,
  options: SpaceOptions & { readonly alerts: FeelingAlerts },
): FeelingsControl {
  const store = useClientSpaceStoreApi();
  const alerts = useAlertQueue();
  const clientId = useClientId();
  const busy = useSession((state) => state.status === 'loading');
  const mine = useClientSpace((state) => clientId !== null && state.owner === clientId);
  const wished = useClientSpace((state) => state.feelings.wishlist.includes(slug)) && mine;
  const emotion = useClientSpace((state) => state.feelings.emotions[slug] ?? null);
  const latest = useRef(options);
  latest.current = options;
  const signedInAction = useSignedInAction();
  useShownFeelings([slug], options);

  const report = useCallback(
    (outcome: Awaited<ReturnType<typeof setShowWished>>) => {
      if (outcome.kind === 'reverted') {
        console.warn('feelings: the change was not saved', outcome.error);
        alerts.getState().enqueue(latest.current.alerts.failed());
      }
    },
    [alerts],
  );

  const wishShow = useWish(clientId, options);
  const wish = useCallback((wished: boolean) => wishShow(slug, wished), [wishShow, slug]);
  const setRating = useCallback(
    (next: Emotion | null) => {
      if (!clientId) return;
      void rateShow(store, clientId, slug, next, latest.current.api(clientId)).then(report);
    },
    [clientId, store, slug, report],
  );

  useAfterSignIn(
    clientId,
    (action) => (action.kind === 'wishlist' || action.kind === 'emotion') && action.slug === slug,
    (action) => {
      const space = latest.current.api(clientId as string);
      // Its current feelings first, so that a film already wished is not sent again.
      loadFeelings(store, clientId as string, [slug], space)
        .catch(() => undefined)
        .then(() => {
          const feelings = store.getState().feelings;
          if (action.kind === 'wishlist' && !feelings.wishlist.includes(slug)) wish(true);
          if (action.kind === 'emotion' && feelings.emotions[slug] !== action.emotion) setRating(action.emotion);
        });
    },
  );

  const toggleWish = useCallback(() => {
    signedInAction({ kind: 'wishlist', slug }, () => wish(!store.getState().feelings.wishlist.includes(slug)));
  }, [signedInAction, slug, wish, store]);
  const rate = useCallback(
    (next: Emotion) => {
      signedInAction({ kind: 'emotion', slug, emotion: next }, () =>
        setRating(store.getState().feelings.emotions[slug] === next ? null : next),
      );
    },
    [signedInAction, slug, setRating, store],
  );

  return { wished, emotion: mine ? emotion : null, busy, toggleWish, rate };
}

/** The wishlist hearts of a page's film cards (ACC-59, ACC-61, ACC-64): one control for all of them. */
export interface WishlistHearts {
  /** The films of the signed-in client's wishlist known so far (none while anonymous). */
  readonly wished: readonly string[];
  /** Sign-in is being checked or completed. */
  readonly busy: boolean;
  /** Adds the film to the wishlist or takes it out; anonymous: sign in first, then it is added. */
  toggle(slug: string): void;
}

const NO_FILMS: readonly string[] = Object.freeze([]);

/**
 * The hearts of every film card of a page, in one hook (a page of sixty cards runs no hook per
 * card): the feelings of the shown films read in one call once signed in (ACC-64), a heart
 * toggled at once and reverted with the alert when the call fails (the film page's rules,
 * `useShowFeelings`), an anonymous press kept for after sign-in with the sign-in-required modal.
 */
export function useWishlistHearts(
  slugs: readonly string[],
  options: SpaceOptions & { readonly alerts: FeelingAlerts },
): WishlistHearts {
  const store = useClientSpaceStoreApi();
  const clientId = useClientId();
  const busy = useSession((state) => state.status === 'loading');
  const wished = useClientSpace((state) =>
    clientId !== null && state.owner === clientId ? state.feelings.wishlist : NO_FILMS,
  );
  const latest = useRef({ options, slugs });
  latest.current = { options, slugs };
  const signedInAction = useSignedInAction();
  const wish = useWish(clientId, options);
  useShownFeelings(slugs, options);

  useAfterSignIn(
    clientId,
    (action) => action.kind === 'wishlist' && latest.current.slugs.includes(action.slug),
    (action) => {
      const space = latest.current.options.api(clientId as string);
      // Its current feelings first, so that a film already wished is not sent again.
      loadFeelings(store, clientId as string, [action.slug], space)
        .catch(() => undefined)
        .then(() => {
          if (!store.getState().feelings.wishlist.includes(action.slug)) wish(action.slug, true);
        });
    },
  );

  const toggle = useCallback(
    (slug: string) => {
      signedInAction({ kind: 'wishlist', slug }, () => wish(slug, !store.getState().feelings.wishlist.includes(slug)));
    },
    [signedInAction, wish, store],
  );

  return { wished, busy, toggle };
}
