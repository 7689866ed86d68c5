import { type LocatorCookie, resolveCityTarget } from '@marquee/domain-models';
import type { Language } from '@marquee/domain-models';
import type { Flags } from '@marquee/feature-flags';
import type { TextKey } from '@marquee/i18n';
import { type ExternalLinks, externalHref, href, kindPattern, type PageKind, type RoutingSite } from '@marquee/routing';

/** The entries of the navigation (A§2 "Navigation menu"), in the spec's order. */
export const NAV_ITEM_IDS = [
  'search',
  'films',
  'tonight',
  'cinemas',
  'club',
  'offers',
  'business',
  'wallet',
  'account',
  'subscription',
  'more-from',
  'home-video',
] as const;
/** A navigation entry's id. */
export type NavItemId = (typeof NAV_ITEM_IDS)[number];

/** The label of each entry. */
export const NAV_ITEM_TEXTS: Readonly<Record<NavItemId, TextKey<'common'>>> = {
  search: 'nav.search',
  films: 'nav.films',
  tonight: 'nav.tonight',
  cinemas: 'nav.cinemas',
  club: 'nav.club',
  offers: 'nav.offers',
  business: 'nav.business',
  wallet: 'nav.wallet',
  account: 'nav.account',
  subscription: 'nav.subscription',
  'more-from': 'nav.more-from',
  'home-video': 'nav.home-video',
};

/**
 * Where an entry shows: `everywhere` (the header bar from 1080px and the menu below it), or
 * `menu` (the mobile and tablet menu only: wallet and account, SHELL-28/29; search, which the
 * header's own search button stands for on desktop, SHELL-09/18).
 */
export type NavPlacement = 'everywhere' | 'menu';

/** One entry, ready to render. */
export interface NavEntry {
  readonly id: NavItemId;
  readonly href: string;
  readonly active: boolean;
  /** Leaves the site (opens in a new tab, announced). */
  readonly external: boolean;
  readonly placement: NavPlacement;
}

/** The site as the navigation needs it. */
export interface NavSite extends RoutingSite {
  readonly externalLinks?: ExternalLinks;
}

/** What the navigation depends on. */
export interface NavContext {
  readonly site: NavSite;
  readonly language: Language;
  readonly flags: Pick<Flags, 'offersMenuDisplayed' | 'businessEnabled' | 'walletEnabled' | 'homeVideoEnabled'>;
  /** The page shown now (its route's page kind), if any. */
  readonly kind: PageKind | undefined;
  /** Where the Cinemas entry leads (see cinemasTarget). */
  readonly cinemas: CinemasTarget;
  /** The signed-in client holds a subscription (SHELL-30). */
  readonly hasSubscription: boolean;
}

/** Page kinds on which an entry is the active one (SHELL-19, SHELL-20). */
export const ACTIVE_KINDS: Readonly<Partial<Record<NavItemId, readonly PageKind[]>>> = {
  films: ['Home', 'Movie', 'Entertainment'],
  tonight: ['Tonight'],
  cinemas: ['Cinemas', 'Cinema'],
  club: ['Club'],
  offers: ['OffersList', 'Offer'],
  account: ['Account', 'AccountPage', 'AccountFavoriteCinemas', 'AccountBookings'],
  subscription: ['Subscription'],
  search: ['SearchResults'],
};

/** Where the Cinemas entry leads (SHELL-21..24). */
export type CinemasTarget =
  | { readonly kind: 'Cinemas' }
  | { readonly kind: 'Cinema'; readonly slug: string }
  | { readonly kind: 'CityLight'; readonly slug: string };

/**
 * The Cinemas entry's target for the visitor's cinema selection (the `cgp_locator` cookie):
 * a city goes to the city's cinemas page (Routes.Cinema.City.Light), or to its cinema when it
 * has only one (`cityCinemas`, once known); a cinema goes to its page; anything else (no
 * selection, a position, favourites) to the cinemas list.
 */
export function cinemasTarget(
  selection: LocatorCookie | null,
  cityCinemas?: readonly { readonly slug: string }[],
): CinemasTarget {
  if (selection?.type === 'cinema') return { kind: 'Cinema', slug: selection.value };
  if (selection?.type === 'city') {
    const target = resolveCityTarget(selection.value, cityCinemas ?? []);
    return target.kind === 'cinema' ? { kind: 'Cinema', slug: target.slug } : { kind: 'CityLight', slug: target.slug };
  }
  return { kind: 'Cinemas' };
}

function exists(site: RoutingSite, language: Language, kind: PageKind): boolean {
  return kindPattern(site, language, kind) !== undefined;
}

/**
 * The navigation's entries for a page (A§2, SHELL-18..32): each with its flag, its target and
 * whether it is the active one. An entry whose flag is off, whose page does not exist on the
 * site, or whose external address the site does not configure is left out: no link to nowhere.
 */
export function navEntries(context: NavContext): NavEntry[] {
  const { site, language, flags, kind } = context;
  const links = site.externalLinks;
  const entries: NavEntry[] = [];
  const page = (id: NavItemId, target: PageKind, placement: NavPlacement = 'everywhere', params = {}) => {
    if (!exists(site, language, target)) return;
    const active = kind !== undefined && (ACTIVE_KINDS[id] ?? []).includes(kind);
    entries.push({ id, href: href(site, language, target, params), active, external: false, placement });
  };
  const external = (id: NavItemId, key: string, placement: NavPlacement = 'everywhere') => {
    const address = externalHref(key, links);
    if (address) entries.push({ id, href: address, active: false, external: true, placement });
  };

  page('search', 'SearchResults', 'menu');
  page('films', 'Home');
  // every film's showtimes tonight near the visitor
  page('tonight', 'Tonight');
  const cinemas = context.cinemas;
  page('cinemas', cinemas.kind, 'everywhere', cinemas.kind === 'Cinemas' ? {} : { slug: cinemas.slug });
  page('club', 'Club');
  if (flags.offersMenuDisplayed) page('offers', 'OffersList');
  if (flags.businessEnabled) external('business', 'Routes.Business');
  if (flags.walletEnabled) external('wallet', 'Routes.Href.Wallet', 'menu');
  page('account', 'Account', 'menu');
  if (context.hasSubscription) page('subscription', 'Subscription');
  external('more-from', 'Routes.MoreFrom');
  if (flags.homeVideoEnabled) external('home-video', 'Homepage.Vod.CtaUrl');
  return entries;
}
