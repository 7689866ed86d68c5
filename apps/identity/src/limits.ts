import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Timeouts and caps of the provider's HTTP server: the edge's (apps/edge/src/limits.ts) and the
 * API's, so a client trickling its headers is cut after 10 s here too.
 */
export const SERVER_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  maxConnections: 1_000,
} as const;

export type ServerLimits = { readonly [K in keyof typeof SERVER_LIMITS]: number };

/**
 * Options `http.createServer` takes only at creation. Node checks open connections against the
 * headers and request timeouts every `connectionsCheckingInterval` (30 s by default): with that
 * default a trickling client held on for ~34 s whatever `headersTimeout` said.
 */
export function serverOptions(limits: ServerLimits = SERVER_LIMITS) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
    connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.round(limits.headersTimeoutMs / 4))),
  };
}

const CONNECT_REFUSED =
  'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, POST, OPTIONS\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** Applies the limits set on a created server; `CONNECT` gets a 405 (Node's default closes the socket). */
export function applyLimits(server: Server, limits: ServerLimits = SERVER_LIMITS): void {
  const options = serverOptions(limits);
  server.headersTimeout = options.headersTimeout;
  server.requestTimeout = options.requestTimeout;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  // A socket that sends nothing (not even a trickle) for this long is closed.
  server.setTimeout(limits.idleTimeoutMs, (socket) => socket.destroy());
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(CONNECT_REFUSED);
  });
  // Bad requests keep Node's own answers (400, 408 on a timeout, 431 for headers too large).
}
