import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { type DatabaseTarget, type Db, type Migration, migrate, openDb } from '@marquee/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@marquee/domain-models';
import { ATTEMPT_STORE_SCHEMA } from './attempts';
import { OIDC_STORE_SCHEMA } from './oidc-store';

/** An account of the provider (the subject of its tokens). */
export interface Account {
  readonly sub: string;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly emailVerified: boolean;
}

interface AccountRow {
  sub: string;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  email_verified: number;
}

/**
 * scrypt parameters (RFC 7914): N = 2^15, r = 8, p = 1 is OWASP's minimum for scrypt; 64 MiB
 * of memory per hash makes guessing on GPUs costly. Kept in each hash so they can grow later.
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keylen: 32 } as const;
const SCRYPT_MAXMEM = 128 * SCRYPT.N * SCRYPT.r * 2;

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keylen: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, keylen, { N, r, p, maxmem: SCRYPT_MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize('NFC'), salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keylen);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(
    password.normalize('NFC'),
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password: compared when the email is unknown, so both answers take as long. */
let decoyHash: Promise<string> | undefined;

/**
 * The demo accounts' password (published: `marquee-demo`) hashed once per process, for every
 * demo account a store creates: one scrypt instead of one per account and per store opened
 * (0.11 CPU-s each; tests open a store per test).
 */
let demoHash: Promise<string> | undefined;
function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD).catch((error: unknown) => {
    demoHash = undefined; // the next store tries again
    throw error;
  });
  return demoHash;
}

/** Why a sign-up form was refused (whether the email has an account is never one). */
export type SignUpProblem = 'email_invalid' | 'password_short' | 'name_missing';

/** How long a sign-up confirmation link is valid. */
export const SIGN_UP_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** How long after a sign-up "send the link again" still makes a new link. */
const SIGN_UP_RESEND_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** A sign-up form accepted: a new email waits for its confirmation link, a known one gets a notice. */
export type SignUpRequest =
  | { readonly kind: 'new'; readonly token: string; readonly expiresAt: number }
  | { readonly kind: 'existing'; readonly account: Account };

/** Where the sign-up came from: the confirmation page offers to go on there. */
export interface SignUpContext {
  readonly lang: string;
  /** The authorization interaction of the sign-up screen (its sign-in screen, in the same browser). */
  readonly interaction?: string;
  /** The site's origin (the client's redirect URI). */
  readonly site?: string;
  readonly now: number;
}

/** What a confirmation link did. */
export type ConfirmResult =
  | {
      readonly ok: true;
      readonly account: Account;
      readonly interaction?: string;
      readonly site?: string;
      readonly lang: string;
    }
  | { readonly ok: false; readonly reason: 'unknown' | 'used' | 'expired' | 'email_taken' };

interface SignUpRequestRow {
  token_hash: string;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  lang: string;
  interaction: string | null;
  site: string | null;
  created_at: number | string;
  expires_at: number | string;
  used_at: number | string | null;
}

/** Links are kept as their SHA-256 only: the database never holds a usable link. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export const PASSWORD_MIN_LENGTH = 8;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,180}\.[^\s@]{2,63}$/;

const fromRow = (row: AccountRow): Account => ({
  sub: row.sub,
  email: row.email,
  givenName: row.given_name,
  familyName: row.family_name,
  emailVerified: row.email_verified === 1,
});

/**
 * The provider's tables: accounts, secrets (the development keys), oidc-provider's sessions,
 * grants, codes and tokens (oidc-store.ts), attempt counters (attempts.ts). On SQLite the
 * statements are those the provider always ran (`IF NOT EXISTS`: files made before keep working);
 * on PostgreSQL an email is unique whatever its case through an index on lower(email).
 */
