export type { CookieWriter, LocatorState, LocatorStore } from './locator-store';
export {
  createLocatorStore,
  LocatorStoreProvider,
  locatorStore,
  useLocator,
  useLocatorStoreApi,
} from './locator-store';
export type { ChosenSelection, LocatorKind, LocatorSelection, RestoreInput, SelectionSource } from './selection';
export { checkSelection, locatorCookie, readCookie, readLocatorCookie, restoreSelection } from './selection';
export type { GeolocationStatus, NearestLimits } from './geolocation';
export { GEOLOCATION_TIMEOUT_MS, locateVisitor, nearestCinemas, parsePosition, positionValue } from './geolocation';
export type { LocatorHistoryEntry } from './history';
export { addLocatorHistory, LOCATOR_HISTORY_SIZE, locatorHistoryKey, parseLocatorHistory } from './history';
export { barCinemas, orderCinemas, useCinemaLocks, useCinemaPageLocator, useCityScheduleResult } from './locks';
