import type { Language } from '@marquee/domain-models';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRouteHandle } from '../app/route-handle';
import { useShell } from '../app/shell-context';
import { postToApp } from '../lib/app-bridge';

/**
 * In the mobile app's web view (SHELL-79, SHELL-80): tells the app about every page shown
 * (`marquee:page`, with `activeUL: true`) through the bridge the web view exposes
 * (lib/app-bridge.ts). Renders nothing; outside the web view it does nothing.
 */
export function WebViewBridge({ language }: { readonly language: Language }) {
  const { device } = useShell();
  const location = useLocation();
  const kind = useRouteHandle()?.kind ?? 'Error';
  const address = location.pathname + location.search;

  useEffect(() => {
    if (!device.webview) return;
    // After this commit's effects: the page's head (its title) is applied by then.
    const timer = setTimeout(() => {
      postToApp({
        type: 'marquee:page',
        activeUL: true,
        url: new URL(address, window.location.origin).toString(),
        title: document.title,
        language,
        pageKind: kind,
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [device.webview, address, language, kind]);
  return null;
}
