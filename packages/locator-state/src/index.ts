export type { CookieWriter, LocatorState, LocatorStore } from './locator-store';
export {
  createLocatorStore,
  LocatorStoreProvider,
  locatorStore,
  useLocator,
  useLocatorStoreApi,
} from './locator-store';
export type { LocatorKind, LocatorSelection, RestoreInput, SelectionSource } from './selection';
export { checkSelection, locatorCookie, readCookie, readLocatorCookie, restoreSelection } from './selection';
