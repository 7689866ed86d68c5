import { cutAtWord } from '@marquee/domain-models';
import type { PageHead, PageInfo, Translate } from '@marquee/remote-contract';
import { eventPageGraph } from '../../lib/event-structured-data';
import type { SeasonData } from './season-loader';

/** The SEO description of a season is cut at 100 characters (C§9). */
const SEASON_DESCRIPTION_LENGTH = 100;

/** The season's head (SHELL-81, SHELL-82, SHELL-85): its SEO title and description (cut at 100 characters), poster, canonical and JSON-LD. */
export function seasonHead(data: SeasonData, page: PageInfo, t: Translate): PageHead {
  const description = cutAtWord(data.seo.description || data.description, SEASON_DESCRIPTION_LENGTH);
  return {
    title: data.seo.title || data.title,
    ...(description ? { description } : {}),
    image: data.poster,
    // The same event has its page in the events section: the one search engines index.
    canonicalKind: 'Entertainment',
    structuredData: eventPageGraph(data, 'Season', page, t),
  };
}
