import {
  COUNTRY_CODES,
  type CountryCode,
  favouritePolicyFor,
  type Language,
  type RatingSystem,
  SITE_TABLE,
} from '@marquee/domain-models';

/**
 * The API's table of sites: each row is the site's row of domain-models' SITE_TABLE (code, domain,
 * languages, default language and its prefix, time zone, currency, rating scheme, brand name: the
 * facts the country apps' configurations spread too) and the reference data only the API needs.
 */
export type Lang = Language;
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

/** What the brand shows besides its name (SITE_TABLE's `brand`): every site's today; a site could carry its own. */
const BRAND_ASSETS: Omit<Brand, 'name'> = {
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
   * Production domain without `www.` (SITE_TABLE's `domain`, SITE-24): the site's public
   * origins (`https://www.<domain>`, `preprod.`, `staging.`) are built from it (lib/public-origin.ts).
   */
  domain: string;
  country: Text;
  languages: Lang[];
  defaultLanguage: Lang;
  /**
   * The default language's pages carry its prefix too (`/nl/…`; SITE_TABLE's
   * `prefixDefaultLanguage`): links the API writes to the site's pages (alert mails) follow it.
   */
  prefixDefaultLanguage: boolean;
  timeZone: string;
  currency: string;
  ratingSystem: RatingSystem;
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

/** What only the API keeps of a site, beside its row of SITE_TABLE. */
interface ApiSiteParts {
  /** The country's name in the site's languages besides English (SITE_TABLE's `country`). */
  countryNames: Text;
  zone: string;
  defaultSearch: SiteInfo['defaultSearch'];
  footerTopCities: readonly string[];
  accessibilityDirectoryUrl: string | null;
}

const NO_DEFAULTS = { defaultSearch: null, footerTopCities: [], accessibilityDirectoryUrl: null } as const;

const API_PARTS: Record<CountryCode, ApiSiteParts> = {
  fr: {
    countryNames: { fr: 'France' },
    zone: 'FR',
    defaultSearch: { region: 'idf', regionName: { fr: 'Île-de-France', en: 'Île-de-France' } },
    footerTopCities: ['paris', 'lyon', 'marseille', 'toulouse', 'nice'],
    accessibilityDirectoryUrl: 'https://acceslibre.beta.gouv.fr/recherche/?what={name}',
  },
  ch: { countryNames: { fr: 'Suisse', de: 'Schweiz' }, zone: 'CH', ...NO_DEFAULTS },
  be: { countryNames: { fr: 'Belgique', nl: 'België' }, zone: 'BE', ...NO_DEFAULTS },
  nl: {
    countryNames: { nl: 'Nederland' },
    zone: 'NL',
    defaultSearch: { city: 'amsterdam' },
    footerTopCities: ['amsterdam', 'rotterdam', 'den-haag', 'utrecht', 'tilburg'],
    accessibilityDirectoryUrl: null,
  },
  tn: { countryNames: { fr: 'Tunisie' }, zone: 'TN', ...NO_DEFAULTS },
  sn: { countryNames: { fr: 'Sénégal' }, zone: 'SN', ...NO_DEFAULTS },
  ci: { countryNames: { fr: "Côte d'Ivoire" }, zone: 'CI', ...NO_DEFAULTS },
  ma: { countryNames: { fr: 'Maroc' }, zone: 'MA', ...NO_DEFAULTS },
};

/** A site's row: its facts from SITE_TABLE, its favourites limit from `favouritePolicyFor`, the API's own parts. */
export function apiSite(code: CountryCode): SiteInfo {
  const facts = SITE_TABLE[code];
  const parts = API_PARTS[code];
  return {
    code,
    domain: facts.domain,
    country: { ...parts.countryNames, en: facts.country },
    languages: [...facts.languages],
    defaultLanguage: facts.defaultLanguage,
    prefixDefaultLanguage: facts.prefixDefaultLanguage,
    timeZone: facts.timeZone,
    currency: facts.currency,
    ratingSystem: facts.ratingScheme,
    favoriteLimit: favouritePolicyFor(code).limit,
    zone: parts.zone,
    brand: { name: facts.brand, ...BRAND_ASSETS },
    defaultSearch: parts.defaultSearch,
    footerTopCities: parts.footerTopCities,
    accessibilityDirectoryUrl: parts.accessibilityDirectoryUrl,
  };
}

/** Every site, in SITE_TABLE's order. */
export const SITES: Record<string, SiteInfo> = Object.fromEntries(COUNTRY_CODES.map((code) => [code, apiSite(code)]));

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
