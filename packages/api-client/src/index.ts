export type { ApiClientOptions } from './client';
export { ApiClient, createApiClient } from './client';
export type { ApiErrorKind } from './errors';
export { ApiError, isGone, isNotFound, kindOfStatus } from './errors';
export { getCinemas, getFooterFaq, getSettings, getShow, getShows, searchFull } from './calls';
