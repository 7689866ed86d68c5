/**
 * ISO calendar-day helpers (`YYYY-MM-DD`), computed in UTC so the time zone never shifts a day.
 * Adding days is domain-models' `addDays` (one home for the rule).
 */

export function parseDay(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function formatIsoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** First day of the month containing `iso`. */
export function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function addMonths(iso: string, months: number): string {
  const date = parseDay(monthStart(iso));
  date.setUTCMonth(date.getUTCMonth() + months);
  return formatIsoDay(date);
}

/** The weeks of a month as rows of ISO days (null outside the month), weeks starting on Monday. */
export function monthGrid(iso: string): Array<Array<string | null>> {
  const first = parseDay(monthStart(iso));
  const offset = (first.getUTCDay() + 6) % 7;
  const month = first.getUTCMonth();
  const weeks: Array<Array<string | null>> = [];
  let week: Array<string | null> = Array.from({ length: offset }, () => null);
  const cursor = new Date(first);
  while (cursor.getUTCMonth() === month) {
    week.push(formatIsoDay(cursor));
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** Today as an ISO day in the browser's zone. Not for render: the server's clock and zone differ (see DayPicker `today`). */
export function localToday(): string {
  const now = new Date();
  return formatIsoDay(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}
