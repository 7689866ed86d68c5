import type { ParseKeys } from 'i18next';
import type { Namespace } from './namespaces';

export type { TFunction } from 'i18next';

/**
 * The texts of each namespace, typed from its base locale file (`en.json`, the reference the
 * build checks every other file against). Empty here; each app declares its own namespace in
 * `src/texts.d.ts` —
 *
 * ```ts
 * declare module '@marquee/i18n' {
 *   interface Texts { search: typeof import('../locales/en.json') }
 * }
 * ```
 *
 * — so in that app `useTranslation('search')` gives a `t` that accepts only keys of that file
 * (a key added to `en.json` is known at once, a misspelt or removed one fails the typecheck).
 * Where no app declares anything (the packages' own programs), keys stay plain strings.
 * docs/decisions/0051-typed-translation-keys.md.
 */
// biome-ignore lint/suspicious/noEmptyInterface: augmented by every app for its namespace
export interface Texts {}

declare module 'i18next' {
  // i18next's per-package namespace map (several namespaces, one declaration each).
  interface ResourceNamespaceMap extends Texts {}
}

/**
 * A key of a namespace's texts (`'types.show'`, a plural by its base name): the value type of
 * the maps that turn a value into the key of its text (`Record<ResultType, TextKey<'search'>>`),
 * instead of a key built at run time from a string.
 */
export type TextKey<N extends Namespace & keyof Texts> = ParseKeys<N>;

/**
 * A `t` of one namespace's keys: what a helper takes when both a page's head (its `Translate`)
 * and its component (`useTranslation`'s `t`) call it; either is one.
 */
export type Translator<N extends Namespace & keyof Texts> = (
  key: TextKey<N>,
  options?: Readonly<Record<string, unknown>>,
) => string;

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
