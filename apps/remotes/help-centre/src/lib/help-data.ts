import { ApiError, getFaqCategory } from '@marquee/api-client';
import type { FaqCategory } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';
import * as v from 'valibot';

/** Answer of GET /api/faq/categories: the site's help topics in the page language. */
const FaqCategoryListSchema = v.object({
  items: v.array(
    v.object({ id: v.number(), slug: v.string(), topic: v.string(), title: v.string(), description: v.string() }),
  ),
});

/** The help home: the six topics of the page language, each with its articles (HELP-01..04). */
export interface HelpHomeData {
  readonly topics: readonly FaqCategory[];
}

/**
 * The help home (HELP-01..04): the topics of the page language (GET /api/faq/categories), each
 * with its articles (GET /api/faq/category/{id}, in parallel). A topic without articles is left out.
 */
export async function loadHelpHome(context: PageContext): Promise<HelpHomeData> {
  const list = await context.api.get('/api/faq/categories', FaqCategoryListSchema, undefined, context.signal);
  const topics = await Promise.all(list.items.map((item) => getFaqCategory(context.api, item.id, context.signal)));
  return { topics: topics.filter((topic) => topic.articles.length > 0) };
}

/**
 * A help category (HELP-09): its title, description and articles. A missing category is not
 * found (the API's 404, HELP-10), and so is one without articles (HELP-11).
 */
export async function loadHelpCategory(context: PageContext): Promise<FaqCategory> {
  const id = context.params.categoryId ?? '';
  const category = await getFaqCategory(context.api, id, context.signal);
  if (category.articles.length === 0) {
    throw new ApiError('not-found', `/api/faq/category/${id}`, 404, 'the help category has no article');
  }
  return category;
}
