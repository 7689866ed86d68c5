import { useTranslation } from '@marquee/i18n';
import { WEBVIEW_KINDS } from '@marquee/routing';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useMatches, useNavigation } from 'react-router';
import type { RootLoaderData } from '../app/loader-data';
import { isErrorRouteId } from '../app/route-ids';
import { useRouteHandle } from '../app/route-handle';
import { webManifestHref } from '../pwa/sw-protocol';
import { useShell } from '../app/shell-context';
import { AlertOutlet } from './alert-outlet';
import { AppSmartBanner } from './app-smart-banner';
import { FeedbackEntry } from './feedback';
import { Header } from './header/header';
import { HeaderPush } from './header-push';
import { ModalOutlet } from './modal-outlet';
import { SettingsInjections } from './settings-injections';
import { SHELL_MODALS } from './shell-modals';
import { lazyWhenVisible } from './when-visible';

/** Only the app's web view talks to the app: no other page loads the bridge. */
const WebViewBridge = lazy(() => import('./web-view-bridge').then((module) => ({ default: module.WebViewBridge })));

/** The footer is below the fold of every page: its code loads, and it hydrates, when the visitor nears it. */
const Footer = lazyWhenVisible('shell-footer-slot', () => import('./footer/footer').then((module) => module.Footer));

/**
 * The page around every remote: header, header push, main region, feedback, footer, alerts,
 * smart banner. In the mobile app's web view (SHELL-79), and on the web-view pages (`m/...`), the
 * server renders it without header, footer and chrome, and the page talks to the app instead (SHELL-80).
 */
export function PageShell() {
  const { language, chrome } = useLoaderData() as RootLoaderData;
  const { device } = useShell();
  const handle = useRouteHandle();
  // The app's user agent, or a web-view address (`m/...`, ROUTE-39/40), drops the chrome.
  const framed = !device.webview && !(handle && WEBVIEW_KINDS.includes(handle.kind));
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  // ROUTE-51: the catch-all (and the error targets, which show the same view) carry the light
  // empty header: no navigation, no controls, no header push.
  const light = useMatches().some((match) => isErrorRouteId(match.id));
  useEffect(() => {
    // Only when it changes (a client-side switch of language): the server wrote it already, and
    // assigning `lang`, even its own value, makes Chromium restyle every element of the document
    // (their `:lang()` state) in a rendering task of its own after hydration, with no script in it —
    // the "Unattributable" long task measured on the home and film pages (docs/PERFORMANCE.md).
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
    // The installed app's manifest follows the page language (a page reached from another one's
    // document, the sign-in callback's among them: docs/decisions/0048-pwa-offline.md).
    const manifest = document.querySelector('link[rel="manifest"]');
    if (manifest && manifest.getAttribute('href') !== webManifestHref(language))
      manifest.setAttribute('href', webManifestHref(language));
  }, [language]);
  return (
    <div className={framed ? 'shell' : 'shell shell--webview'}>
      <SettingsInjections injections={chrome.injections} />
      {framed && (
        <a className="shell__skip" href="#main">
          {t('header.skipToContent')}
        </a>
      )}
      {framed && <Header language={language} light={light} />}
      {framed && !light && (
        <HeaderPush push={chrome.headerPush} booking={chrome.headerPushBooking} language={language} />
      )}
      <AlertOutlet siteAlerts={chrome.alerts} />
      <main id="main" className="shell__main" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      {framed && <FeedbackEntry />}
      {framed && <Footer language={language} />}
      <ModalOutlet language={language} shellModals={SHELL_MODALS} />
      {/* A new page opens at its top (or its #fragment); back and forward return where the visitor was.
          In-page changes of the address (programme days and filters, news chips) pass preventScrollReset. */}
      <ScrollRestoration />
      {framed ? (
        <AppSmartBanner />
      ) : (
        <Suspense fallback={null}>
          <WebViewBridge language={language} />
        </Suspense>
      )}
    </div>
  );
}

/** What the page shows while the first route's texts and data load: the page's frame, empty. */
export function BootPlaceholder() {
  return <div className="shell shell--booting" aria-busy="true" />;
}
