import type { Client, Feelings } from '@marquee/domain-models';
import {
  SIGN_IN_COOKIES,
  signInMode,
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
import { showSlug } from '../views/show';
import { findShow } from './shared/answers';

const RegistrationBody = v.object({ code: v.pipe(v.string(), v.minLength(10), v.maxLength(4096)) });
const EmotionBody = v.object({ emotion: v.optional(EmotionSchema), isDelete: v.optional(v.boolean(), false) });
const ClientId = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(128, 'is too long'),
  v.regex(/^[A-Za-z0-9|@._:-]+$/, 'must be a client id'),
);

const noStore = { 'cache-control': 'private, no-store' };

/** The token cookie of a request (HttpOnly, set by POST session on the token-cookie sites). */
function tokenCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === SIGN_IN_COOKIES.token) {
      const value = pair.slice(at + 1);
      return /^[A-Za-z0-9._~+/=-]{10,4096}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** `; Secure` when the site is served over https (the edge says so in X-Forwarded-Proto). */
function secureSuffix(c: Ctx): string {
  return c.req.header('x-forwarded-proto') === 'https' || c.req.url.startsWith('https:') ? '; Secure' : '';
}

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

  /** Verifies a token and returns its subject (the client id); 401 otherwise. */
  const subjectOf = async (token: string): Promise<{ sub: string; exp: number }> => {
    try {
      const payload = await verify(token);
      if (!payload.sub) throw new Error('no subject');
      // A registration code (same issuer and audience) is never an access token.
      if (payload.purpose !== undefined) throw new Error('not an access token');
      const sub = payload.sub;
      if (!v.is(ClientId, sub)) throw new Error('bad subject');
      if (pending.size > 10_000) pending.clear();
      pending.set(sub, payload);
      return { sub, exp: payload.exp as number };
    } catch {
      throw new ApiFailure(401, 'unauthorized', 'Authorization: invalid or expired token', 'Authorization');
    }
  };
  const bearer = (c: Ctx): string | undefined => {
    const header = c.req.header('authorization');
    const m = header ? /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/i.exec(header) : null;
    return m?.[1];
  };
  /**
   * The token of a call: the bearer header, or on the token-cookie sites (ACC-05) the HttpOnly
   * cookie the API set. A cookie-carried change must come from the site's own pages
   * (Sec-Fetch-Site same-origin): another site of the parent domain is same-site for SameSite.
   */
  const authenticate = async (c: Ctx): Promise<string> => {
    const header = bearer(c);
    if (header) return (await subjectOf(header)).sub;
    const cookie = signInMode(c.get('req').site) === 'token-cookie' ? tokenCookie(c.req.header('cookie')) : undefined;
    if (!cookie) {
      throw new ApiFailure(401, 'unauthorized', 'Authorization: a bearer token is required', 'Authorization');
    }
    const fetchSite = c.req.header('sec-fetch-site');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && fetchSite !== undefined && fetchSite !== 'same-origin') {
      throw new ApiFailure(403, 'forbidden', 'Cookie: a change must come from the site itself', 'Cookie');
    }
    return (await subjectOf(cookie)).sub;
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
    /**
     * The account frame's register screen (apps/identity) hands the page a code signed by the
     * provider (`purpose: registration`, the client's `sub`, 5 minutes); the page forwards it
     * here (A§4 `register_complete`) and the client counts as registered from then on.
     */
    app.post(`${base}/accounts/me/registration`, async (c) => {
      const id = await authenticate(c);
      const b = parseOr400(RegistrationBody, await body(c), 'body');
      let payload: JWTPayload;
      try {
        payload = await verify(b.code);
      } catch {
        throw new ApiFailure(400, 'bad_request', 'code: invalid or expired registration code', 'code');
      }
      if (payload.purpose !== 'registration' || payload.sub !== id) {
        throw new ApiFailure(403, 'forbidden', 'code: not a registration code of this client', 'code');
      }
      ensureClient(id);
      db.transaction(() => {
        const row = db.prepare('SELECT data FROM clients WHERE id = ?').get(id) as { data: string };
        const data = JSON.parse(row.data) as ClientData;
        db.prepare('UPDATE clients SET data = ? WHERE id = ?').run(JSON.stringify({ ...data, registered: true }), id);
      })();
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
    // Token-cookie sites (ACC-05): the page hands over the token it got from the provider once;
    // the API keeps it in an HttpOnly cookie (the page's scripts never read it) and the page forgets it.
    app.post(`${base}/session`, async (c) => {
      if (signInMode(c.get('req').site) !== 'token-cookie') throw notFound('session');
      const token = bearer(c);
      if (!token)
        throw new ApiFailure(401, 'unauthorized', 'Authorization: a bearer token is required', 'Authorization');
      const { sub, exp } = await subjectOf(token);
      ensureClient(sub);
      const secure = secureSuffix(c);
      const maxAge = Math.max(1, exp - Math.floor(store.now().getTime() / 1000));
      c.header('cache-control', 'private, no-store');
      c.header(
        'set-cookie',
        `${SIGN_IN_COOKIES.token}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
        { append: true },
      );
      c.header(
        'set-cookie',
        `${SIGN_IN_COOKIES.customLogin}=1; Path=/; Max-Age=${SIGN_IN_COOKIES.customLoginMaxAge}; SameSite=Lax${secure}`,
        { append: true },
      );
      c.header('set-cookie', `${SIGN_IN_COOKIES.customLoginRetry}=; Path=/; Max-Age=0; SameSite=Lax${secure}`, {
        append: true,
      });
      return c.json({ expiresAt: exp });
    });
    app.post(`${base}/logout`, (c) => {
      const secure = secureSuffix(c);
      c.header('cache-control', 'private, no-store');
      c.header('set-cookie', `${SIGN_IN_COOKIES.token}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`, {
        append: true,
      });
      c.header('set-cookie', `${SIGN_IN_COOKIES.customLogin}=; Path=/; Max-Age=0; SameSite=Lax${secure}`, {
        append: true,
      });
      return c.body(null, 204);
    });
  }
}
