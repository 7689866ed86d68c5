import { getEvent } from '@marquee/api-client';
import type { Season } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';
import { type EventProgramme, loadEventProgramme } from '../../components/showtime-schedule/event-programme';

/**
 * An event's page data: the record at the top level (its `redirectSlug` makes the shell redirect,
 * CAT-02) with its SEO title and description, and its programme.
 */
export type EventData = Season & {
  readonly seo: { readonly title: string; readonly description: string };
  readonly programme: EventProgramme;
};

/**
 * An event (CAT-28): the record (GET /api/event/{slug}) in parallel with its programme (GET
 * /api/event/{slug}/shows and the site's places). A missing event is the not-found view (the
 * shell answers 404); the schedule failing leaves the event readable.
 */
export async function loadEvent(context: PageContext, at: Date = new Date()): Promise<EventData> {
  const slug = context.params.slug ?? '';
  const [event, programme] = await Promise.all([
    getEvent(context.api, slug, context.signal),
    loadEventProgramme(context, slug, at),
  ]);
  const { details: _details, ...record } = event;
  return { ...record, programme };
}
