import { chatAvailabilityAt } from '../chat-schedule';
import type { Article, ArticleItem, Experience, PromotionItem, Season, Tag, Version } from '@marquee/domain-models';
import { ArticleTypeSchema, cutAtWord } from '@marquee/domain-models';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { showStatus } from '../db/showtimes';
import { type AnswerCache, type Ctx, catalogue, type Env } from '../http';
import { addDays, epochDay, fromEpochDay } from '../lib/dates';
import { notFound } from '../lib/errors';
import { localize, pickText } from '../lib/text';
import { DateParam, PathSlug, parseOr400 } from '../lib/validate';
import { EXPERIENCE_ARTICLE_TAGS, RENAMED_OFFERS } from '../seed/content';
import { RENAMED_SEASONS } from '../seed/extra';
import type { Lang } from '../seed/sites';
import { passPrice } from '../pricing';
import { channelVideoId, experienceVideo, providerVideo } from '../trailers';
import type { DocRow, Store } from '../store';
import { isListed, type Req, showSlug, showView } from '../views';
import { schedule } from './catalogue';

const DateQuery = v.object({ date: v.optional(DateParam) });
const PageQuery = v.object({
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'must be a page number'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
    ),
  ),
  type: v.optional(ArticleTypeSchema),
});

interface ArticleDoc {
  slug: string;
  type: Article['type'];
  title: string;
  teaser: string;
  content: string;
  releaseOffset: number;
  author: string;
  featuredShow: string | null;
  national: boolean;
  flag: string | null;
  dateType: NonNullable<Article['date']>['dateType'] | null;
  cta: { label: string; url: string } | null;
}

function articleItem(d: DocRow, r: Req): ArticleItem {
  const a = localize<ArticleDoc>(d.data, r.lang);
  const image = `/api/media/article/${a.slug}.svg`;
  return {
    slug: a.slug,
    type: a.type,
    title: a.title,
    teaser: a.teaser,
    thumbnail: `${image}?size=sm`,
    image,
    imageAlt: a.title,
    releaseDate: addDays(r.today, a.releaseOffset),
    flag: a.flag,
    national: a.national,
    cinemas: [],
  };
}

function article(store: Store, d: DocRow, r: Req): Article {
  const a = localize<ArticleDoc>(d.data, r.lang);
  const item = articleItem(d, r);
  const featured = a.featuredShow ? store.showSlugs.get(a.featuredShow)?.[0] : undefined;
  const featuredShow = featured ? store.showById.get(featured.id) : undefined;
  const experienceTag = a.type === 'experience' ? EXPERIENCE_ARTICLE_TAGS[a.slug] : undefined;
  return {
    ...item,
    headline: a.teaser,
    content: a.content,
    author: a.author,
    redirectSlug: null,
    trackingSlug: a.slug,
    featuredShow: featuredShow ? showSlug(featuredShow, r.lang) : null,
    display: {
      creationDate: a.type === 'news',
      socialMedia: true,
      backToNews: a.type === 'news',
      newsTag: a.type === 'news',
    },
    date: a.dateType ? offerDate(a.dateType, item.releaseDate, r.today) : null,
    cta: a.cta,
    // An experience article names the cinemas where its experience plays.
    cinemas: experienceTag
      ? store
          .cinemasOf(r.site)
          .filter((c) => c.tags.includes(experienceTag))
          .map((c) => c.slug)
      : item.cinemas,
    guest: a.type === 'experience' ? 'Marquee' : null,
    seo: { title: a.title, description: cutAtWord(a.teaser) },
  };
}

/**
 * An offer's validity by its date range type (CAT-64): `exact` a day and an hour, `exactWithoutHours`
 * a day, `from` its release, `until` an end, `interval` both ends, `noDate` neither.
 */
function offerDate(
  dateType: NonNullable<Article['date']>['dateType'],
  releaseDate: string,
  today: string,
): NonNullable<Article['date']> {
  switch (dateType) {
    case 'exact':
      return { dateType, start: `${addDays(today, 3)}T20:30:00`, end: null };
    case 'exactWithoutHours':
      return { dateType, start: addDays(today, 5), end: null };
    case 'from':
      return { dateType, start: releaseDate, end: null };
    case 'until':
      return { dateType, start: null, end: addDays(today, 30) };
    case 'interval':
      return { dateType, start: addDays(today, -7), end: addDays(today, 21) };
    default:
      return { dateType, start: null, end: null };
  }
}

