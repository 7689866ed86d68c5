import type { CountryCode } from '@marquee/domain-models';
import { COUNTRY_CODES, isCountryCode } from '@marquee/domain-models';

/** How the schedules offer film versions (FLAG-54): as tag chips, or as a separate versions filter. */
export type VersionFilterStyle = 'tag' | 'version';

/** The resolved value of every flag for one site: an exact record, one key per flag of A§9. */
export interface Flags {
  /** FLAG-02: header sign-up link and sign-in appear only when on. */
  readonly authenticationEnabled: boolean;
  /** FLAG-03: business (company) code entry is offered. Reading ours. */
  readonly businessCodeEnabled: boolean;
  /** FLAG-04: the schedule calendar shows its footer. Reading ours. */
  readonly calendarFooterDisplayed: boolean;
  /** FLAG-05: footer lists every cinema; off, the site's top cities and an all-cinemas link. */
  readonly cinemaFullList: boolean;
  /** FLAG-06: cinema pages show the customer-feedback (Critizr) widget. Reading ours. */
  readonly cinemasCritizr: boolean;
  /** FLAG-07: cinema lists are grouped under city headings. Reading ours. */
  readonly cinemasGroupByCity: boolean;
  /** FLAG-08: error pages show an illustration. Reading ours. */
  readonly errorPagePictureEnabled: boolean;
  /** FLAG-09: favourite cinemas exist (off on the African sites). */
  readonly favoriteCinemas: boolean;
  /** FLAG-10: schedules offer a 3D filter. Reading ours. */
  readonly filter3d: boolean;
  /** FLAG-11: schedules offer a family filter. Reading ours. */
  readonly filterFamily: boolean;
  /** FLAG-12: schedules offer a VIP filter. Reading ours. */
  readonly filterVip: boolean;
  /** FLAG-13: gift-card entry points (offers block, links) are shown. Reading ours. */
  readonly giftCardEnabled: boolean;
  /** FLAG-14: the gift-card page shows its sixth content block. Reading ours. */
  readonly giftCardContentSixthElementDisplayed: boolean;
  /** FLAG-15: the help centre shows a contact link. Reading ours. */
  readonly linkContactFaqDisplayed: boolean;
  /** FLAG-16: locator search results include cities. Reading ours. */
  readonly locatorCityInResults: boolean;
  /** FLAG-17: locator results hide the cinema's postal code. Reading ours. */
  readonly locatorHidePostalCode: boolean;
  /** FLAG-18: the locator offers its mode options (around me, favourites). Reading ours. */
  readonly locatorOptions: boolean;
  /** FLAG-19: the highlighted push ("mise en avant") closes on scroll. Reading ours. */
  readonly meaScrollCloseEnabled: boolean;
  /** FLAG-20: the mobile smart banner (install the app) is shown. Reading ours. */
  readonly mobileSmartBanner: boolean;
  /** FLAG-21: news links (navigation, footer) are shown. Reading ours. */
  readonly newsLinkEnabled: boolean;
  /** FLAG-22: the Offers navigation item is shown only when on. */
  readonly offersMenuDisplayed: boolean;
  /** FLAG-23: the help centre's contact goes through the Omnidesk support widget. Reading ours. */
  readonly omnideskEnabled: boolean;
  /** FLAG-24 (spec `{product}BusinessEnabled`): the business navigation link is shown only when on. */
  readonly businessEnabled: boolean;
  /** FLAG-25 (spec `{product}HomeEnabled`): the home-video navigation link is shown only when on. */
  readonly homeVideoEnabled: boolean;
  /** FLAG-26: the shows list offers its previews and presales section. Reading ours. */
  readonly previewAndPresaleEnabled: boolean;
  /** FLAG-27: the films page shows a kids row. Reading ours. */
  readonly rowKidsEnabled: boolean;
  /** FLAG-28: several season showtimes may be selected at once. */
  readonly seasonMultipleSelection: boolean;
  /** FLAG-29: showtimes are grouped by version. Reading ours. */
  readonly showtimesByVersion: boolean;
  /** FLAG-30: footer Facebook link. */
  readonly socialFacebook: boolean;
  /** FLAG-31: footer Instagram link. */
  readonly socialInstagram: boolean;
  /** FLAG-32: footer TikTok link. */
  readonly socialTiktok: boolean;
  /** FLAG-33: footer Twitter link. */
  readonly socialTwitter: boolean;
  /** FLAG-34: footer YouTube link. */
  readonly socialYoutube: boolean;
  /** FLAG-35: the shows list offers its specials and events section. Reading ours. */
  readonly specialAndEventEnabled: boolean;
  /** FLAG-36: the specials offers block is shown (offers page). Reading ours. */
  readonly specialsOffersBlock: boolean;
  /** FLAG-37: the Cinepass subscription (fr `cinepass` route) is offered. */
  readonly subscriptionCinepass: boolean;
  /** FLAG-38: the subscription offers block is shown (offers page). Reading ours. */
  readonly subscriptionOffersBlock: boolean;
  /** FLAG-39: the subscription page offers a partner-cinema search. Reading ours. */
  readonly subscriptionOffersStoreLocator: boolean;
  /** FLAG-40 (spec `subscription{product}Pass`): the pass subscription (ch `pass` route) is offered. */
  readonly subscriptionPassEnabled: boolean;
  /** FLAG-41 (spec `subscription{product}Unlimited`): the unlimited subscription (nl route) is offered. */
  readonly subscriptionUnlimitedEnabled: boolean;
  /** FLAG-42: tracking carries 4DX experience data. */
  readonly track4dxExperience: boolean;
  /** FLAG-43: tracking carries Dolby Cinema experience data. */
  readonly trackDolbyCinemaExperience: boolean;
  /** FLAG-44: show tracking carries copiesCount. */
  readonly trackShowCopyCount: boolean;
  /** FLAG-45: show tracking carries every show category, not only the first. Reading ours. */
  readonly trackMultipleShowCategories: boolean;
  /** FLAG-46 (spec `tracking{product}PassSubscription`): tracking carries the pass subscription. */
  readonly trackingPassSubscription: boolean;
  /** FLAG-47: the gift-card page shows its "use my gift card" button. Reading ours. */
  readonly useGiftCardButtonDisplayed: boolean;
  /** FLAG-48: the voucher result shows its "use my voucher" button. Reading ours. */
  readonly useVoucherButtonDisplayed: boolean;
  /** FLAG-49: the voucher page shows its "contact us" button. Reading ours. */
  readonly voucherContactUsButtonDisplayed: boolean;
  /** FLAG-50: the home video-on-demand block (Homepage.Vod.CtaUrl) is shown. Reading ours. */
  readonly vodEnabled: boolean;
  /** FLAG-51: the /voucher route exists only when on. */
  readonly voucherCheckerEnabled: boolean;
  /** FLAG-52: vouchers and e-cards may be bought as a gift. Reading ours. */
  readonly voucherGiftingEnabled: boolean;
  /** FLAG-53: the wallet navigation item (mobile) is shown only when on. */
  readonly walletEnabled: boolean;
  /** FLAG-54: version filter style, `tag` on ch, `version` elsewhere. */
  readonly versionFilterStyle: VersionFilterStyle;
}

