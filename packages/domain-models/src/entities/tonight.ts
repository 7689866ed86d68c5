import * as v from 'valibot';
import { IsoDateSchema } from './common';
import { ShowSchema } from './show';
import { ShowtimeSchema, ShowtimeTagDetailSchema } from './showtime';

/** A local time of day, HH:mm. */
const LocalTimeSchema = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, 'must be a HH:mm local time'));

/** The presets of the "tonight" search: see rules/tonight.ts for their windows. */
export const TonightPresetSchema = v.picklist(['now', 'after-work', 'evening']);
/** A preset of the "tonight" search. */
export type TonightPreset = v.InferOutput<typeof TonightPresetSchema>;

/** A cinema of a "tonight" answer: what a row and the panel show, and its distance from the asked position. */
export const TonightCinemaSchema = v.object({
  slug: v.string(),
  name: v.string(),
  city: v.string(),
  citySlug: v.string(),
  postalCode: v.string(),
  address: v.string(),
  /** Kilometres from the asked position (null when no position was asked). */
  distanceKm: v.nullable(v.number()),
});
/** A cinema of a "tonight" answer. */
export type TonightCinema = v.InferOutput<typeof TonightCinemaSchema>;

/** One showtime of the answer: the film and the cinema by slug (in `shows` and `cinemas`). */
export const TonightShowtimeSchema = v.object({
  show: v.string(),
  cinema: v.string(),
  showtime: ShowtimeSchema,
});
/** One showtime of a "tonight" answer. */
export type TonightShowtime = v.InferOutput<typeof TonightShowtimeSchema>;

/**
 * What the answer says about the question: `window-reversed` (the window ended before it started:
 * its end was dropped), `unknown-place` (a city or cinemas the site does not have: every cinema
 * of the site instead), `radius-widened` (no cinema within the radius of the position: the
 * radius was widened to the nearest ones), `ignored` (malformed values, named in `fields`).
 */
export const TonightNoticeSchema = v.object({
  code: v.picklist(['window-reversed', 'unknown-place', 'radius-widened', 'ignored']),
  fields: v.array(v.string()),
});
/** A notice of a "tonight" answer. */
export type TonightNotice = v.InferOutput<typeof TonightNoticeSchema>;

/**
 * The nearest useful alternative when nothing fits: showings later the same day (the window's end
 * dropped), on the next day with showings that fit, or within a wider radius — its first showings.
 */
export const TonightAlternativeSchema = v.object({
  kind: v.picklist(['later', 'another-day', 'wider-radius']),
  date: IsoDateSchema,
  from: LocalTimeSchema,
  to: v.nullable(LocalTimeSchema),
  radiusKm: v.nullable(v.number()),
  total: v.number(),
  showtimes: v.array(TonightShowtimeSchema),
});
/** The alternative of an empty "tonight" answer. */
export type TonightAlternative = v.InferOutput<typeof TonightAlternativeSchema>;

/**
 * Answer of GET /api/tonight: every showtime across all films on a day that starts after `from`
 * and whose film ends before `to`, at a place, with the film page's chips, sorted by start or
 * distance (at most `limit`; `total` counts all).
 */
export const TonightSchema = v.object({
  date: IsoDateSchema,
  /** The site's local today when answered. */
  today: IsoDateSchema,
  timeZone: v.string(),
  currency: v.string(),
  /**
   * The window: its first start (null: from now on, the site's time when read — the preset `now`,
   * or no start asked for today), its end (the film ends by then; null: any end) and its preset.
   * The answer names no clock time of its own: it holds as long as its showtimes do (a showtime's
   * status says whether it can still be booked), not a minute.
   */
  window: v.object({
    from: v.nullable(LocalTimeSchema),
    to: v.nullable(LocalTimeSchema),
    preset: v.nullable(TonightPresetSchema),
  }),
  place: v.object({
    kind: v.picklist(['site', 'position', 'city', 'cinemas']),
    city: v.nullable(v.string()),
    cinemas: v.array(v.string()),
    position: v.nullable(v.object({ lat: v.number(), lng: v.number() })),
    radiusKm: v.nullable(v.number()),
  }),
  sort: v.picklist(['start', 'distance']),
  filters: v.object({ versions: v.array(v.string()), tags: v.array(v.string()) }),
  /** Versions and tags of the window's showtimes at the place, whatever the chips: the chips to offer. */
  facets: v.object({ versions: v.array(v.string()), tags: v.array(v.string()) }),
  tags: v.array(ShowtimeTagDetailSchema),
  total: v.number(),
  showtimes: v.array(TonightShowtimeSchema),
  /** The films and cinemas the showtimes (and the alternative's) name, each once. */
  shows: v.array(ShowSchema),
  cinemas: v.array(TonightCinemaSchema),
  notices: v.array(TonightNoticeSchema),
  alternative: v.nullable(TonightAlternativeSchema),
});
/** A "tonight" answer. */
export type Tonight = v.InferOutput<typeof TonightSchema>;
