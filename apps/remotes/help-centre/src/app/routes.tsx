import type { RemoteRoutes } from '@marquee/remote-contract';
import { translationLoader } from '@marquee/remote-contract';
import { faqHomePage } from '../features/faq-home/faq-home-page';
import './help-centre.css';

/** The help centre's pages: the exposed `./routes` module. */
const routes: RemoteRoutes = {
  namespace: 'help-centre',
  pages: { FaqHome: faqHomePage },
  loadTranslations: translationLoader(import.meta.url),
};

export const { namespace, pages, loadTranslations } = routes;
