import type { TonightCinema, TonightShowtime } from '@marquee/domain-models';
import { pickText } from '../lib/text';
import type { CinemaRow, ShowRecord, ShowtimeRow } from '../rows';
import type { ViewCtx } from './context';
import { showSlug } from './show';
import { showtimeView, type VersionNames } from './showtime';

/** A cinema of a "tonight" answer, with its distance from the asked position (null when none was asked). */
export function tonightCinemaView(cinema: CinemaRow, distanceKm: number | undefined, ctx: ViewCtx): TonightCinema {
  return {
    slug: cinema.slug,
    name: cinema.name,
    city: pickText(cinema.city, ctx.r.lang),
    citySlug: cinema.citySlug,
    postalCode: cinema.addressZip,
    address: cinema.addressLine1,
    distanceKm: distanceKm ?? null,
  };
}

/** One showtime of a "tonight" answer: the film and the cinema by slug, the showtime as everywhere. */
export function tonightShowtimeView(
  row: ShowtimeRow,
  show: ShowRecord,
  cinema: CinemaRow,
  versions: VersionNames,
  ctx: ViewCtx,
): TonightShowtime {
  return {
    show: showSlug(show, ctx.r.lang),
    cinema: cinema.slug,
    showtime: showtimeView(row, show, cinema, versions, ctx),
  };
}
