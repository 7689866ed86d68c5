import { type ModalId, modalFromSearch, type OpenModal } from '@marquee/modals';
import type { PageKind } from '@marquee/routing';
import type { RemoteName } from './contract';

// Apart from ./contract: a remote's first load carries the contract's helpers (lazyPage,
// definePage, translationLoader), not these tables, which only the shell and a sitemap read.

/**
 * Which remote owns which page kind. The shell only routes; a page kind absent here is
 * not served yet and falls through to the not-found view.
 */
export const PAGE_OWNERS: Partial<Record<PageKind, RemoteName>> = {
  Home: 'catalogue',
  Movie: 'catalogue',
  EntertainmentList: 'catalogue',
  Entertainment: 'catalogue',
  Season: 'catalogue',
  Shows: 'catalogue',
  ShowsBook: 'catalogue',
  ShowsUpcoming: 'catalogue',
  ShowsPresales: 'catalogue',
  ShowsKids: 'catalogue',
  ShowsSpecial: 'catalogue',
  Experiences: 'catalogue',
  Experience: 'catalogue',
  ExperienceGroup: 'catalogue',
  ExperienceArticle: 'catalogue',
  AccessibleShowings: 'catalogue',
  Cinemas: 'locator',
  Cinema: 'catalogue',
  CinemaLight: 'catalogue',
  City: 'catalogue',
  CityLight: 'catalogue',
  FaqHome: 'help-centre',
  FaqResults: 'help-centre',
  FaqCategory: 'help-centre',
  FaqArticleById: 'help-centre',
  FaqArticleBySlug: 'help-centre',
  MFaqHome: 'help-centre',
  MFaqResults: 'help-centre',
  MFaqCategory: 'help-centre',
  MFaqArticleById: 'help-centre',
  MFaqArticleBySlug: 'help-centre',
  SearchResults: 'search',
  Account: 'account',
  OffersList: 'catalogue',
  Offer: 'catalogue',
  NewsList: 'catalogue',
  NewsApp: 'catalogue',
  NewsItem: 'catalogue',
  Info: 'catalogue',
  MobileApp: 'catalogue',
  // Every film's showtimes in a time window near the visitor.
  Tonight: 'catalogue',
  Cvd: 'catalogue',
  Cgv: 'catalogue',
  Sitemap: 'catalogue',
  // The club card (the navigation's club entry, Routes.Club): a content page of the catalogue.
  Club: 'catalogue',
  AccountPage: 'account',
  AccountFavoriteCinemas: 'account',
  AccountBookings: 'account',
  // Cards and vouchers.
  Ecards: 'catalogue',
  Ecards3: 'catalogue',
  GiftCard: 'catalogue',
  GiftCardBalance: 'catalogue',
  Voucher: 'catalogue',
  // The subscription offers page (docs/decisions/0023).
  Subscription: 'catalogue',
};

/**
 * The page kinds a remote serves, sorted: what its page table (`src/app/pages.ts`) must list,
 * no more, no less (each remote's `src/app/pages.test.ts`).
 */
export function kindsOwnedBy(remote: RemoteName): PageKind[] {
  return (Object.keys(PAGE_OWNERS) as PageKind[]).filter((kind) => PAGE_OWNERS[kind] === remote).sort();
}

/**
 * Who renders each modal's content: the shell itself, a remote (loaded when the modal opens), or
 * `page` — the page on screen, for a modal about the page's own data (a showtime of the film
 * shown), which the page renders from its loader data (on the server too, when the address opens
 * it). A modal id absent here has no content yet, and opening it shows nothing.
 */
export const MODAL_OWNERS: Partial<Record<ModalId, RemoteName | 'shell' | 'page'>> = {
  'showtime-details-panel': 'page',
  // The legacy variant of the same details (SHELL-56), for addresses that name it.
  'showtime-details': 'page',
  trailer: 'page',
  'language-switch': 'shell',
  'mobile-menu': 'shell',
  feedback: 'shell',
  search: 'search',
  locator: 'locator',
  'sign-in': 'account',
  'sign-in-required': 'account',
  profile: 'account',
  'account-frame': 'account',
  'experience-teaser': 'catalogue',
  'experience-teaser-panel': 'catalogue',
};

/**
 * The modal an address opens that is rendered open from the first HTML: one of the page's own
 * (`MODAL_OWNERS` says `page`, a showtime's panel), whose content the page has from its loader.
 * The server renders it open and the browser hydrates it open; any other modal of an address
 * opens once the page is live. Null when the address opens none, or not one of those.
 */
export function modalRenderedOpen(search: string): OpenModal | null {
  const modal = modalFromSearch(search);
  return modal && MODAL_OWNERS[modal.id] === 'page' ? modal : null;
}
