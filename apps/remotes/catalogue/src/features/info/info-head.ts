import { cutAtWord } from '@marquee/domain-models';
import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import type { InfoData } from './info-loader';

export function infoHead(data: InfoData, page: PageInfo, t: Translate): PageHead {
  const url = page.kind === 'Info' ? page.href('Info', { slug: data.slug }) : page.href(page.kind);
  const description = cutAtWord(data.seo.description || data.header.subtitle);
  return {
    title: data.seo.title || data.title,
    ...(description ? { description } : {}),
    image: data.header.backdrop,
    structuredData: {
      '@graph': [
        {
          '@type': page.kind === 'MobileApp' ? 'WebPage' : 'WebPage',
          name: data.title,
          ...(description ? { description } : {}),
          url: absoluteUrl(url, page),
          inLanguage: page.language,
          primaryImageOfPage: { '@type': 'ImageObject', url: absoluteUrl(data.header.backdrop, page) },
        },
        breadcrumbList(
          [
            { name: t('content.home'), url: page.href('Home') },
            { name: data.title, url },
          ],
          page,
        ),
      ],
    },
  };
}
