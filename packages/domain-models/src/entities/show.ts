import * as v from 'valibot';
import { RATING_SYSTEMS } from '../sites';
import { IsoDateSchema, SeoSchema } from './common';

/** Content rating of a show in the site's scheme (CSA, Cinecheck, Default). */
export const ContentRatingSchema = v.object({
  system: v.picklist(RATING_SYSTEMS),
  label: v.string(),
  warning: v.nullable(v.string()),
  icon: v.nullable(v.string()),
});
/** A release of a show in one zone (date 1900-01-01 = unknown). */
export const ReleaseSchema = v.object({ date: IsoDateSchema, zone: v.string() });
/** One file of a video served by the API: its URL and its MIME type with codecs (for `<source type>`). */
export const VideoSourceSchema = v.object({ url: v.string(), type: v.string() });
/**
 * A video (trailer). `url` is the page or file to link to (the provider's watch page, or the MP4
 * of an S3 video); `embedUrl` the provider's player for an iframe (null for S3); `sources` the
 * files of an S3 video to play in a `<video>`, best first (WebM/VP9, then MP4/H.264), empty for
 * provider videos; `externalId` the provider's id (YouTube, Vimeo, AlloCiné).
 */
export const VideoSchema = v.object({
  externalId: v.string(),
  isMain: v.boolean(),
  language: v.string(),
  title: v.string(),
  snapshot: v.string(),
  videoType: v.picklist(['allocine', 'vimeo', 'youtube', 'S3']),
  url: v.string(),
  embedUrl: v.nullable(v.string()),
  sources: v.array(VideoSourceSchema),
  /** Length in seconds, when known. */
  duration: v.nullable(v.number()),
});
/** A video (trailer). */
export type Video = v.InferOutput<typeof VideoSchema>;
/** Image of a show in several sizes. */
export const SizedImageSchema = v.object({ sm: v.string(), md: v.string(), lg: v.string() });

/** A show (film or event) as listed. */
export const ShowSchema = v.object({
  slug: v.string(),
  showRef: v.string(),
  title: v.string(),
  originalTitle: v.string(),
  posterPath: v.string(),
  backgroundPath: v.string(),
  poster: SizedImageSchema,
  background: SizedImageSchema,
  contentRating: ContentRatingSchema,
  cinechecks: v.array(v.string()),
  warning: v.nullable(v.string()),
  isMovie: v.boolean(),
  isNew: v.boolean(),
  notComingSoon: v.boolean(),
  isComingSoon: v.boolean(),
  flag: v.nullable(v.string()),
  flagColor: v.nullable(v.picklist([1, 2, 3, 4, 5])),
  label: v.nullable(v.string()),
  labelFlagColor: v.nullable(v.picklist([1, 2, 3, 4, 5])),
  genericOrder: v.number(),
  homeOrder: v.nullable(v.number()),
  upcomingOrder: v.nullable(v.number()),
  cineOrder: v.nullable(v.number()),
  cineKidsOrder: v.nullable(v.number()),
  genres: v.array(v.string()),
  duration: v.number(),
  synopsis: v.string(),
  directors: v.string(),
  actors: v.string(),
  releases: v.array(ReleaseSchema),
  nationality: v.string(),
  trailers: v.array(VideoSchema),
  feelings: v.object({ wishlist: v.number(), disappointed: v.number(), liked: v.number(), loved: v.number() }),
  tracking: v.object({
    title: v.string(),
    refHubble: v.string(),
    visa: v.string(),
    originalTitle: v.string(),
    nationality: v.string(),
    next24ShowtimesCount: v.number(),
    copiesCount: v.number(),
  }),
  redirectSlug: v.nullable(v.string()),
  salesOpeningDatetime: v.nullable(v.string()),
  showtimesDisplayDatetime: v.nullable(v.string()),
  specialEvent: v.boolean(),
  isKids: v.boolean(),
  bookable: v.boolean(),
  isEarlyAVP: v.boolean(),
  vod: v.boolean(),
  vodAvailability: v.nullable(v.string()),
  tags: v.array(v.string()),
});
/** A show (film or event). */
export type Show = v.InferOutput<typeof ShowSchema>;
/**
 * What a show list's bookable showtimes at the site offer (GET /api/shows?facets=true): their
 * days, versions and tags — the choices of the list pages' filters.
 */
export const ShowListFacetsSchema = v.object({
  days: v.array(IsoDateSchema),
  versions: v.array(v.string()),
  tags: v.array(v.string()),
});
/** The facets of a show list. */
export type ShowListFacets = v.InferOutput<typeof ShowListFacetsSchema>;
/** Answer of GET /api/shows and other show lists (`facets` only when asked for). */
export const ShowListSchema = v.object({
  total: v.number(),
  shows: v.array(ShowSchema),
  facets: v.optional(ShowListFacetsSchema),
});
/** A show list. */
export type ShowList = v.InferOutput<typeof ShowListSchema>;
/** Answer of GET /api/show/{slug}: the show with its SEO block and the days it plays on the site. */
export const ShowDetailSchema = v.object({
  ...ShowSchema.entries,
  seo: SeoSchema,
  days: v.array(IsoDateSchema),
  cinemaCount: v.number(),
});
/** A show's details. */
export type ShowDetail = v.InferOutput<typeof ShowDetailSchema>;
