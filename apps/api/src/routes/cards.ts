import type { Hono } from 'hono';
import * as v from 'valibot';
import { chatAvailabilityAt } from '../chat-schedule';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import { parseOr400 } from '../lib/validate';
import { cinemasOf } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import { docsOf } from '../queries/docs';
import { listedShows, statusAt } from '../queries/shows';
import type { Store } from '../store';
import { cinepassView, ecardTypeView, ecardView, subscriptionOffersView } from '../views/card';
import { showAnswer } from './shared/answers';

const CatalogQuery = v.object({
  catalog: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'must be a catalogue name'))),
});

/** E-cards, the cinema pass, subscription offers (/api/ecards, /api/cinepass, /api/cms/1.0.0/...) and the chat's hours. */
export function cardsRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  const ctxOf = (c: Ctx) => viewCtx(store, c.get('req'));
  app.get('/api/ecards', (c) =>
    cached(c, () => {
      const ctx = ctxOf(c);
      return { items: docsOf(store, 'ecard', ctx.r.site).map((d) => ecardView(d, ctx)) };
    }),
  );
  app.get('/api/cms/1.0.0/ecards', (c) =>
    cached(c, () => {
      const ctx = ctxOf(c);
      return docsOf(store, 'ecard', ctx.r.site).map((d, i) => ecardTypeView(d, i, ctx));
    }),
  );
  app.get('/api/cinepass', (c) =>
    cached(c, () => {
      const ctx = ctxOf(c);
      return cinepassView(
        cinemasOf(store, ctx.r.site).map((x) => x.slug),
        ctx,
      );
    }),
  );
  app.get('/api/cinepass/current-shows', (c) =>
    cached(c, () => {
      const ctx = ctxOf(c);
      const shows = listedShows(store, ctx.r)
        .filter((s) => s.isMovie && !statusAt(store, s, ctx.r).comingSoon)
        .map((s) => showAnswer(store, s, ctx));
      return { total: shows.length, shows };
    }),
  );
  app.get('/api/cms/1.0.0/subscription/subscription-offers', (c) => {
    const q = parseOr400(CatalogQuery, c.req.query(), '');
    return cached(c, () => subscriptionOffersView(q.catalog ?? 'default', ctxOf(c)));
  });

  // Chat availability from a configurable schedule (CHAT_SCHEDULE, read on every request; HELP-20).
  app.get('/api/chat/availability', (c) => {
    const r = c.get('req');
    return c.json(chatAvailabilityAt(r.today, r.time, process.env.CHAT_SCHEDULE), 200, { 'cache-control': 'no-store' });
  });
}
