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
