/** Per-site configuration the reference data needs (languages, time zone, currency, rating scheme). */
export type Lang = 'fr' | 'en' | 'de' | 'nl';
/** A text in several languages; missing languages fall back (en, then fr). */
export type Text = Partial<Record<Lang, string>>;

/** The brand a site trades under: its name, its logo and its video channel (data, never a literal in answers). */
export interface Brand {
  name: string;
  logo: string;
  youtubeChannel: string;
  /** The brand's accounts on social networks, in the footer's order. */
  socialNetworks: readonly { readonly label: string; readonly url: string }[];
}

/** Every country site trades under the one brand today; a site could carry its own. */
export const BRAND: Brand = {
  name: 'Marquee',
  logo: '/api/media/logo/marquee.svg',
  youtubeChannel: 'marquee-cinemas',
  socialNetworks: [
    { label: 'Facebook', url: 'https://www.facebook.com/marquee' },
    { label: 'Instagram', url: 'https://www.instagram.com/marquee' },
  ],
};

export interface SiteInfo {
  code: string;
  /**
   * Production domain without `www.` (the country app's `domain`, SITE-24): the site's public
   * origins (`https://www.<domain>`, `preprod.`, `staging.`) are built from it (lib/public-origin.ts).
   */
  domain: string;
  country: Text;
  languages: Lang[];
  defaultLanguage: Lang;
  /**
   * The default language's pages carry its prefix too (`/nl/…`; the country app's
   * `prefixDefaultLanguage`): links the API writes to the site's pages (alert mails) follow it.
   */
  prefixDefaultLanguage: boolean;
  timeZone: string;
  currency: string;
  ratingSystem: 'CSA' | 'Cinecheck' | 'Default';
  favoriteLimit: number;
  zone: string;
  brand: Brand;
  /**
   * Where a programme starts when nothing else gives a place (no address filter, cinema page,
   * cookie or geolocation): a city slug, or a region slug (`CitySeed.region`) with its name
   * (catalogue-and-content §9 "default search home city amsterdam; region idf"). Site
   * configuration, never a country branch in code (SITE-40, decision 0029). Null: every cinema.
   */
  defaultSearch: { readonly city: string } | { readonly region: string; readonly regionName: Text } | null;
  /**
   * The cities the footer lists under "top cities", by slug, in order (catalogue-and-content §9
   * decides those of France and of the Netherlands); empty: no such list.
   */
  footerTopCities: readonly string[];
  /**
   * A public directory of venues' accessibility the cinema page links to (`accesLibreUrl`), its
   * `{name}` filled with the cinema's name, URL-encoded; null where none lists the site's cinemas
   * (acceslibre, a French government service, lists only venues in France).
   */
  accessibilityDirectoryUrl: string | null;
}

