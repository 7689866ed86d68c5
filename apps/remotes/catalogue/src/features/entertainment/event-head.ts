import { cutAtWord } from '@marquee/domain-models';
import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { eventPageGraph } from '../../lib/event-structured-data';
import type { EventData } from './event-loader';

/**
 * The event's JSON-LD: its `Event` with a `ScreeningEvent` per showtime of the day shown, and the
 * breadcrumb home → events → the event.
 */
export function eventGraph(data: EventData, page: PageInfo, t: Translate): Record<string, unknown> {
  return eventPageGraph(
    data,
    data.programme,
    [
      { name: t('events.home'), url: page.href('Home') },
      { name: t('events.title'), url: page.href('EntertainmentList') },
      { name: data.title, url: page.href('Entertainment', { slug: data.slug }) },
    ],
    page,
  );
}

/** The event's head (SHELL-81, SHELL-82): its SEO title and description (cut at a word), poster and JSON-LD. */
export function eventHead(data: EventData, page: PageInfo, t: Translate): PageHead {
  const description = cutAtWord(data.seo.description || data.description);
  return {
    title: data.seo.title || data.title,
    ...(description ? { description } : {}),
    image: data.poster,
    structuredData: eventGraph(data, page, t),
  };
}
