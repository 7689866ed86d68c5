import type { CountryCode, Language } from '@marquee/domain-models';
import { encodeFilters, type Filters, splitFilters } from './filters';
import {
  FILTERABLE_KINDS,
  GLOBAL_PATHS,
  type GlobalKind,
  KIND_SITES,
  PAGE_KINDS,
  PATH_WORDS,
  type PageKind,
  type RouteOverrides,
  SUBSCRIPTION_SEGMENTS,
} from './page-kinds';
import { buildQuery } from './query';

/** What routing needs to know about a site (structural: no dependency on site-config). */
export interface RoutingSite {
  readonly code: CountryCode;
  readonly languages: readonly Language[];
  readonly defaultLanguage: Language;
  /** Whether the default language carries a path prefix (SITE-15..17: false on fr only). */
  readonly prefixDefaultLanguage: boolean;
  readonly routes?: RouteOverrides;
}

/** Flag values that decide whether some routes exist. */
export interface RouteOptions {
  /** `/voucher` exists only when on (ROUTE-47). Default false. */
  readonly voucherCheckerEnabled?: boolean;
  /** The favourite-cinemas account page exists only when on. Default true. */
  readonly favoriteCinemas?: boolean;
}

/** A react-router 7 path pattern for a kind. */
export interface RoutePattern {
  readonly kind: PageKind;
  readonly path: string;
}

/** Route parameters by name (slug, id, categoryId; `*` for the catch-all). */
export type RouteParams = Readonly<Record<string, string>>;

/** What match returns. */
export interface RouteMatch {
  readonly kind: PageKind;
  readonly language: Language;
  readonly params: RouteParams;
  readonly filters: Filters;
}

/** Options of href. */
export interface HrefOptions {
  readonly filters?: Filters;
  /** Query parameters; undefined values are left out. */
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** Fragment without `#` (e.g. `info`, `tarifs`). */
  readonly hash?: string;
}

const GLOBAL: ReadonlySet<string> = new Set(Object.keys(GLOBAL_PATHS));
const FILTERABLE: ReadonlySet<PageKind> = new Set(FILTERABLE_KINDS);

function isGlobal(kind: PageKind): kind is GlobalKind {
  return GLOBAL.has(kind);
}

function paramNames(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((s) => s.startsWith(':') || s === '*')
    .map((s) => (s === '*' ? '*' : s.slice(1)))
    .sort();
}

function clean(pattern: string): string {
  return pattern.replace(/^\/+|\/+$/g, '');
}

/** The spec pattern of a kind on a site in a language (before overrides), or undefined when it does not exist there. */
function defaultPattern(site: RoutingSite, language: Language, kind: PageKind): string | undefined {
  if (isGlobal(kind)) return undefined;
  const sites = KIND_SITES[kind];
  if (sites && !sites.includes(site.code)) return undefined;
  if (kind === 'Subscription') return SUBSCRIPTION_SEGMENTS[site.code]?.[language];
  return PATH_WORDS[kind][language];
}

/**
 * The pattern (without language prefix) of a kind for a site and language, site overrides
 * applied; undefined when the kind does not exist there. Throws when an override changes
 * the kind's parameters.
 */
export function kindPattern(site: RoutingSite, language: Language, kind: PageKind): string | undefined {
  const base = defaultPattern(site, language, kind);
  const override = site.routes?.[kind]?.[language];
  if (override === undefined) return base;
  if (isGlobal(kind) || kind === 'NotFound') {
    throw new Error(`routing: ${site.code} ${language} ${kind}: this path cannot be overridden`);
  }
  const pattern = clean(override);
  const expected = base ?? PATH_WORDS[kind as keyof typeof PATH_WORDS]?.[language] ?? pattern;
  if (paramNames(pattern).join() !== paramNames(expected).join()) {
    throw new Error(
      `routing: ${site.code} ${language} ${kind}: override "${override}" must keep the parameters ${paramNames(expected).join(', ') || '(none)'}`,
    );
  }
  return pattern;
}

/** The language prefix ('' or '/en') of a language on a site (SITE-15..17). */
export function languagePrefix(site: RoutingSite, language: Language): string {
  return language === site.defaultLanguage && !site.prefixDefaultLanguage ? '' : `/${language}`;
}

function join(prefix: string, pattern: string): string {
  if (pattern === '') return prefix === '' ? '/' : prefix;
  return `${prefix}/${pattern}`;
}

// react-router's ranking: static segments beat dynamic ones, which beat a splat.
export function score(path: string): number {
  let total = 0;
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') total -= 2;
    else if (segment.startsWith(':')) total += 3;
    else total += 10;
  }
  return total;
}

