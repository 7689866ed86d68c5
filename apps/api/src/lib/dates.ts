const DAY = 86_400_000;

/** Local date (YYYY-MM-DD) and time (HH:mm) of an instant in a time zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function localParts(now: Date, timeZone: string): { date: string; time: string } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function epochDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);
}

/** YYYY-MM-DD of an epoch day. */
export function fromEpochDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return fromEpochDay(epochDay(date) + days);
}

/** Adds minutes to a local YYYY-MM-DDTHH:mm date-time. */
export function addMinutes(localDateTime: string, minutes: number): string {
  const ms = Date.parse(`${localDateTime}:00Z`) + minutes * 60_000;
  return new Date(ms).toISOString().slice(0, 16);
}
