import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Peers whose X-Forwarded-For is believed: the edge, on the same machine. */
const TRUSTED_PEERS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The visitor's address, for per-address limits: the address the edge saw (the last entry of
 * X-Forwarded-For, which the edge sets) when the request came through a trusted peer, else the peer.
 */
export function clientAddress(c: Context): string {
  let peer = '';
  try {
    peer = getConnInfo(c).remote.address ?? '';
  } catch {
    peer = '';
  }
  if (!TRUSTED_PEERS.has(peer)) return peer || 'unknown';
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return forwarded && forwarded.length <= 64 ? forwarded : peer;
}