function assertLanguage(site: RoutingSite, language: Language): void {
  if (!site.languages.includes(language)) {
    throw new Error(`routing: language "${language}" is not offered on site ${site.code}`);
  }
}

function exists(kind: PageKind, options: RouteOptions): boolean {
  if (kind === 'Voucher') return options.voucherCheckerEnabled === true;
  if (kind === 'AccountFavoriteCinemas') return options.favoriteCinemas !== false;
  return true;
}

/**
 * React-router 7 path patterns of a site in one language, most specific first. Only the
 * kinds that exist on that site (and, for the voucher and favourite-cinemas pages, with
 * those flags on). Filterable kinds get a second pattern `…/filters/*`. The
 * language-independent kinds (callback, error targets) are included with their absolute
 * path in every language's list: use siteRoutePatterns for the deduplicated whole.
 */
export function routePatterns(site: RoutingSite, language: Language, options: RouteOptions = {}): RoutePattern[] {
  assertLanguage(site, language);
  const prefix = languagePrefix(site, language);
  const out: RoutePattern[] = [];
  for (const kind of PAGE_KINDS) {
    if (!exists(kind, options)) continue;
    if (isGlobal(kind)) {
      out.push({ kind, path: GLOBAL_PATHS[kind] });
      continue;
    }
    const pattern = kindPattern(site, language, kind);
    if (pattern === undefined) continue;
    const path = join(prefix, pattern);
    out.push({ kind, path });
    if (FILTERABLE.has(kind)) out.push({ kind, path: `${path === '/' ? '' : path}/filters/*` });
  }
  return out
    .map((entry, index) => ({ entry, index, score: score(entry.path) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ entry }) => entry);
}

/** All patterns of a site, every language, language-independent ones once (language null). */
export function siteRoutePatterns(
  site: RoutingSite,
  options: RouteOptions = {},
): Array<RoutePattern & { readonly language: Language | null }> {
  const out: Array<RoutePattern & { language: Language | null }> = [];
  const seen = new Set<string>();
  for (const language of site.languages) {
    for (const pattern of routePatterns(site, language, options)) {
      const global = isGlobal(pattern.kind);
      if (global && seen.has(pattern.path)) continue;
      seen.add(pattern.path);
      out.push({ ...pattern, language: global ? null : language });
    }
  }
  return out;
}

function fill(pattern: string, kind: PageKind, params: RouteParams): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment !== '*' && !segment.startsWith(':')) return segment;
      const name = segment === '*' ? '*' : segment.slice(1);
      const value = params[name];
      if (value === undefined || value === '') throw new Error(`routing: ${kind} needs the parameter "${name}"`);
      if (name === '*') return value.split('/').map(encodeURIComponent).join('/');
      return encodeURIComponent(value);
    })
    .join('/');
}

function queryString(query: HrefOptions['query']): string {
  if (!query) return '';
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(query)) if (value !== undefined) pairs.push([key, String(value)]);
  const text = buildQuery(pairs);
  return text ? `?${text}` : '';
}

/**
 * The path of a page: language prefix, the kind's pattern with `params` filled in
 * (URL-encoded), the filters suffix, query and hash. Throws for a language the site does
 * not offer, a kind absent from the site, a missing parameter, or a parameter value that
 * would land on another page (e.g. a help article slug equal to the results word).
 */
