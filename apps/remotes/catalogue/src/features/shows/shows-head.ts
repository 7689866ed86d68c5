import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { SHOW_LISTS, type ShowListData } from '../../lib/show-lists';

/** An absolute address on the page's origin (structured data wants absolute URLs). */
function absolute(path: string, page: PageInfo): string {
  return new URL(path, page.url).href;
}

/**
 * schema.org description of a list page (JSON-LD): an `ItemList` of its films in the order shown
 * (each `ListItem` with its position, the film page's URL and name) and the `BreadcrumbList`
 * home → list.
 */
export function listStructuredData(data: ShowListData, page: PageInfo, t: Translate): Record<string, unknown> {
  const title = t(`lists.${SHOW_LISTS[data.kind].key}.title`);
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
          url: absolute(page.href('Movie', { slug: show.slug }), page),
          name: show.title,
        })),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: t('lists.home'), item: absolute(page.href('Home'), page) },
          { '@type': 'ListItem', position: 2, name: title, item: absolute(data.base, page) },
        ],
      },
    ],
  };
}

/** A list page's head: its title and description (SHELL-81, SHELL-82) and its JSON-LD. */
export function listHead(data: ShowListData, page: PageInfo, t: Translate): PageHead {
  const { key } = SHOW_LISTS[data.kind];
  return {
    title: t(`lists.${key}.title`),
    description: t(`lists.${key}.description`),
    structuredData: listStructuredData(data, page, t),
  };
}
