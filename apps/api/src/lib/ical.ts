/** The longest content line of an iCalendar file, in octets, line break excluded (RFC 5545 §3.1). */
export const ICAL_LINE_OCTETS = 75;

/**
 * Folds every content line of an iCalendar text at 75 octets (RFC 5545 §3.1): a CRLF and one
 * space, the space counting in the next line's 75. Lines are measured in UTF-8 octets and cut
 * only between code points (never inside a UTF-8 sequence). Lines already folded are unfolded first.
 */
export function foldIcs(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines.map(foldLine).join('\r\n');
}

function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= ICAL_LINE_OCTETS) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation holds the leading space and 74 more.
  let room = ICAL_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > room) {
      parts.push(part);
      part = '';
      octets = 0;
      room = ICAL_LINE_OCTETS - 1;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** How often a subscribed calendar asks again: RFC 7986 REFRESH-INTERVAL and the older X-PUBLISHED-TTL. */
export const FEED_REFRESH = 'PT1H';

/** A calendar event (VEVENT): instants in ms, texts as they read. */
export interface CalendarEvent {
  readonly uid: string;
  /** DTSTAMP: when the event's information was written (a stable instant keeps a feed's bytes). */
  readonly stamp: number;
  readonly start: number;
  readonly end: number;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  readonly geo: { readonly lat: number; readonly lon: number };
  readonly url: string;
}

/** A DATE-TIME in UTC (RFC 5545 §3.3.5, form #2): `20260311T193000Z`. */
export const icsUtc = (ms: number): string =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export const icsText = (text: string): string => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * An iCalendar object (RFC 5545) of events, the one writer of the API's calendars: the single
 * showtime file and the feeds. UTC instants (no VTIMEZONE needed), `METHOD:PUBLISH`; a feed
 * (`name` given) also carries its name (`X-WR-CALNAME`, RFC 7986 `NAME`) and how often to ask
 * again (`REFRESH-INTERVAL`, `X-PUBLISHED-TTL`). Lines end in CRLF and are folded at 75 octets.
 */
export function writeCalendar(
  events: readonly CalendarEvent[],
  header: { readonly productId: string; readonly name?: string },
): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'CALSCALE:GREGORIAN', `PRODID:${icsText(header.productId)}`];
  lines.push('METHOD:PUBLISH');
  if (header.name !== undefined) {
    lines.push(
      `X-WR-CALNAME:${icsText(header.name)}`,
      `NAME:${icsText(header.name)}`,
      `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
      `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    );
  }
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsText(event.uid)}`,
      `DTSTAMP:${icsUtc(event.stamp)}`,
      `DTSTART:${icsUtc(event.start)}`,
      `DTEND:${icsUtc(event.end)}`,
      `SUMMARY:${icsText(event.summary)}`,
      `DESCRIPTION:${icsText(event.description)}`,
      `LOCATION:${icsText(event.location)}`,
      `GEO:${event.geo.lat};${event.geo.lon}`,
      `URL:${event.url}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return foldIcs(lines.join('\r\n'));
}
