import type { Language } from '@marquee/domain-models';
import { isLanguage } from '@marquee/domain-models';
import { GLOBAL_PATHS } from './page-kinds';
import { buildQuery, type QueryLike, queryParam } from './query';

/** Fragment that opens the cinema information panel (ROUTE-66). */
export const CINEMA_INFO_FRAGMENT = 'info';
/** Fragment that opens the cinema pricing panel (ROUTE-67). */
export const CINEMA_PRICING_FRAGMENT = 'tarifs';
/** Query that autoplays the trailer on show pages when `true` (ROUTE-68). */
export const TRAILER_QUERY = 'bandeannonce';
/** Query that hides the sold-out showtimes of a programme when `true` (issue 27 item 4). */
export const HIDE_SOLD_OUT_QUERY = 'hidesoldout';
/** Query the error page reads (ROUTE-55). */
export const ERROR_CODE_QUERY = 'errorCode';
/** The error code when the query has none (ROUTE-55). */
export const DEFAULT_ERROR_CODE = 404;

/** The cinema panel a fragment opens, if any. */
export function cinemaPanel(hash: string | null | undefined): 'info' | 'tarifs' | null {
  const value = (hash ?? '').replace(/^#/, '');
  return value === CINEMA_INFO_FRAGMENT || value === CINEMA_PRICING_FRAGMENT ? value : null;
}

/** True when the query asks to autoplay the trailer (`bandeannonce=true`). */
export function wantsTrailerAutoplay(search: string | QueryLike): boolean {
  return queryParam(search, TRAILER_QUERY) === 'true';
}

/** True when the query asks to hide sold-out showtimes (`hidesoldout=true`). */
export function wantsSoldOutHidden(search: string | QueryLike): boolean {
  return queryParam(search, HIDE_SOLD_OUT_QUERY) === 'true';
}

/**
 * The same query string (`?…`, or '' when empty) with sold-out showtimes hidden or shown: the
 * other parameters kept in their order, `hidesoldout=true` last when hidden.
 */
export function withSoldOutHidden(search: string, hidden: boolean): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== HIDE_SOLD_OUT_QUERY);
  if (hidden) kept.push(`${HIDE_SOLD_OUT_QUERY}=true`);
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** The error code of the error page: the `errorCode` query as an integer, else 404 (ROUTE-55). */
export function readErrorCode(search: string | QueryLike): number {
  const raw = queryParam(search, ERROR_CODE_QUERY);
  if (raw === null || !/^\d{3}$/.test(raw.trim())) return DEFAULT_ERROR_CODE;
  return Number(raw.trim());
}

/** Error targets (ROUTE-52/53), shown without changing the visible address. */
export const ERROR_TARGETS = {
  notFound: GLOBAL_PATHS.Error404,
  notFoundAlias: GLOBAL_PATHS.Error404NotFound,
  gone: `${GLOBAL_PATHS.Error410Gone}?${ERROR_CODE_QUERY}=410`,
} as const;

/** The error target for a status: 410 → `/410_GONE?errorCode=410`, anything else → `/404`. */
export function errorTarget(status: number): string {
  return status === 410 ? ERROR_TARGETS.gone : ERROR_TARGETS.notFound;
}

function hostOf(value: string): string {
  let host = value.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.replace(/[/?#].*$/, '').replace(/:\d+$/, '');
  return host.replace(/^www\./, '');
}

/**
 * The website route guard (ROUTE-58): a `website` parameter is allowed only when it
 * includes the current domain (compared without scheme, port and `www.`, case-insensitive).
 * Refused, the caller goes to `/404`.
 */
export function isWebsiteAllowed(website: string | null | undefined, domain: string): boolean {
  if (!website) return false;
  const current = hostOf(domain);
  if (current === '') return false;
  return website.trim().toLowerCase().includes(current);
}

/** The server-side path that language and country switches redirect to (ROUTE-57). */
export const SWITCH_REDIRECT_PATH = '/redirect';

/** What a language or country switch carries to the server. */
export interface SwitchRequest {
  readonly language: Language;
  /** Target country for a country switch; absent for a language switch. */
  readonly country?: string;
  /** Page kind (or type) of the current page. */
  readonly type: string;
  readonly slug?: string;
}

/** The redirect path for a language / country switch: `/redirect?lang=…&type=…[&slug=…][&country=…]`. */
export function switchRedirectHref(request: SwitchRequest): string {
  const pairs: Array<[string, string]> = [
    ['lang', request.language],
    ['type', request.type],
  ];
  if (request.slug) pairs.push(['slug', request.slug]);
  if (request.country) pairs.push(['country', request.country]);
  return `${SWITCH_REDIRECT_PATH}?${buildQuery(pairs)}`;
}

/** Reads a switch redirect back; null when it is not one or lacks language or type. */
export function parseSwitchRedirect(url: string): SwitchRequest | null {
  const [path = '', rest = ''] = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?');
  if (path.replace(/\/+$/, '') !== SWITCH_REDIRECT_PATH) return null;
  const search = `?${rest}`;
  const language = queryParam(search, 'lang');
  const type = queryParam(search, 'type');
  if (!isLanguage(language) || !type) return null;
  const slug = queryParam(search, 'slug') ?? undefined;
  const country = queryParam(search, 'country') ?? undefined;
  return { language, type, ...(slug ? { slug } : {}), ...(country ? { country } : {}) };
}

/**
 * The 301 target of an address with a trailing slash (ROUTE-56): the same address without
 * it, query kept; null when there is nothing to redirect (no trailing slash, or the root).
 * Accepts a path (`/en/films/?a=1`) or an absolute URL and answers in the same form.
 */
export function trailingSlashRedirect(url: string): string | null {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  const origin = absolute ? absolute[0] : '';
  const rest = url.slice(origin.length);
  const cut = rest.search(/[?#]/);
  const path = cut < 0 ? rest : rest.slice(0, cut);
  const tail = cut < 0 ? '' : rest.slice(cut);
  if (path === '' || path === '/' || !path.endsWith('/')) return null;
  const stripped = path.replace(/\/+$/, '') || '/';
  return `${origin}${stripped}${tail}`;
}