function tagView(d: DocRow, r: Req, index: number): Tag {
  const x = localize<{
    slug: string;
    title: string;
    description: string;
    category: string;
    premium: boolean;
    isGpxp: boolean;
    accessibility: boolean;
  }>(d.data, r.lang);
  const icon = `/api/media/icon/${x.slug}.svg`;
  return {
    slug: x.slug,
    title: x.title,
    label: x.title,
    description: x.description,
    isPremium: x.premium,
    isVersionFilter: false,
    isCinemaFlag: x.category === 'experience',
    isCinemaFilter: x.category === 'experience' || x.accessibility,
    isShowFilter: true,
    isGpxp: x.isGpxp,
    isShowFlag: x.category === 'event' || x.category === 'experience',
    isBadgePublished: x.category !== 'format',
    hasBadge: x.category !== 'format',
    badgeTitle: x.title,
    badgeDescription: x.description,
    badgeImage: icon,
    iconShowTime: {
      type: x.category === 'format' ? 'text' : 'img',
      idSprite: null,
      image: x.category === 'format' ? null : icon,
      width: 32,
      label: x.title,
    },
    filterOrder: index + 1,
    upsellOrder: x.premium ? index + 1 : null,
    upsellText: x.premium ? x.description : null,
    upsellBackdropUrl: x.premium ? `/api/media/experience/${x.slug}.svg` : null,
    tagCategory: x.category,
    tagCategoryOrder: ['experience', 'format', 'event', 'accessibility'].indexOf(x.category) + 1,
    accessibilityDescription: x.accessibility ? x.description : null,
    ctaUrl: x.isGpxp ? `/experiences/${x.slug}` : null,
    highlighted: x.premium,
    thumbnailTitle: x.title,
    modalTitle: x.title,
    modalDescription: x.description,
    pictoBanner: x.premium ? icon : null,
    pictoImage: icon,
    labelFlagColor: x.premium ? '#111111' : null,
    backgroundFlagColor: x.premium ? '#ffc426' : null,
    tooltip: { title: x.title, description: x.description, image: icon },
  };
}

