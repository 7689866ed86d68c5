/** How an attempt limit counts: so many failures within a window lock the key for a while. */
export interface AttemptRule {
  /** Failures (or, for a rate, requests) allowed within the window. */
  readonly max: number;
  readonly windowMs: number;
  /** How long the key stays locked once over the limit. */
  readonly lockMs: number;
}

interface Counter {
  count: number;
  windowEnds: number;
  lockedUntil: number;
}

/**
 * Counts attempts per key (a card number, a client address) in fixed windows, and locks a key
 * that went over its limit (issue 12, item 1). In memory, bounded: the oldest keys go first.
 * The clock is passed in (the API's store clock), so tests move it instead of waiting.
 */
export class AttemptLimiter {
  readonly #counters = new Map<string, Counter>();

  constructor(
    readonly rule: AttemptRule,
    readonly maxKeys = 100_000,
  ) {}

  /** Milliseconds until the key may try again; 0 when it may now. */
  lockedFor(key: string, now: number): number {
    const counter = this.#counters.get(key);
    return counter && counter.lockedUntil > now ? counter.lockedUntil - now : 0;
  }

  /** Counts one attempt; returns how long the key is now locked for (0: not locked). */
  count(key: string, now: number): number {
    let counter = this.#counters.get(key);
    if (!counter || counter.windowEnds <= now) {
      counter = { count: 0, windowEnds: now + this.rule.windowMs, lockedUntil: counter?.lockedUntil ?? 0 };
    }
    this.#counters.delete(key);
    counter.count += 1;
    if (counter.count >= this.rule.max) counter.lockedUntil = Math.max(counter.lockedUntil, now + this.rule.lockMs);
    this.#counters.set(key, counter);
    this.#prune(now);
    return this.lockedFor(key, now);
  }

  /** Forgets a key (the right code was given: its failures no longer count). */
  clear(key: string): void {
    this.#counters.delete(key);
  }

  #prune(now: number): void {
    if (this.#counters.size <= this.maxKeys) return;
    for (const [key, counter] of this.#counters) {
      if (this.#counters.size <= this.maxKeys) break;
      if (counter.windowEnds <= now && counter.lockedUntil <= now) this.#counters.delete(key);
    }
    while (this.#counters.size > this.maxKeys) {
      const oldest = this.#counters.keys().next().value;
      if (oldest === undefined) break;
      this.#counters.delete(oldest);
    }
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
