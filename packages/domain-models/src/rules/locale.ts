import type { CountryCode, Language } from '../sites';

const BASE_LOCALE: Readonly<Record<Language, string>> = { fr: 'fr-FR', en: 'en-GB', de: 'de-DE', nl: 'nl-NL' };

/** The language-country pairs that are real locales of the sites (fr-CH, de-CH, nl-BE, fr-SN...). */
const SITE_LOCALES: ReadonlySet<string> = new Set([
  'fr-FR',
  'fr-CH',
  'de-CH',
  'fr-BE',
  'nl-BE',
  'nl-NL',
  'fr-TN',
  'fr-SN',
  'fr-CI',
  'fr-MA',
]);

/**
 * The BCP 47 locale for a page language, refined by the site's country when that pair is a
 * real locale (fr-CH, de-CH, fr-BE, nl-BE, fr-SN...). English is British English everywhere
 * (24-hour times, day-month dates): the sites are European and African. One rule for every
 * date, time and price of a site, whoever formats it (the pages, the API's hand-off page): so a
 * price reads the same in the showtime panel and on the booking page.
 */
export function localeFor(language: Language, country?: CountryCode): string {
  if (!country || language === 'en') return BASE_LOCALE[language];
  const candidate = `${language}-${country.toUpperCase()}`;
  return SITE_LOCALES.has(candidate) ? candidate : BASE_LOCALE[language];
}
