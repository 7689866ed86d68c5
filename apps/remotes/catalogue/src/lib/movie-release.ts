import type { Language, ShowDetail, Translate as SlugTranslations } from '@marquee/domain-models';

// What the film page needs of its record at once, apart from its head (movie-head.ts, loaded by
// the loader when it builds the head: docs/decisions/0032).

/** A release date the API does not know. */
const UNKNOWN_DATE = '1900-01-01';

/** The per-language slugs of a `/translate` answer. */
export function slugsByLanguage(answer: SlugTranslations): Partial<Record<Language, string>> {
  const slugs: Partial<Record<Language, string>> = {};
  for (const { language, slug } of answer.translations) if (slug) slugs[language] = slug;
  return slugs;
}

/** The earliest known release date (YYYY-MM-DD), if any. */
export function firstReleaseDate(show: Pick<ShowDetail, 'releases'>): string | undefined {
  const dates = show.releases.map((release) => release.date).filter((date) => date !== UNKNOWN_DATE);
  // YYYY-MM-DD dates sort as text.
  return dates.sort()[0];
}

// The film's release date on a site is domain-models' filmReleaseDate (the booking state's rule too).
