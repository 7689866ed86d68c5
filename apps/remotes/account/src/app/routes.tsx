import type { RemoteRoutes } from '@marquee/remote-contract';
import { eagerPages, translationLoader } from '@marquee/remote-contract';
import { AccountFrameModal } from '../features/frame/account-frame-modal';
import { ProfileModal } from '../features/account/profile-modal';
import { SignInModal, SignInRequiredModal } from '../features/account/sign-in-modal';
import { PAGES } from './pages';
import './account.css';

/** The account remote's pages and its modals (sign-in, sign-in required, profile): the exposed `./routes` module. */
const routes: RemoteRoutes = {
  namespace: 'account',
  pages: eagerPages(
    PAGES,
    import.meta.glob(['../features/*/*-page.tsx', '../features/*/*-pages.tsx'], { eager: true }),
  ),
  loadTranslations: translationLoader(import.meta.url),
  modals: {
    'sign-in': { Component: SignInModal },
    'sign-in-required': { Component: SignInRequiredModal },
    profile: { Component: ProfileModal },
    'account-frame': { Component: AccountFrameModal },
  },
};

export const { namespace, pages, loadTranslations, modals } = routes;
