import type {
  FaqArticle,
  FaqCategory,
  Footer,
  FooterFaq,
  SearchAnswer,
  SearchResult,
  Settings,
} from '@marquee/domain-models';
import { isCountryCode, SEARCH_MAX_QUERY_LENGTH, SearchTypeSchema } from '@marquee/domain-models';
import { type Flags, resolveFlags } from '@marquee/feature-flags/core';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import { notFound } from '../lib/errors';
import { fold, localize, pickText } from '../lib/text';
import { PathSlug, parseOr400 } from '../lib/validate';
import { defaultSearchSettings, type Lang } from '../seed/sites';
import type { Store } from '../store';
import { showSlug } from '../views/show';
import { TUNNEL_URL } from '../views/showtime';

/**
 * The on/off feature flags of account-and-shell §9 for a site (\`settings.websiteFeatures\`), from
 * the one table the front end reads too (\`@marquee/feature-flags\`).
 */
export function websiteFeatures(site: string): Record<string, boolean> {
  if (!isCountryCode(site)) throw new Error(`feature flags: unknown site "${site}"`);
  const flags: Flags = resolveFlags(site);
  return Object.fromEntries(
    Object.entries(flags).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  );
}

/** Name of the anti-robot header (settings.antiRobot.headerName). */
export const ANTI_ROBOT_HEADER = 'X-Marquee-Challenge';

const SearchQuery = v.object({
  q: v.pipe(
    v.string('is required'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(SEARCH_MAX_QUERY_LENGTH, `is too long (${SEARCH_MAX_QUERY_LENGTH} characters at most)`),
  ),
  type: v.optional(SearchTypeSchema),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'must be a number from 1 to 100'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(100, 'must be at most 100'),
    ),
  ),
});

interface FaqDoc {
  id: number;
  slug: string;
  categoryId: number;
  title: string;
  teaser: string;
  content: string;
  publicationDate: string;
}

