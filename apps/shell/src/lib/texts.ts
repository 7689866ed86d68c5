import type { Language } from '@marquee/domain-models';
import { type I18n, loadNamespaceOnce } from '@marquee/i18n';
import type { RemoteName, RemoteRoutes } from '@marquee/remote-contract';
import type { ShellServices, Texts } from '../app/shell-context';

/** The shell's namespace. */
export const COMMON_NAMESPACE = 'common';

/** Where the shell's texts for a site and language are served (CLARIFICATIONS: {cc}_{lang}). */
export function commonTextsUrl(site: string, language: Language): string {
  return `/assets/i18n/${site}_${language}.json`;
}

/** Fetches the shell's texts from the site (browser). */
export async function fetchCommonTexts(site: string, language: Language): Promise<Texts> {
  const response = await fetch(commonTextsUrl(site, language));
  if (!response.ok) throw new Error(`texts ${commonTextsUrl(site, language)}: ${response.status}`);
  return (await response.json()) as Texts;
}

/** Loads the shell's texts for a language (once) and switches the page to it. */
export async function ensureCommonTexts(
  i18n: I18n,
  services: Pick<ShellServices, 'commonTexts'>,
  language: Language,
): Promise<void> {
  await loadNamespaceOnce(i18n, COMMON_NAMESPACE, (lang) => services.commonTexts(lang), language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Loads a remote's namespace for a language (once). */
export async function ensureRemoteTexts(
  i18n: I18n,
  services: Pick<ShellServices, 'remoteTexts'>,
  name: RemoteName,
  remote: RemoteRoutes,
  language: Language,
): Promise<void> {
  await loadNamespaceOnce(i18n, remote.namespace, (lang) => services.remoteTexts(name, remote, lang), language);
}
