import { localDateTime } from './dates';

/**
 * The film's real start and end of a showtime: the session starts at its time,
 * the pre-show (adverts and trailers, the cinema's length or the session's own) runs first, then
 * the film for its runtime. One rule for every display, the calendar files and the API's
 * time-window search. Times are local `YYYY-MM-DDTHH:mm` of the site's time zone; the minutes are
 * added to the instant, so a session that spans a daylight-saving change ends at the wall-clock
 * time the clocks show (02:00 → 03:00 in spring: an hour later on the wall than the sum says).
 */
export interface FilmTimes {
  /** When the film itself starts (session start + pre-show). */
  readonly filmStart: string;
  /** When the film ends (film start + runtime): when the showing is over. */
  readonly filmEnd: string;
}

const MINUTE = 60_000;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const HOUR = 3_600_000;
/** Offsets of a zone by UTC hour: every site zone changes its offset on a whole hour. */
const offsets = new Map<string, number>();

/** The offset (ms) of a time zone at an instant. */
function offsetAt(ms: number, timeZone: string): number {
  const hour = Math.floor(ms / HOUR) * HOUR;
  const key = `${timeZone}|${hour}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = Date.parse(`${localDateTime(new Date(hour), timeZone)}:00Z`) - hour;
    if (offsets.size > 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The instant (ms since the epoch) of a local `YYYY-MM-DDTHH:mm` of a time zone. As the API's
 * offsets (`startsAt`): a time repeated by a daylight-saving change is the first (earlier) one,
 * a time skipped by it takes the offset after the change.
 */
export function zonedInstant(local: string, timeZone: string): number {
  const asUtc = LOCAL.test(local) ? Date.parse(`${local}:00Z`) : Number.NaN;
  if (Number.isNaN(asUtc)) throw new RangeError(`not a local YYYY-MM-DDTHH:mm date-time: ${local}`);
  const before = offsetAt(asUtc - 14 * HOUR, timeZone);
  const after = offsetAt(asUtc + 14 * HOUR, timeZone);
  if (offsetAt(asUtc - before, timeZone) === before) return asUtc - before;
  return asUtc - after;
}

/**
 * Whether a time zone keeps one offset over a span of local times (`YYYY-MM-DDTHH:mm`, `from` ≤
 * `to`, widened by 14 hours each side to hold every offset): then, within it, every local time is
 * one instant and adding minutes to the instant is adding them to the wall clock, so a film's
 * times are plain sums of minutes (what `filmTimes` gives, without a zone conversion per showtime:
 * the "tonight" search's window end over thousands of rows). Checked hour by hour: every site zone
 * changes its offset on a whole hour.
 */
export function steadyOffset(from: string, to: string, timeZone: string): boolean {
  const first = zonedInstant(from, timeZone) - 14 * HOUR;
  const last = zonedInstant(to, timeZone) + 14 * HOUR;
  const offset = offsetAt(first, timeZone);
  for (let at = first + HOUR; at <= last + HOUR; at += HOUR) if (offsetAt(at, timeZone) !== offset) return false;
  return true;
}

/** The local `YYYY-MM-DDTHH:mm` of an instant in a time zone. */
function localOf(ms: number, timeZone: string): string {
  return new Date(ms + offsetAt(ms, timeZone)).toISOString().slice(0, 16);
}

/**
 * A showtime's film start and end from its session start (local, `timeZone`'s), its pre-show
 * length and the film's runtime, in minutes (negative or missing lengths count as 0).
 */
/** A pre-show or a runtime as `filmTimes` counts it: whole minutes, never negative (none: 0). */
export function wholeMinutes(minutes: number): number {
  return Math.max(0, Math.round(minutes || 0));
}

export function filmTimes(
  sessionStart: string,
  preShowMinutes: number,
  runtimeMinutes: number,
  timeZone: string,
): FilmTimes {
  const start = zonedInstant(sessionStart, timeZone);
  const filmStart = start + wholeMinutes(preShowMinutes) * MINUTE;
  const filmEnd = filmStart + wholeMinutes(runtimeMinutes) * MINUTE;
  return { filmStart: localOf(filmStart, timeZone), filmEnd: localOf(filmEnd, timeZone) };
}
