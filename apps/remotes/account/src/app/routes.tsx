import type { RemoteRoutes } from '@marquee/remote-contract';
import { translationLoader } from '@marquee/remote-contract';
import { accountPage } from '../features/account/account-page';
import './account.css';

/** The account remote's pages: the exposed `./routes` module. */
const routes: RemoteRoutes = {
  namespace: 'account',
  pages: { Account: accountPage },
  loadTranslations: translationLoader(import.meta.url),
};

export const { namespace, pages, loadTranslations } = routes;
