import type { AttemptRule, SharedCounters } from '@marquee/db';

export type { AttemptRule } from '@marquee/db';

/**
 * Counts attempts per key (a card number, a client address) in fixed windows, and locks a key
 * that went over its limit (issue 12, item 1). The counts live in the shared database (one atomic
 * statement each), so N API instances enforce one limit, not N (issue 24 item 6). The clock is
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
