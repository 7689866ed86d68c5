import type { Hono } from 'hono';
import { type AnswerCache, catalogue, type Env } from '../http';
import { viewCtx } from '../queries/context';
import type { Store } from '../store';
import { articleList, sameSlugEverywhere } from './news';
import { articleAnswer, findArticle } from './shared/articles';

/** /api/articles and /api/article/{slug}: every article of the site, one, its translations. */
export function articlesRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  app.get('/api/articles', (c) => articleList(c, store, cache));
  app.get('/api/article/:slug', (c) => {
    const d = findArticle(store, c.get('req'), c.req.param('slug'));
    return catalogue(c, store, cache, () => articleAnswer(store, d, viewCtx(store, c.get('req'))));
  });
  app.get('/api/article/:slug/translate', (c) =>
    sameSlugEverywhere(c, store, cache, findArticle(store, c.get('req'), c.req.param('slug')).slug),
  );
}
