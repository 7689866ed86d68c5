import {
  AlertListSchema,
  TonightSchema,
  CalendarFeedSchema,
  AntiRobotChallengeSchema,
  ArticleItemSchema,
  ArticleListSchema,
  ArticleSchema,
  CardLookupSchema,
  ChatAvailabilitySchema,
  CinemaDetailSchema,
  CinemaListSchema,
  CinepassSchema,
  CityDetailSchema,
  CityListSchema,
  type ClientAlertBody,
  ClientAlertListSchema,
  ClientSchema,
  EcardListSchema,
  EcardTypeListSchema,
  type Emotion,
  ExperienceGroupSchema,
  ExperienceListSchema,
  ExperienceSchema,
  FaqArticleSchema,
  FaqCategorySchema,
  FavoriteCinemaListSchema,
  type FeedbackBody,
  FeedbackReceiptSchema,
  FeelingsSchema,
  FooterFaqSchema,
  FooterSchema,
  MasterTemplateListSchema,
  MasterTemplateSchema,
  OffersPageSchema,
  PromotionItemListSchema,
  PromotionListSchema,
  ScheduleSchema,
  SearchAnswerSchema,
  SeasonDetailSchema,
  SeasonListSchema,
  SettingsSchema,
  ShowDetailSchema,
  ShowListSchema,
  ShowSchema,
  ShowShowtimesSchema,
  AccessibleShowtimesSchema,
  SubscriptionOffersSchema,
  TagListSchema,
  TagSchema,
  TemporaryOfferListSchema,
  TranslateSchema,
  VersionListSchema,
  VodSchema,
  WebviewSchema,
  YoutubeLatestSchema,
  ZoneDetailSchema,
  ZoneListSchema,
} from '@marquee/domain-models';
import * as v from 'valibot';
import type { ApiClient, ClientPathStyle } from './client';

// One typed function per call of section 7 of both documents (and the API-83 calls the
// reference API chose paths for). Every answer is checked against a domain-models schema.
// GETs under /api/ are cached by full URL by the client; client-API calls are not.

const seg = encodeURIComponent;
type Signal = AbortSignal | undefined;

// ---- Catalogue (C§7) ----

/** Query of GET /api/shows. */
export interface ShowsQuery {
  /** book, presales, kids, special, upcoming, lastchance or all. */
  readonly filter?: string;
  readonly limit?: number;
  readonly offset?: number;
  /** Only shows with a bookable showtime on that day (YYYY-MM-DD)... */
  readonly date?: string;
  /** ...in one of these versions... */
  readonly versions?: readonly string[];
  /** ...carrying one of these tags. */
  readonly tags?: readonly string[];
  /** Add the days, versions and tags of the listed shows' showtimes (`facets`). */
  readonly facets?: boolean;
}

/**
 * GET /api/shows (API-52); `filter`: book, presales, kids, special, upcoming or all; `date`,
 * `versions`, `tags`: only shows with a showtime that matches; `facets`: what the list offers.
 */
