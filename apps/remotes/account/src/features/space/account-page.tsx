import { getCinemas } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageHead, type PageProps, type Translate } from '@marquee/remote-contract';
import { useModals } from '@marquee/modals';
import { useSession, useSessionStoreApi } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { SIGN_IN_BENEFIT_TEXTS, type SignInBenefit, signInBenefits } from '../../lib/sign-in-benefits';
import { ProfileSection } from './client-pages';

interface AccountData {
  readonly benefits: SignInBenefit[];
}

/** The sign-in page's head: title and description, kept out of search engines (SHELL-81, SHELL-82). */
export function accountHead(t: Translate): PageHead {
  return { title: t('signIn.pageTitle'), description: t('signIn.description'), noIndex: true };
}

function AccountPage({ data, page }: PageProps<AccountData>) {
  const { t } = useTranslation('account');
  const modals = useModals();
  const session = useSessionStoreApi();
  const signedIn = useSession((state) => state.status === 'signed-in' && state.client !== null);
  // Signed in: the profile (ACC-04); the server and a visitor see why to sign in.
  if (signedIn) return <ProfileSection page={page} />;
  // The provider's sign-up screen (A§7: the sign-in request with the sign-up hint), back here
  // signed in. The account site's register address needs a provider session (it answers 401
  // without one), so it is never a link for a visitor: it is the account frame's, after sign-in.
  const createAccount = () => {
    const returnTo = `${window.location.pathname}${window.location.search}`;
    const actions = session.getState().actions;
    if (!actions) {
      modals.getState().open('sign-in-required', { signInRequired: true, returnTo });
      return;
    }
    actions.signIn({ returnTo, signUp: true }).catch((error: unknown) => {
      console.error('sign-up could not start', error);
      modals.getState().open('sign-in-required', { signInRequired: true, returnTo });
    });
  };
  return (
    <section className="account-signin" aria-labelledby="account-title">
      <h1 id="account-title">{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      <ul className="account-signin__benefits">
        {data.benefits.map((benefit) => (
          <li key={benefit}>{t(SIGN_IN_BENEFIT_TEXTS[benefit])}</li>
        ))}
      </ul>
      <p className="account-signin__actions">
        <Button
          onClick={() =>
            modals.getState().open('sign-in-required', {
              signInRequired: true,
              returnTo: `${window.location.pathname}${window.location.search}`,
            })
          }
        >
          {t('signIn.signIn')}
        </Button>
        <Button variant="black-button" onClick={createAccount}>
          {t('signIn.createAccount')}
        </Button>
      </p>
    </section>
  );
}

/** The account page for a visitor not signed in: why to sign in, and where to create an account. */
export const accountPage = definePage<AccountData>({
  loader: async (context) => {
    const cinemas = await getCinemas(context.api, context.signal);
    return { benefits: signInBenefits(cinemas.total, context.flags) };
  },
  Component: AccountPage,
  head: (_data, _page, t) => accountHead(t),
});
