import type { CountryCode } from '@marquee/domain-models';
import { COUNTRY_CODES, isCountryCode } from '@marquee/domain-models';

/** How the schedules offer film versions (FLAG-54): as tag chips, or as a separate versions filter. */
export type VersionFilterStyle = 'tag' | 'version';

const AFRICAN: readonly CountryCode[] = ['sn', 'tn', 'ci', 'ma'];

function sites<T>(codes: readonly CountryCode[], value: T): Partial<Record<CountryCode, T>> {
  const out: Partial<Record<CountryCode, T>> = {};
  for (const code of codes) out[code] = value;
  return out;
}

/** A flag as written in the table below: its value type comes from here, and only from here. */
interface FlagSpec<V> {
  readonly default: V;
  readonly overrides: Readonly<Partial<Record<CountryCode, V>>>;
  /** The values a deployment may set (a choice flag); a boolean flag takes true or false. */
  readonly values: readonly V[];
  readonly notation: string;
  readonly spec: string;
  readonly effect: string;
  readonly effectStated: boolean;
}

/** An on/off flag. */
function bool(
  value: boolean,
  overrides: Partial<Record<CountryCode, boolean>>,
  notation: string,
  requirement: string,
  effect: string,
  effectStated: boolean,
): FlagSpec<boolean> {
  return choice([true, false], value, overrides, notation, requirement, effect, effectStated);
}

/** A flag taking one of a few values. */
function choice<V>(
  values: readonly V[],
  value: V,
  overrides: Partial<Record<CountryCode, V>>,
  notation: string,
  requirement: string,
  effect: string,
  effectStated: boolean,
): FlagSpec<V> {
  return {
    default: value,
    overrides: Object.freeze(overrides),
    values: Object.freeze([...values]),
    notation,
    spec: `A§9 · ${requirement}`,
    effect,
    effectStated,
  };
}

const VERSION_FILTER_STYLES: readonly VersionFilterStyle[] = ['tag', 'version'];

