import { ArticleTypeSchema } from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import { parseOr400 } from '../lib/validate';
import { viewCtx } from '../queries/context';
import type { Store } from '../store';
import { articleItem, articleType } from '../views/article';
import { articleAnswer, articlesOf, findArticle } from './shared/articles';

export const PageQuery = v.object({
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'must be a page number'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
    ),
  ),
  /** One type, or a comma list of types (the news page lists news, events and offers, never experiences). */
  type: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.split(',')),
      v.array(ArticleTypeSchema),
      v.minLength(1, 'must name a type'),
    ),
  ),
});
const PAGE_SIZE = 12;

/** The types of articles the news item page shows (`/api/news/{slug}`): news and events. */
const NEWS_ITEM_TYPES = ['news', 'event'];

/**
 * A paged list of the site's articles (of one type if given, else of the types `?type=` names);
 * `total` counts what the pages list.
 */
export function articleList(c: Ctx, store: Store, cache: AnswerCache, type?: string): Response {
  const q = parseOr400(PageQuery, c.req.query(), '');
  const types: readonly string[] | undefined = type ? [type] : q.type;
  return catalogue(c, store, cache, () => {
    const ctx = viewCtx(store, c.get('req'));
    const all = articlesOf(store, ctx.r)
      .filter((d) => !types || types.includes(articleType(d)))
      .map((d) => articleItem(d, ctx));
    const page = q.page ?? 1;
    return { total: all.length, items: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) };
  });
}

/** The slug of a page in every language of the site (content slugs are the same in every language). */
export function sameSlugEverywhere(c: Ctx, store: Store, cache: AnswerCache, slug: string): Response {
  return catalogue(c, store, cache, () => ({
    slug,
    translations: viewCtx(store, c.get('req')).site.languages.map((language) => ({ language, slug })),
  }));
}

/** /api/news and /api/news-offers: the news, an article, its translations. */
export function newsRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  app.get('/api/news', (c) => articleList(c, store, cache, 'news'));
  app.get('/api/news-offers', (c) => {
    const q = parseOr400(PageQuery, c.req.query(), '');
    return catalogue(c, store, cache, () => {
      const ctx = viewCtx(store, c.get('req'));
      const all = articlesOf(store, ctx.r)
        .filter((d) => ['news', 'offer'].includes(articleType(d)))
        .filter((d) => !q.type || q.type.includes(articleType(d) as (typeof q.type)[number]))
        .map((d) => articleItem(d, ctx));
      return { total: all.length, items: all };
    });
  });
  // The news item page (NewsItem) shows news and events: the news list links both there.
  app.get('/api/news/:slug', (c) => {
    const d = findArticle(store, c.get('req'), c.req.param('slug'), NEWS_ITEM_TYPES);
    return catalogue(c, store, cache, () => articleAnswer(store, d, viewCtx(store, c.get('req'))));
  });
  app.get('/api/news/:slug/translate', (c) =>
    sameSlugEverywhere(c, store, cache, findArticle(store, c.get('req'), c.req.param('slug'), NEWS_ITEM_TYPES).slug),
  );
}
