export type { TFunction } from 'i18next';
export { I18nextProvider, useTranslation } from 'react-i18next';
export type {
  CreateI18nOptions,
  I18n,
  MissingKey,
  NamespaceLoader,
  TranslationResources,
} from './create-i18n';
export { addNamespace, createI18n, loadNamespaceOnce, logMissingKeys } from './create-i18n';
export type { DateFormat, DateInput, PriceFormat, SiteFormatSettings, SiteFormats, TimeFormat } from './format';
export {
  collator,
  dateTimeFormat,
  formatDate,
  formatPrice,
  formatTime,
  isoDate,
  localeFor,
  numberFormat,
  siteFormats,
} from './format';
export type { LanguageSite, ResolveLanguageInput } from './language';
export {
  LANGUAGE_COOKIE,
  languageCookie,
  parseAcceptLanguage,
  readLanguageCookie,
  resolveLanguage,
} from './language';
export type { Namespace } from './namespaces';
export { DEFAULT_NAMESPACE, LOCALE_ASSETS_PATH, localeFileName, localeFileUrl, NAMESPACES } from './namespaces';
