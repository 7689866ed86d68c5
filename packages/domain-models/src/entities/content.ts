import * as v from 'valibot';
import { CtaSchema, IsoDateSchema, SeoSchema } from './common';
import { VideoSchema } from './show';

/** Article types. */
export const ArticleTypeSchema = v.picklist(['news', 'event', 'offer', 'experience']);
/** Date range types of an offer. */
export const DateTypeSchema = v.picklist(['exact', 'from', 'interval', 'until', 'noDate', 'exactWithoutHours']);
/** An article (news, event, offer, experience). */
export const ArticleSchema = v.object({
  slug: v.string(),
  type: ArticleTypeSchema,
  title: v.string(),
  headline: v.string(),
  teaser: v.string(),
  content: v.string(),
  image: v.string(),
  imageAlt: v.string(),
  thumbnail: v.string(),
  releaseDate: IsoDateSchema,
  author: v.string(),
  redirectSlug: v.nullable(v.string()),
  trackingSlug: v.string(),
  featuredShow: v.nullable(v.string()),
  display: v.object({
    creationDate: v.boolean(),
    socialMedia: v.boolean(),
    backToNews: v.boolean(),
    newsTag: v.boolean(),
  }),
  flag: v.nullable(v.string()),
  national: v.boolean(),
  cinemas: v.array(v.string()),
  date: v.nullable(v.object({ dateType: DateTypeSchema, start: v.nullable(v.string()), end: v.nullable(v.string()) })),
  cta: v.nullable(v.object({ label: v.string(), url: v.string() })),
  guest: v.nullable(v.string()),
  seo: SeoSchema,
});
/** An article. */
export type Article = v.InferOutput<typeof ArticleSchema>;
/** A list item of news, offers or articles (news page push / offers list item). */
export const ArticleItemSchema = v.object({
  slug: v.string(),
  type: ArticleTypeSchema,
  title: v.string(),
  teaser: v.string(),
  thumbnail: v.string(),
  image: v.string(),
  imageAlt: v.string(),
  releaseDate: IsoDateSchema,
  flag: v.nullable(v.string()),
  national: v.boolean(),
  cinemas: v.array(v.string()),
});
/** A list item of an article list. */
export type ArticleItem = v.InferOutput<typeof ArticleItemSchema>;
/** Answer of article lists (/api/news, /api/news-offers, /api/events...). */
export const ArticleListSchema = v.object({ total: v.number(), items: v.array(ArticleItemSchema) });

/** Offers page header. */
export const OffersPageSchema = v.object({
  title: v.string(),
  subtitle: v.string(),
  description: v.string(),
  restriction: v.string(),
  cta: v.nullable(CtaSchema),
  ctaInfo: v.string(),
  logo: v.string(),
  backdrop: v.string(),
  mobileBackdrop: v.string(),
  blockOrder: v.array(v.picklist(['promotion', 'event', 'temporary', 'ecards'])),
});
/** An offers promotion. */
export const PromotionSchema = v.object({
  title: v.string(),
  subtitle: v.string(),
  description: v.string(),
  restriction: v.string(),
  cta: v.nullable(CtaSchema),
  ctaInfo: v.string(),
  picture: v.string(),
  mobilePicture: v.string(),
  label: v.nullable(v.string()),
  labelColor: v.nullable(v.string()),
});
/** Answer of GET /api/offers/promotion. */
export const PromotionListSchema = v.object({ items: v.array(PromotionSchema) });
/** A temporary offer. */
export const TemporaryOfferSchema = v.object({
  title: v.string(),
  subtitle: v.string(),
  price: v.number(),
  initialPrice: v.nullable(v.number()),
  currency: v.string(),
  ordering: v.number(),
  cta: v.nullable(CtaSchema),
  picture: v.string(),
});
/** Answer of GET /api/offers/temporary. */
export const TemporaryOfferListSchema = v.object({ items: v.array(TemporaryOfferSchema) });
/** A promotion item (pushes, autopromos, native ad). */
export const PromotionItemSchema = v.object({
  title: v.string(),
  position: v.number(),
  teaser: v.string(),
  tags: v.array(v.string()),
  type: v.string(),
  backdropUrl: v.string(),
  ctaLabel: v.string(),
  ctaUrl: v.string(),
  ctaType: v.picklist(['none', 'yellow-button', 'black-button', 'book-now']),
  ctaBlank: v.boolean(),
});
/** A promotion item. */
export type PromotionItem = v.InferOutput<typeof PromotionItemSchema>;
/** Answer of promotion-item lists (pushes, autopromos, native ad, featured). */
export const PromotionItemListSchema = v.object({ items: v.array(PromotionItemSchema) });

/** A season (special event). */
export const SeasonSchema = v.object({
  slug: v.string(),
  title: v.string(),
  type: v.string(),
  subtitle: v.string(),
  poster: v.string(),
  price: v.nullable(v.number()),
  initialPrice: v.nullable(v.number()),
  currency: v.string(),
  active: v.boolean(),
  cta: v.nullable(CtaSchema),
  description: v.string(),
  backdrop: v.string(),
  redirectSlug: v.nullable(v.string()),
  shows: v.array(v.string()),
});
/** A season. */
export type Season = v.InferOutput<typeof SeasonSchema>;
/** Answer of GET /api/events and /api/seasons. */
export const SeasonListSchema = v.object({ items: v.array(SeasonSchema) });
/** Answer of GET /api/event/{slug} and /api/season/{slug}. */
export const SeasonDetailSchema = v.object({
  ...SeasonSchema.entries,
  details: v.object({
    prices: v.array(v.object({ label: v.string(), amount: v.number() })),
    logo: v.string(),
    backdrop: v.string(),
  }),
  seo: SeoSchema,
});

/** An experience (gpxp). */
export const ExperienceSchema = v.object({
  slug: v.string(),
  title: v.string(),
  backdrop: v.string(),
  logo: v.string(),
  teaser: v.string(),
  details: v.string(),
  video: v.nullable(VideoSchema),
  services: v.array(v.string()),
  redirectSlug: v.nullable(v.string()),
  technologies: v.array(v.string()),
  group: v.string(),
  cinemas: v.array(v.string()),
});
/** An experience. */
export type Experience = v.InferOutput<typeof ExperienceSchema>;
/** Answer of GET /api/gpxp. */
export const ExperienceListSchema = v.object({
  items: v.array(ExperienceSchema),
  groups: v.array(v.object({ slug: v.string(), title: v.string() })),
});
/** Answer of GET /api/experience-group/{slug}. */
export const ExperienceGroupSchema = v.object({
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  backdrop: v.string(),
  experiences: v.array(ExperienceSchema),
  articles: v.array(ArticleItemSchema),
  pushes: v.array(PromotionItemSchema),
});

/** A master template (info page). */
export const MasterTemplateSchema = v.object({
  slug: v.string(),
  title: v.string(),
  header: v.object({ title: v.string(), subtitle: v.string(), backdrop: v.string() }),
  explanation: v.nullable(v.object({ title: v.string(), text: v.string() })),
  mosaic: v.array(v.object({ title: v.string(), image: v.string(), url: v.string() })),
  listing: v.array(v.object({ title: v.string(), text: v.string() })),
  mobileApp: v.boolean(),
  cinemas: v.array(v.string()),
  shows: v.array(v.string()),
  labels: v.record(v.string(), v.string()),
  guest: v.nullable(v.string()),
  seo: SeoSchema,
});
/** Answer of GET /api/master-template/pages. */
export const MasterTemplateListSchema = v.object({
  items: v.array(v.object({ slug: v.string(), title: v.string() })),
});
