import type { CountryCode, Language, ShowDetail, Translate as SlugTranslations } from '@marquee/domain-models';
import { cutAtWord } from '@marquee/domain-models';
import type { PageHead, PageInfo } from '@marquee/remote-contract';
import type { Programme } from '../../components/showtime-schedule/programme';
import { showTracking } from '@marquee/tracking';

/** A release date the API does not know. */
const UNKNOWN_DATE = '1900-01-01';

/** A film's page data: the show record at the top level (its `redirectSlug` makes the shell redirect) and its slug per language. */
export type MovieData = ShowDetail & {
  /** The film's slug in each language of the site; null when the translations could not be loaded. */
  readonly slugs: Partial<Record<Language, string>> | null;
  /** Where and when it plays, for the page's selection and day. */
  readonly programme: Programme;
};

/** The per-language slugs of a `/translate` answer. */
export function slugsByLanguage(answer: SlugTranslations): Partial<Record<Language, string>> {
  const slugs: Partial<Record<Language, string>> = {};
  for (const { language, slug } of answer.translations) if (slug) slugs[language] = slug;
  return slugs;
}

/** A duration in minutes as ISO 8601 (`PT1H52M`); undefined for an unknown (zero) duration. */
export function isoDuration(minutes: number): string | undefined {
  if (!Number.isFinite(minutes) || minutes <= 0) return undefined;
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** Names of a comma-separated credit list ("A, B") as schema.org persons. */
function persons(list: string): { '@type': 'Person'; name: string }[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => ({ '@type': 'Person', name }));
}

/** The earliest known release date (YYYY-MM-DD), if any. */
function firstReleaseDate(show: Pick<ShowDetail, 'releases'>): string | undefined {
  const dates = show.releases.map((release) => release.date).filter((date) => date !== UNKNOWN_DATE);
  // YYYY-MM-DD dates sort as text.
  return dates.sort()[0];
}

/**
 * The film's release date on a site (YYYY-MM-DD): the release of the site's country (releases
 * carry a zone, `FR`, `CH`...), else the earliest known one.
 */
export function siteReleaseDate(show: Pick<ShowDetail, 'releases'>, site: CountryCode): string | undefined {
  const own = show.releases.find((release) => release.zone.toLowerCase() === site && release.date !== UNKNOWN_DATE);
  return own?.date ?? firstReleaseDate(show);
}

/** The meta description of a film: its SEO description, else its synopsis cut to 160 characters. */
export function movieDescription(show: ShowDetail): string {
  const seo = show.seo.description.trim();
  return cutAtWord(seo !== '' ? seo : show.synopsis);
}

/** An absolute address of a site-relative image (structured data wants absolute URLs). */
function absolute(src: string, page: PageInfo): string {
  try {
    return new URL(src, page.url).href;
  } catch {
    return src;
  }
}

/** schema.org `Movie` of a film (JSON-LD); empty facts are left out. */
export function movieStructuredData(show: ShowDetail, page: PageInfo): Record<string, unknown> {
  const description = movieDescription(show);
  const directors = persons(show.directors);
  const actors = persons(show.actors);
  const data: Record<string, unknown> = { '@context': 'https://schema.org', '@type': 'Movie', name: show.title };
  if (description) data.description = description;
  if (show.poster.lg) data.image = absolute(show.poster.lg, page);
  const duration = isoDuration(show.duration);
  if (duration) data.duration = duration;
  if (show.genres.length > 0) data.genre = [...show.genres];
  if (directors.length > 0) data.director = directors;
  if (actors.length > 0) data.actor = actors;
  const released = firstReleaseDate(show);
  if (released) data.datePublished = released;
  return data;
}

/** The head of a film's page (SHELL-81, SHELL-82, SHELL-84). */
export function movieHead(data: MovieData, page: PageInfo): PageHead {
  const description = movieDescription(data);
  let paramsByLanguage: Partial<Record<Language, { slug: string }>> | undefined;
  if (data.slugs && Object.keys(data.slugs).length > 0) {
    paramsByLanguage = {};
    for (const [language, slug] of Object.entries(data.slugs) as [Language, string][]) {
      paramsByLanguage[language] = { slug };
    }
  }
  return {
    title: data.title,
    ...(description ? { description } : {}),
    ...(data.poster.lg ? { image: data.poster.lg } : {}),
    ...(paramsByLanguage ? { paramsByLanguage } : {}),
    structuredData: movieStructuredData(data, page),
    // The film's tracking data goes with the page view (SHELL-95).
    tracking: { show: showTracking(data) },
  };
}
