import { isShowtimeLocked, type ShowtimeStatusInput } from './showtime-status';

/** What the upsell and highlight rules read of a tag (from /api/tags: `highlighted`, `upsellOrder`). */
export interface UpsellTagInput {
  readonly slug: string;
  readonly highlighted?: boolean;
  /** Null when the tag is not offered as an upsell; the lowest order wins. */
  readonly upsellOrder?: number | null;
}

/** What the rules read of a showtime: its tags, its local start and its status. */
export interface UpsellShowtimeInput extends ShowtimeStatusInput {
  readonly tags: readonly string[];
  /** Local start `YYYY-MM-DDTHH:mm[:ss]`. */
  readonly time: string;
}

/** The day's upsell: the showtime offered, at which cinema, for which tag. */
export interface Upsell<C, S> {
  readonly cinema: C;
  readonly showtime: S;
  /** The tag (experience) that made it the upsell. */
  readonly tag: string;
}

/** The slugs of the tags that mark a showtime as highlighted (C§3 "There is a highlighted showtime"). */
export function highlightedTags(tags: readonly UpsellTagInput[]): ReadonlySet<string> {
  return new Set(tags.filter((tag) => tag.highlighted === true).map((tag) => tag.slug));
}

/** C§3: a showtime carrying a highlighted tag is shown as highlighted. */
export function isHighlightedShowtime(
  showtime: { readonly tags: readonly string[] },
  highlighted: ReadonlySet<string>,
) {
  return highlighted.size > 0 && showtime.tags.some((tag) => highlighted.has(tag));
}

/** The upsell order of each tag that has one (C§3 Tag `upsellOrder`). */
export function upsellOrders(tags: readonly UpsellTagInput[]): ReadonlyMap<string, number> {
  const orders = new Map<string, number>();
  for (const tag of tags) if (typeof tag.upsellOrder === 'number') orders.set(tag.slug, tag.upsellOrder);
  return orders;
}

/**
 * C§3 "A showtime upsell is shown": of the day's showtimes still bookable at `now`, those carrying
 * a tag with an upsell order; the tag of the lowest order wins, and of its showtimes the earliest
 * start (on a tie, the first cinema in the given order). Null when no bookable showtime carries an
 * upsell tag. One pass over the showtimes; the caller memoises it per day and filters.
 */
export function pickUpsell<C extends { readonly showtimes: readonly UpsellShowtimeInput[] }>(
  cinemas: readonly C[],
  orders: ReadonlyMap<string, number>,
  now: string,
): Upsell<C, C['showtimes'][number]> | null {
  if (orders.size === 0) return null;
  let best: { cinema: C; showtime: C['showtimes'][number]; tag: string; order: number } | null = null;
  for (const cinema of cinemas) {
    for (const showtime of cinema.showtimes) {
      let tag: string | null = null;
      let order = Number.POSITIVE_INFINITY;
      for (const slug of showtime.tags) {
        const o = orders.get(slug);
        if (o !== undefined && o < order) {
          order = o;
          tag = slug;
        }
      }
      if (tag === null || isShowtimeLocked(showtime, now)) continue;
      if (!best || order < best.order || (order === best.order && showtime.time < best.showtime.time)) {
        best = { cinema, showtime, tag, order };
      }
    }
  }
  return best ? { cinema: best.cinema, showtime: best.showtime, tag: best.tag } : null;
}