/** Content calls: articles, news, offers, seasons, experiences, tags, zones, templates, alerts and friends. */
export function contentRoutes(app: Hono<Env>, store: Store, cache: AnswerCache): void {
  const cached = (c: Ctx, build: () => unknown) => catalogue(c, store, cache, build);
  const articles = (r: Req, type?: string) =>
    store.docsOf('article', r.site).filter((d) => !type || (d.data as { type: string }).type === type);
  const findArticle = (r: Req, slug: string, type?: string) => {
    parseOr400(PathSlug, slug, 'slug');
    const d = articles(r, type).find((x) => x.slug === slug);
    if (!d) throw notFound(type ?? 'article');
    return d;
  };
  const list = (c: Ctx, type?: string) => {
    const q = parseOr400(PageQuery, c.req.query(), '');
    return cached(c, () => {
      const r = c.get('req');
      const all = articles(r, type ?? q.type).map((d) => articleItem(d, r));
      const size = 12;
      const page = q.page ?? 1;
      return { total: all.length, items: all.slice((page - 1) * size, page * size) };
    });
  };
  const translate = (c: Ctx, slug: string) =>
    cached(c, () => ({
      slug,
      translations: store.site(c.get('req').site).languages.map((language) => ({ language, slug })),
    }));

  app.get('/api/news', (c) => list(c, 'news'));
  app.get('/api/news-offers', (c) => {
    const q = parseOr400(PageQuery, c.req.query(), '');
    return cached(c, () => {
      const r = c.get('req');
      const all = articles(r)
        .filter((d) => ['news', 'offer'].includes((d.data as { type: string }).type))
        .filter((d) => !q.type || (d.data as { type: string }).type === q.type)
        .map((d) => articleItem(d, r));
      return { total: all.length, items: all };
    });
  });
  app.get('/api/news/:slug', (c) => {
    const d = findArticle(c.get('req'), c.req.param('slug'), 'news');
    return cached(c, () => article(store, d, c.get('req')));
  });
  app.get('/api/news/:slug/translate', (c) =>
    translate(c, findArticle(c.get('req'), c.req.param('slug'), 'news').slug),
  );
  app.get('/api/offers', (c) => list(c, 'offer'));
  app.get('/api/offer/:slug', (c) => {
    // A former slug answers the offer under its new one (`redirectSlug`: the page redirects, CAT-02).
    const asked = c.req.param('slug');
    const renamed = Object.hasOwn(RENAMED_OFFERS, asked) ? (RENAMED_OFFERS[asked] as string) : null;
    const d = findArticle(c.get('req'), renamed ?? asked, 'offer');
    return cached(c, () => ({ ...article(store, d, c.get('req')), redirectSlug: renamed }));
  });
  app.get('/api/offer/:slug/translate', (c) =>
    translate(c, findArticle(c.get('req'), c.req.param('slug'), 'offer').slug),
  );
  app.get('/api/articles', (c) => list(c));
  app.get('/api/article/:slug', (c) => {
    const d = findArticle(c.get('req'), c.req.param('slug'));
    return cached(c, () => article(store, d, c.get('req')));
  });
  app.get('/api/article/:slug/translate', (c) => translate(c, findArticle(c.get('req'), c.req.param('slug')).slug));

  app.get('/api/offers/page', (c) =>
    cached(c, () => {
      const r = c.get('req');
      const d = store.doc('offers-page', r.site, 'page');
      const x = localize<{
        title: string;
        subtitle: string;
        description: string;
        restriction: string;
        ctaInfo: string;
        blockOrder: string[];
      }>(d?.data ?? {}, r.lang);
      return {
        title: x.title,
        subtitle: x.subtitle,
        description: x.description,
        restriction: x.restriction,
        cta: {
          label: pickText(
            { en: 'See the offers', fr: 'Voir les offres', de: 'Angebote ansehen', nl: 'Bekijk de aanbiedingen' },
            r.lang,
          ),
          url: '/offers',
          blank: false,
        },
        ctaInfo: x.ctaInfo,
        logo: '/api/media/logo/marquee.svg',
        backdrop: '/api/media/article/offers.svg',
        mobileBackdrop: '/api/media/article/offers.svg?size=sm',
        blockOrder: x.blockOrder,
      };
    }),
  );
  app.get('/api/offers/promotion', (c) =>
    cached(c, () => {
      const r = c.get('req');
      return {
        items: store.docsOf('promotion', r.site).map((d) => {
          const x = localize<{
            title: string;
            subtitle: string;
            description: string;
            restriction: string;
            ctaInfo: string;
            label: string | null;
            labelColor: string | null;
          }>(d.data, r.lang);
          return {
            ...x,
            cta: {
              label: pickText({ en: 'Subscribe', fr: 'Je m’abonne', de: 'Abonnieren', nl: 'Abonneren' }, r.lang),
              url: '/subscription',
              blank: false,
            },
            picture: `/api/media/article/${d.slug}.svg`,
            mobilePicture: `/api/media/article/${d.slug}.svg?size=sm`,
          };
        }),
      };
    }),
  );
  app.get('/api/offers/temporary', (c) =>
    cached(c, () => {
      const r = c.get('req');
      return {
        items: store.docsOf('temporary-offer', r.site).map((d) => {
          const x = localize<{
            title: string;
            subtitle: string;
            price: number;
            initialPrice: number | null;
            currency: string;
            ordering: number;
          }>(d.data, r.lang);
          return {
            ...x,
            cta: {
              label: pickText({ en: 'Buy', fr: 'Acheter', de: 'Kaufen', nl: 'Kopen' }, r.lang),
              url: `/api/booking/offer-${d.slug}`,
              blank: true,
            },
            picture: `/api/media/article/${d.slug}.svg`,
          };
        }),
      };
    }),
  );

  // Seasons (special events): /api/events is the list, /api/event/{slug} a season, /shows its schedule.
  const seasonView = (d: DocRow, r: Req): Season => {
    const x = localize<{
      slug: string;
      title: string;
      type: string;
      subtitle: string;
      price: number;
      initialPrice: number;
      active: boolean;
      description: string;
      shows: string[];
    }>(d.data, r.lang);
    return {
      slug: x.slug,
      title: x.title,
      type: x.type,
      subtitle: x.subtitle,
      poster: `/api/media/season/${x.slug}.svg`,
      price: x.price,
      initialPrice: x.initialPrice,
      currency: store.site(r.site).currency,
      active: x.active,
      cta: {
        label: pickText({ en: 'Book', fr: 'Réserver', de: 'Buchen', nl: 'Boeken' }, r.lang),
        url: `/events/${x.slug}`,
        blank: false,
      },
      description: x.description,
      backdrop: `/api/media/season/${x.slug}.svg?size=lg`,
      redirectSlug: null,
      shows: x.shows.map((s) => {
        const hit = store.showSlugs.get(s)?.[0];
        const show = hit ? store.showById.get(hit.id) : undefined;
        return show ? showSlug(show, r.lang) : s;
      }),
    };
  };
  /** A season by slug, or by a former slug (then `renamed`: the answer carries the new slug as redirectSlug). */
  const findSeason = (r: Req, slug: string) => {
    parseOr400(PathSlug, slug, 'slug');
    const current = Object.hasOwn(RENAMED_SEASONS, slug) ? (RENAMED_SEASONS[slug] as string) : slug;
    const d = store.doc('season', r.site, current);
    if (!d) throw notFound('season');
    return { doc: d, renamed: current !== slug };
  };
  for (const base of ['/api/events', '/api/seasons']) {
    app.get(base, (c) =>
      cached(c, () => ({ items: store.docsOf('season', c.get('req').site).map((d) => seasonView(d, c.get('req'))) })),
    );
  }
  for (const base of ['/api/event', '/api/season']) {
    app.get(`${base}/:slug`, (c) => {
      const { doc: d, renamed } = findSeason(c.get('req'), c.req.param('slug'));
      return cached(c, () => {
        const r = c.get('req');
        const s = seasonView(d, r);
        return {
          ...s,
          redirectSlug: renamed ? s.slug : null,
          details: {
            prices: [
              {
                label: pickText(
                  { en: 'Full price', fr: 'Plein tarif', de: 'Normalpreis', nl: 'Normaal tarief' },
                  r.lang,
                ),
                amount: s.initialPrice ?? 0,
              },
              {
                label: pickText(
                  {
                    en: 'Season pass (per event)',
                    fr: 'Abonnement saison (par séance)',
                    de: 'Saisonabo (pro Event)',
                    nl: 'Seizoenspas (per voorstelling)',
                  },
                  r.lang,
                ),
                amount: s.price ?? 0,
              },
            ],
            logo: '/api/media/logo/marquee.svg',
            backdrop: s.backdrop,
          },
          seo: { title: s.title, description: s.description.slice(0, 100) },
        };
      });
    });
    app.get(`${base}/:slug/shows`, (c) => {
      const { doc: d } = findSeason(c.get('req'), c.req.param('slug'));
      const q = parseOr400(DateQuery, c.req.query(), '');
      return cached(c, () => {
        const r = c.get('req');
        const members = new Set(
          ((d.data as { shows: string[] }).shows ?? []).map((s) => store.showSlugs.get(s)?.[0]?.id ?? -1),
        );
        return schedule(
          store,
          r,
          store.cinemasOf(r.site).map((x) => x.id),
          q.date,
          members,
        );
      });
    });
  }

  // Experiences (gpxp), technologies, experience groups, tags and versions.
  const experienceView = (d: DocRow, r: Req): Experience => {
    const x = localize<{
      slug: string;
      title: string;
      teaser: string;
      details: string;
      group: string;
      technologies: string[];
      services: string[];
    }>(d.data, r.lang);
    return {
      slug: x.slug,
      title: x.title,
      backdrop: `/api/media/experience/${x.slug}.svg`,
      logo: `/api/media/icon/${x.slug}.svg`,
      teaser: x.teaser,
      details: x.details,
      video: experienceVideo(x.slug, x.title, `/api/media/experience/${x.slug}.svg`, r.lang),
      services: x.services,
      redirectSlug: null,
      technologies: x.technologies,
      group: x.group,
      cinemas: store
        .cinemasOf(r.site)
        .filter((c) => c.tags.includes(x.slug))
        .map((c) => c.slug),
    };
  };
  const groups = (r: Req) =>
    store
      .docsOf('experience-group', r.site)
      .map((d) => localize<{ slug: string; title: string; description: string }>(d.data, r.lang));
  const findGpxp = (r: Req, slug: string) => {
    parseOr400(PathSlug, slug, 'slug');
    const d = store.doc('gpxp', r.site, slug);
    if (!d) throw notFound('experience');
    return d;
  };
  for (const path of ['/api/gpxp', '/api/experiences']) {
    app.get(path, (c) =>
      cached(c, () => {
        const r = c.get('req');
        return {
          items: store.docsOf('gpxp', r.site).map((d) => experienceView(d, r)),
          groups: groups(r).map((g) => ({ slug: g.slug, title: g.title })),
        };
      }),
    );
  }
  app.get('/api/gpxp/:slug', (c) => {
    const d = findGpxp(c.get('req'), c.req.param('slug'));
    return cached(c, () => experienceView(d, c.get('req')));
  });
  app.get('/api/gpxp/:slug/shows', (c) => {
    const d = findGpxp(c.get('req'), c.req.param('slug'));
    const q = parseOr400(DateQuery, c.req.query(), '');
    return cached(c, () => {
      const r = c.get('req');
      const ids = store
        .cinemasOf(r.site)
        .filter((x) => x.tags.includes(d.slug))
        .map((x) => x.id);
      return schedule(store, r, ids, q.date, undefined, d.slug);
    });
  });
  app.get('/api/technologies', (c) =>
    cached(c, () => {
      const r = c.get('req');
      return {
        tags: store
          .docsOf('tag', r.site)
          .map((d, i) => tagView(d, r, i))
          .filter((t) => t.isGpxp && t.slug !== 'premium'),
      };
    }),
  );
  app.get('/api/experience-group/:slug', (c) => {
    const slug = parseOr400(PathSlug, c.req.param('slug'), 'slug');
    return cached(c, () => {
      const r = c.get('req');
      const g = groups(r).find((x) => x.slug === slug);
      if (!g) throw notFound('experience group');
      const members = store.docsOf('gpxp', r.site).filter((d) => (d.data as { group: string }).group === g.slug);
      const memberSlugs = new Set(members.map((d) => d.slug));
      return {
        slug: g.slug,
        title: g.title,
        description: g.description,
        backdrop: `/api/media/experience/${g.slug}.svg`,
        experiences: members.map((d) => experienceView(d, r)),
        // The articles about this group's experiences only.
        articles: articles(r, 'experience')
          .filter((d) => memberSlugs.has(EXPERIENCE_ARTICLE_TAGS[d.slug] ?? ''))
          .map((d) => articleItem(d, r)),
        pushes: [],
      };
    });
  });
  app.get('/api/tags', (c) =>
    cached(c, () => ({ tags: store.docsOf('tag', c.get('req').site).map((d, i) => tagView(d, c.get('req'), i)) })),
  );
  app.get('/api/tag/:slug', (c) => {
    const slug = parseOr400(PathSlug, c.req.param('slug'), 'slug');
    return cached(c, () => {
      const r = c.get('req');
      const index = store.docsOf('tag', r.site).findIndex((d) => d.slug === slug);
      const d = store.docsOf('tag', r.site)[index];
      if (!d) throw notFound('Tag', 'slug');
      return tagView(d, r, index);
    });
  });
  app.get('/api/versions', (c) =>
    cached(c, () => {
      const r = c.get('req');
      return { versions: store.docsOf('version', r.site).map((d) => localize<Version>(d.data, r.lang)) };
    }),
  );

  // Zones: release dates per zone.
  const ZONES: Record<string, { name: string; country: string }> = {
    FR: { name: 'France', country: 'fr' },
    BE: { name: 'Belgique / België', country: 'be' },
    CH: { name: 'Suisse / Schweiz', country: 'ch' },
    NL: { name: 'Nederland', country: 'nl' },
    MA: { name: 'Maroc', country: 'ma' },
    TN: { name: 'Tunisie', country: 'tn' },
    SN: { name: 'Sénégal', country: 'sn' },
    CI: { name: "Côte d'Ivoire", country: 'ci' },
  };
  app.get('/api/zone', (c) => cached(c, () => ({ items: Object.entries(ZONES).map(([id, z]) => ({ id, ...z })) })));
  app.get('/api/zone/:id', (c) => {
    const id = parseOr400(
      v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'must be a two-letter zone id')),
      c.req.param('id'),
      'id',
    ).toUpperCase();
    const zone = ZONES[id];
    if (!zone) throw notFound('zone', 'id');
    return cached(c, () => {
      const r = c.get('req');
      const day = epochDay(r.today);
      const dates: Record<string, string> = {};
      for (const s of store.shows) dates[showSlug(s, r.lang)] = fromEpochDay(showStatus(s, id, day).release);
      return { id, ...zone, dates };
    });
  });

  // Master templates (info pages).
  const findTemplate = (r: Req, slug: string) => {
    parseOr400(PathSlug, slug, 'slug');
    const d = store.doc('master-template', r.site, slug);
    if (!d) throw notFound('page');
    return d;
  };
  app.get('/api/master-template/pages', (c) =>
    cached(c, () => {
      const r = c.get('req');
      return {
        items: store
          .docsOf('master-template', r.site)
          .map((d) => ({ slug: d.slug, title: localize<{ title: string }>(d.data, r.lang).title })),
      };
    }),
  );
  app.get('/api/master-template/page/:slug', (c) => {
    const d = findTemplate(c.get('req'), c.req.param('slug'));
    return cached(c, () => {
      const r = c.get('req');
      const x = localize<{ slug: string; title: string; subtitle: string; text: string; mobileApp: boolean }>(
        d.data,
        r.lang,
      );
      return {
        slug: x.slug,
        title: x.title,
        header: { title: x.title, subtitle: x.subtitle, backdrop: `/api/media/article/${x.slug}.svg` },
        explanation: { title: x.subtitle, text: x.text },
        mosaic: store
          .docsOf('gpxp', r.site)
          .slice(0, 4)
          .map((g) => ({
            title: localize<{ title: string }>(g.data, r.lang).title,
            image: `/api/media/experience/${g.slug}.svg`,
            url: `/experiences/${g.slug}`,
          })),
        listing: [{ title: x.subtitle, text: x.text }],
        mobileApp: x.mobileApp,
        cinemas: store
          .cinemasOf(r.site)
          .slice(0, 3)
          .map((cn) => cn.slug),
        shows: store.shows
          .filter((s) => s.isMovie && isListed(s, store, r))
          .slice(0, 4)
          .map((s) => showSlug(s, r.lang)),
        labels: {
          more: pickText({ en: 'Learn more', fr: 'En savoir plus', de: 'Mehr erfahren', nl: 'Meer weten' }, r.lang),
        },
        guest: null,
        // The text is CMS HTML: the description is its words.
        seo: {
          title: x.title,
          description: cutAtWord(
            x.text
              .replace(/<[^>]*>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim(),
          ),
        },
      };
    });
  });
  app.get('/api/master-template/page/:slug/translate', (c) =>
    translate(c, findTemplate(c.get('req'), c.req.param('slug')).slug),
  );
  app.get('/api/master-template/translate/:slug', (c) =>
    translate(c, findTemplate(c.get('req'), c.req.param('slug')).slug),
  );

  // Alerts, pushes, promotion items.
  app.get('/api/alerts', (c) =>
    cached(c, () => {
      const r = c.get('req');
      return {
        items: store.docsOf('alert', r.site).map((d) => {
          const x = localize<{
            level: 'info' | 'warning';
            title: string;
            subtitle: string;
            message: string;
            class: string;
            allCinemas: boolean;
            cinemas?: string[];
          }>(d.data, r.lang);
          return {
            ...x,
            icon: x.level === 'warning' ? '/api/media/icon/warning.svg' : '/api/media/icon/info.svg',
            autoCloseId: d.slug,
            cinemas: x.cinemas ?? [],
          };
        }),
      };
    }),
  );
  const promoItems = (r: Req, kind: string): PromotionItem[] => {
    const top = store.shows
      .filter((s) => s.isMovie && isListed(s, store, r))
      .sort((a, b) => b.popularity - a.popularity);
    const book = pickText({ en: 'Book now', fr: 'Réserver', de: 'Jetzt buchen', nl: 'Nu boeken' }, r.lang);
    return top.slice(0, kind === 'home' ? 4 : kind === 'header' ? 1 : 2).map((s, i) => {
      const view = showView(store, s, r);
      return {
        title: view.title,
        position: i + 1,
        teaser: cutAtWord(view.synopsis, 120),
        tags: view.tags,
        type: kind,
        // the raster backdrop (AVIF and WebP follow from it by domain-models' responsiveImage)
        backdropUrl: view.background.md,
        ctaLabel: book,
        ctaUrl: `/films/${view.slug}`,
        ctaType: i === 0 ? 'yellow-button' : 'black-button',
        ctaBlank: false,
      };
    });
  };
  app.get('/api/native-ad', (c) => cached(c, () => ({ items: promoItems(c.get('req'), 'native-ad') })));
  app.get('/api/pushes/header', (c) => cached(c, () => ({ items: promoItems(c.get('req'), 'header') })));
  app.get('/api/pushes/home', (c) => cached(c, () => ({ items: promoItems(c.get('req'), 'home') })));
  app.get('/api/autopromos', (c) => cached(c, () => ({ items: promoItems(c.get('req'), 'autopromo') })));
  app.get('/api/permanent-autopromo', (c) =>
    cached(c, () => {
      const r = c.get('req');
      const l = (t: Record<Lang, string>) => pickText(t, r.lang);
      return {
        items: [
          {
            title: l({ en: 'The cinema pass', fr: 'Le pass cinéma', de: 'Der Kinopass', nl: 'De bioscooppas' }),
            position: 1,
            teaser: l({
              en: 'Unlimited films, every day.',
              fr: 'Des films en illimité, tous les jours.',
              de: 'Unbegrenzt Filme, jeden Tag.',
              nl: 'Onbeperkt films, elke dag.',
            }),
            tags: [],
            type: 'permanent-autopromo',
            backdropUrl: '/api/media/article/pass.svg',
            ctaLabel: l({ en: 'Discover', fr: 'Découvrir', de: 'Entdecken', nl: 'Ontdekken' }),
            ctaUrl: '/subscription',
            ctaType: 'black-button',
            ctaBlank: false,
          },
        ],
      };
    }),
  );
  const FeaturedQuery = v.object({
    type: v.optional(v.picklist(['shows', 'news', 'offers', 'events'], 'must be one of shows, news, offers, events')),
  });
  app.get('/api/featured', (c) => {
    const q = parseOr400(FeaturedQuery, c.req.query(), '');
    return cached(c, () => {
      const r = c.get('req');
      const type = q.type ?? 'shows';
      if (type === 'news' || type === 'offers') {
        const items = articles(r, type === 'news' ? 'news' : 'offer')
          .slice(0, 4)
          .map((d) => articleItem(d, r));
        return { type, items: [], articles: items, shows: [] };
      }
      const shows = store.shows
        .filter((s) => (type === 'events' ? !s.isMovie : s.isMovie) && isListed(s, store, r))
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, 6)
        .map((s) => showView(store, s, r));
      return { type, items: promoItems(r, 'featured'), articles: [], shows };
    });
  });
  app.get('/api/youtube/latest', (c) =>
    cached(c, () => {
      const r = c.get('req');
      return {
        channel: 'marquee-cinemas',
        videos: store.shows
          .filter((s) => s.isMovie && isListed(s, store, r))
          .slice(0, 6)
          .map((s, i) =>
            providerVideo('youtube', channelVideoId(i), {
              isMain: i === 0,
              language: r.lang,
              title: pickText(s.titles, r.lang),
              // the raster backdrop at its smallest size: a thumbnail
              snapshot: showView(store, s, r).background.sm,
            }),
          ),
      };
    }),
  );
  app.get('/api/vod', (c) =>
    cached(c, () => {
      const r = c.get('req');
      const enabled = r.site === 'fr' || r.site === 'nl';
      return {
        enabled,
        items: enabled
          ? store.shows
              .filter((s) => s.vod)
              .map((s) => ({
                slug: showSlug(s, r.lang),
                title: pickText(s.titles, r.lang),
                poster: showView(store, s, r).poster.md,
                availability: addDays(r.today, -7),
                url: `/home/${showSlug(s, r.lang)}`,
              }))
          : [],
      };
    }),
  );

  // E-cards, cinepass, subscription offers.
  app.get('/api/ecards', (c) =>
    cached(c, () => {
      const r = c.get('req');
      return {
        items: store.docsOf('ecard', r.site).map((d) => {
          const x = localize<{ title: string; places: number; price: number; initialPrice: number; currency: string }>(
            d.data,
            r.lang,
          );
          return {
            title: x.title,
            image: `/api/media/card/${d.slug}.svg`,
            price: x.price,
            initialPrice: x.initialPrice,
            currency: x.currency,
            placesCount: x.places,
            tunnelUrl: `/api/booking/ecard-${d.slug}`,
            national: true,
            highlightMessage:
              x.places === 5
                ? pickText(
                    { en: 'Best value', fr: 'Le plus avantageux', de: 'Bester Preis', nl: 'Voordeligst' },
                    r.lang,
                  )
                : null,
          };
        }),
      };
    }),
  );
  app.get('/api/cms/1.0.0/ecards', (c) =>
    cached(c, () => {
      const r = c.get('req');
      return store.docsOf('ecard', r.site).map((d, i) => {
        const x = localize<{ title: string; places: number }>(d.data, r.lang);
        return {
          typeId: i + 1,
          label: x.title,
          terms: pickText(
            {
              en: `Valid one year for ${x.places} seats in every cinema of the brand.`,
              fr: `Valable un an pour ${x.places} places dans tous les cinémas de l’enseigne.`,
              de: `Ein Jahr gültig für ${x.places} Plätze in allen Kinos der Marke.`,
              nl: `Een jaar geldig voor ${x.places} plaatsen in alle bioscopen van het merk.`,
            },
            r.lang,
          ),
        };
      });
    }),
  );
  app.get('/api/cinepass', (c) =>
    cached(c, () => {
      const r = c.get('req');
      const l = (t: Record<Lang, string>) => pickText(t, r.lang);
      return {
        maintenance: false,
        promotion: {
          title: l({
            en: 'First month half price',
            fr: 'Premier mois à moitié prix',
            de: 'Erster Monat zum halben Preis',
            nl: 'Eerste maand halve prijs',
          }),
          description: l({
            en: 'For new subscribers.',
            fr: 'Pour les nouveaux abonnés.',
            de: 'Für Neuabonnenten.',
            nl: 'Voor nieuwe abonnees.',
          }),
        },
        partnerCinemas: store.cinemasOf(r.site).map((x) => x.slug),
        items: [
          {
            label: 'Solo',
            price: passPrice(r.site, 'solo'),
            image: '/api/media/card/pass-solo.svg',
            legend: l({ en: 'per month', fr: 'par mois', de: 'pro Monat', nl: 'per maand' }),
          },
          {
            label: 'Duo',
            price: passPrice(r.site, 'duo'),
            image: '/api/media/card/pass-duo.svg',
            legend: l({ en: 'per month', fr: 'par mois', de: 'pro Monat', nl: 'per maand' }),
          },
        ],
      };
    }),
  );
  app.get('/api/cinepass/current-shows', (c) =>
    cached(c, () => {
      const r = c.get('req');
      const shows = store.shows
        .filter(
          (s) =>
            s.isMovie && isListed(s, store, r) && !showStatus(s, store.site(r.site).zone, epochDay(r.today)).comingSoon,
        )
        .map((s) => showView(store, s, r));
      return { total: shows.length, shows };
    }),
  );
  const CatalogQuery = v.object({
    catalog: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'must be a catalogue name'))),
  });
  app.get('/api/cms/1.0.0/subscription/subscription-offers', (c) => {
    const q = parseOr400(CatalogQuery, c.req.query(), '');
    return cached(c, () => {
      const r = c.get('req');
      const cur = store.site(r.site).currency;
      const l = (t: Record<Lang, string>) => pickText(t, r.lang);
      const catalog = q.catalog ?? 'default';
      const options = [
        {
          id: 'plus-one',
          label: l({ en: 'Guest ticket', fr: 'Place invité', de: 'Gastticket', nl: 'Gastticket' }),
          price: passPrice(r.site, 'guest'),
          maxQuantity: 4,
        },
        {
          id: 'premium',
          label: l({ en: 'Premium halls', fr: 'Salles premium', de: 'Premium-Säle', nl: 'Premiumzalen' }),
          price: passPrice(r.site, 'premiumHalls'),
          maxQuantity: 1,
        },
      ];
      return {
        maintenance: false,
        catalog,
        offers: [
          {
            id: 'solo',
            catalog,
            title: 'Solo',
            description: l({
              en: 'Unlimited films for one.',
              fr: 'Films illimités pour une personne.',
              de: 'Unbegrenzt Filme für eine Person.',
              nl: 'Onbeperkt films voor één persoon.',
            }),
            price: passPrice(r.site, 'solo'),
            currency: cur,
            period: 'month' as const,
            subscribeUrl: '/api/booking/subscription-solo',
            options,
          },
          {
            id: 'duo',
            catalog,
            title: 'Duo',
            description: l({
              en: 'Unlimited films for two.',
              fr: 'Films illimités pour deux.',
              de: 'Unbegrenzt Filme für zwei.',
              nl: 'Onbeperkt films voor twee.',
            }),
            price: passPrice(r.site, 'duo'),
            currency: cur,
            period: 'month' as const,
            subscribeUrl: '/api/booking/subscription-duo',
            options,
          },
          {
            id: 'student',
            catalog,
            title: l({ en: 'Student', fr: 'Étudiant', de: 'Studierende', nl: 'Student' }),
            description: l({
              en: 'For students under 26.',
              fr: 'Pour les étudiants de moins de 26 ans.',
              de: 'Für Studierende unter 26.',
              nl: 'Voor studenten onder 26.',
            }),
            price: passPrice(r.site, 'student'),
            currency: cur,
            period: 'month' as const,
            subscribeUrl: '/api/booking/subscription-student',
            options: [],
          },
        ],
      };
    });
  });

  // Chat availability from a configurable schedule (CHAT_SCHEDULE, read on every request; HELP-20).
  app.get('/api/chat/availability', (c) => {
    const r = c.get('req');
    return c.json(chatAvailabilityAt(r.today, r.time, process.env.CHAT_SCHEDULE), 200, { 'cache-control': 'no-store' });
  });
}
