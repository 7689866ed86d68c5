import { localDateTime } from '@marquee/domain-models';
const DAY = 86_400_000;

/** Local date (YYYY-MM-DD) and time (HH:mm) of an instant in a time zone (domain-models' rule). */
export function localParts(now: Date, timeZone: string): { date: string; time: string } {
  const [date = '', time = ''] = localDateTime(now, timeZone).split('T');
  return { date, time };
}

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function epochDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);
}

/** YYYY-MM-DD of an epoch day. */
export function fromEpochDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** Adds minutes to a local YYYY-MM-DDTHH:mm date-time. */
export function addMinutes(localDateTime: string, minutes: number): string {
  const ms = Date.parse(`${localDateTime}:00Z`) + minutes * 60_000;
  return new Date(ms).toISOString().slice(0, 16);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, string>();

/** The UTC offset (`+01:00`, `Z` never: `+00:00`) of a time zone at an instant. */
function offsetAtInstant(ms: number, timeZone: string): string {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, format);
  }
  const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return m ? `${m[1]}:${m[2] ?? '00'}` : '+00:00';
}

const minutesOf = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));

/**
 * A local YYYY-MM-DDTHH:mm of a time zone as an ISO date-time with that zone's offset at that
 * moment (2026-03-11T20:30 in Europe/Paris → 2026-03-11T20:30:00+01:00). A time skipped by a
 * daylight-saving change takes the offset after it; a repeated one the first (earlier) offset.
 */
export function withOffset(localDateTime: string, timeZone: string): string {
  const key = `${timeZone}|${localDateTime.slice(0, 13)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const asUtc = Date.parse(`${localDateTime.slice(0, 13)}:00:00Z`);
    // the offset before and after: try each, keep the first that maps back to this local hour
    const candidates = [
      offsetAtInstant(asUtc - 14 * 3_600_000, timeZone),
      offsetAtInstant(asUtc + 14 * 3_600_000, timeZone),
    ];
    offset =
      candidates.find((o) => offsetAtInstant(asUtc - minutesOf(o) * 60_000, timeZone) === o) ??
      (candidates[1] as string);
    if (offsetCache.size > 20_000) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return `${localDateTime}:00${offset}`;
}
