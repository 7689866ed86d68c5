import type { CinemaShowtimes, ShowtimeTagDetail } from '@marquee/domain-models';
import { WINDOW_DAYS } from './db/showtimes';
import { addDays, addMinutes } from './lib/dates';
import { localize, pickText } from './lib/text';
import type { ShowRecord } from './seed/catalogue';
import type { Lang, Text } from './seed/sites';
import type { CinemaRow, ShowtimeRow, Store } from './store';
import { distanceKm, RESERVABLE_MINUTES, type Req, showSlug, showtimeView } from './views';

/**
 * What every showtimes answer shares (a film's showtimes, cinema and city schedules, events,
 * experiences): the day list from the site's local today, the per-cinema groups with the
 * cinema's address and the nearby-cinema note, version names and tag badges.
 */

/** Last day of the window the site offers from its local today. */
export const windowEnd = (r: Req) => addDays(r.today, WINDOW_DAYS - 1);

/**
 * The earliest start time today that can still be booked: a day is offered while one of its
 * showtimes can be. Today at 23:30, every showtime has started: today is left out of `days`.
 */
export function bookableFrom(r: Req): string {
  const cutoff = addMinutes(`${r.today}T${r.time}`, -RESERVABLE_MINUTES);
  return cutoff.startsWith(r.today) ? cutoff.slice(11) : '00:00';
}

/**
 * SQL condition keeping showtimes that can still be booked within the window (alias `s`), and its
 * parameters: from today's bookable start to the window's last day.
 */
export function openWindow(r: Req): { sql: string; params: string[] } {
  return {
    sql: '(s.date > ? OR (s.date = ? AND s.start >= ?)) AND s.date <= ?',
    params: [r.today, r.today, bookableFrom(r), windowEnd(r)],
  };
}

/** The first day of `days` after `date`, or null. */
export function nextDayAfter(days: readonly string[], date: string): string | null {
  return days.find((d) => d > date) ?? null;
}

/** True when `date` is a day the site offers (local today to the window's end). */
export const inWindow = (r: Req, date: string) => date >= r.today && date <= windowEnd(r);

/** Each version spelt out (for the panel and screen readers; the short label is on the button). */
const VERSION_NAMES: Record<string, Text> = {
  vf: { en: 'French version', fr: 'Version française', de: 'Französische Fassung', nl: 'Franse versie' },
  vost: {
    en: 'Original version with subtitles',
    fr: 'Version originale sous-titrée',
    de: 'Originalfassung mit Untertiteln',
    nl: 'Originele versie met ondertiteling',
  },
  vo: { en: 'Original version', fr: 'Version originale', de: 'Originalfassung', nl: 'Originele versie' },
  ov: {
    en: 'Original version with Dutch subtitles',
    fr: 'Version originale sous-titrée en néerlandais',
    de: 'Originalfassung mit niederländischen Untertiteln',
    nl: 'Originele versie met Nederlandse ondertiteling',
  },
  nl: { en: 'Dutch version', fr: 'Version néerlandaise', de: 'Niederländische Fassung', nl: 'Nederlandse versie' },
  de: { en: 'German version', fr: 'Version allemande', de: 'Deutsche Fassung', nl: 'Duitse versie' },
};

/** Short label (VF, VOST, OV...: the same in every language) and name (page language) of each version. */
export function versionNames(store: Store, lang: Lang): Map<string, { label: string; name: string }> {
  const short: Record<string, string> = { vf: 'VF', vost: 'VOST', vo: 'VO', ov: 'OV', nl: 'NL', de: 'DE' };
  const map = new Map<string, { label: string; name: string }>();
  for (const d of store.docsOf('version', '*')) {
    const name = VERSION_NAMES[d.slug];
    map.set(d.slug, {
      label: short[d.slug] ?? d.slug.toUpperCase(),
      name: name ? pickText(name, lang) : localize<{ label: string }>(d.data, lang).label,
    });
  }
  return map;
}

