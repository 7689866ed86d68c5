import * as v from 'valibot';

/** A YYYY-MM-DD calendar date (the date 1900-01-01 means unknown). */
export const IsoDateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date'));
/** A local date-time without zone, YYYY-MM-DDTHH:mm (times are local to the cinema). */
export const LocalDateTimeSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'must be a YYYY-MM-DDTHH:mm local date-time'),
);
/** A site code, as sent in the X-Marquee-Site header. */
export const SiteCodeSchema = v.picklist(['fr', 'ch', 'be', 'nl', 'tn', 'sn', 'ci', 'ma']);
/** A language of the product. */
export const LanguageCodeSchema = v.picklist(['fr', 'en', 'de', 'nl']);
/** A URL slug: lower-case letters, digits and hyphens. */
export const SlugSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(200, 'is too long'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug'),
);
/** An image reference served by the API (path under /api/media) with a text alternative. */
export const ImageSchema = v.object({ url: v.string(), alt: v.string() });
/** A call to action. */
export const CtaSchema = v.object({ label: v.string(), url: v.string(), blank: v.boolean() });
/** SEO block of a page. */
export const SeoSchema = v.object({ title: v.string(), description: v.string() });
/** Route a link follows (page kind and its parameters). */
export const RouteSchema = v.object({ path: v.string(), parameters: v.record(v.string(), v.string()) });
/** Every error answer of the API: HTTP status, a stable code and a message naming the field when one is at fault. */
export const ApiErrorSchema = v.object({
  status: v.number(),
  error: v.string(),
  message: v.string(),
  field: v.optional(v.string()),
});
/** An error answer of the API. */
export type ApiError = v.InferOutput<typeof ApiErrorSchema>;
/** Per-language slugs of a record (answer of every /translate call). */
export const TranslateSchema = v.object({
  slug: v.string(),
  translations: v.array(v.object({ language: LanguageCodeSchema, slug: v.string() })),
});
/** Answer of a /translate call. */
export type Translate = v.InferOutput<typeof TranslateSchema>;
