import type { CountryCode, Language } from '@marquee/domain-models';
import type { I18n } from '@marquee/i18n';
import type { RemoteRoutes } from '@marquee/remote-contract';
import { match } from '@marquee/routing';
import type { SiteConfig } from '@marquee/site-config';

/** The shell's namespace. */
export const COMMON_NAMESPACE = 'common';

/** Where the shell's texts for a site and language are served (CLARIFICATIONS: {cc}_{lang}). */
export function commonTextsUrl(site: CountryCode, language: Language): string {
  return `/assets/i18n/${site}_${language}.json`;
}

const inflight = new WeakMap<I18n, Map<string, Promise<void>>>();

function once(i18n: I18n, key: string, load: () => Promise<void>): Promise<void> {
  let byKey = inflight.get(i18n);
  if (!byKey) {
    byKey = new Map();
    inflight.set(i18n, byKey);
  }
  const existing = byKey.get(key);
  if (existing) return existing;
  const promise = load().catch((error: unknown) => {
    byKey.delete(key);
    throw error;
  });
  byKey.set(key, promise);
  return promise;
}

/** Loads the shell's texts for a language (once) and switches the page to it. */
export async function ensureCommonTexts(i18n: I18n, site: CountryCode, language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, COMMON_NAMESPACE)) {
    await once(i18n, `${COMMON_NAMESPACE}:${language}`, async () => {
      const response = await fetch(commonTextsUrl(site, language));
      if (!response.ok) throw new Error(`texts ${commonTextsUrl(site, language)}: ${response.status}`);
      i18n.addResourceBundle(language, COMMON_NAMESPACE, await response.json(), true, true);
    });
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Loads a remote's namespace for a language (once). */
export async function ensureRemoteTexts(i18n: I18n, remote: RemoteRoutes, site: CountryCode, language: Language) {
  if (i18n.hasResourceBundle(language, remote.namespace)) return;
  await once(i18n, `${remote.namespace}:${language}`, async () => {
    i18n.addResourceBundle(language, remote.namespace, await remote.loadTranslations(site, language), true, true);
  });
}

/** The language a path is in: from the matched route, else from a language prefix. */
export function languageOfPath(site: SiteConfig, pathname: string): Language | undefined {
  const matched = match(site, pathname);
  if (matched) return matched.language;
  const first = pathname.split('/')[1];
  return site.languages.find((language) => language === first);
}
