import type { CountryCode, Language } from '@marquee/domain-models';

/**
 * Every screen the router names: the spec's page-type keys (C§2, A§2: Home, Shows, Movie,
 * Entertainment, Cinema, CinemaLight, Cinemas, City, CityLight, Experience, Season,
 * NewsItem, Offer, ExperienceArticle, FaqCategory, FaqArticleById, FaqArticleBySlug) and the
 * other screens of catalogue §2 and account-and-shell §2.
 */
export const PAGE_KINDS = [
  'Home',
  'Shows',
  'ShowsBook',
  'ShowsPresales',
  'ShowsKids',
  'ShowsSpecial',
  'ShowsUpcoming',
  'Movie',
  'EntertainmentList',
  'Entertainment',
  'Season',
  'Cinemas',
  'CinemaLight',
  'Cinema',
  'City',
  'CityLight',
  'Experiences',
  'Experience',
  'ExperienceGroup',
  'ExperienceArticle',
  'AccessibleShowings',
  'OffersList',
  'Offer',
  'NewsList',
  'NewsItem',
  'NewsApp',
  'Subscription',
  'Club',
  'FaqHome',
  'FaqResults',
  'FaqArticleById',
  'FaqArticleBySlug',
  'FaqCategory',
  'MFaqHome',
  'MFaqResults',
  'MFaqArticleById',
  'MFaqArticleBySlug',
  'MFaqCategory',
  'SearchResults',
  'Account',
  'AccountPage',
  'AccountFavoriteCinemas',
  'AccountBookings',
  'Ecards',
  'Ecards3',
  'GiftCard',
  'GiftCardBalance',
  'Voucher',
  'Info',
  'Cgv',
  'Cvd',
  'Sitemap',
  'MobileApp',
  'Tonight',
  'Callback',
  'Error404',
  'Error404NotFound',
  'Error410Gone',
  'NotFound',
] as const;
/** A page kind. */
export type PageKind = (typeof PAGE_KINDS)[number];

/** True when the value is a page kind. */
export function isPageKind(value: unknown): value is PageKind {
  return typeof value === 'string' && (PAGE_KINDS as readonly string[]).includes(value);
}

/** A per-language path pattern override for a kind (site config `routes`), without the language prefix. */
export type RouteOverrides = Partial<Record<PageKind, Partial<Record<Language, string>>>>;

type Words = Readonly<Record<Language, string>>;

function all(pattern: string): Words {
  return { en: pattern, fr: pattern, de: pattern, nl: pattern };
}

function words(en: string, fr: string, de: string, nl: string): Words {
  return { en, fr, de, nl };
}

// The one table of path words (CLARIFICATIONS "Values the documents leave out"): words the
// spec gives are kept as given (cinemas, cinemas/l, city/ville/stadt/stad, specials, info,
// callback, m/actualites, voucher, giftcard, category/rubrique, cinepass, pass,
// abonnementen/subscription); the rest are the natural word in each language.
const SHOWS = words('films', 'films', 'filme', 'films');
const help = words('help', 'aide', 'hilfe', 'help');
const account = words('account', 'mon-compte', 'konto', 'account');
const under = (base: Words, rest: Words | string): Words => {
  const tail = typeof rest === 'string' ? all(rest) : rest;
  return {
    en: `${base.en}/${tail.en}`,
    fr: `${base.fr}/${tail.fr}`,
    de: `${base.de}/${tail.de}`,
    nl: `${base.nl}/${tail.nl}`,
  };
};
const webview = (w: Words): Words => under(all('m'), w);

const FAQ_RESULTS = under(help, words('search', 'recherche', 'suche', 'zoeken'));
const FAQ_BY_ID = under(help, words('article/:id', 'article/:id', 'artikel/:id', 'artikel/:id'));
const FAQ_BY_SLUG = under(help, ':slug');
const FAQ_CATEGORY = under(
  help,
  words('category/:categoryId', 'categorie/:categoryId', 'kategorie/:categoryId', 'categorie/:categoryId'),
);

