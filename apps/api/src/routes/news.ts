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
  type: v.optional(ArticleTypeSchema),
});
const PAGE_SIZE = 12;

/** A paged list of the site's articles (of one type if given, else `?type=`). */
export function articleList(c: Ctx, store: Store, cache: AnswerCache, type?: string): Response {
  const q = parseOr400(PageQuery, c.req.query(), '');
  return catalogue(c, store, cache, () => {
    const ctx = viewCtx(store, c.get('req'));
    const all = articlesOf(store, ctx.r, type ?? q.type).map((d) => articleItem(d, ctx));
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
        .filter((d) => !q.type || articleType(d) === q.type)
        .map((d) => articleItem(d, ctx));
      return { total: all.length, items: all };
    });
  });
  app.get('/api/news/:slug', (c) => {
    const d = findArticle(store, c.get('req'), c.req.param('slug'), 'news');
    return catalogue(c, store, cache, () => articleAnswer(store, d, viewCtx(store, c.get('req'))));
  });
  app.get('/api/news/:slug/translate', (c) =>
    sameSlugEverywhere(c, store, cache, findArticle(store, c.get('req'), c.req.param('slug'), 'news').slug),
  );
}
