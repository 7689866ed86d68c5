import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import { articleHref } from '../../components/content/article-cards';
import type { NewsData } from './news-loader';

/** The news head: an `ItemList` of the page's items and the breadcrumb; filtered or later pages are not indexed. */
export function newsHead(data: NewsData, page: PageInfo, t: Translate): PageHead {
  const url = page.href(page.kind === 'NewsApp' ? 'NewsApp' : 'NewsList');
  return {
    title: data.page > 1 ? t('content.news.titlePage', { page: data.page }) : t('content.news.title'),
    description: t('content.news.description'),
    ...(data.type || data.page > 1 || page.kind === 'NewsApp' ? { noIndex: true } : {}),
    structuredData: {
      '@graph': [
        {
          '@type': 'ItemList',
          name: t('content.news.title'),
          numberOfItems: data.items.length,
          itemListElement: data.items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.title,
            url: absoluteUrl(articleHref(item, page), page),
          })),
        },
        breadcrumbList(
          [
            { name: t('content.home'), url: page.href('Home') },
            { name: t('content.news.title'), url },
          ],
          page,
        ),
      ],
    },
  };
}
