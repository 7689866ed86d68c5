import { ApiError } from './errors';
import type * as Calls from './calls';

// The calls of the API, each a thin function that loads the module of schemas and calls
// (`./calls`: valibot, the entity schemas, the call table) at its first use, then runs the
// real call (docs/decisions/0032). A page hydrated from the server's data makes no call before
// the visitor does something, so that module is no longer part of its first load; the shell
// starts loading it at the visitor's first press, touch or key (`preloadCalls`). On the server
// the module is loaded once and kept.

type CallsModule = typeof Calls;
/** The names of the calls: every function `./calls` exports (each returns a promise). */
type CallName = {
  [K in keyof CallsModule]: CallsModule[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof CallsModule];

let loading: Promise<CallsModule> | undefined;

/**
 * The calls' module, fetched once. A file that cannot be fetched (offline, a replaced deploy)
 * fails the call as a network error, and the next call tries again.
 */
export function preloadCalls(): Promise<CallsModule> {
  // The transport (ky, valibot) is needed by every call too: both files are fetched at once.
  loading ??= Promise.all([import('./calls'), import('./transport')]).then(
    ([calls]) => calls,
    (error: unknown) => {
      loading = undefined;
      throw new ApiError(
        'network',
        'api-client/calls',
        undefined,
        `the API calls could not be loaded: ${String(error)}`,
      );
    },
  );
  return loading;
}

function lazy<K extends CallName>(name: K): CallsModule[K] {
  const call = (...args: unknown[]) =>
    preloadCalls().then((calls) => (calls[name] as (...a: unknown[]) => Promise<unknown>)(...args));
  return call as CallsModule[K];
}

export const getShows = lazy('getShows');
export const getShow = lazy('getShow');
export const getShowTranslations = lazy('getShowTranslations');
export const getShowCinemas = lazy('getShowCinemas');
export const getShowShowtimes = lazy('getShowShowtimes');
export const getAccessibleShowtimes = lazy('getAccessibleShowtimes');
export const getCinemas = lazy('getCinemas');
export const getCinema = lazy('getCinema');
export const getCinemaShows = lazy('getCinemaShows');
export const getCinemaTranslations = lazy('getCinemaTranslations');
export const getTonight = lazy('getTonight');
export const getCities = lazy('getCities');
export const getCity = lazy('getCity');
export const getCityShows = lazy('getCityShows');
export const getEvents = lazy('getEvents');
export const getEvent = lazy('getEvent');
export const getEventShows = lazy('getEventShows');
export const getSeasons = lazy('getSeasons');
export const getSeason = lazy('getSeason');
export const getExperiences = lazy('getExperiences');
export const getExperience = lazy('getExperience');
export const getExperienceShows = lazy('getExperienceShows');
export const getTechnologies = lazy('getTechnologies');
export const getExperienceGroup = lazy('getExperienceGroup');
export const getTags = lazy('getTags');
export const getTag = lazy('getTag');
export const getVersions = lazy('getVersions');
export const getVod = lazy('getVod');
export const getZones = lazy('getZones');
export const getZone = lazy('getZone');
export const getMasterTemplates = lazy('getMasterTemplates');
export const getMasterTemplate = lazy('getMasterTemplate');
export const getMasterTemplateTranslations = lazy('getMasterTemplateTranslations');
export const getNews = lazy('getNews');
export const getNewsItem = lazy('getNewsItem');
export const getNewsTranslations = lazy('getNewsTranslations');
export const getOffersPage = lazy('getOffersPage');
export const getNewsOffers = lazy('getNewsOffers');
export const getOfferPromotions = lazy('getOfferPromotions');
export const getTemporaryOffers = lazy('getTemporaryOffers');
export const getOffer = lazy('getOffer');
export const getOfferTranslations = lazy('getOfferTranslations');
export const getArticle = lazy('getArticle');
export const getArticleTranslations = lazy('getArticleTranslations');
export const getFeatured = lazy('getFeatured');
export const getAlerts = lazy('getAlerts');
export const getNativeAd = lazy('getNativeAd');
export const getPermanentAutopromo = lazy('getPermanentAutopromo');
export const getPromotionItems = lazy('getPromotionItems');
export const getYoutubeLatest = lazy('getYoutubeLatest');
export const sendFeedback = lazy('sendFeedback');
export const getSettings = lazy('getSettings');
export const getFooter = lazy('getFooter');
export const getFooterFaq = lazy('getFooterFaq');
export const searchFull = lazy('searchFull');
export const getFaqArticleBySlug = lazy('getFaqArticleBySlug');
export const getFaqArticleById = lazy('getFaqArticleById');
export const getFaqCategory = lazy('getFaqCategory');
export const getChatAvailability = lazy('getChatAvailability');
export const getEcards = lazy('getEcards');
export const getEcardTypes = lazy('getEcardTypes');
export const getCinepass = lazy('getCinepass');
export const getCinepassCurrentShows = lazy('getCinepassCurrentShows');
export const getSubscriptionOffers = lazy('getSubscriptionOffers');
export const getAntiRobotChallenge = lazy('getAntiRobotChallenge');
export const solveAntiRobotChallenge = lazy('solveAntiRobotChallenge');
export const lookupVoucher = lazy('lookupVoucher');
export const lookupGiftCard = lazy('lookupGiftCard');
export const getMe = lazy('getMe');
export const getMyCinemas = lazy('getMyCinemas');
export const completeMyRegistration = lazy('completeMyRegistration');
export const addMyCinemas = lazy('addMyCinemas');
export const removeMyCinemas = lazy('removeMyCinemas');
export const getMyCalendarFeed = lazy('getMyCalendarFeed');
export const renewMyCalendarFeed = lazy('renewMyCalendarFeed');
export const revokeMyCalendarFeed = lazy('revokeMyCalendarFeed');
export const getWebview = lazy('getWebview');
export const logout = lazy('logout');
export const getClient = lazy('getClient');
export const addClientCinema = lazy('addClientCinema');
export const removeClientCinema = lazy('removeClientCinema');
export const getClientFeelings = lazy('getClientFeelings');
export const getClientAlerts = lazy('getClientAlerts');
export const addClientAlert = lazy('addClientAlert');
export const removeClientAlert = lazy('removeClientAlert');
export const setIntention = lazy('setIntention');
export const setShowEmotion = lazy('setShowEmotion');
