import { useFlags } from '@marquee/feature-flags';
import { useTranslation } from '@marquee/i18n';
import { DEFAULT_MOBILE_APP } from '@marquee/site-config';
import { SmartBanner, useViewport } from '@marquee/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { useShell } from '../app/shell-context';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import './chrome.css';

/** A9 "smart banner hide … set by an action": the visitor closed it, remembered on this device. */
export function hideSmartBanner(): void {
  writeStorage(STORAGE_KEYS.smartBannerHidden, '1');
}

/** Whether the visitor closed the smart banner before. */
export function isSmartBannerHidden(): boolean {
  return readStorage(STORAGE_KEYS.smartBannerHidden) === '1';
}

/** The store the device installs from: the App Store on Apple devices, Google Play otherwise. */
function storeLink(userAgent: string, links: { appStore: string; googlePlay: string }): string {
  return /iPhone|iPad|iPod|Macintosh.*Mobile/i.test(userAgent) ? links.appStore : links.googlePlay;
}

/**
 * Invites phone visitors to install the app (SHELL-71, `mobileSmartBanner`), never in the app's
 * web view; its close is remembered (SHELL-72). It appears once the page is up and the stored
 * choice is known (never shown to someone who closed it, not even for a moment), as a bar over the
 * bottom of the window: it moves no content (no layout shift), and the page gains room below
 * its footer so nothing stays hidden under it.
 */
export function AppSmartBanner() {
  const { site, device } = useShell();
  const flags = useFlags();
  const { t } = useTranslation('common');
  const viewport = useViewport(device.viewport);
  const [state, setState] = useState<{ open: boolean; href: string }>({ open: false, href: '' });
  const wanted = flags.mobileSmartBanner && !device.webview && viewport === 'mobile';

  useEffect(() => {
    if (!wanted || isSmartBannerHidden()) return;
    setState({ open: true, href: storeLink(navigator.userAgent, site.mobileApp ?? DEFAULT_MOBILE_APP) });
  }, [wanted, site]);

  const open = wanted && state.open;
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add('shell-has-smart-banner');
    return () => document.documentElement.classList.remove('shell-has-smart-banner');
  }, [open]);

  const close = useCallback(() => {
    hideSmartBanner();
    setState((current) => ({ ...current, open: false }));
  }, []);

  if (!open) return null;
  return (
    <div className="shell-smart-banner">
      <SmartBanner
        label={t('smartBanner.label')}
        title={t('smartBanner.title', { brand: site.brand })}
        subtitle={t('smartBanner.subtitle')}
        ctaLabel={t('smartBanner.cta')}
        closeLabel={t('smartBanner.close')}
        href={state.href}
        onClose={close}
      />
    </div>
  );
}
