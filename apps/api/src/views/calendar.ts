import { filmTimes } from '@marquee/domain-models';
import { withOffset } from '../lib/dates';
import type { CalendarEvent } from '../lib/ical';
import { pickText } from '../lib/text';
import type { CinemaRow, Lang, ShowRecord, ShowtimeRow, SiteInfo } from '../rows';
import type { ViewCtx } from './context';

/** What a showtime's calendar event is made of, resolved by the route. */
export interface ShowtimeEventInput {
  row: ShowtimeRow;
  show: ShowRecord;
  cinema: CinemaRow;
  site: SiteInfo;
  lang: Lang;
  /** The version's short label and spelt-out name (versionNames), if known. */
  version: { label: string; name: string } | undefined;
  /** The site's public origin (lib/public-origin.ts): the booking link is absolute on it. */
  origin: string;
  /** DTSTAMP (ms); a feed gives a stable instant, so that an unchanged calendar keeps its bytes and ETag. */
  stamp: number;
  /** The answer texts in `lang` (the line of the session and film times). */
  text: ViewCtx['text'];
}

/** The booking hand-off of a showtime on the site's public origin. */
export const bookingUrl = (origin: string, showtimeId: number, lang: Lang) =>
  `${origin}/api/booking/${showtimeId}?language=${lang}`;

/**
 * A showtime as an iCalendar event (RFC 5545, written by lib/ical.ts): the start and end as
 * UTC instants converted from the cinema's local time in the site's time zone (a floating local
 * time would move in a calendar set to another zone) — the start is the session's (when to be
 * there), the end the film's (domain-models' filmTimes: pre-show and runtime), and the
 * description says when the film itself starts —, the film, the cinema's address and the
 * booking link on the site's public origin; UID `showtime-<id>-<site>@marquee` (the showtime's
 * deterministic id: the same event in every file and feed that carries it). One rule for the
 * single file (routes/calendar.ts) and the feeds (routes/feeds.ts).
 */
export function showtimeEvent(input: ShowtimeEventInput): CalendarEvent {
  const { row, show, cinema, site, lang, version, origin } = input;
  const local = `${row.date}T${row.start}`;
  const start = Date.parse(withOffset(local, site.timeZone));
  const film = filmTimes(local, row.pre_show ?? cinema.preShowMinutes, show.duration || 120, site.timeZone);
  const end = Date.parse(withOffset(film.filmEnd, site.timeZone));
  const booking = bookingUrl(origin, row.id, lang);
  const times = input.text('calendar.filmTimes', {
    time: row.start,
    film: film.filmStart.slice(11, 16),
    end: film.filmEnd.slice(11, 16),
  });
  return {
    uid: `showtime-${row.id}-${site.code}@marquee`,
    stamp: input.stamp,
    start,
    end,
    summary: `${pickText(show.titles, lang)} — ${cinema.name}`,
    description: [version ? `${version.label} · ${version.name}` : row.version.toUpperCase(), times, booking].join(
      '\n',
    ),
    location: `${cinema.name}, ${cinema.addressLine1}, ${cinema.addressZip} ${pickText(cinema.city, lang)}`,
    geo: { lat: cinema.lat, lon: cinema.lon },
    url: booking,
  };
}
