import * as v from 'valibot';
import { ImageSchema, SeoSchema } from './common';

/** A service of a cinema. */
export const CinemaServiceSchema = v.object({
  slug: v.string(),
  label: v.string(),
  description: v.string(),
  image: v.string(),
});
/** A cinema as listed. gpsPosition: x = longitude, y = latitude. */
export const CinemaSchema = v.object({
  slug: v.string(),
  vistaRef: v.string(),
  name: v.string(),
  city: v.string(),
  citySlug: v.string(),
  gpsPosition: v.object({ x: v.number(), y: v.number() }),
  addressLine1: v.string(),
  addressLine2: v.nullable(v.string()),
  addressZip: v.string(),
  addressCity: v.string(),
  address: v.object({ city: v.string(), postalCode: v.string() }),
  tags: v.array(v.string()),
  description: v.string(),
  disabledServices: v.array(v.string()),
  backdrop: v.string(),
  statistics: v.object({ seats: v.number(), halls: v.number() }),
  mapsUrl: v.string(),
  services: v.array(CinemaServiceSchema),
  sessionsNearby: v.nullable(v.object({ cinema: v.string(), wording: v.string() })),
  seo: SeoSchema,
  redirectSlug: v.nullable(v.string()),
});
/** A cinema. */
export type Cinema = v.InferOutput<typeof CinemaSchema>;
/** Answer of GET /api/cinemas. */
export const CinemaListSchema = v.object({ total: v.number(), cinemas: v.array(CinemaSchema) });
/** A cinema list. */
export type CinemaList = v.InferOutput<typeof CinemaListSchema>;

/** A price line of a cinema's pricing. */
export const PriceSchema = v.object({
  label: v.string(),
  amount: v.number(),
  currency: v.string(),
  termsIndex: v.nullable(v.number()),
  /** On a complement: the surcharge tag it prices (imax, 3d...), as on the showtimes it applies to. */
  tag: v.optional(v.string()),
});
/** A hall of a cinema. */
export const HallSchema = v.object({
  name: v.string(),
  seats: v.number(),
  tags: v.array(v.string()),
  accessibleSeats: v.number(),
});
/** A cinema's details (GET /api/cinema/{slug}). */
export const CinemaDetailSchema = v.object({
  ...CinemaSchema.entries,
  halls: v.array(HallSchema),
  cinepass: v.array(v.object({ label: v.string(), price: v.number(), image: v.string(), legend: v.string() })),
  ecards: v.array(
    v.object({
      label: v.string(),
      singleTtcAmount: v.number(),
      ttcAmount: v.number(),
      image: v.string(),
      imageAlt: v.string(),
      refCmd: v.string(),
      highlightMessage: v.nullable(v.string()),
    }),
  ),
  nearbyCinemas: v.array(v.object({ slug: v.string(), name: v.string(), distanceKm: v.number() })),
  nearbyCities: v.array(v.object({ slug: v.string(), name: v.string() })),
  itinerary: v.object({ publicTransport: v.string(), car: v.string(), parking: v.string() }),
  pricing: v.object({
    prices: v.array(PriceSchema),
    complements: v.array(PriceSchema),
    terms: v.array(v.string()),
    globalTerms: v.string(),
  }),
  pushes: v.array(
    v.object({
      title: v.string(),
      date: v.nullable(v.string()),
      cta: v.object({ label: v.string(), url: v.string() }),
      backdrop: v.string(),
      contentTag: v.string(),
      goal: v.string(),
      description: v.string(),
      backgroundColor: v.string(),
    }),
  ),
  cinemaWeekOffset: v.number(),
  tracking: v.object({ citySlug: v.string(), cinemaSlug: v.string() }),
  premium: v.boolean(),
  cinemaPremium: v.array(v.string()),
  accessibilityDescription: v.string(),
  accesLibreUrl: v.nullable(v.string()),
  image: ImageSchema,
});
/** A cinema's details. */
export type CinemaDetail = v.InferOutput<typeof CinemaDetailSchema>;
/** A cinema alert. */
export const CinemaAlertSchema = v.object({
  title: v.string(),
  message: v.string(),
  cinemas: v.array(v.string()),
  warning: v.boolean(),
  allCinemas: v.boolean(),
  cta: v.nullable(v.object({ label: v.string(), url: v.string() })),
});
/** A cinema alert. */
export type CinemaAlert = v.InferOutput<typeof CinemaAlertSchema>;

/** A city as listed. */
export const CitySchema = v.object({
  slug: v.string(),
  name: v.string(),
  postalCode: v.string(),
  mainRegion: v.string(),
  singlePage: v.boolean(),
  gpsPosition: v.object({ x: v.number(), y: v.number() }),
  cinemaCount: v.number(),
});
/** A city. */
export type City = v.InferOutput<typeof CitySchema>;
/** Answer of GET /api/cities. */
export const CityListSchema = v.object({ total: v.number(), cities: v.array(CitySchema) });
/** Answer of GET /api/city/{slug}. */
export const CityDetailSchema = v.object({
  ...CitySchema.entries,
  defaultCinema: v.nullable(v.string()),
  description: v.string(),
  seo: SeoSchema,
  cinemas: v.array(CinemaSchema),
  nearby: v.array(v.object({ slug: v.string(), name: v.string(), distanceKm: v.number() })),
  backdrop: v.string(),
  backdropMobile: v.string(),
  highlight: v.object({ title: v.string(), description: v.string(), shows: v.array(v.string()) }),
});
/** A city's details. */
export type CityDetail = v.InferOutput<typeof CityDetailSchema>;
