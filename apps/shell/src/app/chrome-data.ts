import { getAlerts, getPromotionItems, getSettings, getShow } from '@marquee/api-client';
import {
  type Alert,
  alertsForPage,
  type FilmBookingState,
  filmBookingState,
  localDateTime,
  type Language,
  type PromotionItem,
  type SafeInjection,
  safeInjections,
} from '@marquee/domain-models';
import type { ShellServices } from './shell-context';

/** What the chrome around every page needs from the API, loaded with the page (server-rendered). */
export interface ChromeData {
  /** The settings' injections that passed the allow-list (SHELL-86). */
  readonly injections: readonly SafeInjection[];
  /** The header push to show, or null (none, web view, or the API did not answer in time). */
  readonly headerPush: PromotionItem | null;
  /**
   * The booking state of the film the header push names (docs/decisions/0039: its call to action
   * follows it, as every block's does); null when it names no film or its record did not load.
   */
  readonly headerPushBooking: FilmBookingState | null;
  /**
   * The API's site-wide alerts (`allCinemas`), queued as toasts once the page is live (SHELL-76).
   * Loaded with the page, so the browser makes no call for them at first load; a cinema's own
   * alert is shown in its page (CAT-48).
   */
  readonly alerts: readonly Alert[];
}

/** Nothing to add: what a failure leaves (the page works without its chrome's extras). */
export const NO_CHROME_DATA: ChromeData = { injections: [], headerPush: null, headerPushBooking: null, alerts: [] };

/** Settles with the work's value, or `fallback` when it fails or the server's budget runs out first. */
function orFallback<T>(work: Promise<T>, fallback: T, budget: AbortSignal | undefined): Promise<T> {
  const safe = work.catch(() => fallback);
  if (!budget) return safe;
  if (budget.aborted) return Promise.resolve(fallback);
  return Promise.race([
    safe,
    new Promise<T>((resolve) => budget.addEventListener('abort', () => resolve(fallback), { once: true })),
  ]);
}

/**
 * Loads the settings' injections, the header push and the site-wide alerts in parallel. Failures
 * are logged and leave the page without them; in the mobile app's web view there is no header
 * push (no chrome).
 */
export async function loadChromeData(services: ShellServices, language: Language): Promise<ChromeData> {
  const api = services.api(language);
  const log = (what: string) => (error: unknown) => {
    console.warn(`chrome: ${what} not loaded`, error);
    throw error;
  };
  const [injections, pushes, alerts] = await Promise.all([
    orFallback(
      getSettings(api).then((settings) => safeInjections(settings.injections), log('settings')),
      [] as SafeInjection[],
      services.budget,
    ),
    services.device.webview
      ? Promise.resolve([] as PromotionItem[])
      : orFallback(
          getPromotionItems(api, 'header').then((answer) => answer.items, log('header push')),
          [] as PromotionItem[],
          services.budget,
        ),
    orFallback(
      getAlerts(api).then((answer) => alertsForPage(answer.items, {}), log('alerts')),
      [] as Alert[],
      services.budget,
    ),
  ]);
  const headerPush = pushes[0] ?? null;
  const film = headerPush ? pushFilmSlug(headerPush.ctaUrl) : null;
  const record = film
    ? await orFallback(getShow(api, film).catch(log('header push film')), null, services.budget)
    : null;
  const headerPushBooking = record
    ? filmBookingState(record, {
        now: localDateTime(services.renderedAt, services.site.timeZone),
        site: services.site.code,
        hasShowtimes: record.days.length > 0,
      })
    : null;
  return { injections, headerPush, headerPushBooking, alerts };
}

/** The slug of the film a push's call to action names (the API's show path `/films/{slug}`), or null. */
export function pushFilmSlug(ctaUrl: string): string | null {
  const show = /^\/(?:[a-z]{2}\/)?films?\/([^/?#]+)\/?$/.exec(ctaUrl);
  if (!show?.[1]) return null;
  try {
    return decodeURIComponent(show[1]);
  } catch {
    return null;
  }
}