export const SITES: Record<string, SiteInfo> = {
  fr: {
    code: 'fr',
    domain: 'marquee.fr',
    country: { fr: 'France', en: 'France' },
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: false,
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    ratingSystem: 'CSA',
    favoriteLimit: 5,
    zone: 'FR',
    brand: BRAND,
    defaultSearch: { region: 'idf', regionName: { fr: 'Île-de-France', en: 'Île-de-France' } },
    footerTopCities: ['paris', 'lyon', 'marseille', 'toulouse', 'nice'],
    accessibilityDirectoryUrl: 'https://acceslibre.beta.gouv.fr/recherche/?what={name}',
  },
  ch: {
    code: 'ch',
    domain: 'marquee.ch',
    country: { fr: 'Suisse', en: 'Switzerland', de: 'Schweiz' },
    languages: ['fr', 'en', 'de'],
    defaultLanguage: 'en',
    prefixDefaultLanguage: true,
    timeZone: 'Europe/Zurich',
    currency: 'CHF',
    ratingSystem: 'Default',
    favoriteLimit: 1,
    zone: 'CH',
    brand: BRAND,
    defaultSearch: null,
    footerTopCities: [],
    accessibilityDirectoryUrl: null,
  },
  be: {
    code: 'be',
    domain: 'marquee.be',
    country: { fr: 'Belgique', en: 'Belgium', nl: 'België' },
    languages: ['fr', 'nl', 'en'],
    defaultLanguage: 'en',
    prefixDefaultLanguage: true,
    timeZone: 'Europe/Brussels',
    currency: 'EUR',
    ratingSystem: 'Cinecheck',
    favoriteLimit: 1,
    zone: 'BE',
    brand: BRAND,
    defaultSearch: null,
    footerTopCities: [],
    accessibilityDirectoryUrl: null,
  },
  nl: {
    code: 'nl',
    domain: 'marquee.nl',
    country: { nl: 'Nederland', en: 'Netherlands' },
    languages: ['nl', 'en'],
    defaultLanguage: 'nl',
    prefixDefaultLanguage: true,
    timeZone: 'Europe/Amsterdam',
    currency: 'EUR',
    ratingSystem: 'Cinecheck',
    favoriteLimit: 5,
    zone: 'NL',
    brand: BRAND,
    defaultSearch: { city: 'amsterdam' },
    footerTopCities: ['amsterdam', 'rotterdam', 'den-haag', 'utrecht', 'tilburg'],
    accessibilityDirectoryUrl: null,
  },
  tn: {
    code: 'tn',
    domain: 'marquee.tn',
    country: { fr: 'Tunisie', en: 'Tunisia' },
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: true,
    timeZone: 'Africa/Tunis',
    currency: 'TND',
    ratingSystem: 'Default',
    favoriteLimit: 0,
    zone: 'TN',
    brand: BRAND,
    defaultSearch: null,
    footerTopCities: [],
    accessibilityDirectoryUrl: null,
  },
  sn: {
    code: 'sn',
    domain: 'marquee.sn',
    country: { fr: 'Sénégal', en: 'Senegal' },
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: true,
    timeZone: 'Africa/Dakar',
    currency: 'XOF',
    ratingSystem: 'Default',
    favoriteLimit: 0,
    zone: 'SN',
    brand: BRAND,
    defaultSearch: null,
    footerTopCities: [],
    accessibilityDirectoryUrl: null,
  },
  ci: {
    code: 'ci',
    domain: 'marquee.ci',
    country: { fr: "Côte d'Ivoire", en: 'Ivory Coast' },
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: true,
    timeZone: 'Africa/Abidjan',
    currency: 'XOF',
    ratingSystem: 'Default',
    favoriteLimit: 0,
    zone: 'CI',
    brand: BRAND,
    defaultSearch: null,
    footerTopCities: [],
    accessibilityDirectoryUrl: null,
  },
  ma: {
    code: 'ma',
    domain: 'marquee.ma',
    country: { fr: 'Maroc', en: 'Morocco' },
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: true,
    timeZone: 'Africa/Casablanca',
    currency: 'MAD',
    ratingSystem: 'Default',
    favoriteLimit: 0,
    zone: 'MA',
    brand: BRAND,
    defaultSearch: null,
    footerTopCities: [],
    accessibilityDirectoryUrl: null,
  },
};

/**
 * The settings fields of a site's default search place (\`defaultSearchCity\`, \`defaultSearchRegion\`),
 * the region named in \`lang\` (then English, then French).
 */
export function defaultSearchSettings(
  site: SiteInfo,
  lang: Lang,
): { defaultSearchCity: string | null; defaultSearchRegion: { slug: string; name: string } | null } {
  const place = site.defaultSearch;
  if (!place) return { defaultSearchCity: null, defaultSearchRegion: null };
  if ('city' in place) return { defaultSearchCity: place.city, defaultSearchRegion: null };
  const name = place.regionName[lang] ?? place.regionName.en ?? place.regionName.fr ?? place.region;
  return { defaultSearchCity: null, defaultSearchRegion: { slug: place.region, name } };
}

/** Typical ticket price per site, in the site's currency. */
export const BASE_PRICE: Record<string, number> = {
  fr: 13.9,
  ch: 19.5,
  be: 12.5,
  nl: 13.5,
  tn: 18,
  sn: 3500,
  ci: 4000,
  ma: 70,
};

/** Release zones (a show's release date differs per zone): name and country, in the order they are listed. */
export const ZONES: Record<string, { name: string; country: string }> = {
  FR: { name: 'France', country: 'fr' },
  BE: { name: 'Belgique / België', country: 'be' },
  CH: { name: 'Suisse / Schweiz', country: 'ch' },
  NL: { name: 'Nederland', country: 'nl' },
  MA: { name: 'Maroc', country: 'ma' },
  TN: { name: 'Tunisie', country: 'tn' },
  SN: { name: 'Sénégal', country: 'sn' },
  CI: { name: "Côte d'Ivoire", country: 'ci' },
};
