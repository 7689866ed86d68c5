import * as v from 'valibot';
import { filterFooterFaq } from '../rules/lists';

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
/** A footer FAQ group as the API may send it: a question may lack its title or description. */
const RawFooterFaqGroupSchema = v.object({
  type: v.string(),
  questions: v.array(v.object({ title: v.nullish(v.string()), description: v.nullish(v.string()) })),
  slugs: v.array(v.string()),
});
/**
 * Answer of GET /api/footer/faq. An incomplete question does not make the answer invalid: it
 * is dropped (SHELL-37), so the output holds only questions with both fields.
 */
export const FooterFaqSchema = v.pipe(
  v.object({ groups: v.array(RawFooterFaqGroupSchema) }),
  v.transform((answer): { groups: v.InferOutput<typeof FooterFaqGroupSchema>[] } => ({
    groups: filterFooterFaq(answer.groups),
  })),
);
/** Footer FAQ. */
export type FooterFaq = v.InferOutput<typeof FooterFaqSchema>;
