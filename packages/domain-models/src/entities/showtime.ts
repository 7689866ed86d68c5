import * as v from 'valibot';
import { IsoDateSchema, LocalDateTimeSchema } from './common';
import { ShowSchema } from './show';

/** Special-showtime details. */
export const SpecialShowtimeDetailsSchema = v.object({
  titleScreening: v.string(),
  titleShowtimeDetails: v.string(),
  descriptionShowtimeDetails: v.string(),
  source: v.string(),
  highlightedTitle: v.string(),
  color: v.string(),
  backgroundColor: v.string(),
  pictoBanner: v.nullable(v.string()),
  specialShowtimeCinema: v.string(),
});
/** What a full-price ticket of a showtime costs at its cinema, surcharges included, in the site's currency. */
export const ShowtimePriceSchema = v.object({
  /** Full price plus every surcharge. */
  amount: v.number(),
  currency: v.string(),
  /** The cinema's full price. */
  fullPrice: v.number(),
  /** Each surcharge included (experience or 3D), labelled in the page language. */
  surcharges: v.array(v.object({ tag: v.string(), label: v.string(), amount: v.number() })),
});
/** A showtime's price. */
export type ShowtimePrice = v.InferOutput<typeof ShowtimePriceSchema>;
/** A tag used by the showtimes of an answer: what its icon and its badge accordion show. */
export const ShowtimeTagDetailSchema = v.object({
  slug: v.string(),
  title: v.string(),
  /** experience, format, event or accessibility. */
  category: v.string(),
  icon: v.string(),
  badgeTitle: v.string(),
  /** Null when the tag has no badge description (its accordion is hidden, SHELL-69). */
  badgeDescription: v.nullable(v.string()),
});
/** A tag of a showtimes answer. */
export type ShowtimeTagDetail = v.InferOutput<typeof ShowtimeTagDetailSchema>;
/** A date-time with the offset of the site's time zone, e.g. 2026-03-11T20:30:00+01:00. */
const OffsetDateTimeSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/, 'must be an ISO date-time with offset'),
);
/**
 * A showtime. Times are local to the cinema. status: locked once reservabilityEnd has passed.
 * `time` is the session's start; the pre-show (adverts and trailers) runs `preShowMinutes`, the
 * film starts at `filmTime` and ends at `endTime` (domain-models' `filmTimes`).
 * `refCmd` is the showtime's reference in the ticketing tunnel; `url` = settings.tunnelUrl + refCmd.
 */
