export type { CountryCode, Environment, Language, RatingSystem } from './sites';
export {
  AFRICAN_SITES,
  COUNTRY_CODES,
  DEFAULT_LOCALE,
  ENVIRONMENTS,
  environmentFromHost,
  isCountryCode,
  isLanguage,
  LANGUAGES,
  RATING_SYSTEMS,
} from './sites';
