import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, type Ctx, catalogue, catalogueAsync, type Env } from '../http';
import { notFound } from '../lib/errors';
import { DateParam, PathSlug, parseOr400 } from '../lib/validate';
import { cinemasTagged } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import { docOf, docsOf } from '../queries/docs';
import type { DocRow } from '../rows';
import type { Store } from '../store';
import { articleItem } from '../views/article';
import type { Req, ViewCtx } from '../views/context';
import { experienceGroup, experienceView, groupOf, tagView } from '../views/experience';
import { articleExperience, articlesOf } from './shared/articles';
import { schedule } from './shared/answers';

const DateQuery = v.object({ date: v.optional(DateParam) });

/** Experiences (gpxp, alias /api/experiences), their schedules, the technologies and the experience groups. */
export function experiencesRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  const cachedAsync = (c: Ctx, build: () => Promise<unknown>) => catalogueAsync(c, store, cache, build);
  const experience = (d: DocRow, ctx: ViewCtx) =>
    experienceView(
      d,
      cinemasTagged(store, ctx.r.site, d.slug).map((c) => c.slug),
      ctx,
    );
  const groups = (ctx: ViewCtx) => docsOf(store, 'experience-group', ctx.r.site).map((d) => groupOf(d, ctx));
  const findGpxp = (r: Req, slug: string) => {
    parseOr400(PathSlug, slug, 'slug');
    const d = docOf(store, 'gpxp', r.site, slug);
    if (!d) throw notFound('experience');
    return d;
  };
  for (const path of ['/api/gpxp', '/api/experiences']) {
    app.get(path, (c) =>
      cached(c, () => {
        const ctx = viewCtx(store, c.get('req'));
        return {
          items: docsOf(store, 'gpxp', ctx.r.site).map((d) => experience(d, ctx)),
          groups: groups(ctx).map((g) => ({ slug: g.slug, title: g.title })),
        };
      }),
    );
  }
  app.get('/api/gpxp/:slug', (c) => {
    const d = findGpxp(c.get('req'), c.req.param('slug'));
    return cached(c, () => experience(d, viewCtx(store, c.get('req'))));
  });
  app.get('/api/gpxp/:slug/shows', (c) => {
    const d = findGpxp(c.get('req'), c.req.param('slug'));
    const q = parseOr400(DateQuery, c.req.query(), '');
    return cachedAsync(c, () => {
      const r = c.get('req');
      const ids = cinemasTagged(store, r.site, d.slug).map((x) => x.id);
      return schedule(store, r, ids, q.date, undefined, d.slug);
    });
  });
  app.get('/api/technologies', (c) =>
    cached(c, () => {
      const ctx = viewCtx(store, c.get('req'));
      return {
        tags: docsOf(store, 'tag', ctx.r.site)
          .map((d, i) => tagView(d, i, ctx))
          .filter((t) => t.isGpxp && t.slug !== 'premium'),
      };
    }),
  );
  app.get('/api/experience-group/:slug', (c) => {
    const slug = parseOr400(PathSlug, c.req.param('slug'), 'slug');
    return cached(c, () => {
      const ctx = viewCtx(store, c.get('req'));
      const g = groups(ctx).find((x) => x.slug === slug);
      if (!g) throw notFound('experience group');
      const members = docsOf(store, 'gpxp', ctx.r.site).filter((d) => experienceGroup(d) === g.slug);
      const memberSlugs = new Set(members.map((d) => d.slug));
      return {
        slug: g.slug,
        title: g.title,
        description: g.description,
        backdrop: `/api/media/experience/${g.slug}.svg`,
        experiences: members.map((d) => experience(d, ctx)),
        // The articles about this group's experiences only.
        articles: articlesOf(store, ctx.r, 'experience')
          .filter((d) => memberSlugs.has(articleExperience(store, d) ?? ''))
          .map((d) => articleItem(d, ctx)),
        pushes: [],
      };
    });
  });
}
