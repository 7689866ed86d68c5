import type { RemoteRoutes } from '@marquee/remote-contract';
import { translationLoader } from '@marquee/remote-contract';
import { searchResultsPage } from '../features/results/search-results-page';
import './search.css';

/** The search remote's pages: the exposed `./routes` module. */
const routes: RemoteRoutes = {
  namespace: 'search',
  pages: { SearchResults: searchResultsPage },
  loadTranslations: translationLoader(import.meta.url),
};

export const { namespace, pages, loadTranslations } = routes;
