import type { Article, ArticleItem } from '@marquee/domain-models';
import { cutAtWord } from '@marquee/domain-models';
import { addDays } from '@marquee/domain-models';
import { localize } from '../lib/text';
import type { DocRow } from '../rows';
import type { ViewCtx } from './context';

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

/** The type of an article document. */
export const articleType = (d: DocRow) => (d.data as { type: string }).type;

/** An article as listed. */
export function articleItem(d: DocRow, ctx: ViewCtx): ArticleItem {
  const a = localize<ArticleDoc>(d.data, ctx.r.lang);
  const image = `/api/media/article/${a.slug}.svg`;
  return {
    slug: a.slug,
    type: a.type,
    title: a.title,
    teaser: a.teaser,
    thumbnail: `${image}?size=sm`,
    image,
    imageAlt: a.title,
    releaseDate: addDays(ctx.r.today, a.releaseOffset),
    flag: a.flag,
    national: a.national,
    cinemas: [],
  };
}

/** What an article's page shows beyond its document: its film (slug in the language) and, for an experience, its cinemas. */
export interface ArticleFacts {
  featuredShow: string | null;
  experienceCinemas: string[] | null;
}

/** An article's page. */
export function articleView(d: DocRow, facts: ArticleFacts, ctx: ViewCtx): Article {
  const a = localize<ArticleDoc>(d.data, ctx.r.lang);
  const item = articleItem(d, ctx);
  return {
    ...item,
    headline: a.teaser,
    content: a.content,
    author: a.author,
    redirectSlug: null,
    trackingSlug: a.slug,
    featuredShow: facts.featuredShow,
    display: {
      creationDate: a.type === 'news',
      socialMedia: true,
      backToNews: a.type === 'news',
      newsTag: a.type === 'news',
    },
    date: a.dateType ? offerDate(a.dateType, item.releaseDate, ctx.r.today) : null,
    cta: a.cta,
    // An experience article names the cinemas where its experience plays.
    cinemas: facts.experienceCinemas ?? item.cinemas,
    guest: a.type === 'experience' ? ctx.site.brand.name : null,
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