/** Path patterns per kind and language, without the language prefix ('' is the language root). */
export const PATH_WORDS: Readonly<Record<Exclude<PageKind, GlobalKind | 'Subscription'>, Words>> = {
  Home: all(''),
  Shows: SHOWS,
  ShowsBook: under(SHOWS, words('book', 'reserver', 'buchen', 'boeken')),
  ShowsPresales: under(SHOWS, words('presales', 'preventes', 'vorverkauf', 'voorverkoop')),
  ShowsKids: under(SHOWS, words('kids', 'enfants', 'kinder', 'kinderen')),
  ShowsSpecial: under(SHOWS, words('special', 'seances-speciales', 'sondervorstellungen', 'speciale-voorstellingen')),
  ShowsUpcoming: under(SHOWS, words('upcoming', 'prochainement', 'demnaechst', 'binnenkort')),
  Movie: all('film/:slug'),
  EntertainmentList: words('events', 'evenements', 'veranstaltungen', 'evenementen'),
  Entertainment: words('events/:slug', 'evenements/:slug', 'veranstaltungen/:slug', 'evenementen/:slug'),
  Season: words('season/:slug', 'saison/:slug', 'saison/:slug', 'seizoen/:slug'),
  Cinemas: all('cinemas'),
  CinemaLight: all('cinemas/l/:slug'),
  Cinema: words('cinema/:slug', 'cinema/:slug', 'kino/:slug', 'bioscoop/:slug'),
  City: words('city/:slug', 'ville/:slug', 'stadt/:slug', 'stad/:slug'),
  CityLight: words('city-list/:slug', 'ville-list/:slug', 'stadt-list/:slug', 'stad-list/:slug'),
  Experiences: words('experiences', 'experiences', 'erlebnisse', 'belevingen'),
  Experience: words('experiences/:slug', 'experiences/:slug', 'erlebnisse/:slug', 'belevingen/:slug'),
  ExperienceGroup: words('category/:slug', 'rubrique/:slug', 'kategorie/:slug', 'categorie/:slug'),
  ExperienceArticle: all('specials/:slug'),
  // the accessible showings: audio description, subtitles for the deaf and hard of hearing, relaxed
  AccessibleShowings: words(
    'accessible-showings',
    'seances-accessibles',
    'barrierefreie-vorstellungen',
    'toegankelijke-voorstellingen',
  ),
  OffersList: words('offers', 'offres', 'angebote', 'aanbiedingen'),
  Offer: words('offers/:slug', 'offres/:slug', 'angebote/:slug', 'aanbiedingen/:slug'),
  NewsList: words('news', 'actualites', 'neuigkeiten', 'nieuws'),
  NewsItem: words('news/:slug', 'actualites/:slug', 'neuigkeiten/:slug', 'nieuws/:slug'),
  NewsApp: all('m/actualites'),
  Club: all('club'),
  FaqHome: help,
  FaqResults: FAQ_RESULTS,
  FaqArticleById: FAQ_BY_ID,
  FaqArticleBySlug: FAQ_BY_SLUG,
  FaqCategory: FAQ_CATEGORY,
  MFaqHome: webview(help),
  MFaqResults: webview(FAQ_RESULTS),
  MFaqArticleById: webview(FAQ_BY_ID),
  MFaqArticleBySlug: webview(FAQ_BY_SLUG),
  MFaqCategory: webview(FAQ_CATEGORY),
  SearchResults: words('search', 'recherche', 'suche', 'zoeken'),
  Account: account,
  AccountPage: under(account, ':slug'),
  AccountFavoriteCinemas: under(
    account,
    words('favourite-cinemas', 'cinemas-favoris', 'lieblingskinos', 'favoriete-bioscopen'),
  ),
  AccountBookings: under(account, words('bookings', 'reservations', 'buchungen', 'reserveringen')),
  Ecards: words('e-cards', 'e-cartes', 'e-karten', 'e-cards'),
  Ecards3: words('e-cards-3-seats', 'e-cartes-3-places', 'e-karten-3-plaetze', 'e-cards-3-stoelen'),
  GiftCard: all('giftcard'),
  // The gift card's child page: the balance lookup (CAT-72).
  GiftCardBalance: words('giftcard/balance', 'giftcard/solde', 'giftcard/guthaben', 'giftcard/saldo'),
  Voucher: all('voucher'),
  Info: all('info/:slug'),
  Cgv: words('terms-and-conditions', 'cgv', 'agb', 'algemene-voorwaarden'),
  Cvd: all('cvd'),
  Sitemap: words('sitemap', 'plan-du-site', 'sitemap', 'sitemap'),
  MobileApp: words('mobile-app', 'application-mobile', 'mobile-app', 'mobiele-app'),
  // Every film's showtimes in a time window near the visitor.
  Tonight: words('tonight', 'ce-soir', 'heute-abend', 'vanavond'),
  NotFound: all('*'),
};

