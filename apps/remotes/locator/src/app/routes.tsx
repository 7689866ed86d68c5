import type { RemoteRoutes } from '@marquee/remote-contract';
import { translationLoader } from '@marquee/remote-contract';
import { cinemasPage } from '../features/cinemas/cinemas-page';
import './locator.css';

/** The locator's pages: the exposed `./routes` module. */
const routes: RemoteRoutes = {
  namespace: 'locator',
  pages: { Cinemas: cinemasPage },
  loadTranslations: translationLoader(import.meta.url),
};

export const { namespace, pages, loadTranslations } = routes;
