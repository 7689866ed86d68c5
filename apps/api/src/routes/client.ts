import { EmotionSchema, FeelingsQueryBodySchema, IntentionBodySchema } from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Env } from '../http';
import { ApiFailure, notFound } from '../lib/errors';
import { PathSlug, parseOr400 } from '../lib/validate';
import { cinemaWithSlug } from '../queries/cinemas';
import {
  addFavoriteCinemas,
  clientFeelings,
  removeFavoriteCinemas,
  setEmotion,
  setIntention,
} from '../queries/clients';
import { showIdOf } from '../queries/shows';
import { siteInfo } from '../queries/sites';
import type { Store } from '../store';
import { feelingsView } from '../views/client';
import { type ClientAuth, jsonBody, noStore } from './shared/client-auth';
import { findShow } from './shared/answers';

const EmotionBody = v.object({ emotion: v.optional(EmotionSchema), isDelete: v.optional(v.boolean(), false) });

/**
 * Adds favourite cinemas of a site for a client: one-cinema sites replace the favourite, the
 * others put each new cinema first within the site's limit (409 past it, nothing written; 409
 * on a site without favourites).
 */
export async function addFavorites(
  store: Store,
  auth: ClientAuth,
  id: string,
  site: string,
  slugs: string[],
): Promise<void> {
  const limit = siteInfo(store, site)?.favoriteLimit ?? 0;
  if (limit === 0)
    throw new ApiFailure(409, 'feature_disabled', `site: favourite cinemas are off on site ${site}`, 'site');
  if (!(await addFavoriteCinemas(store, id, site, slugs, limit))) {
    throw new ApiFailure(
      409,
      'favorite_limit',
      `cinemas: the limit of ${limit} favourite cinemas is reached`,
      'cinemas',
    );
  }
  await auth.ensureClient(id);
}

/**
 * /api/client/{id}/... (the token-cookie sites' client API, A§7): the client, its favourite
 * cinemas, its wishlist and emotions. A client reads and changes only itself (403 otherwise).
 */
export function clientRoutes(app: Hono<Env>, store: Store, auth: ClientAuth): void {
  /** The client's feelings about some shows (by id), slugs in the request's language. */
  const feelings = async (id: string, lang: Parameters<typeof feelingsView>[1], only?: Set<number>) => {
    await auth.ensureClient(id);
    return feelingsView(await clientFeelings(store, id), lang, only);
  };

  app.get('/api/client/:id', async (c) => {
    const id = await auth.own(c);
    return c.json(await auth.clientAnswer(id, c.get('req').site), 200, noStore);
  });
  app.post('/api/client/:id/cinema/:slug', async (c) => {
    const id = await auth.own(c);
    const slug = parseOr400(PathSlug, c.req.param('slug'), 'slug');
    const cinema = cinemaWithSlug(store, slug);
    if (!cinema || cinema.site !== c.get('req').site) throw notFound('cinema');
    await addFavorites(store, auth, id, c.get('req').site, [slug]);
    return c.json(await auth.clientAnswer(id, c.get('req').site), 200, noStore);
  });
  app.delete('/api/client/:id/cinema/:slug', async (c) => {
    const id = await auth.own(c);
    const slug = parseOr400(PathSlug, c.req.param('slug'), 'slug');
    await removeFavoriteCinemas(store, id, c.get('req').site, [slug]);
    return c.json(await auth.clientAnswer(id, c.get('req').site), 200, noStore);
  });
  app.post('/api/client/:id/shows', async (c) => {
    const id = await auth.own(c);
    const b = parseOr400(FeelingsQueryBodySchema, await jsonBody(c), 'body');
    const ids = new Set(b.showSlugs.map((s) => showIdOf(store, s)).filter((x) => x >= 0));
    return c.json(await feelings(id, c.get('req').lang, ids), 200, noStore);
  });
  app.post('/api/client/:id/show/:slug/intention', async (c) => {
    const id = await auth.own(c);
    const { show } = findShow(store, c.req.param('slug'));
    const b = parseOr400(IntentionBodySchema, await jsonBody(c), 'body');
    await setIntention(store, id, show.slug, b.isDelete ? null : b.intention);
    return c.json(await feelings(id, c.get('req').lang, new Set([show.id])), 200, noStore);
  });
  app.post('/api/client/:id/show/:slug/emotion', async (c) => {
    const id = await auth.own(c);
    const { show } = findShow(store, c.req.param('slug'));
    const b = parseOr400(EmotionBody, await jsonBody(c), 'body');
    if (!b.isDelete && !b.emotion)
      throw new ApiFailure(400, 'bad_request', 'body.emotion: is required unless isDelete is true', 'body.emotion');
    await setEmotion(store, id, show.slug, b.isDelete ? null : (b.emotion ?? null));
    return c.json(await feelings(id, c.get('req').lang, new Set([show.id])), 200, noStore);
  });
}
