import type { RemoteRoutes } from '@marquee/remote-contract';
import { translationLoader } from '@marquee/remote-contract';
import { accountPage } from '../features/space/account-page';
import { AccountFrameModal } from '../features/frame/account-frame-modal';
import { ProfileModal } from '../features/account/profile-modal';
import { advantagesPage, bookingsPage, favouriteCinemasPage } from '../features/space/client-pages';
import { SignInModal, SignInRequiredModal } from '../features/account/sign-in-modal';
import './account.css';

/** The account remote's pages and its modals (sign-in, sign-in required, profile): the exposed `./routes` module. */
const routes: RemoteRoutes = {
  namespace: 'account',
  pages: {
    Account: accountPage,
    AccountPage: advantagesPage,
    AccountFavoriteCinemas: favouriteCinemasPage,
    AccountBookings: bookingsPage,
  },
  loadTranslations: translationLoader(import.meta.url),
  modals: {
    'sign-in': { Component: SignInModal },
    'sign-in-required': { Component: SignInRequiredModal },
    profile: { Component: ProfileModal },
    'account-frame': { Component: AccountFrameModal },
  },
};

export const { namespace, pages, loadTranslations, modals } = routes;
