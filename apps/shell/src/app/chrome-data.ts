import { getPromotionItems, getSettings } from '@marquee/api-client';
import { type Language, type PromotionItem, type SafeInjection, safeInjections } from '@marquee/domain-models';
import { href, isExternalHref, languagePrefix, match } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';
import type { ShellServices } from './shell-context';

/** What the chrome around every page needs from the API, loaded with the page (server-rendered). */
export interface ChromeData {
  /** The settings' injections that passed the allow-list (SHELL-86). */
  readonly injections: readonly SafeInjection[];
  /** The header push to show, or null (none, web view, or the API did not answer in time). */
  readonly headerPush: PromotionItem | null;
}

/** Nothing to add: what a failure leaves (the page works without its chrome's extras). */
export const NO_CHROME_DATA: ChromeData = { injections: [], headerPush: null };

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
 * Loads the settings' injections and the header push in parallel. Failures are logged and leave
 * the page without them; in the mobile app's web view there is no header push (no chrome).
 */
export async function loadChromeData(services: ShellServices, language: Language): Promise<ChromeData> {
  const api = services.api(language);
  const log = (what: string) => (error: unknown) => {
    console.warn(`chrome: ${what} not loaded`, error);
    throw error;
  };
  const [injections, pushes] = await Promise.all([
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
  ]);
  return { injections, headerPush: pushes[0] ?? null };
}

/**
 * Where a push's call to action leads on this site: an external address as it is; a path of the
 * site in the page language (the API's show path `/films/{slug}` is the film page); null when the
 * path is no page of the site (the push is then shown without its button).
 */
export function pushTarget(site: SiteConfig, language: Language, ctaUrl: string): string | null {
  if (isExternalHref(ctaUrl)) return ctaUrl;
  if (!ctaUrl.startsWith('/') || ctaUrl.startsWith('//')) return null;
  const show = /^\/films?\/([^/?#]+)\/?$/.exec(ctaUrl);
  if (show?.[1]) return href(site, language, 'Movie', { slug: decodeURIComponent(show[1]) });
  const prefixed = `${languagePrefix(site, language)}${ctaUrl === '/' ? '' : ctaUrl}` || '/';
  if (match(site, prefixed)) return prefixed;
  return match(site, ctaUrl) ? ctaUrl : null;
}