/** The name of a flag. */
export type FlagName = keyof Flags;

/** Values a deployment sets on top of the spec's table (site config `flags`). */
export type FlagOverrides = Partial<Flags>;

/** One flag of the spec: default, per-country overrides and where it comes from. */
export interface FlagDefinition<K extends FlagName = FlagName> {
  readonly name: K;
  readonly default: Flags[K];
  /** Sites whose value differs from the default. */
  readonly overrides: Readonly<Partial<Record<CountryCode, Flags[K]>>>;
  /** The spec's notation, verbatim (A§9), read with the CLARIFICATIONS rule. */
  readonly notation: string;
  /** Spec reference and requirement id. */
  readonly spec: string;
  /** What the flag does. */
  readonly effect: string;
  /** False when the spec does not state the effect and `effect` is our reading (listed in the README). */
  readonly effectStated: boolean;
}

const AFRICAN: readonly CountryCode[] = ['sn', 'tn', 'ci', 'ma'];

function sites<T>(codes: readonly CountryCode[], value: T): Partial<Record<CountryCode, T>> {
  const out: Partial<Record<CountryCode, T>> = {};
  for (const code of codes) out[code] = value;
  return out;
}

type Definitions = { readonly [K in FlagName]: FlagDefinition<K> };

function def<K extends FlagName>(
  name: K,
  value: Flags[K],
  overrides: Partial<Record<CountryCode, Flags[K]>>,
  notation: string,
  requirement: string,
  effect: string,
  effectStated: boolean,
): FlagDefinition<K> {
  return Object.freeze({
    name,
    default: value,
    overrides: Object.freeze(overrides),
    notation,
    spec: `A§9 · ${requirement}`,
    effect,
    effectStated,
  });
}

