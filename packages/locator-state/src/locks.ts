import { useEffect } from 'react';
import { useLocator, useLocatorStoreApi } from './locator-store';
import { restoreSelection } from './selection';

/**
 * A list of cinemas in the locked cinema order (LOC-08): the cinema the order is locked on
 * first, the others in the order they came. Unlocked (null), or the cinema not in the list: as it came.
 */
export function orderCinemas<T>(cinemas: readonly T[], slugOf: (cinema: T) => string, cinemaOrder: string | null): T[] {
  if (!cinemaOrder) return [...cinemas];
  const locked = cinemas.filter((cinema) => slugOf(cinema) === cinemaOrder);
  return locked.length === 0
    ? [...cinemas]
    : [...locked, ...cinemas.filter((cinema) => slugOf(cinema) !== cinemaOrder)];
}

/**
 * The cinemas the cinemas bar offers (LOC-14): those of the lock, in the lock's order (the nearest
 * first for a position); a slug the list does not have is skipped. All, as they came, when free.
 */
export function barCinemas<T>(
  cinemas: readonly T[],
  slugOf: (cinema: T) => string,
  barLock: readonly string[] | null,
): T[] {
  if (!barLock) return [...cinemas];
  const bySlug = new Map(cinemas.map((cinema) => [slugOf(cinema), cinema]));
  return barLock.flatMap((slug) => {
    const cinema = bySlug.get(slug);
    return cinema === undefined ? [] : [cinema];
  });
}

/** The tree's cinema-order lock and cinemas-bar lock (both null on the server and at hydration). */
export function useCinemaLocks(): { readonly cinemaOrder: string | null; readonly barLock: readonly string[] | null } {
  const cinemaOrder = useLocator((state) => state.cinemaOrder);
  const barLock = useLocator((state) => state.barLock);
  return { cinemaOrder, barLock };
}

/**
 * What a cinema page does with the locator (A§4). Shown, its cinema is the restored selection
 * (LOC-03: step 2, after the address's `localisation`, before the saved cookie; nothing saved).
 * Left — for another page or another cinema's —, it releases the cinema-order lock (LOC-09) and
 * the selection goes back to the saved one. Runs after hydration only (an effect).
 */
export function useCinemaPageLocator(cinemaSlug: string, localisation?: string): void {
  const store = useLocatorStoreApi();
  useEffect(() => {
    const state = store.getState();
    const restored = restoreSelection({
      localisation,
      placeKind: (slug) => (slug === cinemaSlug ? 'cinema' : undefined),
      cinemaPage: cinemaSlug,
    });
    if (restored) state.restored(restored.selection, restored.source);
    return () => {
      const left = store.getState();
      left.releaseCinemaOrder();
      if (left.source === 'page') left.loadSaved(() => document.cookie);
    };
  }, [store, cinemaSlug, localisation]);
}

/**
 * Tells the locator a programme page's city schedule arrived (LOC-13): `noResult` is the
 * no-result marker (the film plays nowhere in the city). City mode is set only if the locator
 * chose that city and the answer has results. Null: the page shows no city schedule.
 */
export function useCityScheduleResult(result: { readonly city: string; readonly noResult: boolean } | null): void {
  const store = useLocatorStoreApi();
  const city = result?.city ?? null;
  const noResult = result?.noResult ?? false;
  // The city the locator waits for: the page may already show it (a city chosen again, the default
  // city), and then its schedule is the answer.
  const pending = useLocator((state) => state.pendingCity);
  useEffect(() => {
    if (city && pending) store.getState().citySchedule(city, { noResult });
  }, [store, city, noResult, pending]);
}
