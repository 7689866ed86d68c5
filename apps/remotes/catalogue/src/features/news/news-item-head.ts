import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl } from '@marquee/remote-contract';
import { articleHead } from '../../lib/article-head';
import type { NewsItemData } from './news-item-loader';

/** The item's head: SEO title and description, image, tracking; a `NewsArticle` and the breadcrumb. */
export function newsItemHead(data: NewsItemData, page: PageInfo, t: Translate): PageHead {
  const url = page.href('NewsItem', { slug: data.slug });
  return articleHead(data, page, {
    type: 'NewsArticle',
    url,
    by: {
      author: { '@type': 'Organization', name: data.author || t('content.brand') },
      publisher: { '@type': 'Organization', name: t('content.brand') },
    },
    about: data.featuredShow
      ? {
          about: {
            '@type': 'Movie',
            name: data.featuredShow,
            url: absoluteUrl(page.href('Movie', { slug: data.featuredShow }), page),
          },
        }
      : {},
    crumbs: [
      { name: t('content.home'), url: page.href('Home') },
      { name: t('content.news.title'), url: page.href('NewsList') },
      { name: data.title, url },
    ],
  });
}
