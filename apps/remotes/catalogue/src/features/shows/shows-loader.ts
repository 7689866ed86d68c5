import { ApiError, getShows, getTags, getVersions, type ShowsQuery } from '@marquee/api-client';
import type { Show } from '@marquee/domain-models';
import { collator as keptCollator, dateTimeFormat, isoDate } from '@marquee/i18n';
import type { PageContext } from '@marquee/remote-contract';
import { splitFilters } from '@marquee/routing';
import { type CardShow, toCardShow } from '../../components/show-card';
import {
  genreSlug,
  type ListFilters,
  type ListKind,
  type ListOptions,
  listFiltersSuffix,
  orderShows,
  readListFilters,
  SHOW_LISTS,
  type VersionStyle,
  withinUpcomingWindow,
} from '../../lib/show-lists';

/** A list page's data: its shows (as cards show them), what it can be filtered on, the filters on. */
export interface ShowListData {
  readonly kind: ListKind;
  readonly shows: readonly CardShow[];
  /** How many shows the list has without filters. */
  readonly total: number;
  readonly options: ListOptions;
  readonly filters: ListFilters;
  /** The list's address without filters. */
  readonly base: string;
  /** Issue 27 item 4, on the "now showing" list: films whose final showing is within 7 days (the list's order). */
  readonly lastChance: readonly CardShow[];
}

/** How many day chips a list offers (a week from the first day with showtimes). */
export const DAY_CHIPS = 7;

function notOffered(kind: ListKind, url: URL): ApiError {
  return new ApiError('not-found', url.href, 404, `${kind} is not offered on this site`);
}

/**
 * Loads a show list page: the list (GET /api/shows?filter=…&facets=true: its shows and the days,
 * versions and tags of their showtimes) with the site's versions and tags, then, when the address
 * filters on showtimes, the shows with a matching showtime (`date`, `versions`, `tags`); genres are
 * matched here. A list the site does not offer is not found. Ordered by the list's show field;
 * the upcoming list keeps the films released within 7 days.
 */
export async function loadShowList(context: PageContext, kind: ListKind, at: Date = new Date()): Promise<ShowListData> {
  const list = SHOW_LISTS[kind];
  if (list.flag !== null && !context.flags[list.flag]) throw notOffered(kind, context.url);
  const { api, signal, language } = context;
  const { base, filters: raw } = splitFilters(context.url.pathname);
  const [all, versionList, tagList, lastChance] = await Promise.all([
    getShows(api, signal, { filter: list.filter, facets: true }),
    getVersions(api, signal).catch(() => null),
    getTags(api, signal).catch(() => null),
    kind === 'ShowsBook' ? getShows(api, signal, { filter: 'lastchance' }).catch(() => null) : null,
  ]);
  const today = isoDate(at, context.timeZone);
  const facets = all.facets ?? { days: [], versions: [], tags: [] };
  const collator = keptCollator(language);
  const windowed = (items: readonly Show[]) =>
    list.upcomingWindow ? withinUpcomingWindow(items, context.site, today) : items;
  const listed = windowed(all.shows);
  // Genre chips: the genres of the films the list shows (the upcoming list's week only).
  const genreLabels = new Map<string, string>();
  for (const show of listed) for (const genre of show.genres) genreLabels.set(genreSlug(genre), genre);
  const versionsOffered = new Set(facets.versions);
  const tagsOffered = new Set(facets.tags);
  const dayLabel = dateTimeFormat(context.format.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const options: ListOptions = {
    genres: [...genreLabels]
      .filter(([slug]) => slug !== '')
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => collator.compare(a.label, b.label)),
    versions: (versionList?.versions ?? [])
      .filter((version) => versionsOffered.has(version.slug))
      .map((version) => ({ value: version.slug, label: version.label })),
    experiences: (tagList?.tags ?? [])
      .filter(
        (tag) =>
          (tag.tagCategory === 'experience' || tag.tagCategory === 'accessibility') &&
          tag.isShowFilter &&
          tagsOffered.has(tag.slug),
      )
      .sort((a, b) => a.filterOrder - b.filterOrder)
      .map((tag) => ({ value: tag.slug, label: tag.label })),
    days: facets.days
      .filter((day) => day >= today)
      .slice(0, DAY_CHIPS)
      .map((day) => ({ value: day, label: dayLabel.format(new Date(`${day}T12:00:00Z`)) })),
  };
  const filters = readListFilters(raw, options);
  const query: ShowsQuery = {
    filter: list.filter,
    ...(filters.date ? { date: filters.date } : {}),
    versions: filters.versions,
    tags: filters.experiences,
  };
  const byShowtime = filters.date !== null || filters.versions.length > 0 || filters.experiences.length > 0;
  let shows = byShowtime ? (await getShows(api, signal, query)).shows : all.shows;
  if (filters.genres.length > 0) {
    const wanted = new Set(filters.genres);
    shows = shows.filter((show) => show.genres.some((genre) => wanted.has(genreSlug(genre))));
  }
  return {
    kind,
    shows: orderShows(windowed(shows), list.order, language).map(toCardShow),
    total: listed.length,
    options,
    filters,
    base,
    lastChance: orderShows(lastChance?.shows ?? [], list.order, language).map(toCardShow),
  };
}

/** The address of a list with other filters, in the site's version style. */
export function listHref(data: Pick<ShowListData, 'base'>, filters: ListFilters, style: VersionStyle): string {
  return `${data.base}${listFiltersSuffix(filters, style)}`;
}