/** Every flag of account-and-shell §9 with its default, per-country overrides, spec reference and effect. */
const SPECS = {
  /** FLAG-02: header sign-up link and sign-in appear only when on. */
  authenticationEnabled: bool(
    true,
    {},
    'authenticationEnabled true',
    'FLAG-02',
    'Header sign-up link and sign-in appear only when on (A§2).',
    true,
  ),
  /** FLAG-03: business (company) code entry is offered. Reading ours. */
  businessCodeEnabled: bool(
    false,
    sites(['fr', 'ch'], true),
    'businessCodeEnabled false (fr, ch true)',
    'FLAG-03',
    'A business (company) code field is offered where a client may enter one.',
    false,
  ),
  /** FLAG-04: the schedule calendar shows its footer. Reading ours. */
  calendarFooterDisplayed: bool(
    true,
    {},
    'calendarFooterDisplayed true',
    'FLAG-04',
    'The schedule date calendar shows its footer (legend and link to later dates).',
    false,
  ),
  /** FLAG-05: footer lists every cinema; off, the site's top cities and an all-cinemas link. */
  cinemaFullList: bool(
    true,
    sites(['fr', 'nl'], false),
    'cinemaFullList true (fr, nl false)',
    'FLAG-05',
    "On, the footer lists every cinema; off, it shows the site's top cities with an all-cinemas link (CL).",
    true,
  ),
  /** FLAG-06: cinema pages show the customer-feedback (Critizr) widget. Reading ours. */
  cinemasCritizr: bool(
    false,
    sites(['fr'], true),
    'cinemasCritizr false (fr true)',
    'FLAG-06',
    'Cinema pages show the customer-feedback (Critizr) widget.',
    false,
  ),
  /** FLAG-07: cinema lists are grouped under city headings. Reading ours. */
  cinemasGroupByCity: bool(
    true,
    sites(AFRICAN, false),
    'cinemasGroupByCity true (sn, tn, ci, ma false)',
    'FLAG-07',
    'The cinemas list is grouped under city headings; off, one flat list by name.',
    false,
  ),
  /** FLAG-08: error pages show an illustration. Reading ours. */
  errorPagePictureEnabled: bool(
    false,
    sites(['nl'], true),
    'errorPagePictureEnabled false (nl)',
    'FLAG-08',
    'Error pages show an illustration above the message.',
    false,
  ),
  /** FLAG-09: favourite cinemas exist (off on the African sites). */
  favoriteCinemas: bool(
    true,
    sites(AFRICAN, false),
    'favoriteCinemas true (African sites false)',
    'FLAG-09',
    'Favourite cinemas exist (toggle, account page, pop-in link); off on the African sites (CL).',
    true,
  ),
  /** FLAG-10: schedules offer a 3D filter. Reading ours. */
  filter3d: bool(
    false,
    sites(AFRICAN, true),
    'filter3d false (sn, tn, ci, ma true)',
    'FLAG-10',
    'Schedules offer a 3D filter.',
    false,
  ),
  /** FLAG-11: schedules offer a family filter. Reading ours. */
  filterFamily: bool(
    true,
    sites(['be'], false),
    'filterFamily true (be false)',
    'FLAG-11',
    'Schedules offer a family (kids) filter.',
    false,
  ),
  /** FLAG-12: schedules offer a VIP filter. Reading ours. */
  filterVip: bool(
    true,
    sites(['be', 'tn', 'sn', 'nl'], false),
    'filterVip true (be, tn, sn, nl false)',
    'FLAG-12',
    'Schedules offer a VIP filter.',
    false,
  ),
  /** FLAG-13: gift-card entry points (offers block, links) are shown. Reading ours. */
  giftCardEnabled: bool(
    false,
    sites(['nl'], true),
    'giftCardEnabled false (nl)',
    'FLAG-13',
    'Gift-card entry points (offers block, footer link) are shown; the /giftcard route itself exists everywhere (C§2).',
    false,
  ),
  /** FLAG-14: the gift-card page shows its sixth content block. Reading ours. */
  giftCardContentSixthElementDisplayed: bool(
    false,
    sites(['nl'], true),
    'giftCardContentSixthElementDisplayed false (nl)',
    'FLAG-14',
    'The gift-card page shows its sixth content block.',
    false,
  ),
  /** FLAG-15: the help centre shows a contact link. Reading ours. */
  linkContactFaqDisplayed: bool(
    true,
    sites(['nl'], false),
    'linkContactFaqDisplayed true (nl false)',
    'FLAG-15',
    'Help-centre pages show a "contact us" link.',
    false,
  ),
  /** FLAG-16: locator search results include cities. Reading ours. */
  locatorCityInResults: bool(
    true,
    sites(['be'], false),
    'locatorCityInResults true (be false)',
    'FLAG-16',
    'Locator search results include cities, not only cinemas.',
    false,
  ),
  /** FLAG-17: locator results hide the cinema's postal code. Reading ours. */
  locatorHidePostalCode: bool(
    true,
    sites(['fr'], false),
    'locatorHidePostalCode true (fr false)',
    'FLAG-17',
    "Locator result rows hide the cinema's postal code.",
    false,
  ),
  /** FLAG-18: the locator offers its mode options (around me, favourites). Reading ours. */
  locatorOptions: bool(
    true,
    sites(AFRICAN, false),
    'locatorOptions true (African sites false)',
    'FLAG-18',
    'The locator offers its mode options (around me, favourites) beside the search box.',
    false,
  ),
  /** FLAG-19: the highlighted push ("mise en avant") closes on scroll. Reading ours. */
  meaScrollCloseEnabled: bool(
    false,
    {},
    'meaScrollCloseEnabled false',
    'FLAG-19',
    'The highlighted push ("mise en avant") closes when the page scrolls.',
    false,
  ),
  /** FLAG-20: the mobile smart banner (install the app) is shown. Reading ours. */
  mobileSmartBanner: bool(
    true,
    {},
    'mobileSmartBanner true',
    'FLAG-20',
    'The smart banner inviting mobile users to install the app is shown (A§2 describes the banner).',
    false,
  ),
  /** FLAG-21: news links (navigation, footer) are shown. Reading ours. */
  newsLinkEnabled: bool(
    true,
    sites(['nl'], false),
    'newsLinkEnabled true (nl false)',
    'FLAG-21',
    'News links (navigation, footer) are shown.',
    false,
  ),
  /** FLAG-22: the Offers navigation item is shown only when on. */
  offersMenuDisplayed: bool(
    true,
    {},
    'offersMenuDisplayed true',
    'FLAG-22',
    'The Offers navigation item is shown only when on (A§2).',
    true,
  ),
  /** FLAG-23: the help centre's contact goes through the Omnidesk support widget. Reading ours. */
  omnideskEnabled: bool(
    false,
    sites(['nl'], true),
    'omnideskEnabled false (nl)',
    'FLAG-23',
    'Help-centre contact goes through the Omnidesk support widget instead of the chat.',
    false,
  ),
  /** FLAG-24 (spec `{product}BusinessEnabled`): the business navigation link is shown only when on. */
  businessEnabled: bool(
    false,
    sites(['be'], true),
    '{product}BusinessEnabled false (be)',
    'FLAG-24',
    'The business navigation link (Routes.{product}Business, external) is shown only when on (A§2).',
    true,
  ),
  /** FLAG-25 (spec `{product}HomeEnabled`): the home-video navigation link is shown only when on. */
  homeVideoEnabled: bool(
    false,
    sites(['fr', 'nl'], true),
    '{product}HomeEnabled false (fr, nl)',
    'FLAG-25',
    'The home-video navigation link is shown only when on (A§2).',
    true,
  ),
  /** FLAG-26: the shows list offers its previews and presales section. Reading ours. */
  previewAndPresaleEnabled: bool(
    true,
    sites(['nl'], false),
    'previewAndPresaleEnabled true (nl false)',
    'FLAG-26',
    'The films list offers its previews and presales section (shows fragment presales).',
    false,
  ),
  /** FLAG-27: the films page shows a kids row. Reading ours. */
  rowKidsEnabled: bool(
    false,
    sites(['nl'], true),
    'rowKidsEnabled false (nl)',
    'FLAG-27',
    'The films page shows a kids row.',
    false,
  ),
  /** FLAG-28: several season showtimes may be selected at once. */
  seasonMultipleSelection: bool(
    false,
    sites(['fr', 'ch'], true),
    'seasonMultipleSelection false (fr, ch)',
    'FLAG-28',
    'Several season showtimes may be selected at once (A§4).',
    true,
  ),
  /** FLAG-29: showtimes are grouped by version. Reading ours. */
  showtimesByVersion: bool(
    false,
    sites(['ch', 'nl'], true),
    'showtimesByVersion false (ch, nl)',
    'FLAG-29',
    'Showtimes of a film are grouped by version (original, dubbed...).',
    false,
  ),
  /** FLAG-30: footer Facebook link. */
  socialFacebook: bool(true, {}, 'socials: facebook true', 'FLAG-30', 'The footer shows the Facebook link.', true),
  /** FLAG-31: footer Instagram link. */
  socialInstagram: bool(true, {}, 'socials: instagram true', 'FLAG-31', 'The footer shows the Instagram link.', true),
  /** FLAG-32: footer TikTok link. */
  socialTiktok: bool(
    false,
    sites(['fr', 'ch', 'tn', 'nl'], true),
    'socials: tiktok (fr, ch, tn, nl)',
    'FLAG-32',
    'The footer shows the TikTok link (default unwritten: on only for the listed sites).',
    true,
  ),
  /** FLAG-33: footer Twitter link. */
  socialTwitter: bool(
    false,
    sites(['fr', 'nl'], true),
    'socials: twitter (fr, nl)',
    'FLAG-33',
    'The footer shows the Twitter link (default unwritten: on only for the listed sites).',
    true,
  ),
  /** FLAG-34: footer YouTube link. */
  socialYoutube: bool(
    false,
    sites(['fr', 'be', 'nl'], true),
    'socials: youtube (fr, be, nl)',
    'FLAG-34',
    'The footer shows the YouTube link (default unwritten: on only for the listed sites).',
    true,
  ),
  /** FLAG-35: the shows list offers its specials and events section. Reading ours. */
  specialAndEventEnabled: bool(
    false,
    sites(['nl'], true),
    'specialAndEventEnabled false (nl)',
    'FLAG-35',
    'The films list offers its specials and events section (shows fragment special).',
    false,
  ),
  /** FLAG-36: the specials offers block is shown (offers page). Reading ours. */
  specialsOffersBlock: bool(
    true,
    sites(['fr', 'nl'], false),
    'specialsOffersBlock true (fr, nl false)',
    'FLAG-36',
    'The offers page shows its specials block.',
    false,
  ),
  /** FLAG-37: the Cinepass subscription (fr `cinepass` route) is offered. */
  subscriptionCinepass: bool(
    false,
    sites(['fr'], true),
    'subscriptionCinepass false (fr)',
    'FLAG-37',
    'The Cinepass subscription is offered (subscription navigation, fr `cinepass` route, C§2).',
    false,
  ),
  /** FLAG-38: the subscription offers block is shown (offers page). Reading ours. */
  subscriptionOffersBlock: bool(
    true,
    sites(['fr', 'nl'], false),
    'subscriptionOffersBlock true (fr, nl false)',
    'FLAG-38',
    'The offers page shows its subscription offers block.',
    false,
  ),
  /** FLAG-39: the subscription page offers a partner-cinema search. Reading ours. */
  subscriptionOffersStoreLocator: bool(
    false,
    sites(['fr'], true),
    'subscriptionOffersStoreLocator false (fr)',
    'FLAG-39',
    'The subscription page offers a partner-cinema search.',
    false,
  ),
  /** FLAG-40 (spec `subscription{product}Pass`): the pass subscription (ch `pass` route) is offered. */
  subscriptionPassEnabled: bool(
    false,
    sites(['ch'], true),
    'subscription{product}Pass false (ch)',
    'FLAG-40',
    'The pass subscription is offered (subscription navigation, ch `pass` route, C§2).',
    false,
  ),
  /** FLAG-41 (spec `subscription{product}Unlimited`): the unlimited subscription (nl route) is offered. */
  subscriptionUnlimitedEnabled: bool(
    false,
    sites(['nl'], true),
    'subscription{product}Unlimited false (nl)',
    'FLAG-41',
    'The unlimited subscription is offered (subscription navigation, nl abonnementen/subscription route, C§2).',
    false,
  ),
  /** FLAG-42: tracking carries 4DX experience data. */
  track4dxExperience: bool(
    false,
    sites(['fr'], true),
    'track4dxExperience false (fr true)',
    'FLAG-42',
    'Tracking pushes carry whether the showtime or show is a 4DX experience.',
    false,
  ),
  /** FLAG-43: tracking carries Dolby Cinema experience data. */
  trackDolbyCinemaExperience: bool(
    false,
    sites(['fr'], true),
    'trackDolbyCinemaExperience false (fr true)',
    'FLAG-43',
    'Tracking pushes carry whether the showtime or show is a Dolby Cinema experience.',
    false,
  ),
  /** FLAG-44: show tracking carries copiesCount. */
  trackShowCopyCount: bool(
    false,
    sites(['fr'], true),
    'trackShowCopyCount false (fr true)',
    'FLAG-44',
    'Show tracking carries copiesCount.',
    false,
  ),
  /** FLAG-45: show tracking carries every show category, not only the first. Reading ours. */
  trackMultipleShowCategories: bool(
    false,
    sites(['ch'], true),
    'trackMultipleShowCategories false (ch)',
    'FLAG-45',
    'Show tracking carries every genre of the show, not only the first.',
    false,
  ),
  /** FLAG-46 (spec `tracking{product}PassSubscription`): tracking carries the pass subscription. */
  trackingPassSubscription: bool(
    true,
    sites(['fr'], false),
    'tracking{product}PassSubscription true (fr false)',
    'FLAG-46',
    "Tracking pushes carry the client's pass subscription.",
    false,
  ),
  /** FLAG-47: the gift-card page shows its "use my gift card" button. Reading ours. */
  useGiftCardButtonDisplayed: bool(
    true,
    sites(['nl'], false),
    'useGiftCardButtonDisplayed true (nl false)',
    'FLAG-47',
    'The gift-card page shows its "use my gift card" button.',
    false,
  ),
  /** FLAG-48: the voucher result shows its "use my voucher" button. Reading ours. */
  useVoucherButtonDisplayed: bool(
    true,
    sites(['nl'], false),
    'useVoucherButtonDisplayed true (nl false)',
    'FLAG-48',
    'The voucher result shows its "use my voucher" button.',
    false,
  ),
  /** FLAG-49: the voucher page shows its "contact us" button. Reading ours. */
  voucherContactUsButtonDisplayed: bool(
    true,
    sites(['nl'], false),
    'voucherContactUsButtonDisplayed true (nl false)',
    'FLAG-49',
    'The voucher page shows its "contact us" button.',
    false,
  ),
  /** FLAG-50: the home video-on-demand block (Homepage.Vod.CtaUrl) is shown. Reading ours. */
  vodEnabled: bool(
    false,
    sites(['fr', 'nl'], true),
    'vodEnabled false (fr, nl)',
    'FLAG-50',
    'The home page shows its video-on-demand block linking to Homepage.Vod.CtaUrl.',
    false,
  ),
  /** FLAG-51: the /voucher route exists only when on. */
  voucherCheckerEnabled: bool(
    false,
    sites(['nl'], true),
    'voucherCheckerEnabled false (nl)',
    'FLAG-51',
    'The /voucher route exists only when on (C§2).',
    true,
  ),
  /** FLAG-52: vouchers and e-cards may be bought as a gift. Reading ours. */
  voucherGiftingEnabled: bool(
    false,
    sites(['fr'], true),
    'voucherGiftingEnabled false (fr)',
    'FLAG-52',
    'Vouchers and e-cards may be bought as a gift (a gift option at purchase).',
    false,
  ),
  /** FLAG-53: the wallet navigation item (mobile) is shown only when on. */
  walletEnabled: bool(
    true,
    {},
    'walletEnabled true',
    'FLAG-53',
    'The wallet navigation item (mobile) is shown only when on (A§2).',
    true,
  ),
  /** FLAG-54: version filter style, `tag` on ch, `version` elsewhere. */
  versionFilterStyle: choice(
    VERSION_FILTER_STYLES,
    'version',
    sites(['ch'], 'tag' as const),
    'Version filter style: tag on ch, version elsewhere',
    'FLAG-54',
    "On 'tag', film versions are offered among the tag chips (tags- filter); on 'version', as their own versions filter (versions- filter).",
    false,
  ),
} as const;

