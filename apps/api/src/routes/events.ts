import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, type Ctx, catalogue, catalogueAsync, type Env } from '../http';
import { notFound } from '../lib/errors';
import { DateParam, PathSlug, parseOr400 } from '../lib/validate';
import { cinemasOf } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import { docOf, docsOf, renamedTo } from '../queries/docs';
import { showById, showIdOf } from '../queries/shows';
import type { DocRow } from '../rows';
import type { Store } from '../store';
import type { Req } from '../views/context';
import { seasonDetailView, seasonShowSlugs, seasonView } from '../views/season';
import { showSlug } from '../views/show';
import { schedule } from './shared/answers';

const DateQuery = v.object({ date: v.optional(DateParam) });

/** Seasons (special events): /api/events (alias /api/seasons) the list, /api/event/{slug} a season, /shows its schedule. */
export function eventsRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  const cachedAsync = (c: Ctx, build: () => Promise<unknown>) => catalogueAsync(c, store, cache, build);
  /** A season's shows as slugs in the request's language (a slug the catalogue lacks stays as stored). */
  const showsOf = (d: DocRow, r: Req) =>
    seasonShowSlugs(d).map((s) => {
      const show = showById(store, showIdOf(store, s));
      return show ? showSlug(show, r.lang) : s;
    });
  /** A season by slug, or by a former slug (then `renamed`: the answer carries the new slug as redirectSlug). */
  const findSeason = (r: Req, slug: string) => {
    parseOr400(PathSlug, slug, 'slug');
    const current = renamedTo(store, 'season', r.site, slug) ?? slug;
    const d = docOf(store, 'season', r.site, current);
    if (!d) throw notFound('season');
    return { doc: d, renamed: current !== slug };
  };
  for (const base of ['/api/events', '/api/seasons']) {
    app.get(base, (c) =>
      cached(c, () => {
        const ctx = viewCtx(store, c.get('req'));
        return { items: docsOf(store, 'season', ctx.r.site).map((d) => seasonView(d, showsOf(d, ctx.r), ctx)) };
      }),
    );
  }
  for (const base of ['/api/event', '/api/season']) {
    app.get(`${base}/:slug`, (c) => {
      const { doc: d, renamed } = findSeason(c.get('req'), c.req.param('slug'));
      return cached(c, () => {
        const ctx = viewCtx(store, c.get('req'));
        return seasonDetailView(d, showsOf(d, ctx.r), renamed, ctx);
      });
    });
    app.get(`${base}/:slug/shows`, (c) => {
      const { doc: d } = findSeason(c.get('req'), c.req.param('slug'));
      const q = parseOr400(DateQuery, c.req.query(), '');
      return cachedAsync(c, () => {
        const r = c.get('req');
        const members = new Set(seasonShowSlugs(d).map((s) => showIdOf(store, s)));
        return schedule(
          store,
          r,
          cinemasOf(store, r.site).map((x) => x.id),
          q.date,
          members,
        );
      });
    });
  }
}