export const ShowtimeSchema = v.object({
  id: v.string(),
  status: v.picklist(['available', 'soldout', 'locked']),
  time: LocalDateTimeSchema,
  datetime: LocalDateTimeSchema,
  /** When the film ends: session start + pre-show + runtime (`filmTimes`). */
  endTime: LocalDateTimeSchema,
  /** When the film itself starts, after the pre-show. */
  filmTime: LocalDateTimeSchema,
  /** Length of the pre-show (adverts and trailers) in minutes: the cinema's, or the session's own. */
  preShowMinutes: v.number(),
  reservabilityEnd: LocalDateTimeSchema,
  /** `label` is the short label (VF, VOST, OV...), `name` the version spelt out in the page language. */
  version: v.object({ slug: v.string(), label: v.string(), name: v.string() }),
  /** Session start, film start and film end as instants with the site's offset (JSON-LD, calendar files). */
  startsAt: OffsetDateTimeSchema,
  filmStartsAt: OffsetDateTimeSchema,
  endsAt: OffsetDateTimeSchema,
  tags: v.array(v.string()),
  flags: v.object({ '3d': v.boolean() }),
  experienceIcons: v.array(v.string()),
  accessibilityIcons: v.array(v.string()),
  refCmd: v.string(),
  url: v.string(),
  auditoriumName: v.string(),
  auditoriumCapacity: v.number(),
  auditorium: v.string(),
  seatCount: v.number(),
  /** Seats still for sale (0 when sold out), of `auditoriumCapacity`: the reference API derives a stable figure. */
  seatsLeft: v.number(),
  isPremiere: v.boolean(),
  specialShowtimeDetails: v.nullable(SpecialShowtimeDetailsSchema),
  price: ShowtimePriceSchema,
});
/** A showtime. */
export type Showtime = v.InferOutput<typeof ShowtimeSchema>;
/** Showtimes of one show in one cinema on one day. */
export const CinemaShowtimesSchema = v.object({
  cinemaSlug: v.string(),
  cinemaName: v.string(),
  /** City (page language), its slug, the cinema's postal code and street: the panel and JSON-LD address. */
  cinemaCity: v.string(),
  cinemaCitySlug: v.string(),
  cinemaPostalCode: v.string(),
  cinemaAddress: v.string(),
  /** The nearby-cinema note: the nearest cinema within 15 km also playing this show that day. */
  sessionsNearby: v.nullable(v.object({ cinema: v.string(), cinemaName: v.string(), wording: v.string() })),
  showSlug: v.string(),
  date: IsoDateSchema,
  showtimes: v.array(ShowtimeSchema),
});
/** Showtimes of one show in one cinema on one day. */
export type CinemaShowtimes = v.InferOutput<typeof CinemaShowtimesSchema>;
/** Answer of GET /api/show/{slug}/showtimes/{date} and /{cinemaOrCity}/{date}. */
export const ShowShowtimesSchema = v.object({
  show: v.string(),
  date: IsoDateSchema,
  /** Days from the site's local today, within the window, with a showtime for the selection (place and filters) still to come. */
  days: v.array(IsoDateSchema),
  /** The first of `days` after `date` (null when none): the day to offer when `date` has none. */
  nextDay: v.nullable(IsoDateSchema),
  /** The site's IANA time zone (times are local to it) and currency (prices). */
  timeZone: v.string(),
  currency: v.string(),
  /** Filters applied (`?versions=`, `?tags=`), as understood. */
  filters: v.object({ versions: v.array(v.string()), tags: v.array(v.string()) }),
  /** Versions and tags found over the window for the place, whatever the filters: the chips to offer. */
  facets: v.object({ versions: v.array(v.string()), tags: v.array(v.string()) }),
  /** Every tag the answer's showtimes carry, with its icon and badge. */
  tags: v.array(ShowtimeTagDetailSchema),
  cinemas: v.array(CinemaShowtimesSchema),
});
/** Showtimes of a show. */
export type ShowShowtimes = v.InferOutput<typeof ShowShowtimesSchema>;
/** Answer of schedule calls (cinema, city, event, experience): shows with their showtimes on one day. */
export const ScheduleSchema = v.object({
  date: IsoDateSchema,
  days: v.array(IsoDateSchema),
  /** The first of `days` after `date` (null when none). */
  nextDay: v.nullable(IsoDateSchema),
  shows: v.array(
    v.object({ show: ShowSchema, cinemas: v.array(CinemaShowtimesSchema), sortPriority: v.picklist([0, 1, 2, 3]) }),
  ),
});
/** A schedule. */
export type Schedule = v.InferOutput<typeof ScheduleSchema>;
/** A count of accessible showtimes under the answer's other filters (a facet chip or a summary line). */
const AccessibleCountSchema = v.object({ slug: v.string(), title: v.string(), count: v.number() });
/** One accessible showtime of the list: its film, its cinema (the panel's address) and the showtime. */
export const AccessibleShowtimeSchema = v.object({
  showSlug: v.string(),
  showTitle: v.string(),
  /** The film's length in minutes and its rating, as the showtime panel shows them. */
  showDuration: v.number(),
  showRating: v.object({ label: v.string(), warning: v.nullable(v.string()) }),
  cinemaSlug: v.string(),
  cinemaName: v.string(),
  cinemaCity: v.string(),
  cinemaCitySlug: v.string(),
  cinemaPostalCode: v.string(),
  cinemaAddress: v.string(),
  showtime: ShowtimeSchema,
});
/** An accessible showtime of the list. */
export type AccessibleShowtime = v.InferOutput<typeof AccessibleShowtimeSchema>;
/**
 * Answer of GET /api/accessible-showtimes: the site's bookable showtimes with audio description,
 * subtitles for the deaf and hard of hearing or a relaxed screening (ACCESSIBILITY_TAGS), counted
 * per feature, film and cinema, and one page of them by day and start.
 */
export const AccessibleShowtimesSchema = v.object({
  /** Filters applied (`?features=`, `?show=`, `?place=` a cinema or city slug, `?date=`), as understood. */
  filters: v.object({
    features: v.array(v.string()),
    show: v.nullable(v.string()),
    place: v.nullable(v.string()),
    date: v.nullable(IsoDateSchema),
  }),
  timeZone: v.string(),
  currency: v.string(),
  /** Days with a matching showtime, whatever the date filter. */
  days: v.array(IsoDateSchema),
  /** Per feature (every accessibility tag, in their order): matching showtimes, whatever the feature filter. */
  features: v.array(AccessibleCountSchema),
  /** Per film: matching showtimes, whatever the film filter; most first. */
  films: v.array(AccessibleCountSchema),
  /** Per cinema (`city`: its city in the page language): matching showtimes, whatever the place filter; most first. */
  cinemas: v.array(v.object({ ...AccessibleCountSchema.entries, city: v.string(), citySlug: v.string() })),
  /** Matching showtimes in all, and the page of them answered (`?offset=`, `?limit=`: 20 by default). */
  total: v.number(),
  offset: v.number(),
  limit: v.number(),
  items: v.array(AccessibleShowtimeSchema),
  /** The accessibility tags with their icon and badge. */
  tags: v.array(ShowtimeTagDetailSchema),
});
/** Accessible showtimes of a site. */
export type AccessibleShowtimes = v.InferOutput<typeof AccessibleShowtimesSchema>;
