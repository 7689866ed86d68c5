import type { Client, Feelings } from '@marquee/domain-models';
import {
  EmotionSchema,
  FavoriteCinemasBodySchema,
  FeelingsQueryBodySchema,
  IntentionBodySchema,
} from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { JWTPayload } from 'jose';
import { tokenVerifier } from '../auth';
import type { ClientData } from '../seed/demo-clients';
import type { AnswerCache, Ctx, Env } from '../http';
import { ApiFailure, notFound } from '../lib/errors';
import { PathSlug, parseOr400 } from '../lib/validate';
import type { Store } from '../store';
import { showSlug } from '../views';
import { findShow } from './catalogue';

const EmotionBody = v.object({ emotion: v.optional(EmotionSchema), isDelete: v.optional(v.boolean(), false) });
const ClientId = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(128, 'is too long'),
  v.regex(/^[A-Za-z0-9|@._:-]+$/, 'must be a client id'),
);

const noStore = { 'cache-control': 'private, no-store' };

/** Client API: favourites, intentions, emotions, accounts/me. Bearer token required; a client sees only itself. */
export function clientRoutes(app: Hono<Env>, store: Store, _cache: AnswerCache): void {
  const verify = tokenVerifier();
  const db = store.db;

  /** Claims of verified tokens whose client row is created on the first accepted request. */
  const pending = new Map<string, JWTPayload>();
  /** Creates the client's row on its first accepted request (never on a rejected one). */
  const ensureClient = (sub: string) => {
    const payload = pending.get(sub) ?? {};
    pending.delete(sub);
    const existing = db.prepare('SELECT id FROM clients WHERE id = ?').get(sub);
    if (!existing) {
      const given = typeof payload.given_name === 'string' ? payload.given_name : sub.split(/[|@]/)[0] || 'Client';
      const family = typeof payload.family_name === 'string' ? payload.family_name : '';
      const email =
        typeof payload.email === 'string' ? payload.email : `${sub.replace(/[^A-Za-z0-9]/g, '')}@example.test`;
      // A new account's email stays unverified until the provider says otherwise (A§4: mail screen).
      const data: ClientData = {
        firstname: given,
        lastname: family,
        email,
        emailVerify: payload.email_verified !== false,
      };
      db.prepare('INSERT OR IGNORE INTO clients (id, data, created_at) VALUES (?, ?, ?)').run(
        sub,
        JSON.stringify(data),
        store.now().toISOString(),
      );
    }
  };

  const authenticate = async (c: Ctx): Promise<string> => {
    const header = c.req.header('authorization');
    const m = header ? /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/i.exec(header) : null;
    if (!m) throw new ApiFailure(401, 'unauthorized', 'Authorization: a bearer token is required', 'Authorization');
    try {
      const payload = await verify(m[1] as string);
      if (!payload.sub) throw new Error('no subject');
      const sub = payload.sub;
      if (!v.is(ClientId, sub)) throw new Error('bad subject');
      if (pending.size > 10_000) pending.clear();
      pending.set(sub, payload);
      return sub;
    } catch {
      throw new ApiFailure(401, 'unauthorized', 'Authorization: invalid or expired token', 'Authorization');
    }
  };
  const own = async (c: Ctx): Promise<string> => {
    const sub = await authenticate(c);
    const id = parseOr400(ClientId, c.req.param('id'), 'id');
    if (id !== sub) throw new ApiFailure(403, 'forbidden', 'id: a client can only read and change its own data', 'id');
    return sub;
  };
  const body = async (c: Ctx): Promise<unknown> => {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiFailure(400, 'bad_request', 'body: must be valid JSON', 'body');
    }
  };

  const favoriteSlugs = (id: string, site: string) =>
    (
      db
        .prepare('SELECT cinema_slug FROM favorites WHERE client_id = ? AND site = ? ORDER BY position')
        .all(id, site) as { cinema_slug: string }[]
    ).map((r) => r.cinema_slug);

  const clientView = (id: string, site: string): Client => {
    ensureClient(id);
    const row = db.prepare('SELECT data FROM clients WHERE id = ?').get(id) as { data: string };
    const d = JSON.parse(row.data) as ClientData;
    return {
      id,
      icu: id,
      name: `${d.firstname} ${d.lastname}`.trim(),
      firstname: d.firstname,
      lastname: d.lastname,
      email: d.email,
      photoUrl: null,
      favoriteCinemas: favoriteSlugs(id, site),
      newsletterSubscription: false,
      cinepassSubscription: false,
      cinepassType: null,
      registered: d.registered ?? true,
      emailVerify: d.emailVerify ?? true,
      firstLogin: d.firstLogin ?? false,
      mailCommunicationBrand: false,
      sendNewsletter: false,
      loyaltyLevel: 'standard',
      newLeadId: null,
      subscription: null,
      newPlan: null,
      nextPlanExecutionDate: null,
    };
  };

  /** Adds favourites in one transaction: one-cinema sites replace, others put the cinema first within the limit. */
  const addFavorites = (id: string, site: string, slugs: string[]) => {
    const limit = store.site(site).favoriteLimit;
    if (limit === 0)
      throw new ApiFailure(409, 'feature_disabled', `site: favourite cinemas are off on site ${site}`, 'site');
    db.transaction(() => {
      ensureClient(id);
      for (const slug of slugs) {
        const current = favoriteSlugs(id, site);
        if (current.includes(slug)) continue;
        if (limit === 1) db.prepare('DELETE FROM favorites WHERE client_id = ? AND site = ?').run(id, site);
        else if (current.length >= limit)
          throw new ApiFailure(
            409,
            'favorite_limit',
            `cinemas: the limit of ${limit} favourite cinemas is reached`,
            'cinemas',
          );
        const min = db
          .prepare('SELECT min(position) AS p FROM favorites WHERE client_id = ? AND site = ?')
          .get(id, site) as { p: number | null };
        db.prepare('INSERT INTO favorites (client_id, site, cinema_slug, position) VALUES (?, ?, ?, ?)').run(
          id,
          site,
          slug,
          (min.p ?? 0) - 1,
        );
      }
    })();
  };

  const feelings = (id: string, lang: Parameters<typeof showSlug>[1], only?: Set<number>): Feelings => {
    ensureClient(id);
    const wishlist: string[] = [];
    const emotions: Feelings['emotions'] = {};
    for (const row of db.prepare('SELECT show_slug FROM intentions WHERE client_id = ? ORDER BY rowid').all(id) as {
      show_slug: string;
    }[]) {
      const hit = store.showSlugs.get(row.show_slug)?.[0];
      const show = hit ? store.showById.get(hit.id) : undefined;
      if (show && (!only || only.has(show.id))) wishlist.push(showSlug(show, lang));
    }
    for (const row of db.prepare('SELECT show_slug, emotion FROM emotions WHERE client_id = ?').all(id) as {
      show_slug: string;
      emotion: Feelings['emotions'][string];
    }[]) {
      const hit = store.showSlugs.get(row.show_slug)?.[0];
      const show = hit ? store.showById.get(hit.id) : undefined;
      if (show && (!only || only.has(show.id))) emotions[showSlug(show, lang)] = row.emotion;
    }
    return { wishlist, emotions };
  };

  // /api/client/{id}/... (token-cookie sites)
  app.get('/api/client/:id', async (c) => {
    const id = await own(c);
    return c.json(clientView(id, c.get('req').site), 200, noStore);
  });
  app.post('/api/client/:id/cinema/:slug', async (c) => {
    const id = await own(c);
    const slug = parseOr400(PathSlug, c.req.param('slug'), 'slug');
    const cinema = store.cinemaBySlug.get(slug);
    if (!cinema || cinema.site !== c.get('req').site) throw notFound('cinema');
    addFavorites(id, c.get('req').site, [slug]);
    return c.json(clientView(id, c.get('req').site), 200, noStore);
  });
  app.delete('/api/client/:id/cinema/:slug', async (c) => {
    const id = await own(c);
    const slug = parseOr400(PathSlug, c.req.param('slug'), 'slug');
    db.prepare('DELETE FROM favorites WHERE client_id = ? AND site = ? AND cinema_slug = ?').run(
      id,
      c.get('req').site,
      slug,
    );
    return c.json(clientView(id, c.get('req').site), 200, noStore);
  });
  app.post('/api/client/:id/shows', async (c) => {
    const id = await own(c);
    const b = parseOr400(FeelingsQueryBodySchema, await body(c), 'body');
    const ids = new Set(
      b.showSlugs.map((s) => store.showSlugs.get(s)?.[0]?.id).filter((x): x is number => x !== undefined),
    );
    return c.json(feelings(id, c.get('req').lang, ids), 200, noStore);
  });
  app.post('/api/client/:id/show/:slug/intention', async (c) => {
    const id = await own(c);
    const { show } = findShow(store, c.req.param('slug'));
    const b = parseOr400(IntentionBodySchema, await body(c), 'body');
    if (b.isDelete) db.prepare('DELETE FROM intentions WHERE client_id = ? AND show_slug = ?').run(id, show.slug);
    else
      db.prepare(
        'INSERT INTO intentions (client_id, show_slug, intention) VALUES (?, ?, ?) ON CONFLICT (client_id, show_slug) DO UPDATE SET intention = excluded.intention',
      ).run(id, show.slug, b.intention);
    return c.json(feelings(id, c.get('req').lang, new Set([show.id])), 200, noStore);
  });
  app.post('/api/client/:id/show/:slug/emotion', async (c) => {
    const id = await own(c);
    const { show } = findShow(store, c.req.param('slug'));
    const b = parseOr400(EmotionBody, await body(c), 'body');
    if (b.isDelete) db.prepare('DELETE FROM emotions WHERE client_id = ? AND show_slug = ?').run(id, show.slug);
    else {
      if (!b.emotion)
        throw new ApiFailure(400, 'bad_request', 'body.emotion: is required unless isDelete is true', 'body.emotion');
      db.prepare(
        'INSERT INTO emotions (client_id, show_slug, emotion) VALUES (?, ?, ?) ON CONFLICT (client_id, show_slug) DO UPDATE SET emotion = excluded.emotion',
      ).run(id, show.slug, b.emotion);
    }
    return c.json(feelings(id, c.get('req').lang, new Set([show.id])), 200, noStore);
  });

  // /api/v1/accounts/me family (third-party sign-in sites): favourites by vistaRef.
  const meCinemas = (id: string, site: string) => ({
    items: favoriteSlugs(id, site).flatMap((slug) => {
      const cinema = store.cinemaBySlug.get(slug);
      return cinema ? [{ codeCcs: cinema.vistaRef, slug: cinema.slug, name: cinema.name }] : [];
    }),
  });
  const byVista = (site: string, refs: string[]) =>
    refs.map((ref, i) => {
      const cinema = store.cinemas.find((x) => x.vistaRef === ref && x.site === site);
      if (!cinema) throw new ApiFailure(404, 'not_found', `cinemas.${i}: unknown cinema ${ref}`, `cinemas.${i}`);
      return cinema.slug;
    });
  // Served under /api/v1 and under /api/{language} (the two client-base rewrites of A§7).
  for (const base of ['/api/v1', '/api/:language{fr|en|de|nl}']) {
    app.get(`${base}/accounts/me`, async (c) => {
      const id = await authenticate(c);
      return c.json(clientView(id, c.get('req').site), 200, noStore);
    });
    app.get(`${base}/accounts/me/cinemas`, async (c) => {
      const id = await authenticate(c);
      return c.json(meCinemas(id, c.get('req').site), 200, noStore);
    });
    app.patch(`${base}/accounts/me/cinemas`, async (c) => {
      const id = await authenticate(c);
      const b = parseOr400(FavoriteCinemasBodySchema, await body(c), 'body');
      const site = c.get('req').site;
      addFavorites(id, site, byVista(site, b.cinemas));
      return c.json(meCinemas(id, site), 200, noStore);
    });
    app.delete(`${base}/accounts/me/cinemas`, async (c) => {
      const id = await authenticate(c);
      const b = parseOr400(FavoriteCinemasBodySchema, await body(c), 'body');
      const site = c.get('req').site;
      const slugs = byVista(site, b.cinemas);
      db.transaction(() => {
        for (const slug of slugs)
          db.prepare('DELETE FROM favorites WHERE client_id = ? AND site = ? AND cinema_slug = ?').run(id, site, slug);
      })();
      return c.json(meCinemas(id, site), 200, noStore);
    });
    app.get(`${base}/webview`, (c) => {
      const r = c.get('req');
      const idp = process.env.IDENTITY_URL ?? 'http://id.marquee.localhost';
      const common = `ui_locales=${c.req.param('language') ?? r.lang}&redirect_uri=${encodeURIComponent('/callback')}`;
      return c.json(
        { urlLogin: `${idp}/authorize?${common}`, urlSignup: `${idp}/authorize?screen_hint=signup&${common}` },
        200,
        noStore,
      );
    });
    app.post(`${base}/logout`, (c) =>
      c.body(null, 204, { ...noStore, 'set-cookie': 'jwt=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax' }),
    );
  }
}
