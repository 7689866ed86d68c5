import type { Hono } from 'hono';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import { viewCtx } from '../queries/context';
import { defaultSearchSettings, websiteFeatures } from '../queries/sites';
import type { Store } from '../store';
import { settingsView } from '../views/settings';

/** Where the identity provider answers when the deployment names none (the local platform's). */
const LOCAL_IDENTITY_URL = 'http://id.marquee.localhost';

/** GET /api/settings: the site's settings (account-and-shell §9). */
export function settingsRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);

  app.get('/api/settings', (c) =>
    cached(c, () => {
      const ctx = viewCtx(store, c.get('req'));
      return settingsView(ctx, {
        websiteFeatures: websiteFeatures(ctx.r.site),
        defaultPlace: defaultSearchSettings(ctx.site, ctx.r.lang),
        identityUrl: process.env.IDENTITY_URL ?? LOCAL_IDENTITY_URL,
      });
    }),
  );
}
