import { getEventShows, getSeason } from '@marquee/api-client';
import type { Season } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';
import { type EventProgramme, loadEventProgramme } from '../../components/showtime-schedule/event-programme';

/** A season's page data: the record with its details at the top level (`redirectSlug` redirects, CAT-02) and its programme. */
export type SeasonData = Season & {
  readonly details: {
    readonly prices: readonly { label: string; amount: number }[];
    readonly logo: string;
    readonly backdrop: string;
  };
  readonly seo: { readonly title: string; readonly description: string };
  readonly programme: EventProgramme;
};

/**
 * A season (CAT-29): the record with its details (GET /api/season/{slug}) in parallel with the
 * showtimes of its shows (its schedule, GET /api/event/{slug}/shows: the API serves seasons and
 * events from one record) and the site's places. A missing season is the not-found view (CAT-30).
 */
export async function loadSeason(context: PageContext, at: Date = new Date()): Promise<SeasonData> {
  const slug = context.params.slug ?? '';
  const [season, programme] = await Promise.all([
    getSeason(context.api, slug, context.signal),
    loadEventProgramme(context, slug, at, (c, s, date) => getEventShows(c.api, s, date, c.signal)),
  ]);
  return { ...season, programme };
}
