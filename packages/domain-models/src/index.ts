export type { CountryCode, Environment, Language, RatingSystem } from './sites';
export { formatDuration } from './rules/duration';
export type { GeoPoint, WithDistance } from './rules/geo';
export {
  HELP_SEARCH_DEBOUNCE_MS,
  HELP_SEARCH_MIN_QUERY_LENGTH,
  isSearchable,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_QUERY_LENGTH,
} from './rules/search';
export {
  DEFAULT_MAX_GEOLOCATION_CINEMAS,
  DEFAULT_MAX_GEOLOCATION_DISTANCE_KM,
  distanceKm,
  KM_PER_DEGREE,
  nearest,
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
export type { Client, Feelings } from './entities/client';
export {
  ClientSchema,
  EmotionBodySchema,
  EmotionSchema,
  FavoriteCinemaListSchema,
  FavoriteCinemasBodySchema,
  FeelingsQueryBodySchema,
  FeelingsSchema,
  IntentionBodySchema,
  WebviewSchema,
} from './entities/client';
export type { CardLookup } from './entities/commerce';
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
export {
  AlertListSchema,
  AlertSchema,
  ChatAvailabilitySchema,
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
export type { Show, ShowDetail, ShowList, Video } from './entities/show';
export {
  ContentRatingSchema,
  ReleaseSchema,
  ShowDetailSchema,
  ShowListSchema,
  ShowSchema,
  SizedImageSchema,
  VideoSchema,
} from './entities/show';
export type { CinemaShowtimes, Schedule, ShowShowtimes, Showtime } from './entities/showtime';
export {
  CinemaShowtimesSchema,
  ScheduleSchema,
  ShowShowtimesSchema,
  ShowtimeSchema,
  SpecialShowtimeDetailsSchema,
} from './entities/showtime';
export type { Tag, Version } from './entities/tag';
export { TagListSchema, TagSchema, VersionListSchema, VersionSchema } from './entities/tag';
