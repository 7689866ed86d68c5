import type { Hono } from 'hono';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import { cinemasOf, cityBySlug } from '../queries/cinemas';
import { viewCtx } from '../queries/context';
import { faqArticles, faqCategories } from '../queries/faq';
import { websiteFeatures } from '../queries/sites';
import type { Store } from '../store';
import { footerFaqView } from '../views/faq';
import { footerView } from '../views/footer';

/** GET /api/footer (columns, networks, top cities, every cinema when flagged) and /api/footer/faq. */
export function footerRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);

  app.get('/api/footer/faq', (c) =>
    cached(c, () => {
      const { lang } = c.get('req');
      return footerFaqView(faqCategories(store, lang), faqArticles(store, lang));
    }),
  );

  app.get('/api/footer', (c) =>
    cached(c, () => {
      const ctx = viewCtx(store, c.get('req'));
      const site = ctx.r.site;
      return footerView(ctx, {
        topCities: ctx.site.footerTopCities.map((slug) => ({ slug, city: cityBySlug(store, site, slug) })),
        cinemas: websiteFeatures(site).cinemaFullList ? cinemasOf(store, site) : [],
      });
    }),
  );
}
