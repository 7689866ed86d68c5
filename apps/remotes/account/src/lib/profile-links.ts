import type { CountryCode, Language } from '@marquee/domain-models';
import type { Flags } from '@marquee/feature-flags';
import type { TextKey } from '@marquee/i18n';
import type { PageKind } from '@marquee/routing';

/** The profile pop-in's links (A§2 "Profile pop-in", ACC-33), sign-out aside. */
export type ProfileLinkId = 'profile' | 'advantages' | 'favourite-cinemas' | 'bookings';

/** The text of each link. */
export const PROFILE_LINK_TEXTS: Readonly<Record<ProfileLinkId, TextKey<'account'>>> = {
  profile: 'profile.links.profile',
  advantages: 'profile.links.advantages',
  'favourite-cinemas': 'profile.links.favourite-cinemas',
  bookings: 'profile.links.bookings',
};

/** One link: its id (its text: PROFILE_LINK_TEXTS) and the page it opens. */
export interface ProfileLink {
  readonly id: ProfileLinkId;
  readonly kind: PageKind;
  readonly params?: Readonly<Record<string, string>>;
}

/**
 * Sites whose pop-in offers "my advantages" in place of "favourite cinemas" (CLARIFICATIONS
 * "Profile pop-in": fr). Kept as data, beside the rule that reads it.
 */
export const ADVANTAGES_SITES: readonly CountryCode[] = ['fr'];

/** The account page slug of "my advantages", per language. */
const ADVANTAGES_SLUG: Readonly<Record<Language, string>> = {
  fr: 'avantages',
  en: 'advantages',
  de: 'vorteile',
  nl: 'voordelen',
};

/** The slug of the "my advantages" page in a language. */
export function advantagesSlug(language: Language): string {
  return ADVANTAGES_SLUG[language];
}

/**
 * The links of the profile pop-in: profile; my advantages (fr) or favourite cinemas (other
 * sites, only where `favoriteCinemas` is on); my bookings.
 */
export function profileLinks(
  site: CountryCode,
  language: Language,
  flags: Pick<Flags, 'favoriteCinemas'>,
): ProfileLink[] {
  const advantages = ADVANTAGES_SITES.includes(site);
  return [
    { id: 'profile', kind: 'Account' },
    ...(advantages
      ? [{ id: 'advantages', kind: 'AccountPage', params: { slug: ADVANTAGES_SLUG[language] } } as const]
      : []),
    ...(!advantages && flags.favoriteCinemas
      ? [{ id: 'favourite-cinemas', kind: 'AccountFavoriteCinemas' } as const]
      : []),
    { id: 'bookings', kind: 'AccountBookings' },
  ];
}
