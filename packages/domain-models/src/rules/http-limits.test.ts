import { describe, expect, it } from 'vitest';
import { HTTP_TIMEOUTS, httpServerTimeouts } from './http-limits';

describe('httpServerTimeouts', () => {
  it('gives the platform timeouts, checked every second (Node checks every 30 s by default)', () => {
    expect(httpServerTimeouts()).toEqual({
      headersTimeout: HTTP_TIMEOUTS.headersTimeoutMs,
      requestTimeout: HTTP_TIMEOUTS.requestTimeoutMs,
      connectionsCheckingInterval: 1_000,
    });
  });

  it('checks a short limit four times over its span, never more often than every 100 ms', () => {
    expect(httpServerTimeouts({ headersTimeoutMs: 600, requestTimeoutMs: 1_000 })).toEqual({
      headersTimeout: 600,
      requestTimeout: 1_000,
      connectionsCheckingInterval: 150,
    });
    expect(httpServerTimeouts({ headersTimeoutMs: 50 }).connectionsCheckingInterval).toBe(100);
  });

  it('never lets the whole request time out before its headers', () => {
    expect(httpServerTimeouts({ headersTimeoutMs: 5_000, requestTimeoutMs: 1_000 }).requestTimeout).toBe(5_000);
  });
});