/**
 * The resolved value of every flag for one site: an exact record, one key per flag of A§9.
 * Derived from the table above (each key's documentation is there), so a flag is declared once.
 */
export type Flags = { readonly [K in keyof typeof SPECS]: (typeof SPECS)[K]['default'] };

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
  /** The values the flag may take. */
  readonly values: readonly Flags[K][];
  /** The spec's notation, verbatim (A§9), read with the CLARIFICATIONS rule. */
  readonly notation: string;
  /** Spec reference and requirement id. */
  readonly spec: string;
  /** What the flag does. */
  readonly effect: string;
  /** False when the spec does not state the effect and `effect` is our reading (listed in the README). */
  readonly effectStated: boolean;
}

/** Every flag with its name, default, per-country overrides, spec reference and effect. */
export const FLAG_DEFINITIONS: { readonly [K in FlagName]: FlagDefinition<K> } = Object.freeze(
  Object.fromEntries(
    Object.entries(SPECS).map(([name, spec]) => [name, Object.freeze({ name, ...spec })]),
  ) as unknown as { readonly [K in FlagName]: FlagDefinition<K> },
);

/** Every flag name, in definition order. */
export const FLAG_NAMES: readonly FlagName[] = Object.freeze(Object.keys(FLAG_DEFINITIONS) as FlagName[]);

/** True when the value names a flag. */
export function isFlagName(value: unknown): value is FlagName {
  return typeof value === 'string' && Object.hasOwn(FLAG_DEFINITIONS, value);
}

function checkValue(name: FlagName, value: unknown): void {
  const values: readonly unknown[] = FLAG_DEFINITIONS[name].values;
  if (!values.includes(value)) {
    const expected = values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(' or ');
    throw new Error(`feature flag "${name}": expected ${expected}, got ${JSON.stringify(value)}`);
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
