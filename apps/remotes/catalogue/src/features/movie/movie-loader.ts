import { getShow, getShowTranslations } from '@marquee/api-client';
import type { Language, ShowDetail } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';
import type { Programme } from '../../components/showtime-schedule/programme';
import { keptInBrowser } from '../../lib/kept-in-browser';
import { slugsByLanguage } from '../../lib/movie-release';

/** A film's page data: the show record at the top level (its `redirectSlug` makes the shell redirect) and its slug per language. */
export type MovieData = ShowDetail & {
  /** The film's slug in each language of the site; null when the translations could not be loaded. */
  readonly slugs: Partial<Record<Language, string>> | null;
  /** Where and when it plays, for the page's selection and day. */
  readonly programme: Programme;
};

/**
 * A film's data: the show (GET /api/show/{slug}) and, in parallel, its slug in each language
 * (GET /api/show/{slug}/translate). The show fields stay at the top level, `redirectSlug`
 * included (the shell redirects on it, CAT-02); translations that fail leave `slugs` null.
 */
export async function loadMovie(context: PageContext): Promise<MovieData> {
  const slug = context.params.slug ?? '';
  // The film and its slugs do not change with the day or the chips: the browser keeps them a while.
  const signal = typeof window === 'undefined' ? context.signal : undefined;
  const [show, slugs, programme] = await Promise.all([
    keptInBrowser(context.api, `show:${slug}`, () => getShow(context.api, slug, signal)),
    keptInBrowser(
      context.api,
      `show-slugs:${slug}`,
      () => getShowTranslations(context.api, slug, signal).then(slugsByLanguage, () => null),
      (slugs) => slugs !== null,
    ),
    // The programme's loading code runs in the loader only (server, client-side navigation,
    // day and filter changes): it is fetched there, not with the page (docs/decisions/0032).
    import('../../components/showtime-schedule/programme').then(({ loadProgramme }) => loadProgramme(context, slug)),
  ]);
  return { ...show, slugs, programme };
}
