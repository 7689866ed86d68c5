import type { CountryCode, Language } from '@marquee/domain-models';

/** Translation namespaces: `common` for the shell, one per remote. */
export const NAMESPACES = ['common', 'catalogue', 'account', 'help-centre', 'locator', 'search'] as const;
/** A translation namespace. */
export type Namespace = (typeof NAMESPACES)[number];

/** The shell's namespace, the default of every instance. */
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** Where the shell's locale files are served (CLARIFICATIONS: `/assets/i18n/{cc}_{lang}.json`). */
export const LOCALE_ASSETS_PATH = '/assets/i18n';

/** The base name of one site-and-language locale file: `{cc}_{lang}` (CLARIFICATIONS "domain_language"). */
export function localeFileName(site: CountryCode, language: Language): string {
  return `${site}_${language}`;
}

/**
 * The URL of a locale file. The shell's files live under `/assets/i18n`; a remote passes
 * its own base path (same `{cc}_{lang}.json` naming under it).
 */
export function localeFileUrl(site: CountryCode, language: Language, basePath: string = LOCALE_ASSETS_PATH): string {
  return `${basePath.replace(/\/+$/, '')}/${localeFileName(site, language)}.json`;
}
