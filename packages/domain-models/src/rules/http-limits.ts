/**
 * How long a client has to send a request, on every HTTP server of the platform: the edge, the
 * remotes' servers, the API and the identity provider. One
 * value everywhere: a slow client is cut off at the same time whichever server it reaches.
 */
export const HTTP_TIMEOUTS = {
  /** Time a client has to send a request's headers (ms). */
  headersTimeoutMs: 10_000,
  /** Time a client has to send a whole request, headers and body (ms). */
  requestTimeoutMs: 30_000,
} as const;

/**
 * The timeout options of Node's `http.createServer` for those limits (or shorter ones a test
 * gives). They must be given at creation: `connectionsCheckingInterval`, how often Node checks open
 * connections against the timeouts, is 30 s by default, which let a client trickling its headers
 * hold on for ~34 s past a 10 s limit. Checked every quarter of the headers timeout, at most every
 * second; the whole-request timeout is never shorter than the headers one.
 */
export function httpServerTimeouts(
  limits: { readonly headersTimeoutMs?: number; readonly requestTimeoutMs?: number } = {},
): { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number } {
  const headersTimeout = limits.headersTimeoutMs ?? HTTP_TIMEOUTS.headersTimeoutMs;
  return {
    headersTimeout,
    requestTimeout: Math.max(limits.requestTimeoutMs ?? HTTP_TIMEOUTS.requestTimeoutMs, headersTimeout),
    connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.round(headersTimeout / 4))),
  };
}
