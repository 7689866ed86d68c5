import type { IncomingMessage } from 'node:http';
import type { Environment } from '@marquee/domain-models';
import { localHost, type SiteConfig } from '@marquee/site-config';

/** The host prefix of each hosted environment (SITE-24..27). */
const HOST_PREFIX: Record<Exclude<Environment, 'development'>, string> = {
  production: 'www.',
  preprod: 'preprod.',
  staging: 'staging.',
};

/**
 * The origin of a site in an environment, from the site configuration alone, never from the
 * request's Host or X-Forwarded-* headers (anything a visitor sends could end up in a cached
 * page): `https://www.<domain>` and its pre-production hosts, `http://<cc>.marquee.localhost:<port>`
 * locally, on the port the edge answers on.
 */
export function siteOrigin(
  site: Pick<SiteConfig, 'code' | 'domain'>,
  environment: Environment,
  localPort: number,
): string {
  if (environment === 'development') return `http://${localHost(site.code)}:${localPort}`;
  return `https://${HOST_PREFIX[environment]}${site.domain}`;
}

/** The hosts of our sites a redirect may name, with their environment. */
export function siteHost(site: Pick<SiteConfig, 'code' | 'domain'>, environment: Environment): string {
  return environment === 'development' ? localHost(site.code) : `${HOST_PREFIX[environment]}${site.domain}`;
}

/** Peers whose X-Forwarded-Proto is believed by default: a TLS terminator on the same machine. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/**
 * The scheme the visitor used: what a trusted proxy said in X-Forwarded-Proto (its first value,
 * only `http` or `https`), else the edge's own, plain http. A header from any other peer is ignored.
 */
export function requestScheme(
  req: IncomingMessage,
  trustedProxies: readonly string[] | { trusts(address: string): boolean },
): 'http' | 'https' {
  const peer = req.socket.remoteAddress ?? '';
  const trusted = 'trusts' in trustedProxies ? trustedProxies.trusts(peer) : trustedProxies.includes(peer);
  if (!trusted) return 'http';
  const raw = req.headers['x-forwarded-proto'];
  const said = String(Array.isArray(raw) ? raw[0] : (raw ?? ''))
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return said === 'https' ? 'https' : 'http';
}
