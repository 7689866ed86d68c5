import {
  type CountryCode,
  isInUpcomingWindow,
  type Language,
  normaliseSlug,
  type Show,
  UNKNOWN_DATE,
} from '@marquee/domain-models';
import type { FlagName, Flags } from '@marquee/feature-flags';
import { collator as keptCollator, type TextKey } from '@marquee/i18n';
import { encodeFilters, type Filters, type PageKind } from '@marquee/routing';

/** The five show lists, each a page of its own at its translated path. */
export const LIST_KINDS = ['ShowsBook', 'ShowsUpcoming', 'ShowsPresales', 'ShowsKids', 'ShowsSpecial'] as const;
/** A show list page kind. */
export type ListKind = (typeof LIST_KINDS)[number];

/** The show fields that order a list (C§3: homeOrder, upcomingOrder, cineKidsOrder, genericOrder...). */
export type OrderField = 'homeOrder' | 'upcomingOrder' | 'cineKidsOrder' | 'genericOrder';

/** What defines a list: its API filter, the field that orders it, the flag that offers it, its texts. */
export interface ListDefinition {
  /** `filter` of GET /api/shows. */
  readonly filter: 'book' | 'upcoming' | 'presales' | 'kids' | 'special';
  readonly order: OrderField;
  /** The site flag that offers the list (null: every site). */
  readonly flag: FlagName | null;
  /** Its name in ids (`home-<key>`), and the key of its texts (LIST_TEXTS). */
  readonly key: 'book' | 'upcoming' | 'presales' | 'kids' | 'special';
  /** Only films released within the upcoming window (C§4: the upcoming list looks ahead 7 days). */
  readonly upcomingWindow: boolean;
}

/** The texts of a list: its page's title, link, description, intro and empty state, its home row's title. */
export interface ListTexts {
  readonly title: TextKey<'catalogue'>;
  readonly short: TextKey<'catalogue'>;
  readonly description: TextKey<'catalogue'>;
  readonly intro: TextKey<'catalogue'>;
  readonly empty: TextKey<'catalogue'>;
  readonly row: TextKey<'catalogue'>;
}

/** The texts of each list, by its key. */
export const LIST_TEXTS: Readonly<Record<ListDefinition['key'], ListTexts>> = {
  book: {
    title: 'lists.book.title',
    short: 'lists.book.short',
    description: 'lists.book.description',
    intro: 'lists.book.intro',
    empty: 'lists.book.empty',
    row: 'home.rows.book',
  },
  upcoming: {
    title: 'lists.upcoming.title',
    short: 'lists.upcoming.short',
    description: 'lists.upcoming.description',
    intro: 'lists.upcoming.intro',
    empty: 'lists.upcoming.empty',
    row: 'home.rows.upcoming',
  },
  presales: {
    title: 'lists.presales.title',
    short: 'lists.presales.short',
    description: 'lists.presales.description',
    intro: 'lists.presales.intro',
    empty: 'lists.presales.empty',
    row: 'home.rows.presales',
  },
  kids: {
    title: 'lists.kids.title',
    short: 'lists.kids.short',
    description: 'lists.kids.description',
    intro: 'lists.kids.intro',
    empty: 'lists.kids.empty',
    row: 'home.rows.kids',
  },
  special: {
    title: 'lists.special.title',
    short: 'lists.special.short',
    description: 'lists.special.description',
    intro: 'lists.special.intro',
    empty: 'lists.special.empty',
    row: 'home.rows.special',
  },
};

/** The lists, in the order the home page shows their rows. */
export const SHOW_LISTS: Readonly<Record<ListKind, ListDefinition>> = {
  ShowsBook: { filter: 'book', order: 'homeOrder', flag: null, key: 'book', upcomingWindow: false },
  ShowsUpcoming: { filter: 'upcoming', order: 'upcomingOrder', flag: null, key: 'upcoming', upcomingWindow: true },
  ShowsPresales: {
    filter: 'presales',
    order: 'upcomingOrder',
    flag: 'previewAndPresaleEnabled',
    key: 'presales',
    upcomingWindow: false,
  },
  ShowsKids: { filter: 'kids', order: 'cineKidsOrder', flag: 'rowKidsEnabled', key: 'kids', upcomingWindow: false },
  ShowsSpecial: {
    filter: 'special',
    order: 'genericOrder',
    flag: 'specialAndEventEnabled',
    key: 'special',
    upcomingWindow: false,
  },
};

/** True when the page kind is one of the show lists. */
export function isListKind(kind: PageKind): kind is ListKind {
  return (LIST_KINDS as readonly string[]).includes(kind);
}

/** The lists a site offers (their flag on), in row order. */
export function offeredLists(flags: Flags): ListKind[] {
  return LIST_KINDS.filter((kind) => {
    const flag = SHOW_LISTS[kind].flag;
    return flag === null || flags[flag] === true;
  });
}

