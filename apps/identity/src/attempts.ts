import type { Db } from '@marquee/db';
import { createHash } from 'node:crypto';

/**
 * Attempt limits with progressive delays, counted in the provider's database so that every
 * provider process on it sees the same counts. A rule lets `free`
 * failures through; each one after that makes the next attempt wait `baseDelayMs`, doubling up
 * to `maxDelayMs`; the count starts again after `resetAfterMs` without a failure.
 */
export interface LimitRule {
  readonly free: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly resetAfterMs: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Sign-in failures are counted per address and per (account, address) pair, never per account
 * alone: a stranger's guesses slow the stranger's own address, not the owner signing in from
 * theirs (five wrong passwords from anywhere used to lock the account for 10 minutes).
 * Sign-up attempts are counted per address, every attempt.
 */
export const ATTEMPT_RULES = {
  'sign-in:pair': { free: 5, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE, resetAfterMs: DAY },
  'sign-in:address': { free: 20, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, resetAfterMs: DAY },
  'sign-up:address': { free: 10, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, resetAfterMs: DAY },
} as const satisfies Record<string, LimitRule>;

export type AttemptScope = keyof typeof ATTEMPT_RULES;

export interface AttemptCount {
  readonly failures: number;
  /** Epoch milliseconds of the last counted attempt. */
  readonly lastAt: number;
}

/**
 * The counters' storage: async, portable SQL (`?` placeholders, standard INSERT … ON CONFLICT …
 * DO UPDATE with a CASE, times computed here) so that a PostgreSQL store can implement it with
 * the same statements. Each count is one atomic statement: no read-modify-write in a process.
 */
export interface AttemptStore {
  read(scope: string, key: string): Promise<AttemptCount | undefined>;
  /** Adds one at `now`, starting again from one when the last was at or before `resetBefore`. */
  count(scope: string, key: string, now: number, resetBefore: number): Promise<void>;
  clear(scope: string, key: string): Promise<void>;
  /** Deletes counters whose last attempt was at or before `before`; how many. */
  sweep(before: number): Promise<number>;
}

export const ATTEMPT_STORE_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS attempt_counters (
    scope VARCHAR(32) NOT NULL,
    key VARCHAR(255) NOT NULL,
    failures INTEGER NOT NULL,
    last_at BIGINT NOT NULL,
    PRIMARY KEY (scope, key))`,
  'CREATE INDEX IF NOT EXISTS attempt_counters_last ON attempt_counters (last_at)',
] as const;

export const ATTEMPT_STORE_SQL = {
  read: 'SELECT failures, last_at FROM attempt_counters WHERE scope = ? AND key = ?',
  count: `INSERT INTO attempt_counters (scope, key, failures, last_at) VALUES (?, ?, 1, ?)
    ON CONFLICT (scope, key) DO UPDATE SET
      failures = CASE WHEN attempt_counters.last_at <= ? THEN 1 ELSE attempt_counters.failures + 1 END,
      last_at = excluded.last_at`,
  clear: 'DELETE FROM attempt_counters WHERE scope = ? AND key = ?',
  sweep: 'DELETE FROM attempt_counters WHERE last_at <= ?',
} as const;

/** The counters on the provider's database through @marquee/db (SQLite, or PostgreSQL shared by every instance). */
export class DbAttemptStore implements AttemptStore {
  constructor(private readonly db: Db) {}

  async read(scope: string, key: string): Promise<AttemptCount | undefined> {
    const row = await this.db.get<{ failures: number; last_at: number }>(ATTEMPT_STORE_SQL.read, [scope, key]);
    return row ? { failures: Number(row.failures), lastAt: Number(row.last_at) } : undefined;
  }
  async count(scope: string, key: string, now: number, resetBefore: number): Promise<void> {
    await this.db.run(ATTEMPT_STORE_SQL.count, [scope, key, now, resetBefore]);
  }
  async clear(scope: string, key: string): Promise<void> {
    await this.db.run(ATTEMPT_STORE_SQL.clear, [scope, key]);
  }
  async sweep(before: number): Promise<number> {
    return (await this.db.run(ATTEMPT_STORE_SQL.sweep, [before])).changes;
  }
}

/** How long the next attempt must wait after `count` (0: it may go now). */
export function waitMs(rule: LimitRule, count: AttemptCount | undefined, now: number): number {
  if (!count || now - count.lastAt >= rule.resetAfterMs || count.failures < rule.free) return 0;
  const delay = Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (count.failures - rule.free));
  return Math.max(0, count.lastAt + delay - now);
}

/** The key of an (account, address) pair: hashed, so the table holds no email address. */
export function pairKey(email: string, address: string): string {
  return createHash('sha256').update(`${email.trim().toLowerCase()}\n${address}`).digest('base64url');
}

export interface AttemptCheck {
  readonly scope: AttemptScope;
  readonly key: string;
}

/** The limits over a store. */
export class AttemptLimits {
  constructor(
    private readonly store: AttemptStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** The longest wait among the checks (0: the attempt may go). */
  async wait(checks: readonly AttemptCheck[]): Promise<number> {
    const now = this.now();
    const waits = await Promise.all(
      checks.map(async ({ scope, key }) => waitMs(ATTEMPT_RULES[scope], await this.store.read(scope, key), now)),
    );
    return Math.max(0, ...waits);
  }

  /** Counts one attempt (a failure, or for sign-up any attempt) on each check. */
  async count(checks: readonly AttemptCheck[]): Promise<void> {
    const now = this.now();
    for (const { scope, key } of checks) {
      await this.store.count(scope, key, now, now - ATTEMPT_RULES[scope].resetAfterMs);
    }
  }

  clear(check: AttemptCheck): Promise<void> {
    return this.store.clear(check.scope, check.key);
  }

  /** Forgets counters idle past every rule's reset. */
  sweep(): Promise<number> {
    const longest = Math.max(...Object.values(ATTEMPT_RULES).map((rule) => rule.resetAfterMs));
    return this.store.sweep(this.now() - longest);
  }
}
