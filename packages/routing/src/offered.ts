import type { CountryCode, Language } from '@marquee/domain-models';
import { KIND_SITES, PATH_WORDS, type PageKind } from './page-kinds';
import { matchPattern, type RouteParams, score } from './routes';

/**
 * The site flags that offer a page kind (FLAG-26, FLAG-27, FLAG-35, FLAG-37/40/41, FLAG-51):
 * where none of a kind's flags is on, its page answers 404, so no link, sitemap or sitemap page
 * may name it. A kind absent here depends on no flag.
 */
export const KIND_FLAGS: Readonly<Partial<Record<PageKind, readonly string[]>>> = {
  ShowsPresales: ['previewAndPresaleEnabled'],
  ShowsKids: ['rowKidsEnabled'],
  ShowsSpecial: ['specialAndEventEnabled'],
  Subscription: ['subscriptionCinepass', 'subscriptionPassEnabled', 'subscriptionUnlimitedEnabled'],
  Voucher: ['voucherCheckerEnabled'],
  AccountFavoriteCinemas: ['favoriteCinemas'],
};

/**
 * The page kinds that show one content page (a master template) of a fixed slug: the mobile
 * app, the vulnerability disclosure policy, the general terms and the club card. Their template
 * is not listed again as an `info/{slug}` page (one address per page).
 */
export const TEMPLATE_KINDS: Readonly<Partial<Record<PageKind, string>>> = {
  MobileApp: 'mobile-app',
  Cvd: 'cvd',
  Cgv: 'cgv',
  Club: 'club',
};

/**
 * Whether a site offers a page kind: the kind exists on the site (KIND_SITES) and one of its
 * flags (KIND_FLAGS) is on. `flags` is the site's resolved flags (`resolveFlags`).
 */
export function isKindOffered(site: CountryCode, kind: PageKind, flags: Readonly<Record<string, unknown>>): boolean {
  const sites = KIND_SITES[kind];
  if (sites && !sites.includes(site)) return false;
  const needs = KIND_FLAGS[kind];
  return needs === undefined || needs.some((flag) => flags[flag] === true);
}

/**
 * The hreflang code of a page in a language: the language alone, as the page's `<html lang>`
 * says (ISO 639-1). One rule for the HTML head's alternates and the sitemap's (decision 0038):
 * each country site has its own host and names only its own languages, so a region would add
 * nothing a search engine does not get from the host.
 */
export function hreflang(language: Language): string {
  return language;
}

/** The neutral word of the subscription page, which has no English path word of its own on every site. */
const NEUTRAL_SUBSCRIPTION = 'subscription';

const NEUTRAL: ReadonlyArray<{ kind: PageKind; pattern: string }> = [
  ...Object.entries(PATH_WORDS)
    .filter(([kind]) => kind !== 'NotFound' && kind !== 'Home')
    .map(([kind, words]) => ({ kind: kind as PageKind, pattern: words.en })),
  { kind: 'Subscription' as PageKind, pattern: NEUTRAL_SUBSCRIPTION },
].sort((a, b) => score(b.pattern) - score(a.pattern));

/**
 * The page a content-system path names in the neutral (English) path words, without a language
 * prefix (`/films/upcoming`, `/subscription`, `/info/legal`, `/experiences/imax`): its kind and
 * parameters, or null for a path in no such words. The content system writes pages of the site
 * this way; a page shows them as `href(site, language, kind, params)` of its own language.
 */
export function neutralPage(path: string): { kind: PageKind; params: RouteParams } | null {
  const clean = path.replace(/[?#].*$/, '');
  const segments = clean.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  for (const { kind, pattern } of NEUTRAL) {
    const params = matchPattern(pattern, segments);
    if (params) return { kind, params };
  }
  return null;
}
