import type { CinemaList } from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, type Ctx, catalogue, catalogueAsync, type Env } from '../http';
import { notFound } from '../lib/errors';
import type { Lasting } from '../lib/lasting';
import { DateParam, PathSlug, parseOr400 } from '../lib/validate';
import { cinemaBySlug, cinemaDetailFacts, cinemasOf, citiesOf, nearestCinema } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import type { Store } from '../store';
import type { Req } from '../views/context';
import { cinemaDetailView, cinemaView } from '../views/cinema';
import { schedule } from './shared/answers';
import { translateOf } from './shows';

const DateQuery = v.object({ date: v.optional(DateParam) });

/** /api/cinemas and /api/cinema/{slug}: the site's cinemas, a cinema's page, its translations and schedule. */
export function cinemasRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  const cachedAsync = (c: Ctx, build: (lasting: Lasting) => Promise<unknown>) => catalogueAsync(c, store, cache, build);
  const findCinema = (r: Req, slug: string) => {
    parseOr400(PathSlug, slug, 'slug');
    const found = cinemaBySlug(store, r.site, slug);
    if (!found) throw notFound('cinema');
    return found;
  };

  app.get('/api/cinemas', (c) =>
    cached(c, (): CinemaList => {
      const r = c.get('req');
      const ctx = viewCtx(store, r);
      const known = new Set(citiesOf(store, r.site).map((x) => x.slug));
      // Cinemas are listed only if their city is known.
      const cinemas = cinemasOf(store, r.site)
        .filter((x) => known.has(x.citySlug))
        .map((x) => cinemaView(x, nearestCinema(store, x), ctx));
      return { total: cinemas.length, cinemas };
    }),
  );

  app.get('/api/cinema/:slug', (c) => {
    const r = c.get('req');
    const { cinema, renamedFrom } = findCinema(r, c.req.param('slug'));
    return cached(c, () => {
      const view = cinemaDetailView(cinema, cinemaDetailFacts(store, cinema), viewCtx(store, r));
      return renamedFrom ? { ...view, slug: renamedFrom, redirectSlug: cinema.slug } : view;
    });
  });

  app.get('/api/cinema/:slug/translate', (c) => {
    const r = c.get('req');
    const { cinema } = findCinema(r, c.req.param('slug'));
    return cached(c, () => translateOf({}, viewCtx(store, r).site.languages, cinema.slug));
  });

  app.get('/api/cinema/:slug/shows', (c) => {
    const r = c.get('req');
    const { cinema } = findCinema(r, c.req.param('slug'));
    const q = parseOr400(DateQuery, c.req.query(), '');
    return cachedAsync(c, (lasting) => schedule(store, r, [cinema.id], q.date, undefined, undefined, lasting));
  });
}
