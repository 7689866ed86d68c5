import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import type { SitemapData } from './sitemap-loader';

export function sitemapHead(_data: SitemapData, page: PageInfo, t: Translate): PageHead {
  return {
    title: t('content.sitemap.title'),
    description: t('content.sitemap.description'),
    structuredData: {
      '@graph': [
        { '@type': 'WebPage', name: t('content.sitemap.title'), url: absoluteUrl(page.href('Sitemap'), page) },
        breadcrumbList(
          [
            { name: t('content.home'), url: page.href('Home') },
            { name: t('content.sitemap.title'), url: page.href('Sitemap') },
          ],
          page,
        ),
      ],
    },
  };
}
