import type { RemoteRoutes } from '@marquee/remote-contract';
import { lazyPage, translationLoader } from '@marquee/remote-contract';
import type { ListKind } from '../features/shows/show-lists';
import './catalogue.css';

/** A show list page (its module holds the five lists). */
const showList = (kind: ListKind) =>
  lazyPage(() => import('../features/shows/shows-page').then((module) => module.showListPages[kind]));

/**
 * The catalogue's pages: the exposed `./routes` module. Each page is its own chunk, fetched when
 * the page is first needed (docs/decisions/0014): a film page does not load the home's code.
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
  },
  loadTranslations: translationLoader(import.meta.url),
};

export const { namespace, pages, loadTranslations } = routes;
