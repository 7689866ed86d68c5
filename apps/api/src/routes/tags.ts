import type { Version } from '@marquee/domain-models';
import type { Hono } from 'hono';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import { notFound } from '../lib/errors';
import { localize } from '../lib/text';
import { PathSlug, parseOr400 } from '../lib/validate';
import { viewCtx } from '../queries/context';
import { docsOf } from '../queries/docs';
import type { Store } from '../store';
import { tagView } from '../views/experience';

/** /api/tags, /api/tag/{slug} and /api/versions. */
export function tagsRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  app.get('/api/tags', (c) =>
    cached(c, () => {
      const ctx = viewCtx(store, c.get('req'));
      return { tags: docsOf(store, 'tag', ctx.r.site).map((d, i) => tagView(d, i, ctx)) };
    }),
  );
  app.get('/api/tag/:slug', (c) => {
    const slug = parseOr400(PathSlug, c.req.param('slug'), 'slug');
    return cached(c, () => {
      const ctx = viewCtx(store, c.get('req'));
      const tags = docsOf(store, 'tag', ctx.r.site);
      const index = tags.findIndex((d) => d.slug === slug);
      const d = tags[index];
      if (!d) throw notFound('Tag', 'slug');
      return tagView(d, index, ctx);
    });
  });
  app.get('/api/versions', (c) =>
    cached(c, () => {
      const r = c.get('req');
      return { versions: docsOf(store, 'version', r.site).map((d) => localize<Version>(d.data, r.lang)) };
    }),
  );
}
