import { useTranslation } from '@marquee/i18n';
import { useEffect } from 'react';
import { Outlet, useLoaderData, useNavigation } from 'react-router';
import type { RootLoaderData } from '../app/router';
import { useShell } from '../app/shell-context';
import { AlertOutlet } from './alert-outlet';
import { AppSmartBanner } from './app-smart-banner';
import { FeedbackEntry, FeedbackModal } from './feedback';
import { Footer } from './footer';
import { Header } from './header';
import { HeaderPush } from './header-push';
import { ModalOutlet } from './modal-outlet';
import { SettingsInjections } from './settings-injections';
import { WebViewBridge } from './web-view-bridge';

/**
 * The page around every remote: header, header push, main region, feedback, footer, alerts,
 * smart banner. In the mobile app's web view (SHELL-79) the server renders it without header,
 * footer and chrome, and the page talks to the app instead (SHELL-80).
 */
export function PageShell() {
  const { language, chrome } = useLoaderData() as RootLoaderData;
  const { device } = useShell();
  const framed = !device.webview;
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <div className={framed ? 'shell' : 'shell shell--webview'}>
      <SettingsInjections injections={chrome.injections} />
      {framed && (
        <a className="shell__skip" href="#main">
          {t('header.skipToContent')}
        </a>
      )}
      {framed && <Header language={language} />}
      {framed && <HeaderPush push={chrome.headerPush} language={language} />}
      <AlertOutlet language={language} />
      <main id="main" className="shell__main" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      {framed && <FeedbackEntry />}
      {framed && <Footer language={language} />}
      <ModalOutlet language={language} shellModals={{ feedback: FeedbackModal }} />
      {framed ? <AppSmartBanner /> : <WebViewBridge language={language} />}
    </div>
  );
}

/** What the page shows while the first route's texts and data load: the page's frame, empty. */
export function BootPlaceholder() {
  return <div className="shell shell--booting" aria-busy="true" />;
}
