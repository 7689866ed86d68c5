import { dateTimeFormat, isoDate } from '@marquee/i18n';

/**
 * The local date-time `YYYY-MM-DDTHH:mm` of an instant in a time zone: the `now` of the rules
 * that compare it with a showtime or a film's sales opening (cinema-local, never the browser's zone).
 */
export function localNow(at: Date, timeZone: string): string {
  const time = dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(at)
    .slice(0, 5);
  return `${isoDate(at, timeZone)}T${time}`;
}
