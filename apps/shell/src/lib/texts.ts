import type { CountryCode, Language } from '@marquee/domain-models';
import { type I18n, loadNamespaceOnce } from '@marquee/i18n';
import type { RemoteRoutes } from '@marquee/remote-contract';
import { match } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';

/** The shell's namespace. */
export const COMMON_NAMESPACE = 'common';

/** Where the shell's texts for a site and language are served (CLARIFICATIONS: {cc}_{lang}). */
export function commonTextsUrl(site: CountryCode, language: Language): string {
  return `/assets/i18n/${site}_${language}.json`;
}

/** Loads the shell's texts for a language (once) and switches the page to it. */
export async function ensureCommonTexts(i18n: I18n, site: CountryCode, language: Language): Promise<void> {
  await loadNamespaceOnce(
    i18n,
    COMMON_NAMESPACE,
    async () => {
      const response = await fetch(commonTextsUrl(site, language));
      if (!response.ok) throw new Error(`texts ${commonTextsUrl(site, language)}: ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    },
    language,
  );
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Loads a remote's namespace for a language (once). */
export async function ensureRemoteTexts(i18n: I18n, remote: RemoteRoutes, site: CountryCode, language: Language) {
  await loadNamespaceOnce(i18n, remote.namespace, () => remote.loadTranslations(site, language), language);
}

/** The language a path is in: from the matched route, else from a language prefix. */
export function languageOfPath(site: SiteConfig, pathname: string): Language | undefined {
  const matched = match(site, pathname);
  if (matched) return matched.language;
  const first = pathname.split('/')[1];
  return site.languages.find((language) => language === first);
}
