import type { RemoteRoutes } from '@marquee/remote-contract';
import { translationLoader } from '@marquee/remote-contract';
import { eventPage } from '../features/entertainment/event-page';
import { eventsPage } from '../features/entertainment/events-page';
import { experienceArticlePage } from '../features/experience/experience-article-page';
import { experienceGroupPage } from '../features/experience/experience-group-page';
import { experiencePage } from '../features/experience/experience-page';
import { ExperienceTeaserModal, ExperienceTeaserPanel } from '../features/experience/experience-teaser';
import { experiencesPage } from '../features/experience/experiences-page';
import { homePage } from '../features/home/home-page';
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
    // The films page (`/films`, the footer's and the menu's entry) is the list of films to book.
    Shows: showListPages.ShowsBook,
    Experiences: experiencesPage,
    Experience: experiencePage,
    ExperienceGroup: experienceGroupPage,
    ExperienceArticle: experienceArticlePage,
  },
  loadTranslations: translationLoader(import.meta.url),
  // The experience teaser, both variants (SHELL-58): loaded when one opens.
  modals: {
    'experience-teaser': { Component: ExperienceTeaserModal },
    'experience-teaser-panel': { Component: ExperienceTeaserPanel },
  },
};

export const { namespace, pages, loadTranslations, modals } = routes;
