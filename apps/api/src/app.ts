import { SiteCodeSchema } from '@marquee/domain-models';
import { isTransient } from '@marquee/db';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { AnswerCache, answerInstant, type Env, shareNotFound } from './http';
import { ApiFailure } from './lib/errors';
import { RasterCache } from './lib/raster-cache';
import { mediaRoutes, rasterMediaRoutes } from './routes/media';
import { faqRoutes } from './routes/faq';
import { footerRoutes } from './routes/footer';
import { searchRoutes } from './routes/search';
import { settingsRoutes } from './routes/settings';
import { showsRoutes } from './routes/shows';
import { cinemasRoutes } from './routes/cinemas';
import { citiesRoutes } from './routes/cities';
import { videoRoutes } from './routes/video';
import { type Lang, type SiteInfo, SITES } from './seed/sites';
import type { Store } from './store';

/** Largest request body accepted (bytes); larger ones get 413. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The X-Marquee-Site header: a site code, case-insensitive. */
const SiteHeader = v.pipe(v.string(), v.toLowerCase(), SiteCodeSchema);

/** The language parameter of each site: one of the languages it offers. */
const LANGUAGE_PARAM = Object.fromEntries(Object.values(SITES).map((s) => [s.code, v.picklist(s.languages)]));

/**
 * The site a request names (its X-Marquee-Site header) and the language it asks (its `language`
 * parameter, else the site's default); what the site middleware answers 400 to otherwise. The hit
 * path (src/hit-path.ts) resolves a request with it too.
 */
export function siteAndLanguage(
  header: string | undefined,
  language: string | undefined,
): { site: SiteInfo | undefined; lang: Lang | undefined } {
  const code = v.safeParse(SiteHeader, header);
  const site = code.success ? SITES[code.output] : undefined;
  if (!site) return { site, lang: undefined };
  if (language !== undefined && !v.is(LANGUAGE_PARAM[site.code] as v.GenericSchema, language))
    return { site, lang: undefined };
  return { site, lang: (language as Lang | undefined) ?? site.defaultLanguage };
}

/** Paths that need no X-Marquee-Site header; the hit path leaves them to Hono. */
export const SITELESS = /^\/api\/(media|booking|calendar|health|dev)(\/|$)/;

const json = (status: number, error: string, message: string, field?: string) =>
  new Response(JSON.stringify(field ? { status, error, message, field } : { status, error, message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/** The API's answer cache: API_ANSWER_CACHE=off measures the raw handlers (benchmarks); on by default. */
export function answerCacheFromEnv(env: NodeJS.ProcessEnv = process.env): AnswerCache {
  return new AnswerCache(env.API_ANSWER_CACHE !== 'off');
}

/**
 * Builds the Hono application over a store; posters and backdrops are encoded into `raster` (default:
 * memory only); catalogue answers are kept in `cache`.
 */
export function createApp(
  store: Store,
  extra: ((app: Hono<Env>, store: Store, cache: AnswerCache) => void)[] = [],
  raster: RasterCache = new RasterCache({ dir: null }),
  cache: AnswerCache = answerCacheFromEnv(),
): Hono<Env> {
  const app = new Hono<Env>();
  // a new catalogue version (a moved showtime window, an edit seen on any instance): no answer of the old one
  store.onChange(() => cache.clear());

  app.onError((err, c) => {
    if (err instanceof ApiFailure) return shareNotFound(c, json(err.status, err.code, err.message, err.field));
    if (isTransient(err)) {
      // The shared database is down, restarting or busy past its retries: try again shortly.
      console.error(`[api] ${err.message}`);
      const res = json(503, 'unavailable', 'the service is busy, please try again in a moment');
      res.headers.set('retry-after', '2');
      return res;
    }
    console.error('[api] unexpected error', err);
    return json(500, 'internal', 'unexpected error');
  });
  app.notFound((c) => shareNotFound(c, json(404, 'not_found', `no route for ${c.req.method} ${c.req.path}`, 'path')));

  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => json(413, 'payload_too_large', `body: larger than ${MAX_BODY_BYTES} bytes`, 'body'),
  });
  app.use('*', (c, next) => {
    c.set('proxies', store.shared.proxies);
    return next();
  });
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next)));

  app.use('/api/*', async (c, next) => {
    if (SITELESS.test(c.req.path)) return next();
    const { site, lang } = siteAndLanguage(c.req.header('x-marquee-site'), c.req.query('language'));
    if (!site) {
      return json(
        400,
        'bad_site',
        'X-Marquee-Site: header missing or not a known site (fr, ch, be, nl, tn, sn, ci, ma)',
        'X-Marquee-Site',
      );
    }
    if (!lang) {
      return json(
        400,
        'bad_request',
        `language: must be one of ${site.languages.join(', ')} on site ${site.code}`,
        'language',
      );
    }
    // (a request replayed to build its answer ahead of the next minute carries that minute: AheadEnv)
    const { date, time } = store.today(site.code, answerInstant(c, store));
    // the show views' counts of today's and tomorrow's showtimes, read once per catalogue version
    await store.prepareStats(site.code, date);
    c.set('req', { site: site.code, lang, today: date, time });
    return next();
  });

  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  videoRoutes(app); // before mediaRoutes: /api/media/video/* would match its /api/media/:kind/:file
  rasterMediaRoutes(app, store, raster);
  mediaRoutes(app, store);
  showsRoutes(app, store, cache);
  cinemasRoutes(app, store, cache);
  citiesRoutes(app, store, cache);
  // the shell's calls: settings, footer (and its FAQ), the help centre's FAQ, the full search
  settingsRoutes(app, store, cache);
  footerRoutes(app, store, cache);
  faqRoutes(app, store, cache);
  searchRoutes(app, store, cache);
  for (const add of extra) add(app, store, cache);
  return app;
}
