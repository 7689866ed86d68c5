import type { PromotionItem } from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import { addDays } from '@marquee/domain-models';
import { pickText } from '../lib/text';
import { parseOr400 } from '../lib/validate';
import { viewCtx } from '../queries/context';
import { docsOf } from '../queries/docs';
import { allShows, listedShows, topFilms } from '../queries/shows';
import { websiteFeatures } from '../queries/sites';
import type { Store } from '../store';
import { channelVideoId, providerVideo } from '../trailers';
import { articleItem } from '../views/article';
import type { ViewCtx } from '../views/context';
import { alertView } from '../views/offer';
import { PROMO_SLOTS, permanentAutopromoView, promoItemView } from '../views/push';
import { showSlug } from '../views/show';
import { articlesOf } from './shared/articles';
import { showAnswer } from './shared/answers';

const FeaturedQuery = v.object({
  type: v.optional(v.picklist(['shows', 'news', 'offers', 'events'], 'must be one of shows, news, offers, events')),
});

/** Alerts, pushes and promotion slots, featured content, the brand's latest videos and home video (VOD). */
export function pushesRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  const ctxOf = (c: Ctx) => viewCtx(store, c.get('req'));
  const promoItems = (ctx: ViewCtx, kind: string): PromotionItem[] =>
    topFilms(store, ctx.r)
      .slice(0, PROMO_SLOTS(kind))
      .map((s, i) => promoItemView(showAnswer(store, s, ctx), i, kind, ctx));

  app.get('/api/alerts', (c) =>
    cached(c, () => {
      const ctx = ctxOf(c);
      return { items: docsOf(store, 'alert', ctx.r.site).map((d) => alertView(d, ctx)) };
    }),
  );
  app.get('/api/native-ad', (c) => cached(c, () => ({ items: promoItems(ctxOf(c), 'native-ad') })));
  app.get('/api/pushes/header', (c) => cached(c, () => ({ items: promoItems(ctxOf(c), 'header') })));
  app.get('/api/pushes/home', (c) => cached(c, () => ({ items: promoItems(ctxOf(c), 'home') })));
  app.get('/api/autopromos', (c) => cached(c, () => ({ items: promoItems(ctxOf(c), 'autopromo') })));
  app.get('/api/permanent-autopromo', (c) => cached(c, () => permanentAutopromoView(ctxOf(c))));
  app.get('/api/featured', (c) => {
    const q = parseOr400(FeaturedQuery, c.req.query(), '');
    return cached(c, () => {
      const ctx = ctxOf(c);
      const type = q.type ?? 'shows';
      if (type === 'news' || type === 'offers') {
        const items = articlesOf(store, ctx.r, type === 'news' ? 'news' : 'offer')
          .slice(0, 4)
          .map((d) => articleItem(d, ctx));
        return { type, items: [], articles: items, shows: [] };
      }
      const shows = listedShows(store, ctx.r)
        .filter((s) => (type === 'events' ? !s.isMovie : s.isMovie))
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, 6)
        .map((s) => showAnswer(store, s, ctx));
      return { type, items: promoItems(ctx, 'featured'), articles: [], shows };
    });
  });
  app.get('/api/youtube/latest', (c) =>
    cached(c, () => {
      const ctx = ctxOf(c);
      return {
        channel: ctx.site.brand.youtubeChannel,
        videos: listedShows(store, ctx.r)
          .filter((s) => s.isMovie)
          .slice(0, 6)
          .map((s, i) =>
            providerVideo('youtube', channelVideoId(i), {
              isMain: i === 0,
              language: ctx.r.lang,
              title: pickText(s.titles, ctx.r.lang),
              // the raster backdrop at its smallest size: a thumbnail
              snapshot: showAnswer(store, s, ctx).background.sm,
            }),
          ),
      };
    }),
  );
  app.get('/api/vod', (c) =>
    cached(c, () => {
      const ctx = ctxOf(c);
      const r = ctx.r;
      // the site's vodEnabled flag (FLAG-50, the one table the front end reads too)
      const enabled = websiteFeatures(r.site).vodEnabled === true;
      return {
        enabled,
        items: enabled
          ? allShows(store)
              .filter((s) => s.vod)
              .map((s) => ({
                slug: showSlug(s, r.lang),
                title: pickText(s.titles, r.lang),
                poster: showAnswer(store, s, ctx).poster.md,
                availability: addDays(r.today, -7),
                url: `/home/${showSlug(s, r.lang)}`,
              }))
          : [],
      };
    }),
  );
}
