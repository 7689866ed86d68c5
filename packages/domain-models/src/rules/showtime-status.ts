import type { ShowtimeStatus } from './enums';

/** What a showtime button shows: bookable, full (sold out) or old (locked). */
export type ShowtimeDisplay = 'available' | 'full' | 'old';

/** The fields of a showtime the status rule reads. Times are local `YYYY-MM-DDTHH:mm` of the cinema. */
export interface ShowtimeStatusInput {
  readonly status: ShowtimeStatus;
  readonly reservabilityEnd: string;
}

/**
 * True once a showtime can no longer be booked (C§4): "available becomes locked when the
 * status is not available or the reservability end has passed". `now` is the cinema's
 * local date-time in the same `YYYY-MM-DDTHH:mm` form as the showtime.
 */
export function isShowtimeLocked(showtime: ShowtimeStatusInput, now: string): boolean {
  return showtime.status !== 'available' || now > showtime.reservabilityEnd;
}

/**
 * The effective status of a showtime at `now`: an available showtime whose reservability end
 * has passed is locked; a past showtime is locked whatever it said; otherwise the API status.
 */
export function showtimeStatus(showtime: ShowtimeStatusInput, now: string): ShowtimeStatus {
  if (now > showtime.reservabilityEnd) return 'locked';
  return showtime.status;
}

/** How a status is displayed (C§4): "soldout displays as full. locked displays as old." */
export function showtimeDisplay(status: ShowtimeStatus): ShowtimeDisplay {
  if (status === 'soldout') return 'full';
  if (status === 'locked') return 'old';
  return 'available';
}
