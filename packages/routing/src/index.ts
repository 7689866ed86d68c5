export type { ExternalLinkName, ExternalLinks, SocialNetworkName } from './external-links';
export { EXTERNAL_ROUTE_KEYS, externalHref, isExternalHref } from './external-links';
export type { FilterKind, Filters } from './filters';
export {
  baseUrl,
  decodeFilters,
  encodeFilters,
  FILTER_KINDS,
  FILTERS_SEGMENT,
  splitFilters,
  toggleFilter,
} from './filters';
export type { GlobalKind, PageKind, RouteOverrides } from './page-kinds';
export {
  FILTERABLE_KINDS,
  GLOBAL_PATHS,
  isPageKind,
  KIND_SITES,
  PAGE_KINDS,
  PATH_WORDS,
  ROUTE_KEYS,
  SUBSCRIPTION_SEGMENTS,
  WEBVIEW_KINDS,
} from './page-kinds';
export type { HrefOptions, RouteMatch, RouteOptions, RouteParams, RoutePattern, RoutingSite } from './routes';
export {
  alternates,
  href,
  kindPattern,
  languagePrefix,
  match,
  pathLanguage,
  routePatterns,
  siteRoutePatterns,
} from './routes';
export { hreflang, isKindOffered, KIND_FLAGS, neutralPage, TEMPLATE_KINDS } from './offered';
export type { QueryLike } from './query';
export { queryParam } from './query';
export type { SwitchRequest } from './url-helpers';
export {
  CINEMA_INFO_FRAGMENT,
  CINEMA_PRICING_FRAGMENT,
  cinemaPanel,
  DEFAULT_ERROR_CODE,
  ERROR_CODE_QUERY,
  ERROR_TARGETS,
  errorTarget,
  HIDE_SOLD_OUT_QUERY,
  isWebsiteAllowed,
  parseSwitchRedirect,
  readErrorCode,
  SWITCH_REDIRECT_PATH,
  switchRedirectHref,
  TRAILER_QUERY,
  trailingSlashRedirect,
  wantsSoldOutHidden,
  wantsTrailerAutoplay,
  withSoldOutHidden,
} from './url-helpers';
export { calendarFeedPath, NEW_FILMS_FEED, newFilmsFeedPath, webcalUrl } from './feeds';