/** Tag slugs and version slugs the data knows (filters name only these). */
export function knownSlugs(store: Store): { tags: Set<string>; versions: Set<string> } {
  return {
    tags: new Set(store.docsOf('tag', '*').map((d) => d.slug)),
    versions: new Set(store.docsOf('version', '*').map((d) => d.slug)),
  };
}

/** Icon and badge of each tag, in the tags' own order (experiences, format, events, accessibility). */
export function tagDetails(store: Store, slugs: Iterable<string>, lang: Lang): ShowtimeTagDetail[] {
  const wanted = new Set(slugs);
  return store
    .docsOf('tag', '*')
    .filter((d) => wanted.has(d.slug))
    .map((d) => {
      const x = localize<{ slug: string; title: string; description: string; category: string }>(d.data, lang);
      return {
        slug: x.slug,
        title: x.title,
        category: x.category,
        icon: `/api/media/icon/${x.slug}.svg`,
        badgeTitle: x.title,
        // a format (3D) has no badge: its accordion is hidden (SHELL-69), as /api/tags says (hasBadge)
        badgeDescription: x.category === 'format' ? null : x.description,
      };
    });
}

const nearbyMemo = new WeakMap<Store, Map<number, CinemaRow[]>>();
/** Other cinemas of the same site within 15 km, nearest first. */
function cinemasNear(store: Store, cinema: CinemaRow): CinemaRow[] {
  let memo = nearbyMemo.get(store);
  if (!memo) {
    memo = new Map();
    nearbyMemo.set(store, memo);
  }
  let list = memo.get(cinema.id);
  if (!list) {
    list = store
      .cinemasOf(cinema.site)
      .filter((o) => o.id !== cinema.id && distanceKm(o, cinema) < 15)
      .sort((a, b) => distanceKm(a, cinema) - distanceKm(b, cinema));
    memo.set(cinema.id, list);
  }
  return list;
}

/** The nearby-cinema note of a cinema for a show on a day: the nearest cinema within 15 km playing it too. */
function sessionsNearby(store: Store, cinema: CinemaRow, show: ShowRecord, date: string, lang: Lang) {
  const near = cinemasNear(store, cinema);
  if (near.length === 0) return null;
  const playing = new Set(
    (
      store
        .stmt('SELECT DISTINCT cinema_id AS id FROM showtimes WHERE show_id = ? AND date = ?')
        .all(show.id, date) as {
        id: number;
      }[]
    ).map((x) => x.id),
  );
  const other = near.find((o) => playing.has(o.id));
  if (!other) return null;
  return {
    cinema: other.slug,
    cinemaName: other.name,
    wording: pickText(
      {
        en: `More showtimes at ${other.name}`,
        fr: `Plus de séances au ${other.name}`,
        de: `Mehr Vorstellungen im ${other.name}`,
        nl: `Meer voorstellingen in ${other.name}`,
      },
      lang,
    ),
  };
}

/** Showtime rows of one show on one day, grouped by cinema (rows in cinema then start order). */
export function cinemaShowtimes(
  store: Store,
  rows: ShowtimeRow[],
  r: Req,
  show: ShowRecord,
  date: string,
): CinemaShowtimes[] {
  const versions = versionNames(store, r.lang);
  const groups = new Map<number, CinemaShowtimes>();
  for (const row of rows) {
    const cinema = store.cinemaById.get(row.cinema_id);
    if (!cinema) continue;
    let g = groups.get(row.cinema_id);
    if (!g) {
      g = {
        cinemaSlug: cinema.slug,
        cinemaName: cinema.name,
        cinemaCity: pickText(cinema.city, r.lang),
        cinemaCitySlug: cinema.citySlug,
        cinemaPostalCode: cinema.addressZip,
        cinemaAddress: cinema.addressLine1,
        sessionsNearby: sessionsNearby(store, cinema, show, date, r.lang),
        showSlug: showSlug(show, r.lang),
        date,
        showtimes: [],
      };
      groups.set(row.cinema_id, g);
    }
    g.showtimes.push(showtimeView(store, row, r, versions));
  }
  return [...groups.values()];
}
