import { getFaqArticleById, getFaqArticleBySlug } from '@marquee/api-client';
import type { FaqArticle } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';
import { RELATED_ARTICLES } from './help-rules';
import { sanitiseArticleHtml } from './sanitise';

// Its own module: only the article page's chunk carries the sanitiser (DOMPurify in the browser).

/** A help article ready to render: its CMS content sanitised, at most 5 related articles. */
export type HelpArticleData = FaqArticle & { readonly safeContent: string };

/**
 * A help article by id (HELP-05) or by slug (HELP-06); missing is not found (HELP-07). Its CMS
 * HTML is sanitised here, in the loader, which runs on the server for the first page and in the
 * browser on client navigation: the same rules both ways.
 */
export async function loadHelpArticle(context: PageContext, by: 'id' | 'slug'): Promise<HelpArticleData> {
  const article =
    by === 'id'
      ? await getFaqArticleById(context.api, context.params.id ?? '', context.signal)
      : await getFaqArticleBySlug(context.api, context.params.slug ?? '', context.signal);
  return {
    ...article,
    related: article.related.filter((other) => other.id !== article.id).slice(0, RELATED_ARTICLES),
    content: '',
    safeContent: sanitiseArticleHtml(article.content),
  };
}