const IDENTITY_MIGRATIONS: readonly Migration[] = [
  {
    id: '001-accounts',
    sqlite: `
      CREATE TABLE IF NOT EXISTS accounts (
        sub TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL,
        given_name TEXT NOT NULL, family_name TEXT NOT NULL, email_verified INTEGER NOT NULL,
        created_at TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      ${[...OIDC_STORE_SCHEMA, ...ATTEMPT_STORE_SCHEMA].join(';\n')};`,
    postgres: `
      CREATE TABLE accounts (
        sub TEXT PRIMARY KEY, email TEXT NOT NULL, password_hash TEXT NOT NULL,
        given_name TEXT NOT NULL, family_name TEXT NOT NULL, email_verified INTEGER NOT NULL,
        created_at TEXT NOT NULL);
      CREATE UNIQUE INDEX accounts_email ON accounts (lower(email));
      CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      ${[...OIDC_STORE_SCHEMA, ...ATTEMPT_STORE_SCHEMA].join(';\n')};`,
  },
  {
    // Issue 31 item 5: a sign-up makes an account only once its email is confirmed by a
    // single-use, expiring link (kept as a SHA-256); until then the email stays free.
    id: '002-sign-up-requests',
    sql: `
      CREATE TABLE sign_up_requests (
        token_hash TEXT PRIMARY KEY, email TEXT NOT NULL, password_hash TEXT NOT NULL,
        given_name TEXT NOT NULL, family_name TEXT NOT NULL, lang TEXT NOT NULL,
        interaction TEXT, site TEXT, created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, used_at BIGINT);
      CREATE INDEX sign_up_requests_email ON sign_up_requests (lower(email), created_at);`,
  },
];

/**
 * Accounts, the signing key and the cookie keys of the provider, in its database: a SQLite file
 * by default, DATABASE_URL's PostgreSQL when set (every provider instance on it shares accounts,
 * sessions, tokens and limits).
 */
export class AccountStore {
  readonly db: Db;

  private constructor(db: Db) {
    this.db = db;
  }

