import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import { notFound } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import { docOf, docsOf } from '../queries/docs';
import { allShows, releaseIn } from '../queries/shows';
import type { Store } from '../store';
import { showSlug } from '../views/show';

const ZoneId = v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'must be a two-letter zone id'));

/** Release zones: /api/zone the list, /api/zone/{id} a zone with every show's release date there. */
export function zoneRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  app.get('/api/zone', (c) => cached(c, () => ({ items: docsOf(store, 'zone', '*').map((d) => d.data) })));
  app.get('/api/zone/:id', (c) => {
    const id = parseOr400(ZoneId, c.req.param('id'), 'id').toUpperCase();
    const zone = docOf(store, 'zone', '*', id);
    if (!zone) throw notFound('zone', 'id');
    return cached(c, () => {
      const r = c.get('req');
      const dates: Record<string, string> = {};
      for (const s of allShows(store)) dates[showSlug(s, r.lang)] = releaseIn(s, id, r);
      return { ...zone.data, dates };
    });
  });
}
