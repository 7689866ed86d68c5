import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Env } from '../http';

/**
 * The visitor's address, for per-address limits: walking X-Forwarded-For from the right, the first
 * address that is not a trusted proxy (TRUSTED_PROXIES, default loopback: the edge on the same
 * machine; add the load balancer's range in production), or the peer itself when it is not a
 * trusted proxy. The same rule as the edge's and the provider's (`TrustedProxies` in @marquee/db).
 */
export function clientAddress(c: Context<Env>): string {
  let peer = '';
  try {
    peer = getConnInfo(c).remote.address ?? '';
  } catch {
    peer = '';
  }
  const address = c.get('proxies').clientAddress(peer, c.req.header('x-forwarded-for'));
  return address.length <= 64 ? address : address.slice(0, 64);
}
