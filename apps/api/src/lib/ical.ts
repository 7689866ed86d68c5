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
