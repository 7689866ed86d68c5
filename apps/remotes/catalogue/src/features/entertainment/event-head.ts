import { cutAtWord } from '@marquee/domain-models';
import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { eventPageGraph } from '../../lib/event-structured-data';
import type { EventData } from './event-loader';

/** The event's head (SHELL-81, SHELL-82): its SEO title and description (cut at a word), poster and JSON-LD. */
export function eventHead(data: EventData, page: PageInfo, t: Translate): PageHead {
  const description = cutAtWord(data.seo.description || data.description);
  return {
    title: data.seo.title || data.title,
    ...(description ? { description } : {}),
    image: data.poster,
    structuredData: eventPageGraph(data, 'Entertainment', page, t),
  };
}
