import { LOCATOR_COOKIE, type LocatorCookie, parseLocatorCookie } from '@marquee/domain-models';

/**
 * What the visitor chose (A§4 locator modes; CL canonical kinds) — or the site's default region
 * (LOC-20: a region slug, its cities' cinemas). A region is only ever a default: the visitor does
 * not choose one, and it is never saved in the cookie.
 */
export type LocatorSelection = LocatorCookie | { readonly type: 'region'; readonly value: string };
/** A selection the visitor can choose (and the cookie save): every kind but a region. */
export type ChosenSelection = LocatorCookie;
/** A selection kind: cinema, city, position (`lat,lng`), favorite, region (a default only). */
export type LocatorKind = LocatorSelection['type'];
/** Where the current selection came from (`page`: the cinema page being shown, LOC-03). */
export type SelectionSource = 'url' | 'page' | 'cookie' | 'default' | 'visitor';

/** The value of one cookie in a `Cookie` header (or `document.cookie`), decoded; undefined if absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const POSITION = /^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A selection whose value fits its kind (a slug, or `lat,lng` for a position); else null. */
export function checkSelection(input: unknown): LocatorCookie | null {
  const parsed = parseLocatorCookie(input);
  if (!parsed) return null;
  const { type, value } = parsed;
  if (type === 'position') {
    if (!POSITION.test(value)) return null;
    const [lat, lng] = value.split(',').map(Number) as [number, number];
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { type, value } : null;
  }
  if (type === 'favorite') return { type, value };
  return value.length <= 80 && SLUG.test(value) ? { type, value } : null;
}

/**
 * The saved selection of a `Cookie` header: `cgp_locator` holds `{"type":…,"value":…}` as
 * URI-encoded JSON (A§3, ENT-39). Absent, malformed or out of shape: null (never an error).
 */
export function readLocatorCookie(cookieHeader: string | null | undefined): LocatorCookie | null {
  const raw = readCookie(cookieHeader, LOCATOR_COOKIE.name);
  if (raw === undefined) return null;
  try {
    return checkSelection(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The cookie that saves a selection for 365 days (CONST-08), for `document.cookie` or `Set-Cookie`. */
export function locatorCookie(selection: LocatorCookie, options: { readonly secure?: boolean } = {}): string {
  const value = encodeURIComponent(JSON.stringify({ type: selection.type, value: selection.value }));
  const maxAge = LOCATOR_COOKIE.maxAgeDays * 24 * 60 * 60;
  return `${LOCATOR_COOKIE.name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** What the page knows when it restores the selection (A§4). */
export interface RestoreInput {
  /** The `localisation-{slug}` filter of the address: a cinema or a city slug. */
  readonly localisation?: string | undefined;
  /** Tells whether a slug names a cinema or a city of the site (undefined: neither). */
  readonly placeKind?: (slug: string) => 'cinema' | 'city' | undefined;
  /** The slug of the cinema page being loaded, on a cinema page (step 2, LOC-03). */
  readonly cinemaPage?: string | undefined;
  /** The saved `cgp_locator` selection. */
  readonly cookie?: LocatorSelection | null;
  /** The site's default city (`settings.defaultSearchCity`), if it has one. */
  readonly defaultCity?: string | null;
  /** Else the site's default region slug (`settings.defaultSearchRegion.slug`), if it has one (LOC-20). */
  readonly defaultRegion?: string | null;
  /** Favourite mode needs a signed-in client (A§4). */
  readonly signedIn?: boolean;
}

/**
 * The selection a page starts with (A§4 "restored at load from the url filter localisation, then
 * the cinema page slug, then the saved cookie"; CL: else the site's default city): the address
 * wins (LOC-02), then the cinema page's own slug (LOC-03), then the cookie (LOC-04), then the site
 * default — its city, else its region (LOC-20, site configuration). A localisation that names no cinema or city of the site is ignored, and so is a cinema
 * page slug that is not a slug; a saved favourite selection counts only for a signed-in client.
 * Null when none applies.
 */
export function restoreSelection(input: RestoreInput): { selection: LocatorSelection; source: SelectionSource } | null {
  const slug = input.localisation;
  if (slug && input.placeKind) {
    const kind = input.placeKind(slug);
    if (kind) return { selection: { type: kind, value: slug }, source: 'url' };
  }
  const page = input.cinemaPage ? checkSelection({ type: 'cinema', value: input.cinemaPage }) : null;
  if (page) return { selection: page, source: 'page' };
  const cookie = input.cookie ?? null;
  if (cookie && (cookie.type !== 'favorite' || input.signedIn === true)) return { selection: cookie, source: 'cookie' };
  if (input.defaultCity) return { selection: { type: 'city', value: input.defaultCity }, source: 'default' };
  if (input.defaultRegion && SLUG.test(input.defaultRegion)) {
    return { selection: { type: 'region', value: input.defaultRegion }, source: 'default' };
  }
  return null;
}
