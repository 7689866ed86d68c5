/** A cinema as the footer lists it. */
export interface FooterCinema {
  readonly slug: string;
  readonly name: string;
  /** The city's name in the page language. */
  readonly city: string;
  readonly citySlug: string;
}

/** Cinemas of one city (`city` null: the one list of a site that does not group by city). */
export interface FooterCinemaGroup<T extends FooterCinema> {
  readonly city: { readonly slug: string; readonly name: string } | null;
  readonly cinemas: T[];
}

/**
 * The footer's cinemas where `cinemaFullList` is on (SHELL-43): every cinema whose city is
 * known (C§5: "cinemas are listed only if their city is known"), grouped by city when
 * `byCity` (`cinemasGroupByCity`), else in one list. Cities and cinemas in alphabetical
 * order of `locale` (the page language).
 */
export function footerCinemaGroups<T extends FooterCinema>(
  cinemas: readonly T[],
  options: { readonly byCity: boolean; readonly locale: string },
): FooterCinemaGroup<T>[] {
  const collator = new Intl.Collator(options.locale, { sensitivity: 'base', numeric: true });
  const listed = cinemas
    .filter((cinema) => cinema.citySlug.trim() !== '' && cinema.city.trim() !== '')
    .sort((a, b) => collator.compare(a.name, b.name));
  if (listed.length === 0) return [];
  if (!options.byCity) return [{ city: null, cinemas: listed }];
  const groups = new Map<string, FooterCinemaGroup<T>>();
  for (const cinema of listed) {
    let group = groups.get(cinema.citySlug);
    if (!group) {
      group = { city: { slug: cinema.citySlug, name: cinema.city }, cinemas: [] };
      groups.set(cinema.citySlug, group);
    }
    group.cinemas.push(cinema);
  }
  return [...groups.values()].sort((a, b) => collator.compare(a.city?.name ?? '', b.city?.name ?? ''));
}