/** Shell calls: settings, footer, FAQ, search. */
export function shellRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);

  app.get('/api/settings', (c) =>
    cached(c, (): Settings => {
      const r = c.get('req');
      const site = store.site(r.site);
      return {
        site: r.site,
        brand: 'Marquee',
        defaultLanguage: site.defaultLanguage,
        languages: site.languages,
        timeZone: site.timeZone,
        currency: site.currency,
        ratingSystem: site.ratingSystem,
        websiteFeatures: websiteFeatures(r.site),
        clientUrl: process.env.IDENTITY_URL ?? 'http://id.marquee.localhost',
        clientApiUrl: '',
        tunnelUrl: TUNNEL_URL,
        cookieNames: { locator: 'cgp_locator', language: 'lang', favoriteCinemas: 'favorite_cinemas', jwt: 'jwt' },
        authCookieNames: { customLogin: 'custom_login', customLoginRetry: 'custom_login_retry' },
        injections: [{ position: 'head', element: 'meta', content: '<meta name="theme-color" content="#111111">' }],
        youtubeChannel: 'marquee-cinemas',
        captchaKey: 'proof-of-work',
        antiRobot: { headerName: ANTI_ROBOT_HEADER, challengeUrl: '/api/anti-robot/challenge' },
        chatAgent: {
          orgId: 'marquee-dev',
          scrt2Url: '/api/chat',
          deploymentName: `marquee-${r.site}`,
          deploymentUrl: '/api/chat/availability',
        },
        locator: { maxGeolocationCinemas: 6, maxGeolocationDistance: 50 },
        favoriteCinemasLimit: site.favoriteLimit,
        ...defaultSearchSettings(site, r.lang),
      };
    }),
  );

  const faqArticles = (lang: Lang) => store.docsOf('faq-article', '*').map((d) => localize<FaqDoc>(d.data, lang));
  const faqCategories = (lang: Lang) =>
    store
      .docsOf('faq-category', '*')
      .map((d) =>
        localize<{ id: number; slug: string; topic: string; title: string; description: string }>(d.data, lang),
      );

  app.get('/api/footer/faq', (c) =>
    cached(c, (): FooterFaq => {
      const r = c.get('req');
      const articles = faqArticles(r.lang);
      return {
        groups: faqCategories(r.lang).map((cat) => {
          const own = articles.filter((a) => a.categoryId === cat.id);
          return {
            type: cat.topic,
            // Questions lacking a title or a description are dropped.
            questions: own
              .slice(0, 3)
              .filter((a) => a.title && a.teaser)
              .map((a) => ({ title: a.title, description: a.teaser })),
            slugs: own.map((a) => a.slug),
          };
        }),
      };
    }),
  );

  app.get('/api/footer', (c) =>
    cached(c, (): Footer => {
      const r = c.get('req');
      const l = (en: string, fr: string, de: string, nl: string) => pickText({ en, fr, de, nl }, r.lang);
      const topCities =
        r.site === 'fr'
          ? ['paris', 'lyon', 'marseille', 'toulouse', 'nice']
          : r.site === 'nl'
            ? ['amsterdam', 'rotterdam', 'den-haag', 'utrecht', 'tilburg']
            : [];
      const full = websiteFeatures(r.site).cinemaFullList;
      return {
        columns: [
          {
            title: l('Films', 'Films', 'Filme', 'Films'),
            links: [
              {
                title: l('Now showing', 'À l’affiche', 'Jetzt im Kino', 'Nu in de bioscoop'),
                url: '/films',
                newTab: false,
                cookie: false,
              },
              {
                title: l('Coming soon', 'Prochainement', 'Demnächst', 'Binnenkort'),
                url: '/films/upcoming',
                newTab: false,
                cookie: false,
              },
              {
                title: l('Events', 'Événements', 'Events', 'Evenementen'),
                url: '/events',
                newTab: false,
                cookie: false,
              },
            ],
          },
          {
            title: l('Help', 'Aide', 'Hilfe', 'Hulp'),
            links: [
              {
                title: l('Help centre', 'Centre d’aide', 'Hilfecenter', 'Helpcentrum'),
                url: '/help',
                newTab: false,
                cookie: false,
              },
              {
                title: l('Cookie settings', 'Gestion des cookies', 'Cookie-Einstellungen', 'Cookie-instellingen'),
                url: '#cookies',
                newTab: false,
                cookie: true,
              },
            ],
          },
          {
            title: l('The company', 'L’entreprise', 'Das Unternehmen', 'Het bedrijf'),
            links: [
              {
                title: l('Careers', 'Recrutement', 'Karriere', 'Vacatures'),
                url: '/info/careers',
                newTab: true,
                cookie: false,
              },
              {
                title: l('Legal notice', 'Mentions légales', 'Impressum', 'Juridische informatie'),
                url: '/info/legal',
                newTab: false,
                cookie: false,
              },
            ],
          },
        ],
        socialNetworks: [
          { label: 'Facebook', url: 'https://www.facebook.com/marquee' },
          { label: 'Instagram', url: 'https://www.instagram.com/marquee' },
        ],
        topCities: topCities.map((slug) => {
          const city = store.citiesOf(r.site).find((x) => x.slug === slug);
          return { slug, name: city ? pickText(city.name, r.lang) : slug };
        }),
        cinemas: full ? store.cinemasOf(r.site).map((x) => ({ slug: x.slug, name: x.name, citySlug: x.citySlug })) : [],
      };
    }),
  );

  const faqArticle = (r: { lang: Lang }, a: FaqDoc): FaqArticle => {
    const cat = faqCategories(r.lang).find((x) => x.id === a.categoryId);
    return {
      id: a.id,
      slug: a.slug,
      title: a.title,
      category: { id: a.categoryId, name: cat?.title ?? '' },
      teaser: a.teaser,
      content: a.content,
      publicationDate: a.publicationDate,
      agentforce: a.categoryId === 1,
      related: faqArticles(r.lang)
        .filter((x) => x.categoryId === a.categoryId && x.id !== a.id)
        .slice(0, 5)
        .map((x) => ({ id: x.id, slug: x.slug, title: x.title })),
    };
  };

  app.get('/api/faq/article/slug/:slug', (c) => {
    const slug = parseOr400(PathSlug, c.req.param('slug'), 'slug');
    return cached(c, () => {
      const r = c.get('req');
      const a = faqArticles(r.lang).find((x) => x.slug === slug);
      if (!a) throw notFound('FAQ article');
      return faqArticle(r, a);
    });
  });

  app.get('/api/faq/article/id/:id', (c) => {
    const id = parseOr400(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a number')), c.req.param('id'), 'id');
    return cached(c, () => {
      const r = c.get('req');
      const a = faqArticles(r.lang).find((x) => x.id === Number(id));
      if (!a) throw notFound('FAQ article', 'id');
      return faqArticle(r, a);
    });
  });

  app.get('/api/faq/category/:categoryId', (c) => {
    const raw = parseOr400(
      v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'must be a number or a slug')),
      c.req.param('categoryId'),
      'categoryId',
    );
    return cached(c, (): FaqCategory => {
      const r = c.get('req');
      const cat = faqCategories(r.lang).find((x) => String(x.id) === raw || x.slug === raw);
      if (!cat) throw notFound('FAQ category', 'categoryId');
      const articles = faqArticles(r.lang).filter((a) => a.categoryId === cat.id);
      return { ...cat, articles: articles.map((a) => ({ id: a.id, slug: a.slug, title: a.title, teaser: a.teaser })) };
    });
  });

  app.get('/api/faq/categories', (c) => cached(c, () => ({ items: faqCategories(c.get('req').lang) })));

  app.get('/api/search/full', (c) => {
    const q = parseOr400(SearchQuery, c.req.query(), '');
    return cached(c, () => search(store, c.get('req'), q.q, q.type, q.limit ?? 50));
  });
}

