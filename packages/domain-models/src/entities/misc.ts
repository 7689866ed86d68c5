import * as v from 'valibot';
import { IsoDateSchema } from './common';
import { VideoSchema } from './show';
import { FEEDBACK_COMMENT_MAX } from '../rules/constants';

/** An alert. */
export const AlertSchema = v.object({
  level: v.picklist(['warning', 'info']),
  title: v.string(),
  subtitle: v.string(),
  message: v.string(),
  class: v.string(),
  icon: v.nullable(v.string()),
  autoCloseId: v.nullable(v.string()),
  cinemas: v.array(v.string()),
  allCinemas: v.boolean(),
});
/** An alert of GET /api/alerts. */
export type Alert = v.InferOutput<typeof AlertSchema>;
/** Answer of GET /api/alerts. */
export const AlertListSchema = v.object({ items: v.array(AlertSchema) });
/** A zone. */
export const ZoneSchema = v.object({ id: v.string(), name: v.string(), country: v.string() });
/** Answer of GET /api/zone. */
export const ZoneListSchema = v.object({ items: v.array(ZoneSchema) });
/** Answer of GET /api/zone/{id}: release date per show slug. */
export const ZoneDetailSchema = v.object({ ...ZoneSchema.entries, dates: v.record(v.string(), IsoDateSchema) });
/** Answer of GET /api/youtube/latest. */
export const YoutubeLatestSchema = v.object({ channel: v.string(), videos: v.array(VideoSchema) });
/** Answer of GET /api/vod. */
export const VodSchema = v.object({
  enabled: v.boolean(),
  items: v.array(
    v.object({ slug: v.string(), title: v.string(), poster: v.string(), availability: v.string(), url: v.string() }),
  ),
});
/** Answer of GET /api/chat/availability. */
export const ChatAvailabilitySchema = v.object({
  available: v.boolean(),
  instructions: v.array(v.picklist(['agents', 'no-agents', 'schedule'])),
  opensAt: v.nullable(v.string()),
});

/** Largest feedback comment accepted (characters). */
/** Body of POST /api/feedback: the visitor's rating of the site (1 to 5), an optional comment, the page it was given on. */
export const FeedbackBodySchema = v.object({
  rating: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1), v.maxValue(5)),
  comment: v.optional(
    v.pipe(
      v.string('must be text'),
      v.trim(),
      v.maxLength(FEEDBACK_COMMENT_MAX, `must be at most ${FEEDBACK_COMMENT_MAX} characters`),
    ),
    '',
  ),
  page: v.pipe(
    v.string('must be a path'),
    v.maxLength(300, 'is too long'),
    v.regex(/^\/[^\s]*$/, 'must be a path of the site'),
  ),
});
/** A feedback as sent. */
export type FeedbackBody = v.InferInput<typeof FeedbackBodySchema>;
/** Answer of POST /api/feedback: the feedback as stored (the comment trimmed), with its id. */
export const FeedbackReceiptSchema = v.object({
  id: v.number(),
  receivedAt: v.string(),
  rating: v.number(),
  comment: v.string(),
  page: v.string(),
});
