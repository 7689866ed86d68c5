/** The id of the catch-all route: any address no page has (ROUTE-51). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** The ids of the error targets' routes start with this (`error:/404`…). */
export const ERROR_ROUTE_PREFIX = 'error:';

/** True for the routes that show the not-found (or gone) view as a whole page: the catch-all and the error targets. */
export function isErrorRouteId(id: string): boolean {
  return id === NOT_FOUND_ROUTE_ID || id.startsWith(ERROR_ROUTE_PREFIX);
}
