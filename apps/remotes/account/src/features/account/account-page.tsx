import { getCinemas, getSettings } from '@marquee/api-client';
import type { Flags } from '@marquee/feature-flags';
import { useTranslation } from '@marquee/i18n';
import { definePage, type PageHead, type PageProps, type Translate } from '@marquee/remote-contract';
import { useModals } from '@marquee/modals';
import { useSession } from '@marquee/session';
import { Button, LinkButton } from '@marquee/ui-kit';
import { ProfileSection } from '../space/client-pages';

/** The reasons to sign in, listed by the sign-in prompt (spec: account-and-shell §2 "Sign-in pop-in"). */
export type SignInBenefit = 'booking' | 'favourites' | 'cards' | 'movies';

/**
 * Which benefits the prompt lists: booking and movies always; favourites only when the site
 * has several cinemas (and favourites are on); cards only when a subscription exists.
 */
export function signInBenefits(
  cinemaCount: number,
  flags: Pick<
    Flags,
    'favoriteCinemas' | 'subscriptionCinepass' | 'subscriptionPassEnabled' | 'subscriptionUnlimitedEnabled'
  >,
): SignInBenefit[] {
  const subscriptions =
    flags.subscriptionCinepass || flags.subscriptionPassEnabled || flags.subscriptionUnlimitedEnabled;
  return [
    'booking',
    ...(flags.favoriteCinemas && cinemaCount > 1 ? (['favourites'] as const) : []),
    ...(subscriptions ? (['cards'] as const) : []),
    'movies',
  ];
}

interface AccountData {
  readonly benefits: SignInBenefit[];
  readonly registerUrl: string;
}

/** The sign-in page's head: title and description, kept out of search engines (SHELL-81, SHELL-82). */
export function accountHead(t: Translate): PageHead {
  return { title: t('signIn.pageTitle'), description: t('signIn.description'), noIndex: true };
}

function AccountPage({ data, page }: PageProps<AccountData>) {
  const { t } = useTranslation('account');
  const modals = useModals();
  const signedIn = useSession((state) => state.status === 'signed-in' && state.client !== null);
  // Signed in: the profile (ACC-04); the server and a visitor see why to sign in.
  if (signedIn) return <ProfileSection page={page} />;
  return (
    <section className="account-signin" aria-labelledby="account-title">
      <h1 id="account-title">{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      <ul className="account-signin__benefits">
        {data.benefits.map((benefit) => (
          <li key={benefit}>{t(`signIn.benefits.${benefit}`)}</li>
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
        <LinkButton href={data.registerUrl}>{t('signIn.createAccount')}</LinkButton>
      </p>
    </section>
  );
}

/** The account page for a visitor not signed in: why to sign in, and where to create an account. */
export const accountPage = definePage<AccountData>({
  loader: async (context) => {
    const [cinemas, settings] = await Promise.all([
      getCinemas(context.api, context.signal),
      getSettings(context.api, context.signal),
    ]);
    return {
      benefits: signInBenefits(cinemas.total, context.flags),
      // The register address is built from the client url, the language and /register (spec §2 "Sign-in frame").
      registerUrl: `${settings.clientUrl.replace(/\/$/, '')}/${context.language}/register`,
    };
  },
  Component: AccountPage,
  head: (_data, _page, t) => accountHead(t),
});
