import {
  CinemaListSchema,
  FooterFaqSchema,
  SearchAnswerSchema,
  SettingsSchema,
  ShowDetailSchema,
  ShowListSchema,
} from '@marquee/domain-models';
import type { ApiClient } from './client';

// One typed function per call of the spec's section 7. The reference-API and domain
// issues grow this list; every answer is checked against the schema domain-models owns.

/** GET /api/shows — the shows on at the site. */
export function getShows(api: ApiClient, signal?: AbortSignal) {
  return api.get('/api/shows', ShowListSchema, undefined, signal);
}

/** GET /api/show/{slug} — one show. */
export function getShow(api: ApiClient, slug: string, signal?: AbortSignal) {
  return api.get(`/api/show/${encodeURIComponent(slug)}`, ShowDetailSchema, undefined, signal);
}

/** GET /api/cinemas — the site's cinemas. */
export function getCinemas(api: ApiClient, signal?: AbortSignal) {
  return api.get('/api/cinemas', CinemaListSchema, undefined, signal);
}

/** GET /api/footer/faq — the footer's FAQ groups. */
export function getFooterFaq(api: ApiClient, signal?: AbortSignal) {
  return api.get('/api/footer/faq', FooterFaqSchema, undefined, signal);
}

/** GET /api/settings — site settings (never carries the language parameter). */
export function getSettings(api: ApiClient, signal?: AbortSignal) {
  return api.get('/api/settings', SettingsSchema, undefined, signal);
}

/** GET /api/search/full?q=&type= — the global search. */
export function searchFull(api: ApiClient, q: string, type?: string, signal?: AbortSignal) {
  return api.get('/api/search/full', SearchAnswerSchema, { q, type }, signal);
}
