import type { Article } from '@marquee/domain-models';
import { cutAtWord } from '@marquee/domain-models';
import { absoluteUrl, breadcrumbList, type Crumb, type PageHead, type PageInfo } from '@marquee/remote-contract';
import { articleTracking } from '@marquee/tracking';

/** What the head of a CMS article's page takes from it. */
type ArticleFields = Pick<Article, 'title' | 'headline' | 'teaser' | 'image' | 'releaseDate' | 'seo' | 'trackingSlug'>;

/**
 * The page-level head of a CMS article (news item, experience article, offer): its SEO title and
 * description (the SEO texts, else the headline or teaser cut at a word), image and tracking
 * slug (SHELL-96); the description also goes into the page's JSON-LD.
 */
export function articlePageHead(data: Omit<ArticleFields, 'releaseDate'>): {
  readonly head: Omit<PageHead, 'structuredData'>;
  readonly description: string | undefined;
} {
  const description = cutAtWord(data.seo.description || data.headline || data.teaser) || undefined;
  return {
    head: {
      title: data.seo.title || data.title,
      ...(description ? { description } : {}),
      image: data.image,
      tracking: { article: articleTracking(data) },
    },
    description,
  };
}

/**
 * The head of an article page (a news item, an experience article): `articlePageHead`, then an
 * `Article` or `NewsArticle` at its absolute address, and the breadcrumb. What differs per kind:
 * who wrote and published it (`by`), what it is about (`about`), the crumbs.
 */
export function articleHead(
  data: ArticleFields,
  page: PageInfo,
  article: {
    readonly type: 'Article' | 'NewsArticle';
    /** The page's own path. */
    readonly url: string;
    readonly by: Record<string, unknown>;
    readonly about: Record<string, unknown>;
    readonly crumbs: readonly Crumb[];
  },
): PageHead {
  const { head, description } = articlePageHead(data);
  return {
    ...head,
    structuredData: {
      '@graph': [
        {
          '@type': article.type,
          headline: data.title,
          ...(description ? { description } : {}),
          image: absoluteUrl(data.image, page),
          datePublished: data.releaseDate,
          ...article.by,
          url: absoluteUrl(article.url, page),
          mainEntityOfPage: absoluteUrl(article.url, page),
          inLanguage: page.language,
          ...article.about,
        },
        breadcrumbList(article.crumbs, page),
      ],
    },
  };
}
