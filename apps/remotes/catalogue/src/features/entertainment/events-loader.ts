import { getEvents } from '@marquee/api-client';
import type { Season } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';

/** An event of the list, as its card shows it. */
export type EventCard = Pick<Season, 'slug' | 'title' | 'subtitle' | 'poster' | 'type'>;

/** The entertainment page's data: the events on sale (CAT-27). */
export interface EventsData {
  readonly events: readonly EventCard[];
}

/** The events list (GET /api/events, CAT-27): the active ones, as their cards need them. */
export async function loadEvents(context: Pick<PageContext, 'api' | 'signal'>): Promise<EventsData> {
  const { items } = await getEvents(context.api, context.signal);
  return {
    events: items
      .filter((event) => event.active)
      .map(({ slug, title, subtitle, poster, type }) => ({ slug, title, subtitle, poster, type })),
  };
}
