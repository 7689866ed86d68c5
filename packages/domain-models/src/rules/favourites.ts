import type { CountryCode } from '../sites';

/** How favourites work on a site (CLARIFICATIONS "Favourites"). */
export interface FavouritePolicy {
  /** Favourites exist at all (flag `favoriteCinemas`; off on the African sites). */
  readonly enabled: boolean;
  /** Maximum number of favourite cinemas. */
  readonly limit: number;
  /** One-cinema mode: adding always allowed and replaces the one favourite. */
  readonly replaces: boolean;
}

/** CLARIFICATIONS: "Limit 5 on fr and nl; limit 1 on ch and be, where adding replaces ...; off on the African sites". */
export function favouritePolicyFor(site: CountryCode): FavouritePolicy {
  return FAVOURITE_POLICIES[site];
}

const SEVERAL: FavouritePolicy = { enabled: true, limit: 5, replaces: false };
const ONE: FavouritePolicy = { enabled: true, limit: 1, replaces: true };
const NONE: FavouritePolicy = { enabled: false, limit: 0, replaces: false };
/** The favourites policy of each site: site configuration, one row a site (SITE-40). */
const FAVOURITE_POLICIES: Readonly<Record<CountryCode, FavouritePolicy>> = {
  fr: SEVERAL,
  nl: SEVERAL,
  ch: ONE,
  be: ONE,
  tn: NONE,
  sn: NONE,
  ci: NONE,
  ma: NONE,
};

/** A8: "Unknown cinema when favouriting: error." */
export class UnknownCinemaError extends Error {
  constructor(readonly slug: string) {
    super(`Unknown cinema: ${slug}`);
    this.name = 'UnknownCinemaError';
  }
}

/** A§5: "adding is allowed only while the count is below the limit (the one-cinema mode always allows add)". */
export function canAddFavourite(favourites: readonly string[], policy: FavouritePolicy): boolean {
  if (!policy.enabled) return false;
  return policy.replaces || favourites.length < policy.limit;
}

/**
 * A§4: "add puts the cinema first, with an optional cut to the limit". In one-cinema mode
 * the list becomes that one cinema. A cinema already in the list moves to the front.
 */
export function addFavourite(
  favourites: readonly string[],
  slug: string,
  policy: FavouritePolicy,
  cut = true,
): string[] {
  if (policy.replaces) return [slug];
  const next = [slug, ...favourites.filter((s) => s !== slug)];
  return cut ? next.slice(0, policy.limit) : next;
}

/** A§4: "remove filters it out". */
export function removeFavourite(favourites: readonly string[], slug: string): string[] {
  return favourites.filter((s) => s !== slug);
}

/** The alert shown when the limit is reached (A§8): keys carrying the limit. */
export interface FavouriteLimitAlert {
  readonly level: 'warning';
  readonly title: 'Cinemas.Alert.Title';
  readonly subtitle: 'Cinemas.Alert.Subtitle';
  readonly params: { readonly limit: number };
}

/** Outcome of a toggle. */
export type FavouriteToggle =
  | { readonly ok: true; readonly action: 'added' | 'removed'; readonly favourites: string[] }
  | { readonly ok: false; readonly reason: 'limit'; readonly alert: FavouriteLimitAlert }
  | { readonly ok: false; readonly reason: 'disabled' };

/**
 * A§4: "Toggle: if not already a favourite and the limit is reached, fail with an alert;
 * else add; else remove." `knownCinemas`, when given, makes an unknown cinema an error.
 */
export function toggleFavourite(
  favourites: readonly string[],
  slug: string,
  policy: FavouritePolicy,
  knownCinemas?: Iterable<string>,
): FavouriteToggle {
  if (!policy.enabled) return { ok: false, reason: 'disabled' };
  if (favourites.includes(slug)) return { ok: true, action: 'removed', favourites: removeFavourite(favourites, slug) };
  if (knownCinemas && !new Set(knownCinemas).has(slug)) throw new UnknownCinemaError(slug);
  if (!canAddFavourite(favourites, policy)) {
    return {
      ok: false,
      reason: 'limit',
      alert: {
        level: 'warning',
        title: 'Cinemas.Alert.Title',
        subtitle: 'Cinemas.Alert.Subtitle',
        params: { limit: policy.limit },
      },
    };
  }
  return { ok: true, action: 'added', favourites: addFavourite(favourites, slug, policy) };
}
