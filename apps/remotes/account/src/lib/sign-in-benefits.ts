import type { Flags } from '@marquee/feature-flags';
import type { TextKey } from '@marquee/i18n';

/** The reasons to sign in, listed by the sign-in prompt (spec: account-and-shell §2 "Sign-in pop-in"). */
export type SignInBenefit = 'booking' | 'favourites' | 'cards' | 'movies';

/** The text of each benefit. */
export const SIGN_IN_BENEFIT_TEXTS: Readonly<Record<SignInBenefit, TextKey<'account'>>> = {
  booking: 'signIn.benefits.booking',
  favourites: 'signIn.benefits.favourites',
  cards: 'signIn.benefits.cards',
  movies: 'signIn.benefits.movies',
};

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
