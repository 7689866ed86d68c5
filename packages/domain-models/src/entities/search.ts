import * as v from 'valibot';
import { RouteSchema } from './common';

/** Search result types. */
export const SearchTypeSchema = v.picklist(['show', 'cinema', 'offer', 'news', 'faq']);
/** A search result type. */
export type SearchType = v.InferOutput<typeof SearchTypeSchema>;
/** A search result. */
export const SearchResultSchema = v.object({
  id: v.string(),
  type: SearchTypeSchema,
  slug: v.string(),
  title: v.string(),
  image: v.nullable(v.string()),
  url: v.string(),
  publicationDate: v.nullable(v.string()),
  route: RouteSchema,
  payload: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()])),
  topic: v.nullable(v.string()),
});
/** A search result. */
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;
/** Answer of GET /api/search/full. */
export const SearchAnswerSchema = v.object({
  query: v.string(),
  total: v.number(),
  counts: v.object({ show: v.number(), cinema: v.number(), offer: v.number(), news: v.number(), faq: v.number() }),
  results: v.array(SearchResultSchema),
});
/** A search answer. */
export type SearchAnswer = v.InferOutput<typeof SearchAnswerSchema>;
/** A search history item (kept by the front end). */
export const SearchHistoryItemSchema = v.object({
  title: v.string(),
  subtitle: v.string(),
  url: v.string(),
  route: RouteSchema,
});