/**
 * Shows in a list's order: those with a value of the field first, by it; then the rest by title
 * in the page language (an explicit locale: the server and the browser sort alike).
 */
export function orderShows<S extends Pick<Show, 'title' | OrderField>>(
  shows: readonly S[],
  field: OrderField,
  language: Language,
): S[] {
  const collator = keptCollator(language);
  return [...shows].sort((a, b) => {
    const ao = a[field] ?? Number.POSITIVE_INFINITY;
    const bo = b[field] ?? Number.POSITIVE_INFINITY;
    return ao !== bo ? ao - bo : collator.compare(a.title, b.title);
  });
}

/** A show's release date on a site: the release of its zone (FR, NL...), else the earliest known one. */
export function releaseOnSite(show: Pick<Show, 'releases'>, site: CountryCode): string | null {
  const known = show.releases.filter((release) => release.date !== UNKNOWN_DATE);
  const own = known.find((release) => release.zone.toLowerCase() === site);
  return own?.date ?? known.map((release) => release.date).sort()[0] ?? null;
}

/** The shows of an upcoming list released on the site from today to 7 days ahead (C§4, RULE-31). */
export function withinUpcomingWindow<S extends Pick<Show, 'releases'>>(
  shows: readonly S[],
  site: CountryCode,
  today: string,
): S[] {
  return shows.filter((show) => isInUpcomingWindow(releaseOnSite(show, site), today));
}

/** A genre as a `genres-` filter value: its slug in the page language ("Science-fiction" → science-fiction). */
export function genreSlug(genre: string): string {
  return normaliseSlug(genre)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One chip of a filter group: its value in the address and its label. */
export interface ChipOption {
  readonly value: string;
  readonly label: string;
}

/** What a list page may filter on (from the list's own showtimes: nothing offered leads nowhere). */
export interface ListOptions {
  readonly genres: readonly ChipOption[];
  readonly versions: readonly ChipOption[];
  readonly experiences: readonly ChipOption[];
  readonly days: readonly ChipOption[];
}

/** The filters of a list address, in the site's version style, keeping only what the list offers. */
export interface ListFilters {
  readonly genres: readonly string[];
  readonly versions: readonly string[];
  readonly experiences: readonly string[];
  readonly date: string | null;
}

/** No filter. */
export const NO_FILTERS: ListFilters = { genres: [], versions: [], experiences: [], date: null };

/** True when a filter is on. */
export function hasFilters(filters: ListFilters): boolean {
  return (
    filters.genres.length > 0 || filters.versions.length > 0 || filters.experiences.length > 0 || filters.date !== null
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list filters of a `/filters/` suffix (decoded by routing, unknown segments dropped),
 * keeping only the values the list offers: a malformed or unknown value is ignored, never an
 * error. With the `tag` version style (ch) versions travel among the tags (`tags-vost,imax`);
 * with `version` in their own segment (`versions-vost`); both are read on every site.
 */
export function readListFilters(filters: Filters, options: ListOptions): ListFilters {
  const offered = (list: readonly ChipOption[]) => new Set(list.map((option) => option.value));
  const genres = offered(options.genres);
  const versions = offered(options.versions);
  const experiences = offered(options.experiences);
  const days = offered(options.days);
  const unique = (values: readonly string[]) => [...new Set(values)];
  const tags = filters.tags ?? [];
  return {
    genres: unique((filters.genres ?? []).filter((value) => genres.has(value))),
    versions: unique([...(filters.versions ?? []), ...tags].filter((value) => versions.has(value))),
    experiences: unique(tags.filter((value) => experiences.has(value))),
    date: filters.date && DAY.test(filters.date) && days.has(filters.date) ? filters.date : null,
  };
}

/** How versions are written in the address: among the tags (`tag`, ch) or on their own (`version`). */
export type VersionStyle = Flags['versionFilterStyle'];

/** The `/filters/` suffix of list filters, in the site's version style ('' when none is on). */
export function listFiltersSuffix(filters: ListFilters, style: VersionStyle): string {
  const tags = style === 'tag' ? [...filters.versions, ...filters.experiences] : [...filters.experiences];
  return encodeFilters({
    ...(filters.date ? { date: filters.date } : {}),
    tags,
    ...(style === 'version' ? { versions: [...filters.versions] } : {}),
    genres: [...filters.genres],
  });
}

/** A list kind of filter chips. */
export type ChipKind = 'genres' | 'versions' | 'experiences';

/** The filters with one chip toggled (the date is one value: choosing the chosen day clears it). */
export function toggleChip(filters: ListFilters, kind: ChipKind | 'date', value: string): ListFilters {
  if (kind === 'date') return { ...filters, date: filters.date === value ? null : value };
  const current = filters[kind];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...filters, [kind]: next };
}
