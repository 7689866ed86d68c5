import { useTranslation } from '@marquee/i18n';
import { useEffect } from 'react';
import { Outlet, useLoaderData, useNavigation } from 'react-router';
import type { RootLoaderData } from '../app/router';
import { AlertStack } from './alert-stack';
import { Footer } from './footer/footer';
import { Header } from './header';
import { ModalOutlet } from './modal-outlet';

/** The page around every remote: header, main region, footer, alerts. */
export function PageShell() {
  const { language } = useLoaderData() as RootLoaderData;
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <div className="shell">
      <a className="shell__skip" href="#main">
        {t('header.skipToContent')}
      </a>
      <Header language={language} />
      <AlertStack />
      <main id="main" className="shell__main" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <Footer language={language} />
      <ModalOutlet language={language} shellModals={{}} />
    </div>
  );
}

/** What the page shows while the first route's texts and data load: the page's frame, empty. */
export function BootPlaceholder() {
  return <div className="shell shell--booting" aria-busy="true" />;
}
