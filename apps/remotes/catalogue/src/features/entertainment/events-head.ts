import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { absoluteUrl, breadcrumbList } from '@marquee/remote-contract';
import type { EventsData } from './events-loader';

/** The list's head: title, description and an `ItemList` of the events with the breadcrumb (SHELL-81..84). */
export function eventsHead(data: EventsData, page: PageInfo, t: Translate): PageHead {
  const here = page.href('EntertainmentList');
  return {
    title: t('events.title'),
    description: t('events.description'),
    ...(data.events[0] ? { image: data.events[0].poster } : {}),
    structuredData: {
      '@graph': [
        {
          '@type': 'ItemList',
          name: t('events.title'),
          itemListElement: data.events.map((event, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: event.title,
            url: absoluteUrl(page.href('Entertainment', { slug: event.slug }), page),
          })),
        },
        breadcrumbList(
          [
            { name: t('events.home'), url: page.href('Home') },
            { name: t('events.title'), url: here },
          ],
          page,
        ),
      ],
    },
  };
}
