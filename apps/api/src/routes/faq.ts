import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import { notFound } from '../lib/errors';
import { PathSlug, parseOr400 } from '../lib/validate';
import { faqArticles, faqCategories } from '../queries/faq';
import type { FaqArticleRow, Lang } from '../rows';
import type { Store } from '../store';
import { faqArticleView, faqCategoryView } from '../views/faq';

/** An article id: its number, or the id a search result carries (`faq-103`, views/search.ts). */
const ArticleId = v.pipe(
  v.string(),
  v.regex(/^(?:faq-)?\d{1,9}$/, 'must be a number or a search result id (faq-<number>)'),
  v.transform((id) => Number(id.replace(/^faq-/, ''))),
);
const CategoryRef = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'must be a number or a slug'));

/** The help centre's calls: an article by slug or id, a category by id or slug, every category. */
export function faqRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  /** The article `pick` finds, with its category and related articles; 404 when none (`param` names what was asked). */
  const article = (lang: Lang, pick: (a: FaqArticleRow) => boolean, param?: string) => {
    const articles = faqArticles(store, lang);
    const found = articles.find(pick);
    if (!found) throw notFound('FAQ article', param);
    return faqArticleView(found, faqCategories(store, lang), articles);
  };

  app.get('/api/faq/article/slug/:slug', (c) => {
    const slug = parseOr400(PathSlug, c.req.param('slug'), 'slug');
    return cached(c, () => article(c.get('req').lang, (a) => a.slug === slug));
  });

  app.get('/api/faq/article/id/:id', (c) => {
    const id = parseOr400(ArticleId, c.req.param('id'), 'id');
    return cached(c, () => article(c.get('req').lang, (a) => a.id === id, 'id'));
  });

  app.get('/api/faq/category/:categoryId', (c) => {
    const raw = parseOr400(CategoryRef, c.req.param('categoryId'), 'categoryId');
    return cached(c, () => {
      const { lang } = c.get('req');
      const cat = faqCategories(store, lang).find((x) => String(x.id) === raw || x.slug === raw);
      if (!cat) throw notFound('FAQ category', 'categoryId');
      return faqCategoryView(cat, faqArticles(store, lang));
    });
  });

  app.get('/api/faq/categories', (c) => cached(c, () => ({ items: faqCategories(store, c.get('req').lang) })));
}