/** Every flag of account-and-shell §9 with its default, per-country overrides, spec reference and effect. */
export const FLAG_DEFINITIONS: Definitions = Object.freeze({
  authenticationEnabled: def(
    'authenticationEnabled',
    true,
    {},
    'authenticationEnabled true',
    'FLAG-02',
    'Header sign-up link and sign-in appear only when on (A§2).',
    true,
  ),
  businessCodeEnabled: def(
    'businessCodeEnabled',
    false,
    sites(['fr', 'ch'], true),
    'businessCodeEnabled false (fr, ch true)',
    'FLAG-03',
    'A business (company) code field is offered where a client may enter one.',
    false,
  ),
  calendarFooterDisplayed: def(
    'calendarFooterDisplayed',
    true,
    {},
    'calendarFooterDisplayed true',
    'FLAG-04',
    'The schedule date calendar shows its footer (legend and link to later dates).',
    false,
  ),
  cinemaFullList: def(
    'cinemaFullList',
    true,
    sites(['fr', 'nl'], false),
    'cinemaFullList true (fr, nl false)',
    'FLAG-05',
    "On, the footer lists every cinema; off, it shows the site's top cities with an all-cinemas link (CL).",
    true,
  ),
  cinemasCritizr: def(
    'cinemasCritizr',
    false,
    sites(['fr'], true),
    'cinemasCritizr false (fr true)',
    'FLAG-06',
    'Cinema pages show the customer-feedback (Critizr) widget.',
    false,
  ),
  cinemasGroupByCity: def(
    'cinemasGroupByCity',
    true,
    sites(AFRICAN, false),
    'cinemasGroupByCity true (sn, tn, ci, ma false)',
    'FLAG-07',
    'The cinemas list is grouped under city headings; off, one flat list by name.',
    false,
  ),
  errorPagePictureEnabled: def(
    'errorPagePictureEnabled',
    false,
    sites(['nl'], true),
    'errorPagePictureEnabled false (nl)',
    'FLAG-08',
    'Error pages show an illustration above the message.',
    false,
  ),
  favoriteCinemas: def(
    'favoriteCinemas',
    true,
    sites(AFRICAN, false),
    'favoriteCinemas true (African sites false)',
    'FLAG-09',
    'Favourite cinemas exist (toggle, account page, pop-in link); off on the African sites (CL).',
    true,
  ),
  filter3d: def(
    'filter3d',
    false,
    sites(AFRICAN, true),
    'filter3d false (sn, tn, ci, ma true)',
    'FLAG-10',
    'Schedules offer a 3D filter.',
    false,
  ),
  filterFamily: def(
    'filterFamily',
    true,
    sites(['be'], false),
    'filterFamily true (be false)',
    'FLAG-11',
    'Schedules offer a family (kids) filter.',
    false,
  ),
  filterVip: def(
    'filterVip',
    true,
    sites(['be', 'tn', 'sn', 'nl'], false),
    'filterVip true (be, tn, sn, nl false)',
    'FLAG-12',
    'Schedules offer a VIP filter.',
    false,
  ),
  giftCardEnabled: def(
    'giftCardEnabled',
    false,
    sites(['nl'], true),
    'giftCardEnabled false (nl)',
    'FLAG-13',
    'Gift-card entry points (offers block, footer link) are shown; the /giftcard route itself exists everywhere (C§2).',
    false,
  ),
  giftCardContentSixthElementDisplayed: def(
    'giftCardContentSixthElementDisplayed',
    false,
    sites(['nl'], true),
    'giftCardContentSixthElementDisplayed false (nl)',
    'FLAG-14',
    'The gift-card page shows its sixth content block.',
    false,
  ),
  linkContactFaqDisplayed: def(
    'linkContactFaqDisplayed',
    true,
    sites(['nl'], false),
    'linkContactFaqDisplayed true (nl false)',
    'FLAG-15',
    'Help-centre pages show a "contact us" link.',
    false,
  ),
  locatorCityInResults: def(
    'locatorCityInResults',
    true,
    sites(['be'], false),
    'locatorCityInResults true (be false)',
    'FLAG-16',
    'Locator search results include cities, not only cinemas.',
    false,
  ),
  locatorHidePostalCode: def(
    'locatorHidePostalCode',
    true,
    sites(['fr'], false),
    'locatorHidePostalCode true (fr false)',
    'FLAG-17',
    "Locator result rows hide the cinema's postal code.",
    false,
  ),
  locatorOptions: def(
    'locatorOptions',
    true,
    sites(AFRICAN, false),
    'locatorOptions true (African sites false)',
    'FLAG-18',
    'The locator offers its mode options (around me, favourites) beside the search box.',
    false,
  ),
  meaScrollCloseEnabled: def(
    'meaScrollCloseEnabled',
    false,
    {},
    'meaScrollCloseEnabled false',
    'FLAG-19',
    'The highlighted push ("mise en avant") closes when the page scrolls.',
    false,
  ),
  mobileSmartBanner: def(
    'mobileSmartBanner',
    true,
    {},
    'mobileSmartBanner true',
    'FLAG-20',
    'The smart banner inviting mobile users to install the app is shown (A§2 describes the banner).',
    false,
  ),
  newsLinkEnabled: def(
    'newsLinkEnabled',
    true,
    sites(['nl'], false),
    'newsLinkEnabled true (nl false)',
    'FLAG-21',
    'News links (navigation, footer) are shown.',
    false,
  ),
  offersMenuDisplayed: def(
    'offersMenuDisplayed',
    true,
    {},
    'offersMenuDisplayed true',
    'FLAG-22',
    'The Offers navigation item is shown only when on (A§2).',
    true,
  ),
  omnideskEnabled: def(
    'omnideskEnabled',
    false,
    sites(['nl'], true),
    'omnideskEnabled false (nl)',
    'FLAG-23',
    'Help-centre contact goes through the Omnidesk support widget instead of the chat.',
    false,
  ),
  businessEnabled: def(
    'businessEnabled',
    false,
    sites(['be'], true),
    '{product}BusinessEnabled false (be)',
    'FLAG-24',
    'The business navigation link (Routes.{product}Business, external) is shown only when on (A§2).',
    true,
  ),
  homeVideoEnabled: def(
    'homeVideoEnabled',
    false,
    sites(['fr', 'nl'], true),
    '{product}HomeEnabled false (fr, nl)',
    'FLAG-25',
    'The home-video navigation link is shown only when on (A§2).',
    true,
  ),
  previewAndPresaleEnabled: def(
    'previewAndPresaleEnabled',
    true,
    sites(['nl'], false),
    'previewAndPresaleEnabled true (nl false)',
    'FLAG-26',
    'The films list offers its previews and presales section (shows fragment presales).',
    false,
  ),
  rowKidsEnabled: def(
    'rowKidsEnabled',
    false,
    sites(['nl'], true),
    'rowKidsEnabled false (nl)',
    'FLAG-27',
    'The films page shows a kids row.',
    false,
  ),
  seasonMultipleSelection: def(
    'seasonMultipleSelection',
    false,
    sites(['fr', 'ch'], true),
    'seasonMultipleSelection false (fr, ch)',
    'FLAG-28',
    'Several season showtimes may be selected at once (A§4).',
    true,
  ),
  showtimesByVersion: def(
    'showtimesByVersion',
    false,
    sites(['ch', 'nl'], true),
    'showtimesByVersion false (ch, nl)',
    'FLAG-29',
    'Showtimes of a film are grouped by version (original, dubbed...).',
    false,
  ),
  socialFacebook: def(
    'socialFacebook',
    true,
    {},
    'socials: facebook true',
    'FLAG-30',
    'The footer shows the Facebook link.',
    true,
  ),
  socialInstagram: def(
    'socialInstagram',
    true,
    {},
    'socials: instagram true',
    'FLAG-31',
    'The footer shows the Instagram link.',
    true,
  ),
  socialTiktok: def(
    'socialTiktok',
    false,
    sites(['fr', 'ch', 'tn', 'nl'], true),
    'socials: tiktok (fr, ch, tn, nl)',
    'FLAG-32',
    'The footer shows the TikTok link (default unwritten: on only for the listed sites).',
    true,
  ),
  socialTwitter: def(
    'socialTwitter',
    false,
    sites(['fr', 'nl'], true),
    'socials: twitter (fr, nl)',
    'FLAG-33',
    'The footer shows the Twitter link (default unwritten: on only for the listed sites).',
    true,
  ),
  socialYoutube: def(
    'socialYoutube',
    false,
    sites(['fr', 'be', 'nl'], true),
    'socials: youtube (fr, be, nl)',
    'FLAG-34',
    'The footer shows the YouTube link (default unwritten: on only for the listed sites).',
    true,
  ),
  specialAndEventEnabled: def(
    'specialAndEventEnabled',
    false,
    sites(['nl'], true),
    'specialAndEventEnabled false (nl)',
    'FLAG-35',
    'The films list offers its specials and events section (shows fragment special).',
    false,
  ),
  specialsOffersBlock: def(
    'specialsOffersBlock',
    true,
    sites(['fr', 'nl'], false),
    'specialsOffersBlock true (fr, nl false)',
    'FLAG-36',
    'The offers page shows its specials block.',
    false,
  ),
  subscriptionCinepass: def(
    'subscriptionCinepass',
    false,
    sites(['fr'], true),
    'subscriptionCinepass false (fr)',
    'FLAG-37',
    'The Cinepass subscription is offered (subscription navigation, fr `cinepass` route, C§2).',
    false,
  ),
  subscriptionOffersBlock: def(
    'subscriptionOffersBlock',
    true,
    sites(['fr', 'nl'], false),
    'subscriptionOffersBlock true (fr, nl false)',
    'FLAG-38',
    'The offers page shows its subscription offers block.',
    false,
  ),
  subscriptionOffersStoreLocator: def(
    'subscriptionOffersStoreLocator',
    false,
    sites(['fr'], true),
    'subscriptionOffersStoreLocator false (fr)',
    'FLAG-39',
    'The subscription page offers a partner-cinema search.',
    false,
  ),
  subscriptionPassEnabled: def(
    'subscriptionPassEnabled',
    false,
    sites(['ch'], true),
    'subscription{product}Pass false (ch)',
    'FLAG-40',
    'The pass subscription is offered (subscription navigation, ch `pass` route, C§2).',
    false,
  ),
  subscriptionUnlimitedEnabled: def(
    'subscriptionUnlimitedEnabled',
    false,
    sites(['nl'], true),
    'subscription{product}Unlimited false (nl)',
    'FLAG-41',
    'The unlimited subscription is offered (subscription navigation, nl abonnementen/subscription route, C§2).',
    false,
  ),
  track4dxExperience: def(
    'track4dxExperience',
    false,
    sites(['fr'], true),
    'track4dxExperience false (fr true)',
    'FLAG-42',
    'Tracking pushes carry whether the showtime or show is a 4DX experience.',
    false,
  ),
  trackDolbyCinemaExperience: def(
    'trackDolbyCinemaExperience',
    false,
    sites(['fr'], true),
    'trackDolbyCinemaExperience false (fr true)',
    'FLAG-43',
    'Tracking pushes carry whether the showtime or show is a Dolby Cinema experience.',
    false,
  ),
  trackShowCopyCount: def(
    'trackShowCopyCount',
    false,
    sites(['fr'], true),
    'trackShowCopyCount false (fr true)',
    'FLAG-44',
    'Show tracking carries copiesCount.',
    false,
  ),
  trackMultipleShowCategories: def(
    'trackMultipleShowCategories',
    false,
    sites(['ch'], true),
    'trackMultipleShowCategories false (ch)',
    'FLAG-45',
    'Show tracking carries every genre of the show, not only the first.',
    false,
  ),
  trackingPassSubscription: def(
    'trackingPassSubscription',
    true,
    sites(['fr'], false),
    'tracking{product}PassSubscription true (fr false)',
    'FLAG-46',
    "Tracking pushes carry the client's pass subscription.",
    false,
  ),
  useGiftCardButtonDisplayed: def(
    'useGiftCardButtonDisplayed',
    true,
    sites(['nl'], false),
    'useGiftCardButtonDisplayed true (nl false)',
    'FLAG-47',
    'The gift-card page shows its "use my gift card" button.',
    false,
  ),
  useVoucherButtonDisplayed: def(
    'useVoucherButtonDisplayed',
    true,
    sites(['nl'], false),
    'useVoucherButtonDisplayed true (nl false)',
    'FLAG-48',
    'The voucher result shows its "use my voucher" button.',
    false,
  ),
  voucherContactUsButtonDisplayed: def(
    'voucherContactUsButtonDisplayed',
    true,
    sites(['nl'], false),
    'voucherContactUsButtonDisplayed true (nl false)',
    'FLAG-49',
    'The voucher page shows its "contact us" button.',
    false,
  ),
  vodEnabled: def(
    'vodEnabled',
    false,
    sites(['fr', 'nl'], true),
    'vodEnabled false (fr, nl)',
    'FLAG-50',
    'The home page shows its video-on-demand block linking to Homepage.Vod.CtaUrl.',
    false,
  ),
  voucherCheckerEnabled: def(
    'voucherCheckerEnabled',
    false,
    sites(['nl'], true),
    'voucherCheckerEnabled false (nl)',
    'FLAG-51',
    'The /voucher route exists only when on (C§2).',
    true,
  ),
  voucherGiftingEnabled: def(
    'voucherGiftingEnabled',
    false,
    sites(['fr'], true),
    'voucherGiftingEnabled false (fr)',
    'FLAG-52',
    'Vouchers and e-cards may be bought as a gift (a gift option at purchase).',
    false,
  ),
  walletEnabled: def(
    'walletEnabled',
    true,
    {},
    'walletEnabled true',
    'FLAG-53',
    'The wallet navigation item (mobile) is shown only when on (A§2).',
    true,
  ),
  versionFilterStyle: def(
    'versionFilterStyle',
    'version',
    sites<VersionFilterStyle>(['ch'], 'tag'),
    'Version filter style: tag on ch, version elsewhere',
    'FLAG-54',
    "On 'tag', film versions are offered among the tag chips (tags- filter); on 'version', as their own versions filter (versions- filter).",
    false,
  ),
});

