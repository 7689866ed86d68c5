import type { SiteConfig } from '@marquee/site-config';
import { identityClientOrigins, LOCAL_PARENT_DOMAIN } from '@marquee/site-config';

/**
 * Headers of every screen: a strict CSP (own styles and script only), framed only by the sites
 * (the account frame), forms posting only to the provider or, through its redirects, to a site.
 */
export function securityHeaders(set: (name: string, value: string) => void, sites: readonly SiteConfig[]): void {
  const origins = [
    `http://*.${LOCAL_PARENT_DOMAIN}:*`,
    `http://*.${LOCAL_PARENT_DOMAIN}`,
    ...sites.map((site) => identityClientOrigins(site).production),
  ].join(' ');
  set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self' ${origins}; frame-ancestors 'self' ${origins}`,
  );
  set('X-Content-Type-Options', 'nosniff');
  set('Referrer-Policy', 'no-referrer');
  set('Cache-Control', 'no-store');
}
