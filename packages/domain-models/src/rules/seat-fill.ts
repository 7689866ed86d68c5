/**
 * How full a showtime is, from the seats left the API gives and the hall's
 * capacity: what the chip's fill indicator shows (an icon and a text, never a colour alone).
 * `full`: no seat left (or sold out); `almost-full`: at most a tenth of the hall or 10 seats left,
 * whichever is more; `filling`: more than half the seats sold; `open` otherwise.
 */
export type SeatFill = 'open' | 'filling' | 'almost-full' | 'full';

/** Seats left at or under which a showtime is "almost full": 10 seats, or a tenth of a large hall. */
export function almostFullThreshold(capacity: number): number {
  return Math.max(10, Math.round(capacity * 0.1));
}

/** The fill level of a showtime. `soldOut`: the API's status says so, whatever the seats. */
export function seatFill(seatsLeft: number, capacity: number, soldOut = false): SeatFill {
  if (soldOut || seatsLeft <= 0) return 'full';
  if (seatsLeft <= almostFullThreshold(capacity)) return 'almost-full';
  if (capacity > 0 && seatsLeft < capacity / 2) return 'filling';
  return 'open';
}
