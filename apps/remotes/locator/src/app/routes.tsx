import type { RemoteRoutes } from '@marquee/remote-contract';
import { eagerPages, translationLoader } from '@marquee/remote-contract';
import { LocatorModal } from '../features/locator/locator-modal';
import { PAGES } from './pages';
import './locator.css';

/** The locator's pages and its modal (`locator`): the exposed `./routes` module. */
const routes: RemoteRoutes = {
  namespace: 'locator',
  pages: eagerPages(PAGES, import.meta.glob('../features/*/*-page.tsx', { eager: true })),
  loadTranslations: translationLoader(import.meta.url),
  modals: { locator: { Component: LocatorModal } },
};

export const { namespace, pages, loadTranslations, modals } = routes;
