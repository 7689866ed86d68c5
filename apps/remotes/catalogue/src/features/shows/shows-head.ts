import { absoluteUrl, breadcrumbList, type PageHead, type PageInfo, type Translate } from '@marquee/remote-contract';
import { LIST_TEXTS, SHOW_LISTS } from '../../lib/show-lists';
import type { ShowListData } from './shows-loader';

/**
 * schema.org description of a list page (JSON-LD): an `ItemList` of its films in the order shown
 * (each `ListItem` with its position, the film page's URL and name) and the `BreadcrumbList`
 * home → list.
 */
export function listStructuredData(data: ShowListData, page: PageInfo, t: Translate): Record<string, unknown> {
  const title = t(LIST_TEXTS[SHOW_LISTS[data.kind].key].title);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'ItemList',
        name: title,
        numberOfItems: data.shows.length,
        itemListElement: data.shows.map((show, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absoluteUrl(page.href('Movie', { slug: show.slug }), page),
          name: show.title,
        })),
      },
      breadcrumbList(
        [
          { name: t('lists.home'), url: page.href('Home') },
          { name: title, url: data.base },
        ],
        page,
      ),
    ],
  };
}

/** A list page's head: its title and description (SHELL-81, SHELL-82) and its JSON-LD. */
export function listHead(data: ShowListData, page: PageInfo, t: Translate): PageHead {
  const texts = LIST_TEXTS[SHOW_LISTS[data.kind].key];
  return {
    title: t(texts.title),
    description: t(texts.description),
    structuredData: listStructuredData(data, page, t),
  };
}
