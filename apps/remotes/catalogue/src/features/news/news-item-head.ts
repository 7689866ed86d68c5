import { cutAtWord } from '@marquee/domain-models';
import { absoluteUrl, breadcrumbList, type PageHead, type PageInfo, type Translate } from '@marquee/remote-contract';
import { articleTracking } from '@marquee/tracking';
import type { NewsItemData } from './news-item-loader';

/** The item's head: SEO title and description, image, tracking; a `NewsArticle` and the breadcrumb. */
export function newsItemHead(data: NewsItemData, page: PageInfo, t: Translate): PageHead {
  const url = page.href('NewsItem', { slug: data.slug });
  const description = cutAtWord(data.seo.description || data.headline || data.teaser);
  return {
    title: data.seo.title || data.title,
    ...(description ? { description } : {}),
    image: data.image,
    tracking: { article: articleTracking(data) },
    structuredData: {
      '@graph': [
        {
          '@type': 'NewsArticle',
          headline: data.title,
          ...(description ? { description } : {}),
          image: absoluteUrl(data.image, page),
          datePublished: data.releaseDate,
          author: { '@type': 'Organization', name: data.author || t('content.brand') },
          publisher: { '@type': 'Organization', name: t('content.brand') },
          url: absoluteUrl(url, page),
          mainEntityOfPage: absoluteUrl(url, page),
          inLanguage: page.language,
          ...(data.featuredShow
            ? {
                about: {
                  '@type': 'Movie',
                  name: data.featuredShow,
                  url: absoluteUrl(page.href('Movie', { slug: data.featuredShow }), page),
                },
              }
            : {}),
        },
        breadcrumbList(
          [
            { name: t('content.home'), url: page.href('Home') },
            { name: t('content.news.title'), url: page.href('NewsList') },
            { name: data.title, url },
          ],
          page,
        ),
      ],
    },
  };
}
