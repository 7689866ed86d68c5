import type { CinemaShowtimes, ShowtimeTagDetail } from '@marquee/domain-models';
import { localize, pickText } from './lib/text';
import { cinemaById, cinemasNear } from './queries/cinemas';
import { docsOf } from './queries/docs';
import { cinemasPlayingOn, windowEnd } from './queries/showtimes';
import type { CinemaRow, ShowtimeRow } from './rows';
import type { ShowRecord } from './seed/catalogue';
import type { Store } from './store';
import type { Req, ViewCtx } from './views/context';
import { showSlug } from './views/show';
import type { Lasting } from './lib/lasting';
import { showtimeChangesAt, showtimeView, type VersionNames } from './views/showtime';

/**
 * What every showtimes answer shares (a film's showtimes, cinema and city schedules, events,
 * experiences): the day list from the site's local today, the per-cinema groups with the
 * cinema's address and the nearby-cinema note, version names and tag badges. Rows come from the
 * queries layer (src/queries/showtimes.ts), shapes from the views (src/views/showtime.ts).
 */

/** The first day of `days` after `date`, or null. */
export function nextDayAfter(days: readonly string[], date: string): string | null {
  return days.find((d) => d > date) ?? null;
}

/** True when `date` is a day the site offers (local today to the window's end). */
export const inWindow = (r: Req, date: string) => date >= r.today && date <= windowEnd(r);

const SHORT_LABELS: Record<string, string> = { vf: 'VF', vost: 'VOST', vo: 'VO', ov: 'OV', nl: 'NL', de: 'DE' };

/** Short label (VF, VOST, OV...: the same in every language) and name (page language) of each version. */
export function versionNames(store: Store, ctx: ViewCtx): VersionNames {
  const map = new Map<string, { label: string; name: string }>();
  for (const d of docsOf(store, 'version', '*')) {
    map.set(d.slug, {
      label: SHORT_LABELS[d.slug] ?? d.slug.toUpperCase(),
      name: ctx.text(`version.${d.slug}`, undefined, localize<{ label: string }>(d.data, ctx.r.lang).label),
    });
  }
  return map;
}

/** Tag slugs and version slugs the data knows (filters name only these). */
export function knownSlugs(store: Store): { tags: Set<string>; versions: Set<string> } {
  return {
    tags: new Set(docsOf(store, 'tag', '*').map((d) => d.slug)),
    versions: new Set(docsOf(store, 'version', '*').map((d) => d.slug)),
  };
}

/** Icon and badge of each tag, in the tags' own order (experiences, format, events, accessibility). */
export function tagDetails(store: Store, slugs: Iterable<string>, lang: Req['lang']): ShowtimeTagDetail[] {
  const wanted = new Set(slugs);
  return docsOf(store, 'tag', '*')
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

/** The nearby-cinema note of a cinema for a show on a day: the nearest cinema within 15 km playing it too. */
async function sessionsNearby(store: Store, cinema: CinemaRow, playingOn: () => Promise<Set<number>>, ctx: ViewCtx) {
  const near = cinemasNear(store, cinema);
  if (near.length === 0) return null;
  const playing = await playingOn();
  const other = near.find((o) => playing.has(o.id));
  if (!other) return null;
  return { cinema: other.slug, cinemaName: other.name, wording: ctx.text('cinema.nearby', { name: other.name }) };
}

/**
 * Showtime rows of one show on one day, grouped by cinema (rows in cinema then start order);
 * `lasting` hears when each showtime's status or seats next change (the answer cache's bound).
 */
export async function cinemaShowtimes(
  store: Store,
  rows: ShowtimeRow[],
  ctx: ViewCtx,
  show: ShowRecord,
  date: string,
  lasting?: Lasting,
): Promise<CinemaShowtimes[]> {
  const { r } = ctx;
  // the cinemas playing the show that day: read once, when a cinema with neighbours needs them
  let playing: Promise<Set<number>> | undefined;
  const playingOn = () => {
    playing ??= cinemasPlayingOn(store, show.id, date);
    return playing;
  };
  const versions = versionNames(store, ctx);
  const groups = new Map<number, CinemaShowtimes>();
  for (const row of rows) {
    const cinema = cinemaById(store, row.cinema_id);
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
        sessionsNearby: await sessionsNearby(store, cinema, playingOn, ctx),
        showSlug: showSlug(show, r.lang),
        date,
        showtimes: [],
      };
      groups.set(row.cinema_id, g);
    }
    const view = showtimeView(row, show, cinema, versions, ctx);
    g.showtimes.push(view);
    if (lasting) {
      const changes = showtimeChangesAt(view, `${r.today}T${r.time}`);
      if (changes !== null) lasting.changesAt(changes);
    }
  }
  return [...groups.values()];
}
