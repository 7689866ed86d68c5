import type { IncomingMessage } from 'node:http';

/** Peers whose X-Forwarded-For is believed by default: a proxy on the same machine (the edge). */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'] as const;

/** `IDENTITY_TRUSTED_PROXIES` (comma list of peer addresses) or the default loopback ones. */
export function trustedProxies(value: string | undefined): readonly string[] {
  const listed = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed : DEFAULT_TRUSTED_PROXIES;
}

/**
 * The visitor's address, for per-address limits, by the API's rule (apps/api/src/lib/client-address.ts):
 * the last entry of X-Forwarded-For (the one the trusted proxy added) when the peer is a trusted
 * proxy, else the peer itself. A visitor cannot pick their address by sending the header directly.
 */
export function clientAddress(req: IncomingMessage, trusted: ReadonlySet<string>): string {
  const peer = req.socket.remoteAddress ?? '';
  if (!trusted.has(peer)) return peer || 'unknown';
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return forwarded && forwarded.length <= 64 ? forwarded : peer || 'unknown';
}
