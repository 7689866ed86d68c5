import { getAlerts, getCinema, getCinemaTranslations } from '@marquee/api-client';
import { alertsForPage, type CinemaDetail, type Language } from '@marquee/domain-models';
import type { PageContext } from '@marquee/remote-contract';
import { keptInBrowser } from '../../lib/kept-in-browser';
import { slugsByLanguage } from '../../lib/movie-release';
import { loadCinemaProgramme } from './cinema-programme';
import type { CinemaProgramme } from './cinema-programme';
import type { CinemaRecord } from './components/cinema-details';

/** An alert of the cinema itself, shown on its page (CAT-48). */
export interface CinemaNotice {
  readonly level: 'warning' | 'info';
  readonly title: string;
  readonly message: string;
}

/** A cinema's page data: the record at the top level (its `redirectSlug` makes the shell redirect), its programme, slugs and alerts. */
export type CinemaData = CinemaRecord & {
  readonly programme: CinemaProgramme;
  /** The cinema's slug in each language of the site; null when they could not be loaded. */
  readonly slugs: Partial<Record<Language, string>> | null;
  /** The alerts that apply to this cinema only. */
  readonly notices: readonly CinemaNotice[];
};

/** The cinema record the page keeps: blocks it does not show (halls, image, tracking) left out. */
function cinemaRecord(cinema: CinemaDetail): Omit<CinemaData, 'programme' | 'slugs' | 'notices'> {
  const { halls: _halls, image: _image, mapsUrl: _maps, ...record } = cinema;
  return {
    ...record,

    // A block missing in the data leaves the rest of the page intact.
    pricing: cinema.pricing ?? null,
    services: cinema.services ?? null,
  };
}

/**
 * A cinema's page data (CAT-39): the cinema (GET /api/cinema/{slug}) in parallel with its
 * programme (GET /api/cinema/{slug}/shows?date=), its slug per language and the alerts that
 * apply to it. A renamed cinema carries `redirectSlug` at the top level (the shell answers 301);
 * an unknown one is the not-found view. The programme failing leaves the cinema readable.
 */
export async function loadCinema(context: PageContext, at: Date = new Date()): Promise<CinemaData> {
  const slug = context.params.slug ?? '';
  const signal = typeof window === 'undefined' ? context.signal : undefined;
  const cinema = keptInBrowser(context.api, `cinema:${slug}`, () => getCinema(context.api, slug, signal));
  const [detail, programme, slugs, alerts] = await Promise.all([
    cinema,
    loadCinemaProgramme(
      context,
      slug,
      cinema.then(
        (found) => found.cinemaWeekOffset,
        () => null,
      ),
      at,
    ),
    keptInBrowser(
      context.api,
      `cinema-slugs:${slug}`,
      () => getCinemaTranslations(context.api, slug, signal).then(slugsByLanguage, () => null),
      (found) => found !== null,
    ),
    getAlerts(context.api, signal).catch(() => null),
  ]);
  // The cinema's own alerts (those of every cinema are the shell's, on every page).
  const notices: CinemaNotice[] = alertsForPage(alerts?.items ?? [], { cinemaSlug: detail.slug })
    .filter((alert) => !alert.allCinemas)
    .map((alert) => ({
      level: alert.level,
      title: alert.title,
      message: [alert.subtitle, alert.message].filter(Boolean).join(' · '),
    }));
  return { ...cinemaRecord(detail), programme, slugs, notices };
}