  /** Opens (creating and migrating under a lock) the database and makes sure every demo account exists. */
  static async open(target: DatabaseTarget | string): Promise<AccountStore> {
    const db = openDb(typeof target === 'string' ? { engine: 'sqlite', path: target } : target, {
      sqlite: { busyTimeoutMs: 5000 },
      postgres: { applicationName: 'marquee-identity' },
    });
    try {
      await migrate(db, 'identity', IDENTITY_MIGRATIONS);
      const store = new AccountStore(db);
      for (const demo of DEMO_ACCOUNTS) {
        if (await store.findByEmail(demo.email)) continue;
        await db.run(
          `INSERT INTO accounts (sub, email, password_hash, given_name, family_name, email_verified, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          [
            demo.sub,
            demo.email,
            await demoPasswordHash(),
            demo.givenName,
            demo.familyName,
            demo.emailVerified ? 1 : 0,
            new Date().toISOString(),
          ],
        );
      }
      return store;
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
  }

  async findBySub(sub: string): Promise<Account | undefined> {
    const row = await this.db.get<AccountRow>('SELECT * FROM accounts WHERE sub = ?', [sub]);
    return row ? fromRow(row) : undefined;
  }

  #byEmail(email: string): Promise<AccountRow | undefined> {
    return this.db.get<AccountRow>('SELECT * FROM accounts WHERE lower(email) = lower(?)', [email.trim()]);
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    const row = await this.#byEmail(email);
    return row ? fromRow(row) : undefined;
  }

  /**
   * The account when the password matches; 'unconfirmed' when the email has no account but a
   * sign-up waiting for its confirmation with this password. The same work (one scrypt) is done
   * whatever the case, so the time of the answer tells nothing.
   */
  async authenticate(email: string, password: string, now = Date.now()): Promise<Account | 'unconfirmed' | undefined> {
    const row = await this.#byEmail(email);
    if (!row) {
      const pending = await this.#latestRequest(email, now - SIGN_UP_RESEND_WINDOW_MS);
      if (pending) return (await verifyPassword(password, pending.password_hash)) ? 'unconfirmed' : undefined;
      decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
      await verifyPassword(password, await decoyHash);
      return undefined;
    }
    return (await verifyPassword(password, row.password_hash)) ? fromRow(row) : undefined;
  }

  /** The newest unused sign-up of an email made after `since`. */
  #latestRequest(email: string, since: number): Promise<SignUpRequestRow | undefined> {
    return this.db.get<SignUpRequestRow>(
      `SELECT * FROM sign_up_requests WHERE lower(email) = lower(?) AND used_at IS NULL AND created_at > ?
       ORDER BY created_at DESC LIMIT 1`,
      [email.trim(), since],
    );
  }

  /**
   * A sign-up form: checked, the password hashed (before the email is looked up: a known email
   * costs the same work), then either a confirmation link for a new email (no account yet) or
   * the known account (the caller mails its owner a notice). The answer to the visitor is the
   * same for both.
   */
  async requestSignUp(
    input: { email: string; password: string; givenName: string; familyName: string },
    context: SignUpContext,
  ): Promise<SignUpRequest | SignUpProblem> {
    const email = input.email.trim();
    if (!EMAIL.test(email)) return 'email_invalid';
    if (input.givenName.trim() === '' || input.familyName.trim() === '') return 'name_missing';
    if ([...input.password].length < PASSWORD_MIN_LENGTH) return 'password_short';
    const hash = await hashPassword(input.password);
    const account = await this.findByEmail(email);
    if (account) return { kind: 'existing', account };
    const token = randomBytes(32).toString('base64url');
    const expiresAt = context.now + SIGN_UP_LINK_TTL_MS;
    await this.db.run(
      `INSERT INTO sign_up_requests (token_hash, email, password_hash, given_name, family_name, lang, interaction, site, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        tokenHash(token),
        email,
        hash,
        input.givenName.trim(),
        input.familyName.trim(),
        context.lang,
        context.interaction ?? null,
        context.site ?? null,
        context.now,
        expiresAt,
      ],
    );
    return { kind: 'new', token, expiresAt };
  }

  /**
   * "Send the link again": a new link for the newest sign-up of the email (made in the last
   * 7 days, not confirmed), with its details; undefined when there is none.
   */
  async renewSignUp(
    email: string,
    now: number,
  ): Promise<{ token: string; lang: string; givenName: string } | undefined> {
    const row = await this.#latestRequest(email, now - SIGN_UP_RESEND_WINDOW_MS);
    if (!row || (await this.#byEmail(email))) return undefined;
    const token = randomBytes(32).toString('base64url');
    await this.db.run(
      `INSERT INTO sign_up_requests (token_hash, email, password_hash, given_name, family_name, lang, interaction, site, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        tokenHash(token),
        row.email,
        row.password_hash,
        row.given_name,
        row.family_name,
        row.lang,
        row.interaction,
        row.site,
        now,
        now + SIGN_UP_LINK_TTL_MS,
      ],
    );
    return { token, lang: row.lang, givenName: row.given_name };
  }

  /**
   * A confirmation link followed: once, before it expires, it makes the account (its email
   * verified: the link reached that mailbox). A replayed, unknown or expired link is refused.
   */
  async confirmSignUp(token: string, now: number): Promise<ConfirmResult> {
    const hash = tokenHash(token);
    return this.db.transaction(async (tx) => {
      const row = await tx.get<SignUpRequestRow>('SELECT * FROM sign_up_requests WHERE token_hash = ?', [hash]);
      if (!row) return { ok: false, reason: 'unknown' } as const;
      if (row.used_at !== null) return { ok: false, reason: 'used' } as const;
      if (Number(row.expires_at) <= now) return { ok: false, reason: 'expired' } as const;
      const marked = await tx.run('UPDATE sign_up_requests SET used_at = ? WHERE token_hash = ? AND used_at IS NULL', [
        now,
        hash,
      ]);
      if (marked.changes === 0) return { ok: false, reason: 'used' } as const;
      const sub = `marquee|${randomUUID()}`;
      const inserted = await tx.run(
        `INSERT INTO accounts (sub, email, password_hash, given_name, family_name, email_verified, created_at)
         VALUES (?, ?, ?, ?, ?, 1, ?) ON CONFLICT DO NOTHING`,
        [sub, row.email, row.password_hash, row.given_name, row.family_name, new Date(now).toISOString()],
      );
      if (inserted.changes === 0) return { ok: false, reason: 'email_taken' } as const;
      const account = await tx.get<AccountRow>('SELECT * FROM accounts WHERE sub = ?', [sub]);
      return {
        ok: true,
        account: fromRow(account as AccountRow),
        lang: row.lang,
        ...(row.interaction ? { interaction: row.interaction } : {}),
        ...(row.site ? { site: row.site } : {}),
      } as const;
    });
  }

  /**
   * Forgets sign-ups older than the "new link" window (their links expired long ago; a link
   * whose row is gone is refused as unknown). Returns how many went.
   */
  async sweepSignUps(now = Date.now()): Promise<number> {
    const { changes } = await this.db.run('DELETE FROM sign_up_requests WHERE created_at < ?', [
      now - SIGN_UP_RESEND_WINDOW_MS,
    ]);
    return changes;
  }

  async readSecret(name: string): Promise<string | undefined> {
    return (await this.db.get<{ value: string }>('SELECT value FROM secrets WHERE name = ?', [name]))?.value;
  }

  /** A value kept across restarts (the signing key, the cookie keys), made once by `create` (the first instance wins). */
  async secret(name: string, create: () => string): Promise<string> {
    const found = await this.readSecret(name);
    if (found !== undefined) return found;
    await this.db.run('INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [
      name,
      create(),
    ]);
    return (await this.readSecret(name)) as string;
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
