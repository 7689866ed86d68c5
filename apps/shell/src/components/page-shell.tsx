import { useTranslation } from '@marquee/i18n';
import type { ModalId } from '@marquee/modals';
import { type ComponentType, useEffect } from 'react';
import { Outlet, useLoaderData, useNavigation } from 'react-router';
import type { RootLoaderData } from '../app/router';
import { AlertStack } from './alert-stack';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { LanguageSwitchModal } from './header/language-switch-modal';
import { MobileMenu } from './header/mobile-menu';
import { ModalOutlet, type ShellModalProps } from './modal-outlet';

/** The modals whose content the shell itself owns (MODAL_OWNERS). */
const SHELL_MODALS: Partial<Record<ModalId, ComponentType<ShellModalProps>>> = {
  'language-switch': LanguageSwitchModal,
  'mobile-menu': MobileMenu,
};

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
      <ModalOutlet language={language} shellModals={SHELL_MODALS} />
    </div>
  );
}

/** What the page shows while the first route's texts and data load: the page's frame, empty. */
export function BootPlaceholder() {
  return <div className="shell shell--booting" aria-busy="true" />;
}