export function getShows(api: ApiClient, signal?: Signal, query?: ShowsQuery) {
  const { versions, tags, facets, ...rest } = query ?? {};
  return api.get(
    '/api/shows',
    ShowListSchema,
    {
      ...rest,
      versions: versions && versions.length > 0 ? versions.join(',') : undefined,
      tags: tags && tags.length > 0 ? tags.join(',') : undefined,
      facets: facets ? 'true' : undefined,
    },
    signal,
  );
}
/** GET /api/show/{slug} (API-54); 410 → ApiError kind `gone`. */
export function getShow(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/show/${seg(slug)}`, ShowDetailSchema, undefined, signal);
}
/** GET /api/show/{slug}/translate (API-55). */
export function getShowTranslations(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/show/${seg(slug)}/translate`, TranslateSchema, undefined, signal);
}
/** GET /api/show/{slug}/cinemas (API-56). */
export function getShowCinemas(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/show/${seg(slug)}/cinemas`, CinemaListSchema, undefined, signal);
}
/** Filters of a showtimes call: the page's `/filters/` versions and tags (experiences and accessibility tags mixed). */
export interface ShowtimeFilters {
  readonly versions?: readonly string[];
  readonly tags?: readonly string[];
}
/**
 * GET /api/show/{slug}/showtimes/{param} (API-27) or /{a}/{b} (API-28): a date, or a cinema/city
 * slug and a date; optional filters (`?versions=`, `?tags=`) narrow the showtimes, `days` and `nextDay`.
 */
export function getShowShowtimes(
  api: ApiClient,
  slug: string,
  param: string,
  date?: string,
  signal?: Signal,
  filters: ShowtimeFilters = {},
) {
  const tail = date ? `${seg(param)}/${seg(date)}` : seg(param);
  // sorted, so one selection is one URL (and one cache entry) whatever the order it was built in
  const list = (items?: readonly string[]) => (items?.length ? [...new Set(items)].sort().join(',') : undefined);
  return api.get(
    `/api/show/${seg(slug)}/showtimes/${tail}`,
    ShowShowtimesSchema,
    { versions: list(filters.versions), tags: list(filters.tags) },
    signal,
  );
}
/** Filters of the accessible showings call. */
export interface AccessibleShowtimesQuery {
  /** Accessibility tags (any of them): audio-description, hoh-subtitles, relaxed. */
  readonly features?: readonly string[];
  /** A film's slug. */
  readonly show?: string;
  /** A cinema or city slug. */
  readonly place?: string;
  /** A day, YYYY-MM-DD. */
  readonly date?: string;
  readonly offset?: number;
  readonly limit?: number;
}
/**
 * GET /api/accessible-showtimes: the site's accessible showtimes counted per feature, film and
 * cinema, and a page of them (the accessible showings page in one call).
 */
export function getAccessibleShowtimes(api: ApiClient, query: AccessibleShowtimesQuery = {}, signal?: Signal) {
  const features = query.features?.length ? [...new Set(query.features)].sort().join(',') : undefined;
  return api.get(
    '/api/accessible-showtimes',
    AccessibleShowtimesSchema,
    {
      features,
      show: query.show,
      place: query.place,
      date: query.date,
      offset: query.offset ? String(query.offset) : undefined,
      limit: query.limit === undefined ? undefined : String(query.limit),
    },
    signal,
  );
}
/** GET /api/cinemas (API-18). */
export function getCinemas(api: ApiClient, signal?: Signal) {
  return api.get('/api/cinemas', CinemaListSchema, undefined, signal);
}
/** GET /api/cinema/{slug} (API-15). */
export function getCinema(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/cinema/${seg(slug)}`, CinemaDetailSchema, undefined, signal);
}
/** GET /api/cinema/{slug}/shows?date= (API-16): the cinema's schedule. */
export function getCinemaShows(api: ApiClient, slug: string, date?: string, signal?: Signal) {
  return api.get(`/api/cinema/${seg(slug)}/shows`, ScheduleSchema, { date }, signal);
}
/**
 * The question of GET /api/tonight: a day, a time window or a preset, a place
 * (position and radius, city, cinemas), the film page's chips and the sort. Absent values are left out.
 */
