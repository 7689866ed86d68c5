import type { Hono } from 'hono';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import { viewCtx } from '../queries/context';
import { docOf, docsOf, renamedTo } from '../queries/docs';
import type { Store } from '../store';
import { offersPageView, promotionView, temporaryOfferView } from '../views/offer';
import { articleList, sameSlugEverywhere } from './news';
import { articleAnswer, findArticle } from './shared/articles';

/** /api/offers and /api/offer/{slug}: the offers (articles), one offer, the offers page, promotions, temporary offers. */
export function offersRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  app.get('/api/offers', (c) => articleList(c, store, cache, 'offer'));
  app.get('/api/offer/:slug', (c) => {
    // A former slug answers the offer under its new one (`redirectSlug`: the page redirects, CAT-02).
    const asked = c.req.param('slug');
    const renamed = renamedTo(store, 'offer', c.get('req').site, asked) ?? null;
    const d = findArticle(store, c.get('req'), renamed ?? asked, 'offer');
    return cached(c, () => ({ ...articleAnswer(store, d, viewCtx(store, c.get('req'))), redirectSlug: renamed }));
  });
  app.get('/api/offer/:slug/translate', (c) =>
    sameSlugEverywhere(c, store, cache, findArticle(store, c.get('req'), c.req.param('slug'), 'offer').slug),
  );
  app.get('/api/offers/page', (c) =>
    cached(c, () => {
      const ctx = viewCtx(store, c.get('req'));
      return offersPageView(docOf(store, 'offers-page', ctx.r.site, 'page'), ctx);
    }),
  );
  app.get('/api/offers/promotion', (c) =>
    cached(c, () => {
      const ctx = viewCtx(store, c.get('req'));
      return { items: docsOf(store, 'promotion', ctx.r.site).map((d) => promotionView(d, ctx)) };
    }),
  );
  app.get('/api/offers/temporary', (c) =>
    cached(c, () => {
      const ctx = viewCtx(store, c.get('req'));
      return { items: docsOf(store, 'temporary-offer', ctx.r.site).map((d) => temporaryOfferView(d, ctx)) };
    }),
  );
}
