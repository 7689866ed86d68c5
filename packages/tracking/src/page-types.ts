import type { PageKind } from '@marquee/routing';

/**
 * The page types the spec names (A§2, SHELL-93): the route page-type keys (Home, Shows, Movie,
 * Entertainment, Cinema, CinemaLight, Cinemas, City, CityLight, Experience, Season, NewsItem,
 * Offer, ExperienceArticle, FaqCategory, FaqArticleById, FaqArticleBySlug) plus cgv, cvd, ecards,
 * ecards 3 seats, experience group, experiences, news, not found, offers, sitemap, subscription
 * offers, faq, faq results. Written in snake case, the dataLayer's style (`platform_type`).
 */
export const SPEC_PAGE_TYPES = [
  'home',
  'shows',
  'movie',
  'entertainment',
  'cinema',
  'cinema_light',
  'cinemas',
  'city',
  'city_light',
  'experience',
  'season',
  'news_item',
  'offer',
  'experience_article',
  'faq_category',
  'faq_article_by_id',
  'faq_article_by_slug',
  'cgv',
  'cvd',
  'ecards',
  'ecards_3_seats',
  'experience_group',
  'experiences',
  'news',
  'not_found',
  'offers',
  'sitemap',
  'subscription_offers',
  'faq',
  'faq_results',
] as const;

/**
 * Page types for the screens the spec lists without a tracked type (account, search results,
 * club, gift card...), and `error` for a page that failed (neither found nor missing): each the
 * natural name of its screen (CLARIFICATIONS: choose what the name suggests, write it down).
 */
export const EXTRA_PAGE_TYPES = [
  'entertainments',
  'tonight',
  'club',
  'search_results',
  'account',
  'account_page',
  'account_favorite_cinemas',
  'account_bookings',
  'gift_card',
  'voucher',
  'info',
  'mobile_app',
  'sign_in_callback',
  'accessible_showings',
  'error',
] as const;

/** Every page type the dataLayer may carry. */
export const TRACKED_PAGE_TYPES = [...SPEC_PAGE_TYPES, ...EXTRA_PAGE_TYPES] as const;
/** A page type of the dataLayer. */
export type TrackedPageType = (typeof TRACKED_PAGE_TYPES)[number];

/**
 * The tracked page type of every page kind of the router. Complete by type (a new page kind
 * does not compile until it is tracked); the shows lists (to book, presales, kids, specials,
 * upcoming) are `shows`, the help centre's web-view screens track as their web pages, and every
 * error target is `not_found`.
 */
export const PAGE_TYPE_OF_KIND: Readonly<Record<PageKind, TrackedPageType>> = {
  Home: 'home',
  Shows: 'shows',
  ShowsBook: 'shows',
  ShowsPresales: 'shows',
  ShowsKids: 'shows',
  ShowsSpecial: 'shows',
  ShowsUpcoming: 'shows',
  Movie: 'movie',
  EntertainmentList: 'entertainments',
  Entertainment: 'entertainment',
  Season: 'season',
  Cinemas: 'cinemas',
  CinemaLight: 'cinema_light',
  Cinema: 'cinema',
  City: 'city',
  CityLight: 'city_light',
  Experiences: 'experiences',
  Experience: 'experience',
  ExperienceGroup: 'experience_group',
  ExperienceArticle: 'experience_article',
  AccessibleShowings: 'accessible_showings',
  OffersList: 'offers',
  Offer: 'offer',
  NewsList: 'news',
  NewsItem: 'news_item',
  NewsApp: 'news',
  Subscription: 'subscription_offers',
  Club: 'club',
  FaqHome: 'faq',
  FaqResults: 'faq_results',
  FaqArticleById: 'faq_article_by_id',
  FaqArticleBySlug: 'faq_article_by_slug',
  FaqCategory: 'faq_category',
  MFaqHome: 'faq',
  MFaqResults: 'faq_results',
  MFaqArticleById: 'faq_article_by_id',
  MFaqArticleBySlug: 'faq_article_by_slug',
  MFaqCategory: 'faq_category',
  SearchResults: 'search_results',
  Account: 'account',
  AccountPage: 'account_page',
  AccountFavoriteCinemas: 'account_favorite_cinemas',
  AccountBookings: 'account_bookings',
  Ecards: 'ecards',
  Ecards3: 'ecards_3_seats',
  GiftCard: 'gift_card',
  GiftCardBalance: 'gift_card',
  Voucher: 'voucher',
  Info: 'info',
  Cgv: 'cgv',
  Cvd: 'cvd',
  Sitemap: 'sitemap',
  MobileApp: 'mobile_app',
  Tonight: 'tonight',
  Callback: 'sign_in_callback',
  Error404: 'not_found',
  Error404NotFound: 'not_found',
  Error410Gone: 'not_found',
  NotFound: 'not_found',
};

/** The sections page types are grouped in; the dataLayer's page group is `catalog_` + the section (SHELL-91). */
export type PageSection =
  | 'home'
  | 'shows'
  | 'cinemas'
  | 'experiences'
  | 'offers'
  | 'news'
  | 'help'
  | 'search'
  | 'account'
  | 'information'
  | 'error';

/** The section of each page type (a content group: one value per area of the site). */
export const SECTION_OF_PAGE_TYPE: Readonly<Record<TrackedPageType, PageSection>> = {
  home: 'home',
  shows: 'shows',
  tonight: 'shows',
  entertainments: 'shows',
  movie: 'shows',
  entertainment: 'shows',
  season: 'shows',
  accessible_showings: 'shows',
  cinemas: 'cinemas',
  cinema: 'cinemas',
  cinema_light: 'cinemas',
  city: 'cinemas',
  city_light: 'cinemas',
  experiences: 'experiences',
  experience: 'experiences',
  experience_group: 'experiences',
  experience_article: 'experiences',
  offers: 'offers',
  offer: 'offers',
  subscription_offers: 'offers',
  club: 'offers',
  ecards: 'offers',
  ecards_3_seats: 'offers',
  gift_card: 'offers',
  voucher: 'offers',
  news: 'news',
  news_item: 'news',
  faq: 'help',
  faq_results: 'help',
  faq_category: 'help',
  faq_article_by_id: 'help',
  faq_article_by_slug: 'help',
  search_results: 'search',
  account: 'account',
  account_page: 'account',
  account_favorite_cinemas: 'account',
  account_bookings: 'account',
  sign_in_callback: 'account',
  info: 'information',
  cgv: 'information',
  cvd: 'information',
  sitemap: 'information',
  mobile_app: 'information',
  not_found: 'error',
  error: 'error',
};

/** The prefix of every page group tag (A§7). */
export const PAGE_GROUP_PREFIX = 'catalog_';

/** The page group tag of a page type: `catalog_` + its section (`catalog_shows` for a film page). */
export function pageGroupOf(type: TrackedPageType): string {
  return `${PAGE_GROUP_PREFIX}${SECTION_OF_PAGE_TYPE[type]}`;
}

/** The tracked page type of a page kind. */
export function pageTypeOf(kind: PageKind): TrackedPageType {
  return PAGE_TYPE_OF_KIND[kind];
}