export function href(
  site: RoutingSite,
  language: Language,
  kind: PageKind,
  params: RouteParams = {},
  options: HrefOptions = {},
): string {
  assertLanguage(site, language);
  const hash = options.hash ? `#${options.hash}` : '';
  if (isGlobal(kind)) {
    const query = kind === 'Error410Gone' ? { errorCode: 410, ...options.query } : options.query;
    return `${GLOBAL_PATHS[kind]}${queryString(query)}${hash}`;
  }
  const pattern = kindPattern(site, language, kind);
  if (pattern === undefined) throw new Error(`routing: ${kind} does not exist on site ${site.code} in ${language}`);
  let path = join(languagePrefix(site, language), fill(pattern, kind, params));
  if (kind !== 'NotFound') {
    const back = matchPath(site, path);
    if (!back || back.kind !== kind || back.language !== language) {
      throw new Error(`routing: ${kind} parameters ${JSON.stringify(params)} give ${path}, which is another page`);
    }
  }
  if (options.filters) {
    const suffix = encodeFilters(options.filters);
    if (suffix && !FILTERABLE.has(kind)) throw new Error(`routing: ${kind} takes no filters`);
    path = `${path === '/' ? '' : path}${suffix}` || '/';
  }
  return `${path}${queryString(options.query)}${hash}`;
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The parameters a pattern (no language prefix) takes from path segments, or null when it does not match. */
export function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern === '' ? [] : pattern.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (part === '*') {
      const rest = segments.slice(i);
      if (rest.length === 0) return null;
      const decoded = rest.map(decode);
      if (decoded.some((d) => d === undefined)) return null;
      params['*'] = decoded.join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      const value = decode(segment);
      if (value === undefined || value === '') return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return parts.length === segments.length ? params : null;
}

type Compiled = ReadonlyArray<{ kind: PageKind; pattern: string; score: number }>;

// Compiled tables per site object and language (site configs are frozen objects).
const cache = new WeakMap<RoutingSite, Map<Language, Compiled>>();

function compiled(site: RoutingSite, language: Language): Compiled {
  let bySite = cache.get(site);
  if (!bySite) {
    bySite = new Map();
    cache.set(site, bySite);
  }
  const hit = bySite.get(language);
  if (hit) return hit;
  const table = compile(site, language);
  bySite.set(language, table);
  return table;
}

function compile(site: RoutingSite, language: Language): Compiled {
  const list: Array<{ kind: PageKind; pattern: string; score: number; index: number }> = [];
  PAGE_KINDS.forEach((kind, index) => {
    if (isGlobal(kind) || kind === 'NotFound') return;
    const pattern = kindPattern(site, language, kind);
    if (pattern !== undefined) list.push({ kind, pattern, score: score(pattern), index });
  });
  return list.sort((a, b) => b.score - a.score || a.index - b.index);
}

function matchPath(
  site: RoutingSite,
  pathname: string,
): { kind: PageKind; language: Language; params: RouteParams } | null {
  const path = pathname.replace(/[?#].*$/, '');
  if (!path.startsWith('/')) return null;
  const trimmed = path.replace(/\/+$/, '');
  for (const [kind, globalPath] of Object.entries(GLOBAL_PATHS)) {
    if (trimmed === globalPath) return { kind: kind as PageKind, language: site.defaultLanguage, params: {} };
  }
  const segments = trimmed.split('/').slice(1);
  const candidates: Array<{ language: Language; rest: string[] }> = [];
  const first = segments[0];
  for (const language of site.languages) {
    if (languagePrefix(site, language) === '') candidates.push({ language, rest: segments });
    else if (first === language) candidates.push({ language, rest: segments.slice(1) });
  }
  // A prefixed language wins over the unprefixed default for '/en/...'.
  candidates.sort((a, b) => a.rest.length - b.rest.length);
  for (const { language, rest } of candidates) {
    for (const { kind, pattern } of compiled(site, language)) {
      const params = matchPattern(pattern, rest);
      if (params) return { kind, language, params };
    }
  }
  return null;
}

/**
 * The page a pathname shows on a site, with its language, parameters and filters; null
 * for an address that is no page (the not-found view), including a page that exists only
 * behind a flag that `options` leaves off, or filters on a page that takes none. A
 * trailing slash, query and hash are ignored. Inverse of href.
 */
export function match(site: RoutingSite, pathname: string, options: RouteOptions = {}): RouteMatch | null {
  const { base, filters, hasFilters } = splitFilters(pathname.replace(/[?#].*$/, ''));
  const found = matchPath(site, base === '' ? '/' : base);
  if (!found || !exists(found.kind, options)) return null;
  if (hasFilters && !FILTERABLE.has(found.kind)) return null;
  return { ...found, filters };
}

/**
 * The language an address itself carries: the language of the page it matches, else its
 * language prefix (an unknown address under `/de/...`). Undefined for an address without one:
 * the root of a prefixed site, or the callback and error targets, which have no language —
 * their language comes from the `lang` cookie, the browser or the site default (SHELL-01..04).
 */
export function pathLanguage(site: RoutingSite, pathname: string): Language | undefined {
  const matched = match(site, pathname);
  if (matched && !isGlobal(matched.kind)) return matched.language;
  const first = pathname.split('/')[1];
  return site.languages.find((language) => language === first);
}

/** One href per site language for the same page (hreflang alternates); languages where the kind is missing are left out. */
export function alternates(
  site: RoutingSite,
  kind: PageKind,
  params: RouteParams = {},
): Array<{ readonly language: Language; readonly href: string }> {
  const out: Array<{ language: Language; href: string }> = [];
  for (const language of site.languages) {
    if (!isGlobal(kind) && kindPattern(site, language, kind) === undefined) continue;
    out.push({ language, href: href(site, language, kind, params) });
  }
  return out;
}
