import type { Migration } from './migrate';
import type { Db } from './types';

/** The shared tables: counters of attempts, single-use keys, job leases. */
export const SHARED_MIGRATIONS: readonly Migration[] = [
  {
    id: '001-limits',
    sql: `
    CREATE TABLE limit_counters (
      key TEXT PRIMARY KEY, count INTEGER NOT NULL, window_ends BIGINT NOT NULL, locked_until BIGINT NOT NULL);
    CREATE INDEX limit_counters_expiry ON limit_counters (window_ends);
    CREATE TABLE used_keys (key TEXT PRIMARY KEY, expires_at BIGINT NOT NULL);
    CREATE INDEX used_keys_expiry ON used_keys (expires_at);
    CREATE TABLE job_leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at BIGINT NOT NULL);
    `,
  },
];

/** How an attempt limit counts: so many attempts within a window lock the key for a while. */
export interface AttemptRule {
  /** Attempts (failures, or requests for a rate) allowed within the window. */
  readonly max: number;
  readonly windowMs: number;
  /** How long the key stays locked once it reaches `max`. */
  readonly lockMs: number;
}

/**
 * Attempt counters in the shared database, so N instances count one limit, not N: each count is
 * one atomic upsert (a fixed window per key; reaching `max` locks the key for `lockMs`). Keys are
 * namespaced by the caller ("gift-card:…", "address:…"). The clock is passed in, so tests move it.
 */
export class SharedCounters {
  #writes = 0;
  constructor(readonly db: Db) {}

  /** Milliseconds until the key may try again; 0 when it may now. */
  async lockedFor(key: string, now: number): Promise<number> {
    const row = await this.db.get<{ locked_until: number }>('SELECT locked_until FROM limit_counters WHERE key = ?', [
      key,
    ]);
    return row && row.locked_until > now ? row.locked_until - now : 0;
  }

  /**
   * Counts one attempt; returns the attempts counted in the current window, how long the key
   * is now locked for (0: not locked) and how long the current window has left.
   */
  async count(
    key: string,
    rule: AttemptRule,
    now: number,
  ): Promise<{ count: number; lockedFor: number; windowEndsIn: number }> {
    const windowEnds = now + rule.windowMs;
    const lockUntil = now + rule.lockMs;
    // `count` in SET is the stored value; the new count is that + 1, or 1 in a new window.
    const row = await this.db.get<{ count: number; locked_until: number; window_ends: number }>(
      `INSERT INTO limit_counters (key, count, window_ends, locked_until)
       VALUES (?, 1, ?, CASE WHEN 1 >= CAST(? AS BIGINT) THEN CAST(? AS BIGINT) ELSE 0 END)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN limit_counters.window_ends <= CAST(? AS BIGINT) THEN 1 ELSE limit_counters.count + 1 END,
         window_ends = CASE WHEN limit_counters.window_ends <= CAST(? AS BIGINT) THEN CAST(? AS BIGINT) ELSE limit_counters.window_ends END,
         locked_until = CASE
           WHEN (CASE WHEN limit_counters.window_ends <= CAST(? AS BIGINT) THEN 1 ELSE limit_counters.count + 1 END) >= CAST(? AS BIGINT)
             AND limit_counters.locked_until < CAST(? AS BIGINT) THEN CAST(? AS BIGINT)
           ELSE limit_counters.locked_until END
       RETURNING count, locked_until, window_ends`,
      [key, windowEnds, rule.max, lockUntil, now, now, windowEnds, now, rule.max, lockUntil, lockUntil],
    );
    this.#maybeSweep(now);
    const lockedUntil = row?.locked_until ?? 0;
    const endsAt = Number(row?.window_ends ?? now + rule.windowMs);
    return {
      count: row?.count ?? 1,
      lockedFor: lockedUntil > now ? lockedUntil - now : 0,
      windowEndsIn: Math.max(0, endsAt - now),
    };
  }

  /** Forgets a key (the right code was given: its failures no longer count). */
  async clear(key: string): Promise<void> {
    await this.db.run('DELETE FROM limit_counters WHERE key = ?', [key]);
  }

  /** Every 500 writes, drop counters whose window and lock are over (bounded table). */
  #maybeSweep(now: number): void {
    this.#writes += 1;
    if (this.#writes % 500 !== 0) return;
    void this.sweep(now).catch(() => undefined);
  }

  async sweep(now: number): Promise<number> {
    const a = await this.db.run('DELETE FROM limit_counters WHERE window_ends <= ? AND locked_until <= ?', [now, now]);
    const b = await this.db.run('DELETE FROM used_keys WHERE expires_at <= ?', [now]);
    return a.changes + b.changes;
  }

  /**
   * Marks a single-use key (a solved challenge, a one-time link) as used, until `expiresAt`
   * (after which the key is refused anyway by its own expiry). True the first time, on any
   * instance; false for every replay.
   */
  async useOnce(key: string, expiresAt: number, now: number): Promise<boolean> {
    this.#maybeSweep(now);
    const { changes } = await this.db.run(
      'INSERT INTO used_keys (key, expires_at) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
      [key, expiresAt],
    );
    return changes === 1;
  }

  /** Whether a single-use key was marked (by `useOnce`, on any instance) and has not expired. */
  async has(key: string, now: number): Promise<boolean> {
    const row = await this.db.get<{ expires_at: number }>('SELECT expires_at FROM used_keys WHERE key = ?', [key]);
    return row !== undefined && Number(row.expires_at) > now;
  }
}
