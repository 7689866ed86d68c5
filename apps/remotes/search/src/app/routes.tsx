import type { RemoteRoutes } from '@marquee/remote-contract';
import { eagerPages, translationLoader } from '@marquee/remote-contract';
import { SearchModal } from '../features/search-modal/search-modal';
import { PAGES } from './pages';
import './search.css';

/** The search remote's pages and its modal (`search`): the exposed `./routes` module. */
const routes: RemoteRoutes = {
  namespace: 'search',
  pages: eagerPages(PAGES, import.meta.glob('../features/*/*-page.tsx', { eager: true })),
  loadTranslations: translationLoader(import.meta.url),
  modals: { search: { Component: SearchModal } },
};

export const { namespace, pages, loadTranslations, modals } = routes;
