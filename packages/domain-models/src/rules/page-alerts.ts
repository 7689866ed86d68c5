/**
 * Which of the API's cinema alerts a page shows (`GET /api/alerts`): an alert for all cinemas is
 * site-wide and shows on every page; an alert for some cinemas shows on those cinemas' pages.
 */

/** The fields of an API alert this rule reads. */
export interface ScopedAlert {
  readonly allCinemas: boolean;
  readonly cinemas: readonly string[];
}

/** What a page is about, as far as alerts are concerned: the cinema it shows, if any. */
export interface AlertPage {
  readonly cinemaSlug?: string | undefined;
}

/** The alerts a page shows, in the API's order (the queue shows them first in, first out). */
export function alertsForPage<A extends ScopedAlert>(alerts: readonly A[], page: AlertPage): A[] {
  return alerts.filter(
    (alert) => alert.allCinemas || (page.cinemaSlug !== undefined && alert.cinemas.includes(page.cinemaSlug)),
  );
}
