export type { PendingAction } from './after-sign-in';
export { PENDING_ACTION_KEY, PENDING_ACTION_TTL_MS, rememberAfterSignIn, takeAfterSignIn } from './after-sign-in';
export type {
  FavouriteAlerts,
  FavouriteControl,
  FavouriteToggleProps,
  FeelingAlerts,
  FeelingsControl,
  SpaceOptions,
  WishlistHearts,
} from './hooks';
export { useFavouriteCinema, useFavouriteToggle, useShowFeelings, useShownFeelings, useWishlistHearts } from './hooks';
export type { NewsletterField } from './newsletter';
export { BRAND_MAIL_SITES, newsletterField, takesNewsletter } from './newsletter';
export type {
  ClientSpaceState,
  ClientSpaceStore,
  FavouriteCinema,
  FavouriteOutcome,
  FeelingOutcome,
  SpaceApi,
} from './space-store';
export {
  ClientSpaceProvider,
  clientSpaceStore,
  createClientSpaceStore,
  ensureOwner,
  loadFavourites,
  loadFeelings,
  rateShow,
  setShowWished,
  toggleFavouriteCinema,
  useClientSpace,
  useClientSpaceStoreApi,
} from './space-store';
