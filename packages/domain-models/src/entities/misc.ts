import * as v from 'valibot';
import { IsoDateSchema } from './common';
import { VideoSchema } from './show';

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
