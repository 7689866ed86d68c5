import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, type Ctx, catalogue, catalogueAsync, type Env } from '../http';
import { notFound } from '../lib/errors';
import { DateParam, PathSlug, parseOr400 } from '../lib/validate';
import { cinemasInCity, citiesAround, citiesOf, cityBySlug, nearestCinema } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import { topFilms } from '../queries/shows';
import type { Store } from '../store';
import type { Req } from '../views/context';
import { cinemaView } from '../views/cinema';
import { cityDetailView, cityView } from '../views/city';
import { showSlug } from '../views/show';
import { schedule } from './shared/answers';

const DateQuery = v.object({ date: v.optional(DateParam) });

/** /api/cities and /api/city/{slug}: the site's cities, a city's page and its schedule (API-83). */
export function citiesRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  const cachedAsync = (c: Ctx, build: () => Promise<unknown>) => catalogueAsync(c, store, cache, build);
  const findCity = (r: Req, slug: string) => {
    parseOr400(PathSlug, slug, 'slug');
    const city = cityBySlug(store, r.site, slug);
    if (!city) throw notFound('city');
    return city;
  };

  app.get('/api/cities', (c) =>
    cached(c, () => {
      const r = c.get('req');
      const ctx = viewCtx(store, r);
      const cities = citiesOf(store, r.site).map((x) => cityView(x, cinemasInCity(store, x).length, ctx));
      return { total: cities.length, cities };
    }),
  );

  app.get('/api/city/:slug', (c) => {
    const r = c.get('req');
    const city = findCity(r, c.req.param('slug'));
    return cached(c, () => {
      const ctx = viewCtx(store, r);
      return cityDetailView(
        city,
        {
          cinemas: cinemasInCity(store, city).map((x) => cinemaView(x, nearestCinema(store, x), ctx)),
          nearby: citiesAround(store, city),
          topShows: topFilms(store, r)
            .slice(0, 4)
            .map((s) => showSlug(s, r.lang)),
        },
        ctx,
      );
    });
  });

  app.get('/api/city/:slug/shows', (c) => {
    const r = c.get('req');
    const city = findCity(r, c.req.param('slug'));
    const q = parseOr400(DateQuery, c.req.query(), '');
    const ids = cinemasInCity(store, city).map((x) => x.id);
    return cachedAsync(c, () => schedule(store, r, ids, q.date));
  });
}
