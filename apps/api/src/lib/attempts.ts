import type { AttemptRule, SharedCounters } from '@marquee/db';

export type { AttemptRule } from '@marquee/db';

/**
 * Counts attempts per key (a card number, a client address) in fixed windows, and locks a key
 * that went over its limit. The counts live in the shared database (one atomic
 * statement each), so N API instances enforce one limit, not N. The clock is
 * passed in (the API's store clock), so tests move it instead of waiting.
 */
export class AttemptLimiter {
  constructor(
    readonly counters: SharedCounters,
    /** Namespaces this limiter's keys in the shared table ("card", "address" …). */
    readonly name: string,
    readonly rule: AttemptRule,
  ) {}

  /** Milliseconds until the key may try again; 0 when it may now. */
  lockedFor(key: string, now: number): Promise<number> {
    return this.counters.lockedFor(`${this.name}:${key}`, now);
  }

  /** Counts one attempt; returns how long the key is now locked for (0: not locked). */
  async count(key: string, now: number): Promise<number> {
    return (await this.counters.count(`${this.name}:${key}`, this.rule, now)).lockedFor;
  }

  /** Forgets a key (the right code was given: its failures no longer count). */
  clear(key: string): Promise<void> {
    return this.counters.clear(`${this.name}:${key}`);
  }
}

/**
 * The answer past a limit: 429 with `Retry-After` (whole seconds) and a JSON error whose message
 * the caller wrote in the visitor's language; never stored by a cache.
 */
export function tooManyRequests(error: string, message: string, retryAfterMs: number): Response {
  return new Response(JSON.stringify({ status: 429, error, message }), {
    status: 429,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    },
  });
}
