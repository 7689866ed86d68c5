import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** Timeouts and caps of a server we run (issue 12, item 7). */
export interface ServerLimits {
  /** Time a client has to send a request's headers (ms). */
  readonly headersTimeoutMs?: number;
  /** Time a client has to send a whole request, headers and body (ms). */
  readonly requestTimeoutMs?: number;
  /** An idle keep-alive connection is closed after this (ms). */
  readonly keepAliveTimeoutMs?: number;
  /** A connection with no traffic at all is closed after this (ms). */
  readonly idleTimeoutMs?: number;
  /** Connections open at once; more are refused until some close. */
  readonly maxConnections?: number;
  /**
   * Requests one keep-alive connection may carry (0: no limit). Past it Node answers 503 to a
   * client that keeps sending on the connection: a 5xx for nothing, so off by default.
   */
  readonly maxRequestsPerSocket?: number;
}

/** Defaults: generous for a real visitor on a slow phone, short for a client that holds a connection. */
export const SERVER_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  maxConnections: 4_096,
  maxRequestsPerSocket: 0,
} as const satisfies Required<ServerLimits>;

/**
 * Options for `http.createServer` that must be given at creation: how often Node checks open
 * connections against the headers and request timeouts (by default every 30 s, which would let a
 * trickling client hold on far beyond a short timeout).
 */
export function serverOptions(limits: ServerLimits = {}): {
  connectionsCheckingInterval: number;
  requestTimeout: number;
  headersTimeout: number;
} {
  const headersTimeout = limits.headersTimeoutMs ?? SERVER_LIMITS.headersTimeoutMs;
  const requestTimeout = Math.max(limits.requestTimeoutMs ?? SERVER_LIMITS.requestTimeoutMs, headersTimeout);
  return {
    headersTimeout,
    requestTimeout,
    connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.round(headersTimeout / 4))),
  };
}

/** Applies the limits that can be set on a created server. */
export function applyLimits(server: Server, limits: ServerLimits = {}): void {
  const all = { ...SERVER_LIMITS, ...limits };
  server.headersTimeout = serverOptions(limits).headersTimeout;
  server.requestTimeout = serverOptions(limits).requestTimeout;
  server.keepAliveTimeout = all.keepAliveTimeoutMs;
  server.maxConnections = all.maxConnections;
  server.maxRequestsPerSocket = all.maxRequestsPerSocket;
  // A socket that sends nothing (not even a trickle) for this long is closed.
  server.setTimeout(all.idleTimeoutMs, (socket) => socket.destroy());
}

/**
 * What a server does with bytes it cannot parse as a request (a bad method, a header too large,
 * the rest of a body it answered before reading: issue 12, item 9). Node's default destroys the
 * socket at once, cutting short an answer still being written on it: the visitor got a hang-up
 * instead of the answer. Here an answer under way is finished first, then the connection is
 * closed; with nothing under way, the client gets a plain 400 (431 for headers too large).
 */
export function closeOnClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (inFlight && !inFlight.writableFinished) {
    inFlight.shouldKeepAlive = false;
    inFlight.once('finish', () => socket.end());
    inFlight.once('close', () => socket.destroy());
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
