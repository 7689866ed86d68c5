import type { RemoteRoutes } from '@marquee/remote-contract';
import { translationLoader } from '@marquee/remote-contract';
import { cinemaPage } from '../features/cinema/cinema-page';
import { eventPage } from '../features/entertainment/event-page';
import { eventsPage } from '../features/entertainment/events-page';
import { homePage } from '../features/home/home-page';
import { placePages } from '../features/places/place-pages';
import { moviePage } from '../features/movie/movie-page';
import { seasonPage } from '../features/season/season-page';
import { showListPages } from '../features/shows/shows-page';
import './catalogue.css';

/** The catalogue's pages: the exposed `./routes` module. */
const routes: RemoteRoutes = {
  namespace: 'catalogue',
  pages: {
    Home: homePage,
    Movie: moviePage,
    EntertainmentList: eventsPage,
    Entertainment: eventPage,
    Season: seasonPage,
    ...showListPages,
    // Cinemas and cities (issue 13): the cinema page, the city page and the two light lists.
    Cinema: cinemaPage,
    ...placePages,
    // The films page (`/films`, the footer's and the menu's entry) is the list of films to book.
    Shows: showListPages.ShowsBook,
  },
  loadTranslations: translationLoader(import.meta.url),
};

export const { namespace, pages, loadTranslations } = routes;
