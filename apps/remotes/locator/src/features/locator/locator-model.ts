import type { GeoPoint } from '@marquee/domain-models';
import { foldText, resolveCityTarget, searchLocator } from '@marquee/domain-models';
import type { LocatorSelection } from '@marquee/locator-state';
import type { PageInfo } from '@marquee/remote-contract';
import { encodeFilters, splitFilters } from '@marquee/routing';

/** The longest locator search kept (any longer input is cut: harmless, and no name is that long). */
export const LOCATOR_QUERY_MAX = 80;
/** At most this many search results are listed. */
export const LOCATOR_RESULTS_MAX = 20;

/** A cinema as the locator reads it. */
export interface LocatorCinema {
  readonly slug: string;
  readonly name: string;
  readonly city: string;
  readonly citySlug: string;
  readonly postalCode: string;
  readonly gpsPosition: GeoPoint;
}

/** A city as the locator reads it. */
export interface LocatorCity {
  readonly slug: string;
  readonly name: string;
  readonly postalCode: string;
  readonly cinemaCount: number;
}

/** One search match: a cinema or a city. */
export type LocatorMatch =
  | { readonly kind: 'cinema'; readonly cinema: LocatorCinema }
  | { readonly kind: 'city'; readonly city: LocatorCity };

/** What the visitor typed, as searched (LOC-11): capped, accent-stripped, lower-cased, trimmed. */
export function locatorQuery(typed: string): string {
  return foldText(typed.slice(0, LOCATOR_QUERY_MAX)).toLowerCase().trim();
}

/**
 * The locator search (LOC-11, C§5): digits match the postal code by prefix, other text the name
 * accent-insensitively; cities are offered too where `locatorCityInResults` is on. Cities first.
 */
export function searchPlaces(
  cinemas: readonly LocatorCinema[],
  cities: readonly LocatorCity[],
  typed: string,
  withCities: boolean,
): LocatorMatch[] {
  const query = locatorQuery(typed);
  if (query === '') return [];
  const cityMatches: LocatorMatch[] = withCities
    ? searchLocator(cities, query).map((city) => ({ kind: 'city' as const, city }))
    : [];
  const cinemaMatches: LocatorMatch[] = searchLocator(cinemas, query).map((cinema) => ({ kind: 'cinema', cinema }));
  return [...cityMatches, ...cinemaMatches].slice(0, LOCATOR_RESULTS_MAX);
}

/** Page kinds whose programme follows the selection in place (a `/filters/` address). */
const PROGRAMME_KINDS = new Set<PageInfo['kind']>(['Movie', 'Entertainment', 'Season']);

/** A page whose programme follows the selection in place (a film's, an event's, a season's). */
export function isProgrammePage(kind: PageInfo['kind']): boolean {
  return PROGRAMME_KINDS.has(kind);
}

/**
 * The name of the current selection, as the locator shows it: a cinema's or a city's name (null
 * when the site does not know it), or the words for around me and my favourites.
 */
export function selectionLabel(
  selection: LocatorSelection | null,
  places: { readonly cinemas: readonly LocatorCinema[]; readonly cities: readonly LocatorCity[] },
  words: { readonly aroundMe: string; readonly favourites: string },
): string | null {
  if (!selection) return null;
  if (selection.type === 'position') return words.aroundMe;
  if (selection.type === 'favorite') return words.favourites;
  const list: readonly { slug: string; name: string }[] = selection.type === 'cinema' ? places.cinemas : places.cities;
  return list.find((place) => place.slug === selection.value)?.name ?? null;
}

/**
 * Where the page goes once the visitor has chosen (the selection is already saved in the cookie).
 * A programme page stays and shows the chosen place: a cinema or a city in its `localisation`
 * filter (its day reset, the other filters kept), a position or favourites without one (the page
 * reads the saved selection). Elsewhere the visitor goes to the place: the cinema, the city by the
 * single-cinema rule (LOC-18, LOC-19), the nearest cinema for a position.
 */
export function destinationAfterChoice(
  page: Pick<PageInfo, 'kind' | 'href'>,
  pathname: string,
  selection: LocatorSelection,
  places: { readonly cinemas: readonly LocatorCinema[]; readonly nearestSlug?: string | null },
): string | null {
  if (PROGRAMME_KINDS.has(page.kind)) {
    const { base, filters } = splitFilters(pathname);
    const { date: _date, localisation: _place, ...rest } = filters;
    const place = selection.type === 'cinema' || selection.type === 'city' ? { localisation: selection.value } : {};
    return `${base}${encodeFilters({ ...rest, ...place })}`;
  }
  if (selection.type === 'cinema') return page.href('Cinema', { slug: selection.value });
  if (selection.type === 'city') {
    const target = resolveCityTarget(
      selection.value,
      places.cinemas.filter((cinema) => cinema.citySlug === selection.value),
    );
    return target.kind === 'cinema'
      ? page.href('Cinema', { slug: target.slug })
      : page.href('CityLight', { slug: target.slug });
  }
  if (selection.type === 'position' && places.nearestSlug) return page.href('Cinema', { slug: places.nearestSlug });
  return null;
}
