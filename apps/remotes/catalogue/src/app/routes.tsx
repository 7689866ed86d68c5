import type { RemoteRoutes } from '@marquee/remote-contract';
import { lazyPage, translationLoader } from '@marquee/remote-contract';
import { lazy } from 'react';
import type { ListKind } from '../lib/show-lists';
import './catalogue.css';

/** A show list page (its module holds the five lists). */
const showList = (kind: ListKind) =>
  lazyPage(() => import('../features/shows/shows-page').then((module) => module.showListPages[kind]));

/** A place page (its module holds the city page and the two light lists). */
const placePage = (kind: 'City' | 'CityLight' | 'CinemaLight') =>
  lazyPage(() => import('../features/places/place-pages').then((module) => module.placePages[kind]));

/** A master-template page (info pages, the mobile app, cvd, general terms, the club card: one module). */
const infoPage = lazyPage(() => import('../features/info/info-page').then((module) => module.infoPage));

/** The experience teaser's module: both variants, loaded when one opens. */
const teaser = () => import('../features/experience/experience-teaser');

/**
 * The catalogue's pages: the exposed `./routes` module. Each page is its own chunk, fetched when
 * the page is first needed (docs/decisions/0014): a film page does not load the home's code. The
 * page modules are listed by kind in vite.config.ts too, so the edge hints a rendered page's chunk.
 */
const routes: RemoteRoutes = {
  namespace: 'catalogue',
  pages: {
    Home: lazyPage(() => import('../features/home/home-page').then((module) => module.homePage)),
    Movie: lazyPage(() => import('../features/movie/movie-page').then((module) => module.moviePage)),
    EntertainmentList: lazyPage(() =>
      import('../features/entertainment/events-page').then((module) => module.eventsPage),
    ),
    Entertainment: lazyPage(() => import('../features/entertainment/event-page').then((module) => module.eventPage)),
    Season: lazyPage(() => import('../features/season/season-page').then((module) => module.seasonPage)),
    ShowsBook: showList('ShowsBook'),
    ShowsUpcoming: showList('ShowsUpcoming'),
    ShowsPresales: showList('ShowsPresales'),
    ShowsKids: showList('ShowsKids'),
    ShowsSpecial: showList('ShowsSpecial'),
    // The films page (`/films`, the footer's and the menu's entry) is the list of films to book.
    Shows: showList('ShowsBook'),
    // Cinemas and cities: the cinema page, the city page and the two light lists.
    Cinema: lazyPage(() => import('../features/cinema/cinema-page').then((module) => module.cinemaPage)),
    City: placePage('City'),
    CityLight: placePage('CityLight'),
    CinemaLight: placePage('CinemaLight'),
    Experiences: lazyPage(() =>
      import('../features/experience/experiences-page').then((module) => module.experiencesPage),
    ),
    Experience: lazyPage(() =>
      import('../features/experience/experience-page').then((module) => module.experiencePage),
    ),
    ExperienceGroup: lazyPage(() =>
      import('../features/experience/experience-group-page').then((module) => module.experienceGroupPage),
    ),
    ExperienceArticle: lazyPage(() =>
      import('../features/experience/experience-article-page').then((module) => module.experienceArticlePage),
    ),
    // The accessible showings: audio description, subtitles for the deaf and hard of hearing, relaxed.
    AccessibleShowings: lazyPage(() =>
      import('../features/accessible/accessible-page').then((module) => module.accessiblePage),
    ),
    // Offers, news and info pages: each its own chunk.
    OffersList: lazyPage(() => import('../features/offers/offers-page').then((module) => module.offersPage)),
    Offer: lazyPage(() => import('../features/offers/offer-page').then((module) => module.offerPage)),
    NewsList: lazyPage(() => import('../features/news/news-page').then((module) => module.newsPage)),
    NewsApp: lazyPage(() => import('../features/news/news-page').then((module) => module.newsAppPage)),
    NewsItem: lazyPage(() => import('../features/news/news-item-page').then((module) => module.newsItemPage)),
    Info: infoPage,
    MobileApp: infoPage,
    Cvd: infoPage,
    Cgv: infoPage,
    Club: infoPage,
    // Every film's showtimes tonight near the visitor.
    Tonight: lazyPage(() => import('../features/tonight/tonight-page').then((module) => module.tonightPage)),
    Sitemap: lazyPage(() => import('../features/info/sitemap-page').then((module) => module.sitemapPage)),
    // Cards and vouchers: e-cards, the gift card and its balance, the voucher checker.
    Ecards: lazyPage(() => import('../features/cards/ecards-page').then((module) => module.ecardsPage)),
    Ecards3: lazyPage(() => import('../features/cards/ecards-page').then((module) => module.ecardsPage)),
    GiftCard: lazyPage(() => import('../features/cards/giftcard-page').then((module) => module.giftCardPage)),
    GiftCardBalance: lazyPage(() =>
      import('../features/cards/giftcard-page').then((module) => module.giftCardBalancePage),
    ),
    Voucher: lazyPage(() => import('../features/cards/voucher-page').then((module) => module.voucherPage)),
    // The subscription offers page: cinepass on fr, pass on ch, abonnementen/subscription on nl.
    Subscription: lazyPage(() =>
      import('../features/subscription/subscription-page').then((module) => module.subscriptionPage),
    ),
  },
  loadTranslations: translationLoader(import.meta.url),
  // The experience teaser, both variants (SHELL-58): its own chunk, loaded when one opens.
  modals: {
    'experience-teaser': {
      Component: lazy(() => teaser().then((module) => ({ default: module.ExperienceTeaserModal }))),
    },
    'experience-teaser-panel': {
      Component: lazy(() => teaser().then((module) => ({ default: module.ExperienceTeaserPanel }))),
    },
  },
};

export const { namespace, pages, loadTranslations, modals } = routes;
