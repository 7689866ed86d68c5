import type { RemoteRoutes } from '@marquee/remote-contract';
import { lazyPages, translationLoader } from '@marquee/remote-contract';
import { PAGES } from './pages';
import './help-centre.css';

/**
 * The help centre's pages: the exposed `./routes` module. Each page is its own chunk
 * (docs/decisions/0014). The kinds and their modules are the table of `./pages.ts`; the page
 * modules are found by name (`src/features/<folder>/<name>-page.tsx`), and one in no row of the
 * table fails here (docs/decisions/0058-page-kinds-table.md).
 */
const routes: RemoteRoutes = {
  namespace: 'help-centre',
  pages: lazyPages(PAGES, import.meta.glob('../features/*/*-page.tsx')),
  loadTranslations: translationLoader(import.meta.url),
};

export const { namespace, pages, loadTranslations } = routes;