export interface TonightQuery {
  readonly date?: string;
  readonly from?: string;
  readonly to?: string;
  readonly preset?: string;
  readonly lat?: number;
  readonly lng?: number;
  readonly radius?: number;
  readonly city?: string;
  readonly cinemas?: readonly string[];
  readonly versions?: readonly string[];
  readonly tags?: readonly string[];
  readonly sort?: 'start' | 'distance';
  readonly limit?: number;
}
/** GET /api/tonight: every film's showtimes in a time window at a place, in one call (`clock=client`: decision 0073). */
export function getTonight(api: ApiClient, query: TonightQuery, signal?: Signal) {
  const list = (items?: readonly string[]) => (items?.length ? [...new Set(items)].sort().join(',') : undefined);
  const num = (n?: number) => (n === undefined ? undefined : String(n));
  return api.get(
    '/api/tonight',
    TonightSchema,
    {
      date: query.date,
      from: query.from,
      to: query.to,
      preset: query.preset,
      lat: num(query.lat),
      lng: num(query.lng),
      radius: num(query.radius),
      city: query.city,
      // the visitor's order is kept: the first cinema is the one they chose
      cinemas: query.cinemas?.length ? query.cinemas.join(',') : undefined,
      versions: list(query.versions),
      tags: list(query.tags),
      sort: query.sort,
      limit: num(query.limit),
      // the answer without a clock time, kept while it holds: the page reads each showtime's
      // status against its own clock (decision 0073)
      clock: 'client',
    },
    signal,
  );
}
/** GET /api/cinema/{slug}/translate (API-17). */
export function getCinemaTranslations(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/cinema/${seg(slug)}/translate`, TranslateSchema, undefined, signal);
}
/** GET /api/cities (API-21). */
export function getCities(api: ApiClient, signal?: Signal) {
  return api.get('/api/cities', CityListSchema, undefined, signal);
}
/** GET /api/city/{slug} (API-22). */
export function getCity(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/city/${seg(slug)}`, CityDetailSchema, undefined, signal);
}
/** GET /api/city/{slug}/shows?date= (API-83): the city schedule. */
export function getCityShows(api: ApiClient, slug: string, date?: string, signal?: Signal) {
  return api.get(`/api/city/${seg(slug)}/shows`, ScheduleSchema, { date }, signal);
}
/** GET /api/events (API-24). */
export function getEvents(api: ApiClient, signal?: Signal) {
  return api.get('/api/events', SeasonListSchema, undefined, signal);
}
/** GET /api/event/{slug} (API-25). */
export function getEvent(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/event/${seg(slug)}`, SeasonDetailSchema, undefined, signal);
}
/** GET /api/event/{slug}/shows?date= (API-26). */
export function getEventShows(api: ApiClient, slug: string, date?: string, signal?: Signal) {
  return api.get(`/api/event/${seg(slug)}/shows`, ScheduleSchema, { date }, signal);
}
/** GET /api/seasons (API-83). */
export function getSeasons(api: ApiClient, signal?: Signal) {
  return api.get('/api/seasons', SeasonListSchema, undefined, signal);
}
/** GET /api/season/{slug} (API-83). */
export function getSeason(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/season/${seg(slug)}`, SeasonDetailSchema, undefined, signal);
}
/** GET /api/gpxp (API-31). */
export function getExperiences(api: ApiClient, signal?: Signal) {
  return api.get('/api/gpxp', ExperienceListSchema, undefined, signal);
}
/** GET /api/gpxp/{slug} (API-32). */
export function getExperience(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/gpxp/${seg(slug)}`, ExperienceSchema, undefined, signal);
}
/** GET /api/gpxp/{slug}/shows?date= (API-33). */
export function getExperienceShows(api: ApiClient, slug: string, date?: string, signal?: Signal) {
  return api.get(`/api/gpxp/${seg(slug)}/shows`, ScheduleSchema, { date }, signal);
}
/** GET /api/technologies (API-34). */
export function getTechnologies(api: ApiClient, signal?: Signal) {
  return api.get('/api/technologies', TagListSchema, undefined, signal);
}
/** GET /api/experience-group/{slug} (API-35). */
export function getExperienceGroup(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/experience-group/${seg(slug)}`, ExperienceGroupSchema, undefined, signal);
}
/** GET /api/tags (API-57). */
export function getTags(api: ApiClient, signal?: Signal) {
  return api.get('/api/tags', TagListSchema, undefined, signal);
}
/** GET /api/tag/{slug}: one tag (unknown: 404 'Tag not found'; see `requireTag`). */
export function getTag(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/tag/${seg(slug)}`, TagSchema, undefined, signal);
}
/** GET /api/versions (API-58). */
export function getVersions(api: ApiClient, signal?: Signal) {
  return api.get('/api/versions', VersionListSchema, undefined, signal);
}
/** GET /api/vod (API-53). */
export function getVod(api: ApiClient, signal?: Signal) {
  return api.get('/api/vod', VodSchema, undefined, signal);
}
/** GET /api/zone (API-60). */
export function getZones(api: ApiClient, signal?: Signal) {
  return api.get('/api/zone', ZoneListSchema, undefined, signal);
}
/** GET /api/zone/{id} (API-61): release date per show (1900-01-01 = unknown). */
export function getZone(api: ApiClient, id: string, signal?: Signal) {
  return api.get(`/api/zone/${seg(id)}`, ZoneDetailSchema, undefined, signal);
}

// ---- Content ----

/** GET /api/master-template/pages (API-36). */
export function getMasterTemplates(api: ApiClient, signal?: Signal) {
  return api.get('/api/master-template/pages', MasterTemplateListSchema, undefined, signal);
}
/** GET /api/master-template/page/{slug} (API-37). */
export function getMasterTemplate(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/master-template/page/${seg(slug)}`, MasterTemplateSchema, undefined, signal);
}
/** GET /api/master-template/page/{slug}/translate (API-38). */
export function getMasterTemplateTranslations(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/master-template/page/${seg(slug)}/translate`, TranslateSchema, undefined, signal);
}
/** GET /api/news?page= (API-39). */
export function getNews(api: ApiClient, page?: number, signal?: Signal) {
  return api.get('/api/news', ArticleListSchema, { page }, signal);
}
/** GET /api/news/{slug} (API-40). */
export function getNewsItem(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/news/${seg(slug)}`, ArticleSchema, undefined, signal);
}
/** GET /api/news/{slug}/translate (API-41). */
export function getNewsTranslations(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/news/${seg(slug)}/translate`, TranslateSchema, undefined, signal);
}
/** GET /api/offers/page (API-42). */
export function getOffersPage(api: ApiClient, signal?: Signal) {
  return api.get('/api/offers/page', OffersPageSchema, undefined, signal);
}
/** GET /api/news-offers (API-43). */
export function getNewsOffers(api: ApiClient, signal?: Signal) {
  return api.get('/api/news-offers', ArticleListSchema, undefined, signal);
}
/** GET /api/offers/promotion (API-44). */
export function getOfferPromotions(api: ApiClient, signal?: Signal) {
  return api.get('/api/offers/promotion', PromotionListSchema, undefined, signal);
}
/** GET /api/offers/temporary (API-45). */
export function getTemporaryOffers(api: ApiClient, signal?: Signal) {
  return api.get('/api/offers/temporary', TemporaryOfferListSchema, undefined, signal);
}
/** GET /api/offer/{slug} (API-46). */
export function getOffer(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/offer/${seg(slug)}`, ArticleSchema, undefined, signal);
}
/** GET /api/offer/{slug}/translate (API-47). */
export function getOfferTranslations(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/offer/${seg(slug)}/translate`, TranslateSchema, undefined, signal);
}
/** GET /api/article/{slug} (API-48). */
export function getArticle(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/article/${seg(slug)}`, ArticleSchema, undefined, signal);
}
/** GET /api/article/{slug}/translate (API-49). */
export function getArticleTranslations(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/article/${seg(slug)}/translate`, TranslateSchema, undefined, signal);
}
/** Answer of GET /api/featured (the reference API's shape). */
export const FeaturedSchema = v.object({
  type: v.string(),
  items: PromotionItemListSchema.entries.items,
  articles: v.array(ArticleItemSchema),
  shows: v.array(ShowSchema),
});
/** GET /api/featured?type= (API-50): shows, news, offers or events. */
export function getFeatured(api: ApiClient, type: 'shows' | 'news' | 'offers' | 'events', signal?: Signal) {
  return api.get('/api/featured', FeaturedSchema, { type }, signal);
}
/** GET /api/alerts (API-13). */
export function getAlerts(api: ApiClient, signal?: Signal) {
  return api.get('/api/alerts', AlertListSchema, undefined, signal);
}
/** GET /api/native-ad (API-14). */
export function getNativeAd(api: ApiClient, signal?: Signal) {
  return api.get('/api/native-ad', PromotionItemListSchema, undefined, signal);
}
/** GET /api/permanent-autopromo (API-68). */
export function getPermanentAutopromo(api: ApiClient, signal?: Signal) {
  return api.get('/api/permanent-autopromo', PromotionItemListSchema, undefined, signal);
}
/** GET /api/pushes/header, /api/pushes/home, /api/autopromos (API-83). */
export function getPromotionItems(api: ApiClient, kind: 'header' | 'home' | 'autopromos', signal?: Signal) {
  const path = kind === 'autopromos' ? '/api/autopromos' : `/api/pushes/${kind}`;
  return api.get(path, PromotionItemListSchema, undefined, signal);
}
/** GET /api/youtube/latest (API-59). */
export function getYoutubeLatest(api: ApiClient, signal?: Signal) {
  return api.get('/api/youtube/latest', YoutubeLatestSchema, undefined, signal);
}

// ---- Shell, help, commerce ----

/** POST /api/feedback: the visitor's rating (1 to 5) and comment on a page (SHELL-44). */
export function sendFeedback(api: ApiClient, feedback: FeedbackBody, signal?: Signal) {
  return api.post('/api/feedback', FeedbackReceiptSchema, feedback, signal);
}
/** GET /api/settings (API-51): never carries the language parameter. */
export function getSettings(api: ApiClient, signal?: Signal) {
  return api.get('/api/settings', SettingsSchema, undefined, signal);
}
/** GET /api/footer (API-63). */
export function getFooter(api: ApiClient, signal?: Signal) {
  return api.get('/api/footer', FooterSchema, undefined, signal);
}
/** GET /api/footer/faq (API-64). */
export function getFooterFaq(api: ApiClient, signal?: Signal) {
  return api.get('/api/footer/faq', FooterFaqSchema, undefined, signal);
}
/** GET /api/search/full?q=&type= (API-62); type `faq` for the help search. */
export function searchFull(api: ApiClient, q: string, type?: string, signal?: Signal) {
  return api.get('/api/search/full', SearchAnswerSchema, { q, type }, signal);
}
/** GET /api/faq/article/slug/{slug} (API-65). */
export function getFaqArticleBySlug(api: ApiClient, slug: string, signal?: Signal) {
  return api.get(`/api/faq/article/slug/${seg(slug)}`, FaqArticleSchema, undefined, signal);
}
/** GET /api/faq/article/id/{id} (API-66). */
export function getFaqArticleById(api: ApiClient, id: number | string, signal?: Signal) {
  return api.get(`/api/faq/article/id/${seg(String(id))}`, FaqArticleSchema, undefined, signal);
}
/** GET /api/faq/category/{categoryId} (API-67). */
export function getFaqCategory(api: ApiClient, categoryId: number | string, signal?: Signal) {
  return api.get(`/api/faq/category/${seg(String(categoryId))}`, FaqCategorySchema, undefined, signal);
}
/** GET /api/chat/availability (API-90). */
export function getChatAvailability(api: ApiClient, signal?: Signal) {
  return api.get('/api/chat/availability', ChatAvailabilitySchema, undefined, signal);
}
/** GET /api/ecards (API-23). */
export function getEcards(api: ApiClient, signal?: Signal) {
  return api.get('/api/ecards', EcardListSchema, undefined, signal);
}
/** GET /api/cms/1.0.0/ecards (API-70): a list of {typeId, label, terms}. */
export function getEcardTypes(api: ApiClient, signal?: Signal) {
  return api.get('/api/cms/1.0.0/ecards', EcardTypeListSchema, undefined, signal);
}
/** GET /api/cinepass (API-19). */
export function getCinepass(api: ApiClient, signal?: Signal) {
  return api.get('/api/cinepass', CinepassSchema, undefined, signal);
}
/** GET /api/cinepass/current-shows (API-20). */
export function getCinepassCurrentShows(api: ApiClient, signal?: Signal) {
  return api.get('/api/cinepass/current-shows', ShowListSchema, undefined, signal);
}
/** GET /api/cms/1.0.0/subscription/subscription-offers?catalog= (API-69). */
export function getSubscriptionOffers(api: ApiClient, catalog: string, signal?: Signal) {
  return api.get('/api/cms/1.0.0/subscription/subscription-offers', SubscriptionOffersSchema, { catalog }, signal);
}

/** GET /api/anti-robot/challenge: a fresh one-time challenge (never cached). */
export function getAntiRobotChallenge(api: ApiClient, signal?: Signal) {
  return api.getFresh('/api/anti-robot/challenge', AntiRobotChallengeSchema, { signal });
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Solves a proof-of-work challenge: `challenge:nonce` whose SHA-256 starts with `difficulty` zeros (API-11). */
export async function solveAntiRobotChallenge(challenge: string, difficulty: number): Promise<string> {
  const prefix = '0'.repeat(difficulty);
  for (let i = 0; ; i++) {
    const answer = `${challenge}:${i.toString(36)}`;
    if ((await sha256Hex(answer)).startsWith(prefix)) return answer;
  }
}

async function antiRobotHeaders(api: ApiClient, signal: Signal): Promise<Record<string, string>> {
  const challenge = await getAntiRobotChallenge(api, signal);
  return { [challenge.headerName]: await solveAntiRobotChallenge(challenge.challenge, challenge.difficulty) };
}

/** GET /api/voucher/{code} (API-30) with a solved anti-robot challenge; see `cardFromLookup` (resultCode 0 only). */
export async function lookupVoucher(api: ApiClient, code: string, signal?: Signal) {
  const headers = await antiRobotHeaders(api, signal);
  return api.getFresh(`/api/voucher/${seg(code)}`, CardLookupSchema, { headers, signal });
}
/** GET /api/gift-card/{number}/{pin} (API-29) with a solved anti-robot challenge. */
export async function lookupGiftCard(api: ApiClient, number: string, pin: string, signal?: Signal) {
  const headers = await antiRobotHeaders(api, signal);
  return api.getFresh(`/api/gift-card/${seg(number)}/${seg(pin)}`, CardLookupSchema, { headers, signal });
}

// ---- Client API (A§7): bearer token, client-base rewrite, never cached ----

/** GET accounts/me (API-71); `headers`, the call's own (the sign-in's restore asks the service worker for the network's answer only). */
export function getMe(
  api: ApiClient,
  style?: ClientPathStyle,
  signal?: Signal,
  headers?: Readonly<Record<string, string>>,
) {
  return api.client('get', 'accounts/me', ClientSchema, { style, signal, headers });
}
/** GET accounts/me/cinemas (API-72): items with codeCcs. */
export function getMyCinemas(api: ApiClient, style?: ClientPathStyle, signal?: Signal) {
  return api.client('get', 'accounts/me/cinemas', FavoriteCinemaListSchema, { style, signal });
}
/** POST accounts/me/registration: the account frame's registration code (A§4 register_complete); the client back. */
export function completeMyRegistration(api: ApiClient, code: string, style?: ClientPathStyle, signal?: Signal) {
  return api.client('post', 'accounts/me/registration', ClientSchema, { body: { code }, style, signal });
}
/** PATCH accounts/me/cinemas (API-73): body `cinemas`, a list of vistaRef. */
export function addMyCinemas(api: ApiClient, vistaRefs: readonly string[], style?: ClientPathStyle, signal?: Signal) {
  return api.client('patch', 'accounts/me/cinemas', FavoriteCinemaListSchema, {
    body: { cinemas: vistaRefs },
    style,
    signal,
  });
}
/** DELETE accounts/me/cinemas (API-74): body `cinemas`, a list of vistaRef. */
export function removeMyCinemas(
  api: ApiClient,
  vistaRefs: readonly string[],
  style?: ClientPathStyle,
  signal?: Signal,
) {
  return api.client('delete', 'accounts/me/cinemas', FavoriteCinemaListSchema, {
    body: { cinemas: vistaRefs },
    style,
    signal,
  });
}
/** GET accounts/me/calendar-feed: the client's personal calendar feed on the site, or `feed: null`. */
export function getMyCalendarFeed(api: ApiClient, style?: ClientPathStyle, signal?: Signal) {
  return api.client('get', 'accounts/me/calendar-feed', CalendarFeedSchema, { style, signal });
}
/** POST accounts/me/calendar-feed: creates the feed, or renews it (a new secret address; the old one answers 404). */
export function renewMyCalendarFeed(api: ApiClient, style?: ClientPathStyle, signal?: Signal) {
  return api.client('post', 'accounts/me/calendar-feed', CalendarFeedSchema, { style, signal });
}
/** DELETE accounts/me/calendar-feed: revokes the feed (its address answers 404 at once). */
export function revokeMyCalendarFeed(api: ApiClient, style?: ClientPathStyle, signal?: Signal) {
  return api.client('delete', 'accounts/me/calendar-feed', null, { style, signal });
}
/** GET webview (API-75): the login and sign-up frame urls. */
export function getWebview(api: ApiClient, style?: ClientPathStyle, signal?: Signal) {
  return api.client('get', 'webview', WebviewSchema, { style, signal });
}
/** POST logout (API-76): empty body, with credentials; then every cached answer is dropped. */
export async function logout(api: ApiClient, style?: ClientPathStyle, signal?: Signal): Promise<void> {
  try {
    await api.client('post', 'logout', null, { style, signal, credentials: true });
  } finally {
    api.clearCache();
  }
}
/** GET /api/client/{id} (API-77). */
export function getClient(api: ApiClient, id: string, signal?: Signal) {
  return api.client('get', `/api/client/${seg(id)}`, ClientSchema, { signal });
}
/** POST /api/client/{id}/cinema/{slug} (API-78): add a favourite, no body. */
export function addClientCinema(api: ApiClient, id: string, slug: string, signal?: Signal) {
  return api.client('post', `/api/client/${seg(id)}/cinema/${seg(slug)}`, ClientSchema, { signal });
}
/** DELETE /api/client/{id}/cinema/{slug} (API-79). */
export function removeClientCinema(api: ApiClient, id: string, slug: string, signal?: Signal) {
  return api.client('delete', `/api/client/${seg(id)}/cinema/${seg(slug)}`, ClientSchema, { signal });
}
/** GET /api/client/{id}/alerts: the client's alerts on the site. */
export function getClientAlerts(api: ApiClient, id: string, signal?: Signal) {
  return api.client('get', `/api/client/${seg(id)}/alerts`, ClientAlertListSchema, { signal });
}
/** POST /api/client/{id}/alerts: a new alert (the same one again changes nothing); answers the list. */
export function addClientAlert(api: ApiClient, id: string, alert: ClientAlertBody, signal?: Signal) {
  return api.client('post', `/api/client/${seg(id)}/alerts`, ClientAlertListSchema, { body: alert, signal });
}
/** DELETE /api/client/{id}/alerts/{alertId}: removes an alert; answers the list. */
export function removeClientAlert(api: ApiClient, id: string, alertId: string, signal?: Signal) {
  return api.client('delete', `/api/client/${seg(id)}/alerts/${seg(alertId)}`, ClientAlertListSchema, { signal });
}
/** POST /api/client/{id}/shows (API-80): feelings for these shows. */
export function getClientFeelings(api: ApiClient, id: string, showSlugs: readonly string[], signal?: Signal) {
  return api.client('post', `/api/client/${seg(id)}/shows`, FeelingsSchema, { body: { showSlugs }, signal });
}
/** POST /api/client/{id}/show/{slug}/intention (API-81): wishlist add (`isDelete` false) or remove. */
export function setIntention(api: ApiClient, id: string, slug: string, isDelete: boolean, signal?: Signal) {
  return api.client('post', `/api/client/${seg(id)}/show/${seg(slug)}/intention`, FeelingsSchema, {
    body: { intention: 2, isDelete },
    signal,
  });
}
/** POST /api/client/{id}/show/{slug}/emotion (API-82). */
export function setShowEmotion(
  api: ApiClient,
  id: string,
  slug: string,
  emotion: Emotion,
  isDelete: boolean,
  signal?: Signal,
) {
  return api.client('post', `/api/client/${seg(id)}/show/${seg(slug)}/emotion`, FeelingsSchema, {
    body: { emotion, isDelete },
    signal,
  });
}
