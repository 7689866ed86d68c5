export type { CountryCode, Environment, Language, RatingSystem, SiteFacts } from './sites';
export {
  AUTH_DEFAULTS,
  CUSTOM_LOGIN_MAX_AGE_SECONDS,
  cookieNamesFrom,
  FAVICON_SIZES,
  LANGUAGE_COOKIE_NAME,
  LOCATOR_COOKIE,
  SIGN_IN_FRAME,
  FEEDBACK_COMMENT_MAX,
} from './rules/constants';
export { formatDuration } from './rules/duration';
export { HTTP_TIMEOUTS, httpServerTimeouts } from './rules/http-limits';
export type {
  ImageSource,
  RasterArtwork,
  RasterFormat,
  RasterKind,
  RasterRequest,
  ResponsiveImage,
} from './rules/media';
export {
  isRasterWidth,
  parseRasterFile,
  parseRasterUrl,
  RASTER_FORMATS,
  RASTER_KINDS,
  RASTER_MEDIA_TYPES,
  rasterImageUrl,
  rasterSizes,
  responsiveImage,
} from './rules/media';
export type { GeoPoint, WithDistance } from './rules/geo';
export {
  HELP_SEARCH_DEBOUNCE_MS,
  HELP_SEARCH_MIN_QUERY_LENGTH,
  isSearchable,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MIN_QUERY_LENGTH,
} from './rules/search';
export {
  DEFAULT_MAX_GEOLOCATION_CINEMAS,
  DEFAULT_MAX_GEOLOCATION_DISTANCE_KM,
  distanceKm,
  KM_PER_DEGREE,
  nearest,
  openStreetMapUrl,
} from './rules/geo';
export {
  AFRICAN_SITES,
  COUNTRY_CODES,
  DEFAULT_LOCALE,
  ENVIRONMENTS,
  environmentFromHost,
  isCountryCode,
  isLanguage,
  LANGUAGES,
  RATING_SYSTEMS,
  SITE_TABLE,
} from './sites';
export type { Cinema, CinemaAlert, CinemaDetail, CinemaList, City, CityDetail } from './entities/cinema';
export {
  CinemaAlertSchema,
  CinemaDetailSchema,
  CinemaListSchema,
  CinemaSchema,
  CinemaServiceSchema,
  CityDetailSchema,
  CityListSchema,
  CitySchema,
  HallSchema,
  PriceSchema,
} from './entities/cinema';
export type { CalendarFeed, Client, ClientAlert, ClientAlertBody, Feelings, IdentitySession } from './entities/client';
export {
  ALERT_FEATURES,
  ALERT_LIMIT,
  CalendarFeedSchema,
  ClientAlertBodySchema,
  ClientAlertListSchema,
  ClientAlertSchema,
  ClientSchema,
  EmotionBodySchema,
  EmotionSchema,
  FavoriteCinemaListSchema,
  FavoriteCinemasBodySchema,
  FeelingsQueryBodySchema,
  FeelingsSchema,
  IdentitySessionSchema,
  IntentionBodySchema,
  WebviewSchema,
} from './entities/client';
export { type LocatorCookie, parseLocatorCookie } from './entities/locator-cookie';
export type { CardLookup, Subscription } from './entities/commerce';
export {
  AntiRobotChallengeSchema,
  CardLookupSchema,
  CardSchema,
  CinepassSchema,
  EcardListSchema,
  EcardSchema,
  EcardTypeListSchema,
  SubscriptionOfferSchema,
  SubscriptionOffersSchema,
  SubscriptionSchema,
} from './entities/commerce';
export type { ApiError, Translate } from './entities/common';
export {
  ApiErrorSchema,
  CtaSchema,
  ImageSchema,
  IsoDateSchema,
  LanguageCodeSchema,
  LocalDateTimeSchema,
  RouteSchema,
  SeoSchema,
  SiteCodeSchema,
  SlugSchema,
  TranslateSchema,
} from './entities/common';
export type { Article, ArticleItem, Experience, PromotionItem, Season } from './entities/content';
export {
  ArticleItemSchema,
  ArticleListSchema,
  ArticleSchema,
  ArticleTypeSchema,
  DateTypeSchema,
  ExperienceGroupSchema,
  ExperienceListSchema,
  ExperienceSchema,
  MasterTemplateListSchema,
  MasterTemplateSchema,
  OffersPageSchema,
  PromotionItemListSchema,
  PromotionItemSchema,
  PromotionListSchema,
  PromotionSchema,
  SeasonDetailSchema,
  SeasonListSchema,
  SeasonSchema,
  TemporaryOfferListSchema,
  TemporaryOfferSchema,
} from './entities/content';
export type { FaqArticle, FaqCategory, FooterFaq } from './entities/faq';
export {
  FaqArticleSchema,
  FaqCategorySchema,
  FooterFaqGroupSchema,
  FooterFaqItemSchema,
  FooterFaqSchema,
} from './entities/faq';
export type { Footer } from './entities/footer';
export { FooterColumnSchema, FooterLinkSchema, FooterSchema } from './entities/footer';
export type { Alert, FeedbackBody } from './entities/misc';
export {
  AlertListSchema,
  AlertSchema,
  ChatAvailabilitySchema,
  FeedbackBodySchema,
  FeedbackReceiptSchema,
  VodSchema,
  YoutubeLatestSchema,
  ZoneDetailSchema,
  ZoneListSchema,
  ZoneSchema,
} from './entities/misc';
export type { SearchAnswer, SearchResult, SearchType } from './entities/search';
export { SearchAnswerSchema, SearchHistoryItemSchema, SearchResultSchema, SearchTypeSchema } from './entities/search';
export type { Settings } from './entities/settings';
export { SettingsSchema } from './entities/settings';
export type { Show, ShowDetail, ShowList, ShowListFacets, Video } from './entities/show';
export {
  ContentRatingSchema,
  ReleaseSchema,
  ShowDetailSchema,
  ShowListFacetsSchema,
  ShowListSchema,
  ShowSchema,
  SizedImageSchema,
  VideoSchema,
  VideoSourceSchema,
} from './entities/show';
export type {
  AccessibleShowtime,
  AccessibleShowtimes,
  CinemaShowtimes,
  Schedule,
  ShowShowtimes,
  Showtime,
  ShowtimePrice,
  ShowtimeTagDetail,
} from './entities/showtime';
export {
  AccessibleShowtimeSchema,
  AccessibleShowtimesSchema,
  CinemaShowtimesSchema,
  ShowtimePriceSchema,
  ShowtimeTagDetailSchema,
  ScheduleSchema,
  ShowShowtimesSchema,
  ShowtimeSchema,
  SpecialShowtimeDetailsSchema,
} from './entities/showtime';
export type {
  Tonight,
  TonightAlternative,
  TonightCinema,
  TonightNotice,
  TonightPreset,
  TonightShowtime,
} from './entities/tonight';
export {
  TonightAlternativeSchema,
  TonightCinemaSchema,
  TonightNoticeSchema,
  TonightPresetSchema,
  TonightSchema,
  TonightShowtimeSchema,
} from './entities/tonight';
export {
  localTimeOf,
  NOW_PRESET_MINUTES,
  TONIGHT_MAX_RADIUS_KM,
  TONIGHT_PRESET_ORDER,
  TONIGHT_PRESETS,
  TONIGHT_RADIUS_KM,
} from './rules/tonight';
export type { Tag, Version } from './entities/tag';
export { TagListSchema, TagSchema, VersionListSchema, VersionSchema } from './entities/tag';
export type {
  AlertLevel,
  ArticleType,
  CinemaSelectionKind,
  CtaType,
  DateRangeType,
  Emotion,
  FilterKindName,
  FlagColour,
  FlagColourCode,
  LoginState,
  SearchResultType,
  ShowtimeStatus,
  VideoType,
} from './rules/enums';
export {
  ALERT_LEVELS,
  ARTICLE_TYPES,
  CINEMA_SELECTION_ALIASES,
  CINEMA_SELECTION_KINDS,
  CTA_TYPES,
  DATE_RANGE_TYPES,
  EMOTIONS,
  FILTER_KINDS,
  FLAG_COLOURS,
  flagColour,
  HEART_FLAG_COLOUR,
  isHeartLabel,
  LOGIN_STATES,
  SEARCH_RESULT_TYPES,
  SHOWTIME_STATUSES,
  toSelectionKind,
  VIDEO_TYPES,
} from './rules/enums';
export type { GroupableShowtime, GroupOptions, ShowtimeGroup } from './rules/showtime-groups';
export { groupShowtimes } from './rules/showtime-groups';
export type { ShowtimeDisplay, ShowtimeStatusInput } from './rules/showtime-status';
export { isShowtimeLocked, showtimeDisplay, showtimeStatus } from './rules/showtime-status';
export type { Upsell, UpsellShowtimeInput, UpsellTagInput } from './rules/showtime-upsell';
export {
  highlightedTags,
  isHighlightedShowtime,
  pickUpsell,
  upsellOrders,
} from './rules/showtime-upsell';
export type { ShowPriorityInput, ShowSortPriority } from './rules/show-priority';
export {
  AVP_TAG,
  AVP_TAGS,
  isBookable,
  isPremiere,
  SHOW_SORT_PRIORITY,
  showSortPriority,
  sortByPriority,
  TEAM_AVP_TAG,
} from './rules/show-priority';
export { mergeShowData } from './rules/show-merge';
export type { FilterableShowtime, ShowtimeFilterSelection } from './rules/showtime-filters';
export {
  ACCESSIBILITY_TAGS,
  AUDIO_DESCRIPTION_TAG,
  filterShowtimes,
  HOH_SUBTITLES_TAG,
  isAccessibilityTag,
  passesAccessibilityFilter,
  passesGenreFilter,
  passesLanguageFilter,
  passesTypeFilter,
  RELAXED_TAG,
  splitTagSelection,
} from './rules/showtime-filters';
export type { CinemaPricing, Concession, SurchargeTag, TicketPrice } from './rules/pricing';
export {
  CONCESSION_RATES,
  cinemaPricing,
  PRICE_STEPS,
  roundPrice,
  SURCHARGE_RATES,
  SURCHARGE_TAGS,
  ticketPrice,
} from './rules/pricing';
export { cutAtWord, DESCRIPTION_MAX_LENGTH, foldText } from './rules/text';
export { normaliseSlug } from './rules/slug';
export { contentRatingText, DEFAULT_CSA_LABEL, HIDDEN_RATING_LABELS, ratingSystemFor } from './rules/content-rating';
export {
  autoplaysTrailer,
  mainTrailer,
  providerLink,
  TRAILER_PROVIDERS,
  type TrailerProvider,
  type TrailerStart,
} from './rules/trailer';
export { TRAILER_FRAME_ORIGINS, type TrailerPlayback, trailerPlayback } from './rules/trailer-playback';
export type { LocatorSearchable } from './rules/cinema-search';
export { cinemasWithKnownCity, isPostalCodeQuery, matchesLocatorQuery, searchLocator } from './rules/cinema-search';
export type { CinemaCityGroup, CinemaTarget } from './rules/single-cinema';
export {
  CINEMA_FULL_LIST_ABOVE,
  cinemaCityGroups,
  cinemaListLayout,
  resolveCityTarget,
} from './rules/single-cinema';
export type { FavouriteLimitAlert, FavouritePolicy, FavouriteToggle } from './rules/favourites';
export {
  addFavourite,
  canAddFavourite,
  favouritePolicyFor,
  removeFavourite,
  toggleFavourite,
  UnknownCinemaError,
} from './rules/favourites';
export type { FeelingsState } from './rules/feelings';
export { applyOptimistically, emotionBody, intentionBody, setEmotion, setWishlisted } from './rules/feelings';
export type { FooterCinema, FooterCinemaGroup } from './rules/footer-cinemas';
export { footerCinemaGroups } from './rules/footer-cinemas';
export type { NewsFilter, RawFooterFaqGroup } from './rules/lists';
export {
  articleThumbnail,
  cutSeoDescription,
  filterFooterFaq,
  HISTORY_SIZE,
  NEWS_PUSH_COUNT,
  newsPushes,
  pushHistory,
  SEO_DESCRIPTION_MAX,
  splitActors,
  toggleNewsType,
} from './rules/lists';
export type { PreviewGroup } from './rules/search-preview';
export {
  isEventResult,
  previewCap,
  SEARCH_PREVIEW_CAPS,
  scopeSearchResults,
  searchPreview,
} from './rules/search-preview';
export {
  addDays,
  cinemaWeekDays,
  cinemaWeekEnd,
  cinemaWeekOffset,
  DEFAULT_CINEMA_WEEK_OFFSET,
  formatIsoDate,
  isInUpcomingWindow,
  isUnknownDate,
  localDateTime,
  UNKNOWN_DATE,
  UPCOMING_WINDOW_DAYS,
  upcomingWindow,
  zoneDate,
} from './rules/dates';
export type { FilmTimes } from './rules/film-times';
export { filmTimes, steadyOffset, wholeMinutes, zonedInstant } from './rules/film-times';
export { isLastChance, LAST_CHANCE_DAYS } from './rules/last-chance';
export type { SeatFill } from './rules/seat-fill';
export { almostFullThreshold, seatFill } from './rules/seat-fill';
export { cardFromLookup, requireTag, TagNotFoundError, voucherErrorAlert } from './rules/lookups';
export type { TokenClaims } from './rules/token';
export {
  assertSameState,
  decodeBase64Url,
  decodeToken,
  InvalidCharacterError,
  InvalidTokenError,
  isTokenExpired,
  sessionFromToken,
  TOKEN_STALE_SECONDS,
} from './rules/token';
export type { BrowserFacts, FrameClient, FrameContext, FrameState } from './rules/sign-in';
export {
  CUSTOM_LOGIN_COOKIE,
  CUSTOM_LOGIN_RETRY_COOKIE,
  mailValidationUrl,
  registerUrl,
  STORAGE_CHECK_MIN_CHROME,
  shouldForceSignIn,
  signInFrame,
} from './rules/sign-in';
export type { ClientPayload } from './rules/avatar';
export { avatarInitials, avatarOf, PROFILE_PHOTO_PLACEHOLDER, toClientView } from './rules/avatar';
export type { InjectionPosition, SafeInjection } from './rules/injections';
export { KNOWN_INJECTIONS, parseSingleTag, safeInjection, safeInjections } from './rules/injections';
export {
  HEADER_PUSH_HIDDEN_MS,
  HEADER_PUSH_STORAGE_KEY,
  HOME_PUSH_TYPE,
  headerPushExpiration,
  isHeaderPushHidden,
} from './rules/header-push';
export type { AlertPage, ScopedAlert } from './rules/page-alerts';
export { alertsForPage } from './rules/page-alerts';
export type { DemoAccount } from './rules/demo-accounts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './rules/demo-accounts';
export type { SignInMode } from './rules/sign-in-mode';
export { SIGN_IN_COOKIES, signInMode } from './rules/sign-in-mode';
export type { FilmBookingInput, FilmBookingState } from './rules/film-booking';
export { filmBookingState, filmReleaseDate } from './rules/film-booking';
export { localeFor } from './rules/locale';
