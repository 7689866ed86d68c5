import type { RemoteRoutes } from '@marquee/remote-contract';
import { translationLoader } from '@marquee/remote-contract';
import { cinemasPage } from '../features/cinemas/cinemas-page';
import { LocatorModal } from '../features/locator/locator-modal';
import './locator.css';

/** The locator's pages and its modal (`locator`): the exposed `./routes` module. */
const routes: RemoteRoutes = {
  namespace: 'locator',
  pages: { Cinemas: cinemasPage },
  loadTranslations: translationLoader(import.meta.url),
  modals: { locator: { Component: LocatorModal } },
};

export const { namespace, pages, loadTranslations, modals } = routes;
