/**
 * The public feeds' addresses on a site's origin (decision 0047): one rule
 * for the pages' subscribe links, the home's head, the sitemap and the edge. The calendars are the
 * API's (reached through the edge's `/api/` proxy, which names the site from the Host); the Atom
 * feed is the edge's own.
 */

/** A cinema's or a film's iCalendar feed (the next 21 days of its showtimes) in a language. */
export function calendarFeedPath(kind: 'cinema' | 'film', slug: string, language: string): string {
  return `/api/feeds/${kind}/${encodeURIComponent(slug)}.ics?language=${encodeURIComponent(language)}`;
}

/** The Atom feed of the films newly scheduled on the site, in a language. */
export const NEW_FILMS_FEED = '/feeds/new-films.atom';
export const newFilmsFeedPath = (language: string): string =>
  `${NEW_FILMS_FEED}?language=${encodeURIComponent(language)}`;

/** The `webcal:` form of an absolute http(s) calendar address (what calendar apps subscribe to). */
export const webcalUrl = (url: string): string => url.replace(/^https?:/, 'webcal:');
