import { type ApiClient, createApiClient } from '@marquee/api-client';
import type { Language } from '@marquee/domain-models';
import { FlagsProvider, resolveFlags } from '@marquee/feature-flags';
import { createI18n, I18nextProvider, readLanguageCookie, resolveLanguage } from '@marquee/i18n';
import type { SiteConfig } from '@marquee/site-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRemoteLoader } from '../lib/remote-loader';
import { languageOfPath } from '../lib/texts';
import { readBootstrapData } from './bootstrap-data';
import { createRoutes } from './router';
import { ShellProvider, type ShellServices } from './shell-context';

/** Boots a country site in the browser: language, texts, flags, remotes, router. */
export async function boot(site: SiteConfig, container: HTMLElement): Promise<void> {
  const bootstrap = await readBootstrapData(document);
  const flags = resolveFlags(site.code, site.flags);
  const language =
    languageOfPath(site, window.location.pathname) ??
    resolveLanguage({
      cookieLanguage: readLanguageCookie(document.cookie),
      browserLanguages: navigator.languages,
      site,
    });
  const inlined = bootstrap.translations?.[language];
  const i18n = await createI18n({ language, resources: inlined ? { common: inlined } : undefined });

  const clients = new Map<Language, ApiClient>();
  const services: ShellServices = {
    site,
    flags,
    remotes: createRemoteLoader(bootstrap.remotes),
    api(lang) {
      let client = clients.get(lang);
      if (!client) {
        client = createApiClient({ baseUrl: window.location.origin, language: lang });
        clients.set(lang, client);
      }
      return client;
    },
  };
  const router = createBrowserRouter(createRoutes(services, i18n, language));
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <FlagsProvider flags={flags}>
          <ShellProvider value={services}>
            <RouterProvider router={router} />
          </ShellProvider>
        </FlagsProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
