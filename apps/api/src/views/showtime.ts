import {
  ACCESSIBILITY_TAGS,
  addDays,
  filmTimes,
  type Showtime,
  steadyOffset,
  wholeMinutes,
} from '@marquee/domain-models';
import { addMinutes, withOffset } from '../lib/dates';
import { derivedSeatsLeft } from '../lib/seats';
import { showtimePrice } from '../pricing';
import type { CinemaRow, ShowtimeRow } from '../rows';
import type { ShowRecord } from '../seed/catalogue';
import type { ViewCtx } from './context';

/** settings.tunnelUrl: a showtime's booking link is this + its refCmd (the reference API's hand-off page). */
export const TUNNEL_URL = '/api/booking/';
/** Minutes after its start during which a showtime can still be booked (then it is locked, "old"). */
export const RESERVABLE_MINUTES = 10;

const EXPERIENCE_TAGS = new Set(['imax', '4dx', 'dolby-cinema', 'screenx', 'premium']);
const ACCESS_TAGS = new Set(ACCESSIBILITY_TAGS);

/**
 * A showtime's film start and real end, local date-times: the session start, then the pre-show
 * (adverts and trailers: the session's own, else its cinema's), then the film's runtime, by the
 * domain's one rule (`filmTimes`, through the instant). The one place a showtime's times are
 * computed: its answer (`filmTime`, `endTime`) and the "tonight" window's end (decision 0054).
 */
export function showtimeFilmTimes(
  row: Pick<ShowtimeRow, 'date' | 'start' | 'pre_show'>,
  show: Pick<ShowRecord, 'duration'> | undefined,
  cinema: Pick<CinemaRow, 'preShowMinutes'> | undefined,
  timeZone: string,
): { preShowMinutes: number; filmStart: string; filmEnd: string } {
  const { preShowMinutes, runtimeMinutes } = showtimeMinutes(row, show, cinema);
  const times = filmTimes(`${row.date}T${row.start}`, preShowMinutes, runtimeMinutes, timeZone);
  return { preShowMinutes, ...times };
}

/** A showtime's pre-show (the session's own, else its cinema's) and its film's runtime (120 unknown), in minutes. */
function showtimeMinutes(
  row: Pick<ShowtimeRow, 'pre_show'>,
  show: Pick<ShowRecord, 'duration'> | undefined,
  cinema: Pick<CinemaRow, 'preShowMinutes'> | undefined,
): { preShowMinutes: number; runtimeMinutes: number } {
  return { preShowMinutes: row.pre_show ?? cinema?.preShowMinutes ?? 0, runtimeMinutes: show?.duration ?? 120 };
}

/** Minutes from a local day's midnight to a wall-clock `HH:mm` of that day. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether the films of one day's showtimes end by a local time of that day (`by`, `HH:mm`): the
 * "tonight" window's end over every showtime of a place on a day (tens of thousands at stress
 * size). `showtimeFilmTimes`'s rule, as sums of minutes from the day's midnight when the site's zone
 * keeps one offset from that day to the next day's end (`steadyOffset`: then the wall clock is the
 * instant, and a film that ends later than the next day ends after `by` whatever the offsets);
 * on a daylight-saving day, `showtimeFilmTimes` itself per showtime. Same result either way.
 */
export function filmEndsBy(
  day: string,
  by: string,
  timeZone: string,
): (
  row: Pick<ShowtimeRow, 'date' | 'start' | 'pre_show'>,
  show: Pick<ShowRecord, 'duration'> | undefined,
  cinema: Pick<CinemaRow, 'preShowMinutes'> | undefined,
) => boolean {
  if (!steadyOffset(`${day}T00:00`, `${addDays(day, 1)}T23:59`, timeZone)) {
    const endBy = `${day}T${by}`;
    return (row, show, cinema) => showtimeFilmTimes(row, show, cinema, timeZone).filmEnd <= endBy;
  }
  const limit = minutesOf(by);
  return (row, show, cinema) => {
    const { preShowMinutes, runtimeMinutes } = showtimeMinutes(row, show, cinema);
    return minutesOf(row.start) + wholeMinutes(preShowMinutes) + wholeMinutes(runtimeMinutes) <= limit;
  };
}

/** Short label and name (page language) of each version. */
export type VersionNames = ReadonlyMap<string, { label: string; name: string }>;