/** Subscription offers segment per site (C§2, CLARIFICATIONS: Swiss `pass`); other sites have none. */
export const SUBSCRIPTION_SEGMENTS: Readonly<Partial<Record<CountryCode, Partial<Words>>>> = {
  fr: { fr: 'cinepass', en: 'cinepass' },
  ch: { fr: 'pass', en: 'pass', de: 'pass' },
  nl: { nl: 'abonnementen', en: 'subscription' },
};

/** Kinds with one absolute path, no language prefix: sign-in return and error targets. */
export const GLOBAL_PATHS = {
  Callback: '/callback',
  Error404: '/404',
  Error404NotFound: '/404_NOT_FOUND',
  Error410Gone: '/410_GONE',
} as const;
/** A kind whose path carries no language. */
export type GlobalKind = keyof typeof GLOBAL_PATHS;

/** Sites on which a kind exists, when not all of them (C§2): e-cards, cgv (French site only). */
export const KIND_SITES: Readonly<Partial<Record<PageKind, readonly CountryCode[]>>> = {
  Ecards: ['fr', 'be', 'nl'],
  Ecards3: ['fr'],
  Cgv: ['fr'],
  Subscription: ['fr', 'ch', 'nl'],
};

/** Help-centre webview kinds (and the app news path): rendered without header, footer and chrome (ROUTE-39/40). */
export const WEBVIEW_KINDS: readonly PageKind[] = [
  'MFaqHome',
  'MFaqResults',
  'MFaqArticleById',
  'MFaqArticleBySlug',
  'MFaqCategory',
  'NewsApp',
];

/** Kinds whose pages accept a `/filters/` suffix (list and schedule pages). */
export const FILTERABLE_KINDS: readonly PageKind[] = [
  'Shows',
  'ShowsBook',
  'ShowsPresales',
  'ShowsKids',
  'ShowsSpecial',
  'ShowsUpcoming',
  'Movie',
  'EntertainmentList',
  'Entertainment',
  'Season',
  'Cinemas',
  'CinemaLight',
  'Cinema',
  'City',
  'CityLight',
  'Experience',
  'Tonight',
  'AccessibleShowings',
];

/** Route translation keys of A§2 and the kind they name (ROUTE-04/05). */
export const ROUTE_KEYS: Readonly<Record<string, PageKind>> = {
  'Routes.Movies.Home': 'Shows',
  'Routes.Cinema.Single': 'Cinema',
  'Routes.Cinema.City.Light': 'CityLight',
  'Routes.Cinema.List': 'Cinemas',
  'Routes.Club': 'Club',
  'Routes.Offers.List': 'OffersList',
  'Routes.Subscription': 'Subscription',
  'Routes.Experience.Landing': 'Experiences',
  'Routes.Experience.Single': 'Experience',
  'Routes.Client.Account.Account': 'Account',
  'Routes.Client.Account.AccountPage': 'AccountPage',
  'Routes.Client.Account.FavoriteCinemas': 'AccountFavoriteCinemas',
  'Routes.Client.Account.Booking': 'AccountBookings',
};
