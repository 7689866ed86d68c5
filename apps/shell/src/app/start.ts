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
}
