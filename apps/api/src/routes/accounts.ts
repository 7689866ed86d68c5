import { FavoriteCinemasBodySchema, SIGN_IN_COOKIES, signInMode } from '@marquee/domain-models';
import type { Hono } from 'hono';
import type { JWTPayload } from 'jose';
import * as v from 'valibot';
import type { Env } from '../http';
import { ApiFailure, notFound } from '../lib/errors';
import { parseOr400 } from '../lib/validate';
import { cinemaByVistaRef, cinemaWithSlug } from '../queries/cinemas';
import { favoriteCinemaSlugs, markRegistered, removeFavoriteCinemas } from '../queries/clients';
import type { Store } from '../store';
import { accountCinemasView } from '../views/client';
import { addFavorites } from './client';
import { type ClientAuth, jsonBody, noStore, requireFromTheSite, secureSuffix } from './shared/client-auth';

const RegistrationBody = v.object({ code: v.pipe(v.string(), v.minLength(10), v.maxLength(4096)) });

/**
 * The accounts/me family (third-party sign-in sites, A§7): the client, its registration, its
 * favourite cinemas by ticketing code; the sign-in URLs (webview); on the token-cookie sites
 * (ACC-05) the session cookie and logout. Served under /api/v1 and under /api/{language} (the two
 * client-base rewrites of A§7).
 */
export function accountsRoutes(app: Hono<Env>, store: Store, auth: ClientAuth): void {
  /** The client's favourite cinemas of a site, as accounts/me/cinemas lists them. */
  const meCinemas = async (id: string, site: string) =>
    accountCinemasView(
      (await favoriteCinemaSlugs(store, id, site)).flatMap((slug) => cinemaWithSlug(store, slug) ?? []),
    );
  /** The slugs of cinemas named by ticketing code; 404 naming the first unknown one. */
  const byVista = (site: string, refs: string[]) =>
    refs.map((ref, i) => {
      const cinema = cinemaByVistaRef(store, site, ref);
      if (!cinema) throw new ApiFailure(404, 'not_found', `cinemas.${i}: unknown cinema ${ref}`, `cinemas.${i}`);
      return cinema.slug;
    });

  for (const base of ['/api/v1', '/api/:language{fr|en|de|nl}']) {
    app.get(`${base}/accounts/me`, async (c) => {
      const id = await auth.authenticate(c);
      return c.json(await auth.clientAnswer(id, c.get('req').site), 200, noStore);
    });
    /**
     * The account frame's register screen (apps/identity) hands the page a code signed by the
     * provider (`purpose: registration`, the client's `sub`, 5 minutes); the page forwards it
     * here (A§4 `register_complete`) and the client counts as registered from then on.
     */
    app.post(`${base}/accounts/me/registration`, async (c) => {
      const id = await auth.authenticate(c);
      const b = parseOr400(RegistrationBody, await jsonBody(c), 'body');
      let payload: JWTPayload;
      try {
        payload = await auth.verify(b.code);
      } catch {
        throw new ApiFailure(400, 'bad_request', 'code: invalid or expired registration code', 'code');
      }
      if (payload.purpose !== 'registration' || payload.sub !== id) {
        throw new ApiFailure(403, 'forbidden', 'code: not a registration code of this client', 'code');
      }
      await auth.ensureClient(id);
      await markRegistered(store, id);
      return c.json(await auth.clientAnswer(id, c.get('req').site), 200, noStore);
    });
    app.get(`${base}/accounts/me/cinemas`, async (c) => {
      const id = await auth.authenticate(c);
      return c.json(await meCinemas(id, c.get('req').site), 200, noStore);
    });
    app.patch(`${base}/accounts/me/cinemas`, async (c) => {
      const id = await auth.authenticate(c);
      const b = parseOr400(FavoriteCinemasBodySchema, await jsonBody(c), 'body');
      const site = c.get('req').site;
      await addFavorites(store, auth, id, site, byVista(site, b.cinemas));
      return c.json(await meCinemas(id, site), 200, noStore);
    });
    app.delete(`${base}/accounts/me/cinemas`, async (c) => {
      const id = await auth.authenticate(c);
      const b = parseOr400(FavoriteCinemasBodySchema, await jsonBody(c), 'body');
      const site = c.get('req').site;
      await removeFavoriteCinemas(store, id, site, byVista(site, b.cinemas));
      return c.json(await meCinemas(id, site), 200, noStore);
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
      const token = auth.bearer(c);
      if (!token)
        throw new ApiFailure(401, 'unauthorized', 'Authorization: a bearer token is required', 'Authorization');
      const { sub, exp } = await auth.subjectOf(token, c.get('req').site);
      await auth.ensureClient(sub);
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
    // Only the site's own pages sign out: a form of another site posting here
    // would otherwise clear the visitor's session (logout CSRF).
    app.post(`${base}/logout`, async (c) => {
      // A request with an Authorization header cannot come from another site's form or simple
      // request (a browser sends that header cross-site only after a CORS preflight, which the API
      // never grants): only a cookie-borne logout needs the proof of its origin.
      if (!auth.bearer(c)) requireFromTheSite(c, store, 'Origin');
      await auth.revoke(c);
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