/** A showtime, its status computed against the site's local time (`ctx.r.today`, `ctx.r.time`). */
export function showtimeView(
  row: ShowtimeRow,
  show: ShowRecord | undefined,
  cinema: CinemaRow | undefined,
  versions: VersionNames,
  ctx: ViewCtx,
): Showtime {
  const { r } = ctx;
  const hall = cinema?.hallRows.find((h) => h.id === row.hall_id);
  const tags = JSON.parse(row.tags) as string[];
  const time = `${row.date}T${row.start}`;
  const reservabilityEnd = addMinutes(time, RESERVABLE_MINUTES);
  const timeZone = ctx.site.timeZone;
  // the session starts at `time`; the pre-show (the session's own, else the cinema's) then the film
  const { preShowMinutes, filmStart, filmEnd: endTime } = showtimeFilmTimes(row, show, cinema, timeZone);
  const nowLocal = `${r.today}T${r.time}`;
  const capacity = hall?.seats ?? 0;
  const minutesToStart = (Date.parse(`${time}:00Z`) - Date.parse(`${nowLocal}:00Z`)) / 60_000;
  const special = row.special ? (JSON.parse(row.special) as { kind: string }) : null;
  const specialTitle = special ? ctx.text(`special.${special.kind}`, undefined, '') : '';
  const hallName = `${ctx.text('showtime.hall')} ${hall?.name ?? '1'}`;
  const status = row.soldout ? 'soldout' : nowLocal > reservabilityEnd ? 'locked' : 'available';
  return {
    id: String(row.id),
    status,
    time,
    datetime: time,
    endTime,
    filmTime: filmStart,
    preShowMinutes,
    reservabilityEnd,
    version: {
      slug: row.version,
      label: versions.get(row.version)?.label ?? row.version.toUpperCase(),
      name: versions.get(row.version)?.name ?? row.version.toUpperCase(),
    },
    startsAt: withOffset(time, timeZone),
    filmStartsAt: withOffset(filmStart, timeZone),
    endsAt: withOffset(endTime, timeZone),
    tags,
    flags: { '3d': tags.includes('3d') },
    experienceIcons: tags.filter((t) => EXPERIENCE_TAGS.has(t)),
    accessibilityIcons: tags.filter((t) => ACCESS_TAGS.has(t)),
    refCmd: String(row.id),
    url: `${TUNNEL_URL}${row.id}`,
    auditoriumName: hallName,
    auditoriumCapacity: capacity,
    auditorium: hallName,
    seatCount: capacity,
    seatsLeft: derivedSeatsLeft(row.id, capacity, row.soldout === 1, minutesToStart),
    isPremiere: tags.includes('avp'),
    specialShowtimeDetails:
      special && specialTitle
        ? {
            titleScreening: specialTitle,
            titleShowtimeDetails: specialTitle,
            descriptionShowtimeDetails: ctx.text(`special.${special.kind}.description`),
            source: special.kind,
            highlightedTitle: specialTitle,
            color: '#111111',
            backgroundColor: special.kind === 'premiere' ? '#ffc426' : '#e8e3d9',
            pictoBanner: null,
            specialShowtimeCinema: cinema?.slug ?? '',
          }
        : null,
    price: showtimePrice(cinema ?? { site: r.site }, tags, r.lang),
  };
}

/**
 * The first local minute after `nowLocal` at which a showtime's view (built at `nowLocal`) reads
 * differently, or null when it never will: what the answer cache keeps an answer listing it until
 * (src/lib/lasting.ts). Its status turns `locked` the minute after `reservabilityEnd`; its seats
 * left (`derivedSeatsLeft`: whole hours to the start, at least 0) change each time the hours to
 * its start lose one, the last time at its start. A sold-out showtime never changes.
 */
export function showtimeChangesAt(st: Showtime, nowLocal: string): string | null {
  if (st.status === 'soldout') return null;
  let next: string | null = st.status === 'available' ? addMinutes(st.reservabilityEnd, 1) : null;
  if (st.seatCount > 0) {
    const minutesToStart = (Date.parse(`${st.time}:00Z`) - Date.parse(`${nowLocal}:00Z`)) / 60_000;
    const hours = Math.max(0, Math.ceil(minutesToStart / 60));
    if (hours >= 1) {
      const seats = addMinutes(st.time, -60 * (hours - 1));
      if (next === null || seats < next) next = seats;
    }
  }
  return next;
}
