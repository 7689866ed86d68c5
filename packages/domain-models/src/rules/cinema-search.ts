import { foldText } from './text';

/** What the locator search reads of a cinema or a city. */
export interface LocatorSearchable {
  readonly name: string;
  /** The postal code (of a city or of the cinema's address). */
  readonly postalCode?: string | null;
  /** The theatre's own postal code when it differs (cinema `addressZip`). */
  readonly addressZip?: string | null;
  readonly address?: { readonly postalCode?: string | null } | null;
}

/** True when the text is a postal-code query (digits only, spaces aside). */
export function isPostalCodeQuery(query: string): boolean {
  return /^\d+$/.test(query.replace(/\s+/g, ''));
}

/**
 * The locator search (C§5): "Postal-code search matches by prefix on the postal code or
 * theatre postal code. Numeric text matches by postal code prefix. Otherwise the match is
 * by accent-insensitive name." An empty query matches nothing.
 */
export function matchesLocatorQuery(item: LocatorSearchable, query: string): boolean {
  const folded = foldText(query).trim();
  if (folded === '') return false;
  if (isPostalCodeQuery(folded)) {
    const prefix = folded.replace(/\s+/g, '');
    return [item.postalCode, item.addressZip, item.address?.postalCode].some((code) =>
      code?.replace(/\s+/g, '').startsWith(prefix),
    );
  }
  return foldText(item.name).includes(folded);
}

/** Items matching a locator query, in their order. */
export function searchLocator<T extends LocatorSearchable>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesLocatorQuery(item, query));
}

/** C§5: "Cinemas are listed only if their city is known." */
export function cinemasWithKnownCity<T extends { readonly citySlug?: string | null }>(
  cinemas: readonly T[],
  knownCitySlugs: Iterable<string>,
): T[] {
  const known = new Set(knownCitySlugs);
  return cinemas.filter((cinema) => !!cinema.citySlug && known.has(cinema.citySlug));
}
