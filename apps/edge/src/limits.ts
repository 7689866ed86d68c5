import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { HTTP_TIMEOUTS, httpServerTimeouts } from '@marquee/domain-models';

/** Timeouts and caps of a server we run. */
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

/**
 * Defaults: generous for a real visitor on a slow phone, short for a client that holds a connection.
 * The headers and request timeouts are the platform's one value (HTTP_TIMEOUTS, @marquee/domain-models).
 */
export const SERVER_LIMITS = {
  headersTimeoutMs: HTTP_TIMEOUTS.headersTimeoutMs,
  requestTimeoutMs: HTTP_TIMEOUTS.requestTimeoutMs,
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
  return httpServerTimeouts(limits);
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
 * the rest of a body it answered before reading). Node's default destroys the
 * socket at once, cutting short an answer still being written on it: the visitor got a hang-up
 * instead of the answer. Here an answer under way is finished first, then the connection is
 * closed; with nothing under way, the client gets a plain 400 (431 for headers too large).
 *
 * Bad framing inside the body of the request being served (a chunk size that is not hex, a chunk
 * without its CRLF) is that request's fault: it gets its 400 at once, whatever
 * was going to answer it, and the connection closes; the request's body then ends in an error, so
 * a proxy stops its upstream request instead of waiting for a body that never comes.
 */
export function closeOnClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (inFlight && !inFlight.writableFinished) {
    inFlight.shouldKeepAlive = false;
    inFlight.once('close', () => socket.destroy());
    const request: IncomingMessage | undefined = inFlight.req;
    if (request && !request.complete && !inFlight.headersSent) {
      inFlight.once('finish', () => {
        // The body ends in this error for whoever reads it (a proxy piping it upstream stops).
        request.on('error', () => {});
        request.destroy(error);
        socket.destroy();
      });
      inFlight.writeHead(400, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'close',
      });
      inFlight.end('Bad request framing\n');
      return;
    }
    inFlight.once('finish', () => socket.end());
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * A CONNECT (a tunnel: we are no forward proxy) gets 405 and the connection closes. Node emits
 * CONNECT as its own event and, with nobody listening, closed the socket without a word.
 * Registered on the edge and the remotes' servers; the API does the same.
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  socket.on('error', () => socket.destroy());
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
  );
}
