/** Per-site configuration the reference data needs (languages, time zone, currency, rating scheme). */
export type Lang = 'fr' | 'en' | 'de' | 'nl';
/** A text in several languages; missing languages fall back (en, then fr). */
export type Text = Partial<Record<Lang, string>>;

export interface SiteInfo {
  code: string;
  country: Text;
  languages: Lang[];
  defaultLanguage: Lang;
  timeZone: string;
  currency: string;
  ratingSystem: 'CSA' | 'Cinecheck' | 'Default';
  favoriteLimit: number;
  zone: string;
}

export const SITES: Record<string, SiteInfo> = {
  fr: {
    code: 'fr',
    country: { fr: 'France', en: 'France' },
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    ratingSystem: 'CSA',
    favoriteLimit: 5,
    zone: 'FR',
  },
  ch: {
    code: 'ch',
    country: { fr: 'Suisse', en: 'Switzerland', de: 'Schweiz' },
    languages: ['fr', 'en', 'de'],
    defaultLanguage: 'en',
    timeZone: 'Europe/Zurich',
    currency: 'CHF',
    ratingSystem: 'Default',
    favoriteLimit: 1,
    zone: 'CH',
  },
  be: {
    code: 'be',
    country: { fr: 'Belgique', en: 'Belgium', nl: 'België' },
    languages: ['fr', 'nl', 'en'],
    defaultLanguage: 'en',
    timeZone: 'Europe/Brussels',
    currency: 'EUR',
    ratingSystem: 'Cinecheck',
    favoriteLimit: 1,
    zone: 'BE',
  },
  nl: {
    code: 'nl',
    country: { nl: 'Nederland', en: 'Netherlands' },
    languages: ['nl', 'en'],
    defaultLanguage: 'nl',
    timeZone: 'Europe/Amsterdam',
    currency: 'EUR',
    ratingSystem: 'Cinecheck',
    favoriteLimit: 5,
    zone: 'NL',
  },
  tn: {
    code: 'tn',
    country: { fr: 'Tunisie', en: 'Tunisia' },
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    timeZone: 'Africa/Tunis',
    currency: 'TND',
    ratingSystem: 'Default',
    favoriteLimit: 0,
    zone: 'TN',
  },
  sn: {
    code: 'sn',
    country: { fr: 'Sénégal', en: 'Senegal' },
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    timeZone: 'Africa/Dakar',
    currency: 'XOF',
    ratingSystem: 'Default',
    favoriteLimit: 0,
    zone: 'SN',
  },
  ci: {
    code: 'ci',
    country: { fr: "Côte d'Ivoire", en: 'Ivory Coast' },
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    timeZone: 'Africa/Abidjan',
    currency: 'XOF',
    ratingSystem: 'Default',
    favoriteLimit: 0,
    zone: 'CI',
  },
  ma: {
    code: 'ma',
    country: { fr: 'Maroc', en: 'Morocco' },
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    timeZone: 'Africa/Casablanca',
    currency: 'MAD',
    ratingSystem: 'Default',
    favoriteLimit: 0,
    zone: 'MA',
  },
};

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
