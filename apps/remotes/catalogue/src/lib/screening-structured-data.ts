import type { Show, Showtime } from '@marquee/domain-models';
import { cutAtWord } from '@marquee/domain-models';
import { absoluteUrl, type PageInfo } from '@marquee/remote-contract';
import { creditNames } from './movie-facts';
import { firstReleaseDate } from './movie-release';

/**
 * What every `ScreeningEvent` says of the film (or show) it presents, beyond when and where:
 * its image, description and cast, and when its offers became valid. One rule
 * for the film, cinema and event pages; a page's data keeps this much of each record.
 */
export interface ScreenedWork {
  /** Its large poster (site-relative), or null. */
  readonly image: string | null;
  /** Its SEO description, else its synopsis, cut at a word (160 characters); null when empty. */
  readonly description: string | null;
  /** Its actors, each once, in billing order. */
  readonly performers: readonly string[];
  /** When its sales open (site-local `YYYY-MM-DDTHH:mm`), or null. */
  readonly salesOpening: string | null;
  /** Its first known release day, or null. */
  readonly firstRelease: string | null;
}

/** A film's description for search engines: its SEO description, else its synopsis, cut at a word. */
export function workDescription(show: Pick<Show, 'synopsis'> & { readonly seo?: { readonly description: string } }) {
  const seo = show.seo?.description.trim() ?? '';
  return cutAtWord(seo !== '' ? seo : show.synopsis);
}

/** What a page keeps of a film's record for its screenings' JSON-LD. */
export function screenedWork(
  show: Pick<Show, 'poster' | 'synopsis' | 'actors' | 'salesOpeningDatetime' | 'releases'> & {
    readonly seo?: { readonly description: string };
  },
): ScreenedWork {
  const opening = show.salesOpeningDatetime?.trim().slice(0, 16) ?? '';
  return {
    image: show.poster.lg || null,
    description: workDescription(show) || null,
    performers: creditNames(show.actors),
    salesOpening: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(opening) ? opening : null,
    firstRelease: firstReleaseDate(show) ?? null,
  };
}

/** Names as schema.org persons. */
export function persons(names: readonly string[]): { '@type': 'Person'; name: string }[] {
  return names.map((name) => ({ '@type': 'Person', name }));
}

/**
 * When a showtime's offer became valid: the sales opening (at the showtime's offset), else the
 * first release day (a Date: its offset may differ from the showtime's, summer time); undefined
 * when neither is known.
 */
export function offerValidFrom(showtime: Pick<Showtime, 'startsAt'>, work: ScreenedWork): string | undefined {
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(showtime.startsAt)?.[1] ?? '';
  if (work.salesOpening) return `${work.salesOpening}:00${offset}`;
  return work.firstRelease ?? undefined;
}

/**
 * The fields of a screening that come from its work and its cinema: the cinema (a MovieTheater is
 * an Organization, by its `@id`) organises it; the work's image, description and cast.
 */
export function screeningWorkFields(work: ScreenedWork, theater: string, page: Pick<PageInfo, 'url'>) {
  return {
    organizer: { '@id': theater },
    ...(work.image ? { image: absoluteUrl(work.image, page) } : {}),
    ...(work.description ? { description: work.description } : {}),
    ...(work.performers.length > 0 ? { performer: persons(work.performers) } : {}),
  };
}
