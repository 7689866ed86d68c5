import { ACCESSIBILITY_TAGS, type Showtime } from '@marquee/domain-models';
import { addMinutes, withOffset } from '../lib/dates';
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
 * When a showtime's film ends, local date-time: the session start plus the film's runtime. The one
 * place a showtime's end is computed (its `endTime`, the "tonight" window's end): when the data
 * carries each cinema's pre-show (adverts and trailers), this becomes start + pre-show + runtime.
 */
export function filmEnd(
  row: Pick<ShowtimeRow, 'date' | 'start'>,
  show: Pick<ShowRecord, 'duration'> | undefined,
): string {
  return addMinutes(`${row.date}T${row.start}`, show?.duration ?? 120);
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
  const endTime = filmEnd(row, show);
  const timeZone = ctx.site.timeZone;
  const nowLocal = `${r.today}T${r.time}`;
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
    reservabilityEnd,
    version: {
      slug: row.version,
      label: versions.get(row.version)?.label ?? row.version.toUpperCase(),
      name: versions.get(row.version)?.name ?? row.version.toUpperCase(),
    },
    startsAt: withOffset(time, timeZone),
    endsAt: withOffset(endTime, timeZone),
    tags,
    flags: { '3d': tags.includes('3d') },
    experienceIcons: tags.filter((t) => EXPERIENCE_TAGS.has(t)),
    accessibilityIcons: tags.filter((t) => ACCESS_TAGS.has(t)),
    refCmd: String(row.id),
    url: `${TUNNEL_URL}${row.id}`,
    auditoriumName: hallName,
    auditoriumCapacity: hall?.seats ?? 0,
    auditorium: hallName,
    seatCount: hall?.seats ?? 0,
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
