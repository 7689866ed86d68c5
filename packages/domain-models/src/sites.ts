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
