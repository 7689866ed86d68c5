import type { RemoteRoutes } from '@marquee/remote-contract';
import { translationLoader } from '@marquee/remote-contract';
import { searchResultsPage } from '../features/results/search-results-page';
import { SearchModal } from '../features/search-modal/search-modal';
import './search.css';

/** The search remote's pages and its modal (`search`): the exposed `./routes` module. */
const routes: RemoteRoutes = {
  namespace: 'search',
  pages: { SearchResults: searchResultsPage },
  loadTranslations: translationLoader(import.meta.url),
  modals: { search: { Component: SearchModal } },
};

export const { namespace, pages, loadTranslations, modals } = routes;
