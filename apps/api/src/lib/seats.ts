import { rng } from './random';

/**
 * Seats left of a showtime: the reference API has no ticketing, so it derives a
 * plausible, stable figure from what the showtime is and how long until it starts. The same
 * showtime gives the same figure on every instance and both engines, at a given hour:
 * - its demand, the share of the hall sold by the start, 20 % to 98 %, drawn from the showtime id
 *   (the same id as its `refCmd`, stable across restarts: decision 0044);
 * - sales follow the start: `demand × 24 / (24 + h)` sold `h` whole hours before it (an eighth of
 *   the demand a week ahead, half the day before, all of it at the start), so a showtime fills as it
 *   comes, in steps of an hour;
 * - a sold-out showtime (the seed's `soldout`) has none; any other keeps at least one.
 */
export function derivedSeatsLeft(
  showtimeId: number | string,
  capacity: number,
  soldOut: boolean,
  minutesToStart: number,
): number {
  if (soldOut || capacity <= 0) return 0;
  const demand = 0.2 + 0.78 * rng(`seats:${showtimeId}`)();
  const hours = Math.max(0, Math.ceil(minutesToStart / 60));
  const sold = Math.floor(capacity * demand * (24 / (24 + hours)));
  return Math.max(1, capacity - sold);
}
