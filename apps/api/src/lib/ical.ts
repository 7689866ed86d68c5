import { createEvents, type EventAttributes } from 'ics';

/** The longest content line of an iCalendar file, in octets, line break excluded (RFC 5545 §3.1). */
export const ICAL_LINE_OCTETS = 75;

/**
 * Folds every content line of an iCalendar text at 75 octets (RFC 5545 §3.1): a CRLF and one
 * space, the space counting in the next line's 75. Lines are measured in UTF-8 octets and cut
 * only between code points (never inside a UTF-8 sequence). Lines already folded (by characters,
 * as the `ics` library does) are unfolded first.
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

/**
 * A calendar of several events (a feed), written by the `ics` library (which writes
 * `X-PUBLISHED-TTL:PT1H` and `X-WR-CALNAME`) with RFC 7986's `REFRESH-INTERVAL` and `NAME` added,
 * folded at 75 octets (`foldIcs`).
 */
export function writeCalendar(events: EventAttributes[], header: { productId: string; calName: string }): string {
  const { error, value } = createEvents(events, { productId: header.productId, calName: header.calName });
  if (error || !value) throw error ?? new Error('calendar could not be written');
  const escaped = header.calName.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
  return foldIcs(
    value.replace(
      `X-PUBLISHED-TTL:${FEED_REFRESH}\r\n`,
      `X-PUBLISHED-TTL:${FEED_REFRESH}\r\nREFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}\r\nNAME:${escaped}\r\n`,
    ),
  );
}
