import type { Flags } from '@marquee/feature-flags';
import type { SiteConfig } from '@marquee/site-config';
import { boot } from './boot';

/**
 * Boots the site in `#root` with its flags (resolved at build); startup errors are logged (spec §8)
 * and leave a readable page.
 */
export function start(site: SiteConfig, flags: Flags): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root element');
  boot(site, container, flags).catch((error: unknown) => {
    console.error('Marquee could not start', error);
    container.setAttribute('data-boot-error', 'true');
  });
  if (import.meta.env.PROD && 'serviceWorker' in navigator && window.top === window) startPwaWhenLive(site);
}

/** How long after the page is live the worker is registered. */
const PWA_DELAY_MS = 3_000;

/**
 * The installable, offline site (docs/decisions/0048-pwa-offline.md): the service worker and the
 * offline state start from a module loaded a few seconds after the page is live (loaded, then
 * hydrated: `<html data-hydrated>`), in production builds only, never in a frame (the silent
 * renewal's) nor while on the sign-in callback. Imported from here, not from the entry: the edge
 * preloads the entry's dynamic imports with the page (apps/edge/src/sites.ts), and this module
 * is no part of the first load; neither it nor the worker's precache competes with the page.
 */
function startPwaWhenLive(site: SiteConfig): void {
  const go = () =>
    setTimeout(() => {
      // The sign-in callback's document goes on to the page the visitor came from: the worker
      // starts there, never while the callback is under way.
      if (window.location.pathname === '/callback') return;
      void import('../pwa/page').then((module) => module.startPwa(site));
    }, PWA_DELAY_MS);
  const root = document.documentElement;
  const whenHydrated = () => {
    if (root.hasAttribute('data-hydrated')) return go();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      go();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  };
  if (document.readyState === 'complete') whenHydrated();
  else window.addEventListener('load', whenHydrated, { once: true });
}
