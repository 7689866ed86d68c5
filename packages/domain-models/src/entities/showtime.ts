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
/** A showtime. Times are local to the cinema. status: locked once reservabilityEnd has passed. */
export const ShowtimeSchema = v.object({
  id: v.string(),
  status: v.picklist(['available', 'soldout', 'locked']),
  time: LocalDateTimeSchema,
  datetime: LocalDateTimeSchema,
  endTime: LocalDateTimeSchema,
  reservabilityEnd: LocalDateTimeSchema,
  version: v.object({ slug: v.string(), label: v.string() }),
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
  isPremiere: v.boolean(),
  specialShowtimeDetails: v.nullable(SpecialShowtimeDetailsSchema),
});
/** A showtime. */
export type Showtime = v.InferOutput<typeof ShowtimeSchema>;
/** Showtimes of one show in one cinema on one day. */
export const CinemaShowtimesSchema = v.object({
  cinemaSlug: v.string(),
  cinemaName: v.string(),
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
  days: v.array(IsoDateSchema),
  cinemas: v.array(CinemaShowtimesSchema),
});
/** Showtimes of a show. */
export type ShowShowtimes = v.InferOutput<typeof ShowShowtimesSchema>;
/** Answer of schedule calls (cinema, city, event, experience): shows with their showtimes on one day. */
export const ScheduleSchema = v.object({
  date: IsoDateSchema,
  days: v.array(IsoDateSchema),
  shows: v.array(
    v.object({ show: ShowSchema, cinemas: v.array(CinemaShowtimesSchema), sortPriority: v.picklist([0, 1, 2, 3]) }),
  ),
});
/** A schedule. */
export type Schedule = v.InferOutput<typeof ScheduleSchema>;
