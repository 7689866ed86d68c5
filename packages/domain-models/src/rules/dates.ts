/** C§3: "The date 1900-01-01 means unknown." */
export const UNKNOWN_DATE = '1900-01-01';
/** C§4 / A§9: "Upcoming-shows list looks ahead 7 days." */
export const UPCOMING_WINDOW_DAYS = 7;
/** C§4: "Cinema week offset: 3 by default". */
export const DEFAULT_CINEMA_WEEK_OFFSET = 3;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** C§9: "Date format YYYY-MM-DD" — the calendar date of `date` in UTC. */
export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  const [, y, m, d] = match;
  return formatIsoDate(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days)));
}

/** True when a date means "unknown" (1900-01-01) or is missing. */
export function isUnknownDate(date: string | null | undefined): boolean {
  return !date || date === UNKNOWN_DATE;
}

/** C§3: "Zone data maps zones to dates." The known date of a key, or null when absent or 1900-01-01. */
export function zoneDate(dates: Readonly<Record<string, string>>, key: string): string | null {
  const date = Object.hasOwn(dates, key) ? dates[key] : undefined;
  return isUnknownDate(date) ? null : (date ?? null);
}

/** The upcoming window: from `today` (included) to `today` + 7 days (included). */
export function upcomingWindow(today: string, days: number = UPCOMING_WINDOW_DAYS): { from: string; to: string } {
  return { from: today, to: addDays(today, days) };
}

/** True when a known date falls in the 7-day upcoming window starting today. */
export function isInUpcomingWindow(date: string | null | undefined, today: string): boolean {
  if (isUnknownDate(date) || !date) return false;
  const { from, to } = upcomingWindow(today);
  return date >= from && date <= to;
}

/** C§4: "Cinema week offset: 3 by default, otherwise start+1." */
export function cinemaWeekOffset(start?: number | null): number {
  return start == null ? DEFAULT_CINEMA_WEEK_OFFSET : start + 1;
}

/**
 * The days a cinema's page offers (CAT-39): its cinema week rule. `offset` is the weekday its
 * weeks start on (0 Sunday … 6 Saturday; `cinemaWeekOffset()`, 3: Wednesday, the day new films
 * come out). The page shows at least a week from `today`, up to the eve of a week start: from
 * today to the last day of the cinema week that holds today + 6 days (7 days on a Wednesday,
 * 13 on a Thursday), so next week's programme shows as soon as the week ends within the
 * coming seven days. Only days that have showtimes are kept, in order.
 */
export function cinemaWeekDays(days: readonly string[], today: string, offset: number): string[] {
  const last = cinemaWeekEnd(today, offset);
  return days.filter((day) => day >= today && day <= last);
}

/** The last day (YYYY-MM-DD) of the cinema week holding `today` + 6 days, weeks starting on weekday `offset`. */
export function cinemaWeekEnd(today: string, offset: number): string {
  const weekLater = addDays(today, 6);
  const weekday = new Date(`${weekLater}T00:00:00Z`).getUTCDay();
  const start = ((Math.trunc(offset) % 7) + 7) % 7;
  // days until the next week start after weekLater, minus one (the eve)
  const toNextStart = (start - weekday + 7) % 7 || 7;
  return addDays(weekLater, toNextStart - 1);
}

/** One formatter per time zone: building one costs far more than using it. */
const localClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The local date-time `YYYY-MM-DDTHH:mm` of an instant in a time zone (the site's, never the
 * browser's): the `now` of the rules that compare it with a showtime or a film's sales opening.
 */
export function localDateTime(at: Date, timeZone: string): string {
  let clock = localClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    localClocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}
