import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { eventPageGraph } from '../../lib/event-structured-data';
import type { EventData } from './event-loader';

/** The event's head: title, description, image, and its `Event` with a `ScreeningEvent` per showtime of the day, and the breadcrumb. */
export function eventHead(data: EventData, page: PageInfo, t: Translate): PageHead {
  return {
    title: data.title,
    ...(data.description ? { description: data.description } : {}),
    image: data.poster,
    structuredData: eventPageGraph(
      data,
      data.programme,
      [
        { name: t('events.home'), url: page.href('Home') },
        { name: t('events.title'), url: page.href('EntertainmentList') },
        { name: data.title, url: page.href('Entertainment', { slug: data.slug }) },
      ],
      page,
    ),
  };
}
