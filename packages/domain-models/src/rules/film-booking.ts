import { isUnknownDate } from './dates';

/**
 * What a film's call to action offers, from its record: one rule for every
 * block that shows a film (home pushes, autopromos, the native ad, the header push, the film
 * page), so that no block offers "Book" for a film that cannot be booked.
 *
 * - `bookable`: its sales are open (no opening date, or one that has passed) and it has
 *   showtimes: the call to action books.
 * - `presale`: its sales open later (`salesOpeningDatetime` ahead of now): the call to action
 *   gives that date and time, with a way to be told (the wishlist heart for now).
 * - `coming-soon`: no showtime to book and no sales opening ahead: its release date, when known.
 */
export type FilmBookingState =
  | { readonly kind: 'bookable' }
  | {
      readonly kind: 'presale';
      /** When its sales open: the site's local `YYYY-MM-DDTHH:mm`. */
      readonly salesOpening: string;
    }
  | {
      readonly kind: 'coming-soon';
      /** Its release date on the site (`YYYY-MM-DD`), when known. */
      readonly release: string | null;
    };

/** The fields of a film record the rule reads. */
export interface FilmBookingInput {
  /** When its sales open (site-local `YYYY-MM-DDTHH:mm[:ss]`), or null: already open. */
  readonly salesOpeningDatetime: string | null;
  readonly releases: readonly { readonly date: string; readonly zone: string }[];
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The film's release date on a site (`YYYY-MM-DD`): the release of the site's country (releases
 * carry a zone, `FR`, `CH`...), else the earliest known one; null when none is known
 * (1900-01-01 means unknown).
 */
export function filmReleaseDate(film: Pick<FilmBookingInput, 'releases'>, site: string): string | null {
  const known = film.releases.filter((release) => !isUnknownDate(release.date));
  const own = known.find((release) => release.zone.toLowerCase() === site.toLowerCase());
  if (own) return own.date;
  // YYYY-MM-DD dates sort as text.
  return known.map((release) => release.date).sort()[0] ?? null;
}

/**
 * A film's booking state at `now` (the site's local `YYYY-MM-DDTHH:mm`, as showtimes are):
 * `hasShowtimes` tells whether it has showtimes to book on the site (the film page: its `days`;
 * a list's record: its `bookable` flag). A sales opening ahead of now makes it a presale even
 * when showtimes are already published; open sales without a showtime leave it coming soon.
 */
export function filmBookingState(
  film: FilmBookingInput,
  { now, site, hasShowtimes }: { readonly now: string; readonly site: string; readonly hasShowtimes: boolean },
): FilmBookingState {
  const opening = film.salesOpeningDatetime?.trim() ?? '';
  if (LOCAL_DATE_TIME.test(opening) && opening.slice(0, 16) > now.slice(0, 16)) {
    return { kind: 'presale', salesOpening: opening.slice(0, 16) };
  }
  if (hasShowtimes) return { kind: 'bookable' };
  return { kind: 'coming-soon', release: filmReleaseDate(film, site) };
}
