import type { Hono } from 'hono';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import { notFound } from '../lib/errors';
import { PathSlug, parseOr400 } from '../lib/validate';
import { cinemasOf } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import { docOf, docsOf } from '../queries/docs';
import { listedShows } from '../queries/shows';
import type { Store } from '../store';
import type { Req } from '../views/context';
import { showSlug } from '../views/show';
import { templateItemView, templateView } from '../views/template';
import { sameSlugEverywhere } from './news';

/** Master templates (info pages): the list, a page, its translations. */
export function masterTemplateRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  const findTemplate = (r: Req, slug: string) => {
    parseOr400(PathSlug, slug, 'slug');
    const d = docOf(store, 'master-template', r.site, slug);
    if (!d) throw notFound('page');
    return d;
  };
  app.get('/api/master-template/pages', (c) =>
    cached(c, () => {
      const ctx = viewCtx(store, c.get('req'));
      return { items: docsOf(store, 'master-template', ctx.r.site).map((d) => templateItemView(d, ctx)) };
    }),
  );
  app.get('/api/master-template/page/:slug', (c) => {
    const d = findTemplate(c.get('req'), c.req.param('slug'));
    return cached(c, () => {
      const ctx = viewCtx(store, c.get('req'));
      const r = ctx.r;
      return templateView(
        d,
        {
          experiences: docsOf(store, 'gpxp', r.site).slice(0, 4),
          cinemas: cinemasOf(store, r.site)
            .slice(0, 3)
            .map((cn) => cn.slug),
          shows: listedShows(store, r)
            .filter((s) => s.isMovie)
            .slice(0, 4)
            .map((s) => showSlug(s, r.lang)),
        },
        ctx,
      );
    });
  });
  for (const path of ['/api/master-template/page/:slug/translate', '/api/master-template/translate/:slug']) {
    app.get(path, (c) =>
      sameSlugEverywhere(c, store, cache, findTemplate(c.get('req'), c.req.param('slug') ?? '').slug),
    );
  }
}
