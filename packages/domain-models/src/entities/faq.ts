import * as v from 'valibot';

/** A FAQ article. */
export const FaqArticleSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  category: v.object({ id: v.number(), name: v.string() }),
  teaser: v.string(),
  content: v.string(),
  publicationDate: v.string(),
  agentforce: v.boolean(),
  related: v.array(v.object({ id: v.number(), slug: v.string(), title: v.string() })),
});
/** A FAQ article. */
export type FaqArticle = v.InferOutput<typeof FaqArticleSchema>;
/** Answer of GET /api/faq/category/{categoryId}. */
export const FaqCategorySchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  topic: v.string(),
  articles: v.array(v.object({ id: v.number(), slug: v.string(), title: v.string(), teaser: v.string() })),
});
/** A FAQ category. */
export type FaqCategory = v.InferOutput<typeof FaqCategorySchema>;
/** A footer FAQ question: both fields required (questions lacking one are dropped). */
export const FooterFaqItemSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  description: v.pipe(v.string(), v.minLength(1)),
});
/** A footer FAQ group. */
export const FooterFaqGroupSchema = v.object({
  type: v.string(),
  questions: v.array(FooterFaqItemSchema),
  slugs: v.array(v.string()),
});
/** Answer of GET /api/footer/faq. */
export const FooterFaqSchema = v.object({ groups: v.array(FooterFaqGroupSchema) });
/** Footer FAQ. */
export type FooterFaq = v.InferOutput<typeof FooterFaqSchema>;
