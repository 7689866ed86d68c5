import { type Migration, migrate } from './migrate';
import type { Db } from './types';

/** The list's table, on either engine (its own migration scope: the provider and the API both open it). */
export const REVOKED_GRANT_MIGRATIONS: readonly Migration[] = [
  {
    id: '001-revoked-grants',
    sql: `
    CREATE TABLE revoked_grants (grant_id TEXT PRIMARY KEY, expires_at BIGINT NOT NULL);
    CREATE INDEX revoked_grants_expiry ON revoked_grants (expires_at);
    `,
  },
];

/**
 * The grants the sign-in provider has revoked (a replayed authorization code, a logout at the
 * provider, a revoked refresh token), published for the API: the API verifies its JWT access
 * tokens locally, so without this list a token of a revoked grant stayed good until it expired
 * (decision 0037). The provider writes a row when it revokes a grant's access
 * tokens and keeps it until the longest of them has expired; the API refuses any token whose
 * `grant_id` is listed. Both open the same database: the shared one (DATABASE_URL), or with the
 * embedded default the API's SQLite file. Times are epoch seconds; the clock is passed in.
 */
export class RevokedGrants {
  private constructor(
    readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Opens the list on `db`, creating its table once (under the migration lock). */
  static async open(db: Db, now: () => number = Date.now): Promise<RevokedGrants> {
    await migrate(db, 'revoked-grants', REVOKED_GRANT_MIGRATIONS);
    return new RevokedGrants(db, now);
  }

  /** Lists a grant until `expiresAt` (epoch seconds) and forgets the rows that have expired. */
  async revoke(grantId: string, expiresAt: number): Promise<void> {
    await this.db.run('DELETE FROM revoked_grants WHERE expires_at < ?', [this.seconds()]);
    await this.db.run(
      `INSERT INTO revoked_grants (grant_id, expires_at) VALUES (?, ?)
       ON CONFLICT (grant_id) DO UPDATE SET expires_at = excluded.expires_at`,
      [grantId, expiresAt],
    );
  }

  /** Whether a grant is listed (one indexed lookup; expired rows no longer count). */
  async isRevoked(grantId: string): Promise<boolean> {
    const row = await this.db.get('SELECT 1 AS one FROM revoked_grants WHERE grant_id = ? AND expires_at >= ?', [
      grantId,
      this.seconds(),
    ]);
    return row !== undefined;
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }
}
