import type { PageTable } from '@marquee/remote-contract/pages';

/**
 * The catalogue's page kinds, and where each one's page is (module under `src/`, export): the one
 * list of them in the remote. `routes.tsx` makes each a lazy page (its own chunk), `vite.config.ts`
 * tells the build which chunk is which page, and `pages.test.ts` checks the kinds against
 * `PAGE_OWNERS` of `@marquee/remote-contract` (docs/decisions/0058-page-kinds-table.md). The
 * README's page kind → folder table says the same for a reader.
 */
export const PAGES = {
  Home: { file: 'features/home/home-page.tsx', page: 'homePage' },
  Movie: { file: 'features/movie/movie-page.tsx', page: 'moviePage' },
  EntertainmentList: { file: 'features/entertainment/events-page.tsx', page: 'eventsPage' },
  Entertainment: { file: 'features/entertainment/event-page.tsx', page: 'eventPage' },
  Season: { file: 'features/season/season-page.tsx', page: 'seasonPage' },
  // The films page (`/films`, the footer's and the menu's entry) is the list of films to book.
  Shows: { file: 'features/shows/shows-page.tsx', page: 'showListPages', key: 'ShowsBook' },
  ShowsBook: { file: 'features/shows/shows-page.tsx', page: 'showListPages', key: 'ShowsBook' },
  ShowsUpcoming: { file: 'features/shows/shows-page.tsx', page: 'showListPages', key: 'ShowsUpcoming' },
  ShowsPresales: { file: 'features/shows/shows-page.tsx', page: 'showListPages', key: 'ShowsPresales' },
  ShowsKids: { file: 'features/shows/shows-page.tsx', page: 'showListPages', key: 'ShowsKids' },
  ShowsSpecial: { file: 'features/shows/shows-page.tsx', page: 'showListPages', key: 'ShowsSpecial' },
  // Every film's showtimes tonight near the visitor.
  Tonight: { file: 'features/tonight/tonight-page.tsx', page: 'tonightPage' },
  // Cinemas and cities: the cinema page, the city page and the two light lists.
  Cinema: { file: 'features/cinema/cinema-page.tsx', page: 'cinemaPage' },
  City: { file: 'features/places/place-pages.tsx', page: 'placePages', key: 'City' },
  CityLight: { file: 'features/places/place-pages.tsx', page: 'placePages', key: 'CityLight' },
  CinemaLight: { file: 'features/places/place-pages.tsx', page: 'placePages', key: 'CinemaLight' },
  Experiences: { file: 'features/experience/experiences-page.tsx', page: 'experiencesPage' },
  Experience: { file: 'features/experience/experience-page.tsx', page: 'experiencePage' },
  ExperienceGroup: { file: 'features/experience/experience-group-page.tsx', page: 'experienceGroupPage' },
  ExperienceArticle: { file: 'features/experience/experience-article-page.tsx', page: 'experienceArticlePage' },
  // The accessible showings: audio description, subtitles for the deaf and hard of hearing, relaxed.
  AccessibleShowings: { file: 'features/accessible/accessible-page.tsx', page: 'accessiblePage' },
  OffersList: { file: 'features/offers/offers-page.tsx', page: 'offersPage' },
  Offer: { file: 'features/offers/offer-page.tsx', page: 'offerPage' },
  NewsList: { file: 'features/news/news-page.tsx', page: 'newsPage' },
  // The news list in the mobile app (`m/actualites`): the shell renders it without chrome.
  NewsApp: { file: 'features/news/news-page.tsx', page: 'newsAppPage' },
  NewsItem: { file: 'features/news/news-item-page.tsx', page: 'newsItemPage' },
  // The master-template pages (info pages, the mobile app, cvd, general terms, the club card): one page.
  Info: { file: 'features/info/info-page.tsx', page: 'infoPage' },
  MobileApp: { file: 'features/info/info-page.tsx', page: 'infoPage' },
  Cvd: { file: 'features/info/info-page.tsx', page: 'infoPage' },
  Cgv: { file: 'features/info/info-page.tsx', page: 'infoPage' },
  Club: { file: 'features/info/info-page.tsx', page: 'infoPage' },
  Sitemap: { file: 'features/info/sitemap-page.tsx', page: 'sitemapPage' },
  // Cards and vouchers: e-cards, the gift card and its balance, the voucher checker.
  Ecards: { file: 'features/cards/ecards-page.tsx', page: 'ecardsPage' },
  Ecards3: { file: 'features/cards/ecards-page.tsx', page: 'ecardsPage' },
  GiftCard: { file: 'features/cards/giftcard-page.tsx', page: 'giftCardPage' },
  GiftCardBalance: { file: 'features/cards/giftcard-page.tsx', page: 'giftCardBalancePage' },
  Voucher: { file: 'features/cards/voucher-page.tsx', page: 'voucherPage' },
  // The subscription offers page: cinepass on fr, pass on ch, abonnementen/subscription on nl.
  Subscription: { file: 'features/subscription/subscription-page.tsx', page: 'subscriptionPage' },
} as const satisfies PageTable;
