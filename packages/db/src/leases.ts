import { randomUUID } from 'node:crypto';
import type { Db } from './types';

/**
 * A job that one instance runs at a time (the showtime window, the alert sender …): a lease row
 * taken with one atomic upsert that succeeds only when the lease is free or expired, renewed by
 * its holder, and released when done. A holder that dies loses the lease when it expires, so
 * another instance takes over. Works the same on both engines.
 */
export class JobLease {
  readonly holder = randomUUID();
  constructor(
    readonly db: Db,
    readonly name: string,
    readonly ttlMs: number,
  ) {}

  /** Takes (or renews) the lease; true when this instance holds it now. */
  async acquire(now = Date.now()): Promise<boolean> {
    const { changes } = await this.db.run(
      `INSERT INTO job_leases (name, holder, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE job_leases.holder = excluded.holder OR job_leases.expires_at <= ?`,
      [this.name, this.holder, now + this.ttlMs, now],
    );
    return changes === 1;
  }

  async release(): Promise<void> {
    await this.db.run('DELETE FROM job_leases WHERE name = ? AND holder = ?', [this.name, this.holder]);
  }

  /** Runs `fn` if this instance can take the lease; returns whether it ran. */
  async runExclusive(fn: () => Promise<void>, now = Date.now()): Promise<boolean> {
    if (!(await this.acquire(now))) return false;
    try {
      await fn();
    } finally {
      await this.release().catch(() => undefined);
    }
    return true;
  }
}