/** Every flag name, in definition order. */
export const FLAG_NAMES: readonly FlagName[] = Object.freeze(Object.keys(FLAG_DEFINITIONS) as FlagName[]);

const VERSION_FILTER_STYLES: readonly VersionFilterStyle[] = ['tag', 'version'];

/** True when the value names a flag. */
export function isFlagName(value: unknown): value is FlagName {
  return typeof value === 'string' && Object.hasOwn(FLAG_DEFINITIONS, value);
}

function checkValue(name: FlagName, value: unknown): void {
  if (name === 'versionFilterStyle') {
    if (!VERSION_FILTER_STYLES.includes(value as VersionFilterStyle)) {
      throw new Error(`feature flag "${name}": expected 'tag' or 'version', got ${JSON.stringify(value)}`);
    }
    return;
  }
  if (typeof value !== 'boolean') {
    throw new Error(`feature flag "${name}": expected a boolean, got ${JSON.stringify(value)}`);
  }
}

/**
 * The flags of one site: the spec's default, then the site's override from A§9, then the
 * deployment's `overrides` (site config). Throws an Error naming the flag when an override
 * names an unknown flag or has the wrong type. The result is frozen.
 */
export function resolveFlags(site: CountryCode, overrides: FlagOverrides = {}): Flags {
  if (!isCountryCode(site)) throw new Error(`feature flags: unknown site "${String(site)}"`);
  const out: Record<string, unknown> = {};
  for (const name of FLAG_NAMES) {
    const definition = FLAG_DEFINITIONS[name] as FlagDefinition;
    const siteValue = definition.overrides[site];
    out[name] = siteValue === undefined ? definition.default : siteValue;
  }
  for (const [name, value] of Object.entries(overrides)) {
    if (!isFlagName(name)) throw new Error(`feature flags: unknown flag "${name}"`);
    if (value === undefined) continue;
    checkValue(name, value);
    out[name] = value;
  }
  return Object.freeze(out) as unknown as Flags;
}

/** Resolved flags of all eight sites, keyed by site (docs, tooling, tests). */
export function flagTable(): Readonly<Record<CountryCode, Flags>> {
  const table = {} as Record<CountryCode, Flags>;
  for (const code of COUNTRY_CODES) table[code] = resolveFlags(code);
  return Object.freeze(table);
}