/**
 * Full search: numeric text matches cinemas by postal-code prefix; other text matches titles and bodies
 * accent-insensitively through FTS5 prefix queries. Events never appear (main search), type narrows.
 */
export function search(
  store: Store,
  r: { site: string; lang: Lang },
  q: string,
  type: SearchResult['type'] | undefined,
  limit: number,
): SearchAnswer {
  const counts = { show: 0, cinema: 0, offer: 0, news: 0, faq: 0 };
  const rows: { type: string; ref: string; title: string; rank: number }[] = [];
  const digits = q.replace(/\s+/g, '');
  if (/^\d+$/.test(digits)) {
    for (const row of store.db
      .prepare(
        "SELECT type, ref, title, 0 AS rank FROM search_fts WHERE site = ? AND lang = ? AND type = 'cinema' AND replace(zip, ' ', '') LIKE ? ORDER BY ref",
      )
      .all(r.site, r.lang, `${digits}%`) as typeof rows)
      rows.push(row);
  } else {
    const tokens = fold(q)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 8);
    if (tokens.length > 0) {
      const match = tokens.map((tk) => `"${tk.replace(/"/g, '')}"*`).join(' AND ');
      for (const row of store.db
        .prepare(
          'SELECT type, ref, title, bm25(search_fts, 5.0, 1.0) AS rank FROM search_fts WHERE search_fts MATCH ? AND site = ? AND lang = ? ORDER BY rank LIMIT 500',
        )
        .all(`{title body}: (${match})`, r.site, r.lang) as typeof rows)
        rows.push(row);
    }
  }
  const results: SearchResult[] = [];
  for (const row of rows) {
    if (row.type === 'event') continue; // the main search excludes events
    const t = row.type as SearchResult['type'];
    counts[t]++;
    if (type && t !== type) continue;
    if (results.length >= limit) continue;
    results.push(toResult(store, r, t, row.ref, row.title));
  }
  const total = type ? counts[type] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { query: q, total, counts, results };
}

function toResult(
  store: Store,
  r: { site: string; lang: Lang },
  type: SearchResult['type'],
  ref: string,
  title: string,
): SearchResult {
  if (type === 'show') {
    const show = store.showById.get(Number(ref));
    const slug = show ? showSlug(show, r.lang) : ref;
    return {
      id: `show-${ref}`,
      type,
      slug,
      title,
      image: `/api/media/poster/${slug}.svg`,
      url: `/films/${slug}`,
      publicationDate: null,
      route: { path: 'Movie', parameters: { slug } },
      payload: { duration: show?.duration ?? 0, isMovie: show?.isMovie ?? true },
      topic: null,
    };
  }
  if (type === 'cinema') {
    const c = store.cinemaBySlug.get(ref);
    return {
      id: `cinema-${ref}`,
      type,
      slug: ref,
      title,
      image: `/api/media/cinema/${ref}.svg`,
      url: `/cinemas/${ref}`,
      publicationDate: null,
      route: { path: 'Cinema', parameters: { slug: ref } },
      payload: { city: c ? pickText(c.city, r.lang) : '', postalCode: c?.addressZip ?? '' },
      topic: null,
    };
  }
  if (type === 'faq') {
    // The index keys help articles by id; the result carries the article's real urlSlug and
    // links by it, or by id when the article has none (A§2 "help article by urlSlug if present, else by id").
    const d = store.doc('faq-article', r.site, ref);
    const data = (d?.data ?? {}) as { id?: number; slug?: string; categoryId?: number };
    const id = Number(data.id ?? ref);
    const urlSlug = typeof data.slug === 'string' ? data.slug : '';
    return {
      id: `faq-${id}`,
      type,
      slug: urlSlug,
      title,
      image: null,
      url: urlSlug ? `/help/${urlSlug}` : `/help/article/${id}`,
      publicationDate: null,
      route: urlSlug
        ? { path: 'FaqArticleBySlug', parameters: { slug: urlSlug } }
        : { path: 'FaqArticleById', parameters: { id: String(id) } },
      payload: { categoryId: Number(data.categoryId ?? 0), articleId: id },
      topic: 'help',
    };
  }
  return {
    id: `${type}-${ref}`,
    type,
    slug: ref,
    title,
    image: `/api/media/article/${ref}.svg`,
    url: type === 'offer' ? `/offers/${ref}` : `/news/${ref}`,
    publicationDate: null,
    route: { path: type === 'offer' ? 'Offer' : 'NewsItem', parameters: { slug: ref } },
    payload: {},
    topic: null,
  };
}
