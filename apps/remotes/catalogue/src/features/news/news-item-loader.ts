import { getNewsItem } from '@marquee/api-client';
import type { Article } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';
import { cmsSanitiser } from '../../lib/cms-sanitiser';

/** A news item: the article with its content sanitised (the raw CMS HTML is not kept). */
export type NewsItemData = Article;

/** GET /api/news/{slug} (CAT-69): missing is the not-found view; a `redirectSlug` is a 301. */
export async function loadNewsItem(context: Pick<PageContext, 'api' | 'signal' | 'params'>): Promise<NewsItemData> {
  const item = await getNewsItem(context.api, context.params.slug ?? '', context.signal);
  const sanitiseCmsHtml = await cmsSanitiser();
  return { ...item, content: sanitiseCmsHtml(item.content) };
}
