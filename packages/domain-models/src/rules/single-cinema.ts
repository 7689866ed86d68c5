/** Where a cinema selection leads: the single cinema, or the city's light list. */
export type CinemaTarget =
  | { readonly kind: 'cinema'; readonly slug: string }
  | { readonly kind: 'cityLight'; readonly slug: string };

/**
 * C§4: "A single cinema resolved by position, favourite or city: a city with exactly one
 * cinema goes to that cinema. Otherwise it goes to the city light list."
 */
export function resolveCityTarget(citySlug: string, cinemasOfCity: readonly { readonly slug: string }[]): CinemaTarget {
  const [only] = cinemasOfCity;
  if (cinemasOfCity.length === 1 && only) return { kind: 'cinema', slug: only.slug };
  return { kind: 'cityLight', slug: citySlug };
}

/** C§5 / CLARIFICATIONS: "The cinema list is 'full' above 8 cinemas (a site with 8 or fewer always lists them)." */
export const CINEMA_FULL_LIST_ABOVE = 8;

/**
 * How the cinemas page lists a site's cinemas (CAT-37): `full` above 8 cinemas — the compact
 * directory of every cinema (by city where the site groups them), with an index of its cities;
 * `cards` for 8 or fewer — each cinema presented whole (picture, address, halls), none hidden.
 */
export function cinemaListLayout(count: number, fullAbove: number = CINEMA_FULL_LIST_ABOVE): 'full' | 'cards' {
  return count > fullAbove ? 'full' : 'cards';
}

/** Cinemas of one city (`city` null: the one list of a site that does not group by city). */
export interface CinemaCityGroup<T> {
  readonly city: { readonly slug: string; readonly name: string; readonly target: CinemaTarget } | null;
  readonly cinemas: T[];
}

/**
 * The cinemas page's groups (CAT-36): cinemas whose city is known only (C§5), grouped by city
 * where `byCity` (`cinemasGroupByCity`; sn, tn, ci, ma list them flat), each city with the page
 * its heading leads to by the single-cinema rule. Cities and cinemas in alphabetical order of
 * the page's `locale`.
 */
export function cinemaCityGroups<
  T extends { readonly slug: string; readonly name: string; readonly city: string; readonly citySlug: string },
>(
  cinemas: readonly T[],
  knownCitySlugs: Iterable<string>,
  options: { readonly byCity: boolean; readonly locale: string },
): CinemaCityGroup<T>[] {
  const known = new Set(knownCitySlugs);
  const collator = new Intl.Collator(options.locale, { sensitivity: 'base', numeric: true });
  const listed = cinemas
    .filter((cinema) => cinema.citySlug !== '' && known.has(cinema.citySlug))
    .sort((a, b) => collator.compare(a.name, b.name));
  if (listed.length === 0) return [];
  if (!options.byCity) return [{ city: null, cinemas: listed }];
  const groups = new Map<string, T[]>();
  for (const cinema of listed) {
    const list = groups.get(cinema.citySlug) ?? [];
    list.push(cinema);
    groups.set(cinema.citySlug, list);
  }
  return [...groups.entries()]
    .map(([slug, list]) => ({
      city: { slug, name: list[0]?.city ?? slug, target: resolveCityTarget(slug, list) },
      cinemas: list,
    }))
    .sort((a, b) => collator.compare(a.city.name, b.city.name));
}
