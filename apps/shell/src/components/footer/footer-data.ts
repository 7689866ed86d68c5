import { type ApiClient, getCinemas, getFooter, getFooterFaq } from '@marquee/api-client';
import type { Footer, FooterCinema, FooterFaq, Language } from '@marquee/domain-models';
import type { FlagName, Flags } from '@marquee/feature-flags';
import {
  type ExternalLinks,
  href,
  isExternalHref,
  languagePrefix,
  match,
  type RoutingSite,
  type SocialNetworkName,
} from '@marquee/routing';

/**
 * What the footer shows from the API, loaded with the page (the root route's loader) so that
 * it is in the server HTML. Each part is null when its call failed: the footer then shows the
 * parts that loaded and the links that need no data.
 */
export interface FooterData {
  /** Columns of `/api/footer` (SHELL-33). */
  readonly columns: Footer['columns'] | null;
  /** Top cities of `/api/footer` (SHELL-40, SHELL-41): empty on a site without any. */
  readonly topCities: Footer['topCities'] | null;
  /** Groups of `/api/footer/faq`, incomplete questions dropped (SHELL-36, SHELL-37). */
  readonly faq: FooterFaq['groups'] | null;
  /** Every cinema of `/api/cinemas` where `cinemaFullList` is on (SHELL-43); null where it is off. */
  readonly cinemas: FooterCinema[] | null;
}

/** The footer's calls, in parallel; a failed call leaves its part null (logged, never thrown). */
export async function loadFooterData(api: ApiClient, flags: Flags, signal?: AbortSignal): Promise<FooterData> {
  const [footer, faq, cinemas] = await Promise.allSettled([
    getFooter(api, signal),
    getFooterFaq(api, signal),
    flags.cinemaFullList ? getCinemas(api, signal) : Promise.resolve(null),
  ]);
  for (const result of [footer, faq, cinemas]) {
    if (result.status === 'rejected') console.warn('footer: a call failed, the footer shows the rest', result.reason);
  }
  const ok = <T>(result: PromiseSettledResult<T>): T | null => (result.status === 'fulfilled' ? result.value : null);
  const list = ok(cinemas);
  return {
    columns: ok(footer)?.columns ?? null,
    topCities: ok(footer)?.topCities ?? null,
    faq: ok(faq)?.groups ?? null,
    // Only what the footer shows goes into the page's data.
    cinemas: list ? list.cinemas.map(({ slug, name, city, citySlug }) => ({ slug, name, city, citySlug })) : null,
  };
}

/**
 * Where a footer link leads in the page's language. The content system writes a page of the
 * site as a path in the site's neutral (English) words without a language prefix (`/help`,
 * `/films/upcoming`); the footer gives the same page's address in the page language (`/aide`,
 * `/nl/films/binnenkort`). A path already in the page language, an address outside the site,
 * a fragment, or a path that names no page of the site is left as it is.
 */
export function footerLinkHref(site: RoutingSite, language: Language, url: string, flags: Flags): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const suffix = cut === -1 ? '' : url.slice(cut);
  const asGiven = match(site, path, flags);
  if (asGiven?.language === language) return url;
  const neutral = site.languages.includes('en') ? match(site, `${languagePrefix(site, 'en')}${path}`, flags) : null;
  const found = neutral?.language === 'en' ? neutral : asGiven;
  if (!found) return url;
  try {
    const filters = Object.keys(found.filters).length > 0 ? { filters: found.filters } : {};
    return `${href(site, language, found.kind, found.params, filters)}${suffix}`;
  } catch {
    return url; // The page does not exist in this language: the content system's address stands.
  }
}

/**
 * Whether the footer shows a link. A `cookie` link is the entry to a cookie-consent manager's
 * preferences, not a page: the platform runs no consent manager (it sets only the cookies it
 * needs to work and loads no third-party tag), so such a link would lead nowhere and is left out.
 */
export function isShownFooterLink(link: Footer['columns'][number]['links'][number]): boolean {
  return !link.cookie && link.title.trim() !== '' && link.url.trim() !== '';
}

/** The social networks, the flag that shows each (FLAG-30..34) and their names (brands, not translated). */
export const SOCIAL_NETWORKS: ReadonlyArray<{
  readonly name: SocialNetworkName;
  readonly flag: FlagName;
  readonly label: string;
}> = [
  { name: 'facebook', flag: 'socialFacebook', label: 'Facebook' },
  { name: 'instagram', flag: 'socialInstagram', label: 'Instagram' },
  { name: 'tiktok', flag: 'socialTiktok', label: 'TikTok' },
  { name: 'twitter', flag: 'socialTwitter', label: 'X (Twitter)' },
  { name: 'youtube', flag: 'socialYoutube', label: 'YouTube' },
];

/**
 * The footer's social links (SHELL-35): one per network whose flag is on, with the brand's
 * address from the site configuration (`externalLinks`); a network without a valid address
 * is not shown.
 */
export function footerSocials(
  flags: Flags,
  links: ExternalLinks | undefined,
): Array<{ name: SocialNetworkName; label: string; url: string }> {
  return SOCIAL_NETWORKS.flatMap(({ name, flag, label }) => {
    const url = links?.[name];
    return flags[flag] === true && url && isExternalHref(url) ? [{ name, label, url }] : [];
  });
}
