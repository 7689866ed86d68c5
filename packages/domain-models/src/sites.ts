/** The eight country sites (SITE-01). */
export const COUNTRY_CODES = ['fr', 'ch', 'be', 'nl', 'tn', 'sn', 'ci', 'ma'] as const;
/** A country site code. */
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The African sites (SITE-02). */
export const AFRICAN_SITES: readonly CountryCode[] = ['sn', 'tn', 'ci', 'ma'];

/** The product's languages (SITE-03, SITE-13). */
export const LANGUAGES = ['fr', 'en', 'de', 'nl'] as const;
/** A language of the product. */
export type Language = (typeof LANGUAGES)[number];

/** Default locale of the product (SITE-12). */
export const DEFAULT_LOCALE = 'fr-FR';

/** Content-rating systems (SITE-41). */
export const RATING_SYSTEMS = ['CSA', 'Cinecheck', 'Default'] as const;
/** A content-rating system. */
export type RatingSystem = (typeof RATING_SYSTEMS)[number];

/**
 * What every side of the platform knows of a site: the country apps' configurations spread their
 * row (`@marquee/site-config`'s `SiteConfig` adds what only the pages need: flags, routes, links),
 * the reference API derives its site table from it (adding its seed data). One row a site.
 */
export interface SiteFacts {
  /** Site code, also the first label of the local host (`fr.marquee.localhost`). */
  readonly code: CountryCode;
  /** Country name in English, for docs and tooling. */
  readonly country: string;
  /** Brand name shown to moviegoers (SITE-18). */
  readonly brand: string;
  /** Production domain without `www.` (SITE-24), e.g. `marquee.fr`. */
  readonly domain: string;
  /** Languages offered, in menu order (SITE-04..11). */
  readonly languages: readonly Language[];
  /** The one default language (SITE-04..11). */
  readonly defaultLanguage: Language;
  /** Whether the default language carries a path prefix (SITE-15..17). */
  readonly prefixDefaultLanguage: boolean;
  /** IANA zone of the site's cinemas (SITE-29..37). */
  readonly timeZone: string;
  /** ISO 4217 currency (SITE-30..39). */
  readonly currency: string;
  /** Content-rating scheme (SITE-41). */
  readonly ratingScheme: RatingSystem;
}

/** The one table of the eight sites (SITE-04..11, SITE-15..18, SITE-24, SITE-29..41), in COUNTRY_CODES' order. */
export const SITE_TABLE: Readonly<Record<CountryCode, SiteFacts>> = {
  fr: {
    code: 'fr',
    country: 'France',
    brand: 'Marquee',
    domain: 'marquee.fr',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: false,
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    ratingScheme: 'CSA',
  },
  ch: {
    code: 'ch',
    country: 'Switzerland',
    brand: 'Marquee',
    domain: 'marquee.ch',
    languages: ['fr', 'en', 'de'],
    defaultLanguage: 'en',
    prefixDefaultLanguage: true,
    timeZone: 'Europe/Zurich',
    currency: 'CHF',
    ratingScheme: 'Default',
  },
  be: {
    code: 'be',
    country: 'Belgium',
    brand: 'Marquee',
    domain: 'marquee.be',
    languages: ['fr', 'nl', 'en'],
    defaultLanguage: 'en',
    prefixDefaultLanguage: true,
    timeZone: 'Europe/Brussels',
    currency: 'EUR',
    ratingScheme: 'Cinecheck',
  },
  nl: {
    code: 'nl',
    country: 'Netherlands',
    brand: 'Marquee',
    domain: 'marquee.nl',
    languages: ['nl', 'en'],
    defaultLanguage: 'nl',
    prefixDefaultLanguage: true,
    timeZone: 'Europe/Amsterdam',
    currency: 'EUR',
    ratingScheme: 'Cinecheck',
  },
  tn: {
    code: 'tn',
    country: 'Tunisia',
    brand: 'Marquee',
    domain: 'marquee.tn',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: true,
    timeZone: 'Africa/Tunis',
    currency: 'TND',
    ratingScheme: 'Default',
  },
  sn: {
    code: 'sn',
    country: 'Senegal',
    brand: 'Marquee',
    domain: 'marquee.sn',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: true,
    timeZone: 'Africa/Dakar',
    currency: 'XOF',
    ratingScheme: 'Default',
  },
  ci: {
    code: 'ci',
    country: 'Ivory Coast',
    brand: 'Marquee',
    domain: 'marquee.ci',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: true,
    timeZone: 'Africa/Abidjan',
    currency: 'XOF',
    ratingScheme: 'Default',
  },
  ma: {
    code: 'ma',
    country: 'Morocco',
    brand: 'Marquee',
    domain: 'marquee.ma',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    prefixDefaultLanguage: true,
    timeZone: 'Africa/Casablanca',
    currency: 'MAD',
    ratingScheme: 'Default',
  },
};

/** Deployment environments derived from the host prefix (SITE-26..28). */
export const ENVIRONMENTS = ['production', 'preprod', 'staging', 'development'] as const;
/** A deployment environment. */
export type Environment = (typeof ENVIRONMENTS)[number];

/** True when the value is one of the eight country codes. */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** True when the value is one of the product's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Environment from a host name (SITE-26..28): `www.` production, `preprod.` / `staging.`
 * their names, `*.localhost` (and bare loopback addresses) development. Any other host is
 * treated as production, the safe choice for an unknown public name.
 */
export function environmentFromHost(host: string): Environment {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (name.startsWith('preprod.')) return 'preprod';
  if (name.startsWith('staging.')) return 'staging';
  if (name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]') {
    return 'development';
  }
  return 'production';
}
