import Database from 'better-sqlite3';
import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@marquee/domain-models';

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

/** Why a sign-up was refused. */
export type SignUpProblem = 'email_taken' | 'email_invalid' | 'password_short' | 'name_missing';

export const PASSWORD_MIN_LENGTH = 8;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,180}\.[^\s@]{2,63}$/;

const fromRow = (row: AccountRow): Account => ({
  sub: row.sub,
  email: row.email,
  givenName: row.given_name,
  familyName: row.family_name,
  emailVerified: row.email_verified === 1,
});

/** Accounts, the signing key and the cookie keys of the provider, in one SQLite file. */
export class AccountStore {
  readonly db: Database.Database;

  private constructor(db: Database.Database) {
    this.db = db;
  }

  /** Opens (creating and migrating) the file and makes sure every demo account exists. */
  static async open(dbPath: string): Promise<AccountStore> {
    if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
    const db = new Database(dbPath);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.exec(`
      CREATE TABLE IF NOT EXISTS accounts (
        sub TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL,
        given_name TEXT NOT NULL, family_name TEXT NOT NULL, email_verified INTEGER NOT NULL,
        created_at TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    `);
    const store = new AccountStore(db);
    for (const demo of DEMO_ACCOUNTS) {
      if (store.findByEmail(demo.email)) continue;
      db.prepare(
        `INSERT OR IGNORE INTO accounts (sub, email, password_hash, given_name, family_name, email_verified, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        demo.sub,
        demo.email,
        await hashPassword(DEMO_PASSWORD),
        demo.givenName,
        demo.familyName,
        demo.emailVerified ? 1 : 0,
        new Date().toISOString(),
      );
    }
    return store;
  }

  findBySub(sub: string): Account | undefined {
    const row = this.db.prepare('SELECT * FROM accounts WHERE sub = ?').get(sub) as AccountRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  findByEmail(email: string): Account | undefined {
    const row = this.db.prepare('SELECT * FROM accounts WHERE email = ?').get(email.trim()) as AccountRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  /** The account when the password matches; the same work is done when the email is unknown. */
  async authenticate(email: string, password: string): Promise<Account | undefined> {
    const row = this.db.prepare('SELECT * FROM accounts WHERE email = ?').get(email.trim()) as AccountRow | undefined;
    if (!row) {
      decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
      await verifyPassword(password, await decoyHash);
      return undefined;
    }
    return (await verifyPassword(password, row.password_hash)) ? fromRow(row) : undefined;
  }

  /** Creates an account (email not verified yet: no mail leaves this machine) or says why not. */
  async signUp(input: {
    email: string;
    password: string;
    givenName: string;
    familyName: string;
  }): Promise<Account | SignUpProblem> {
    const email = input.email.trim();
    if (!EMAIL.test(email)) return 'email_invalid';
    if (input.givenName.trim() === '' || input.familyName.trim() === '') return 'name_missing';
    if ([...input.password].length < PASSWORD_MIN_LENGTH) return 'password_short';
    // Hashed before the email is looked up: a taken email costs the same work as a new account,
    // so the time of the answer does not tell them apart (issue 31 item 5).
    const hash = await hashPassword(input.password);
    if (this.findByEmail(email)) return 'email_taken';
    const sub = `marquee|${randomUUID()}`;
    const inserted = this.db
      .prepare(
        `INSERT OR IGNORE INTO accounts (sub, email, password_hash, given_name, family_name, email_verified, created_at)
         VALUES (?, ?, ?, ?, ?, 0, ?)`,
      )
      .run(sub, email, hash, input.givenName.trim(), input.familyName.trim(), new Date().toISOString());
    if (inserted.changes === 0) return 'email_taken';
    return this.findBySub(sub) as Account;
  }

  readSecret(name: string): string | undefined {
    return (this.db.prepare('SELECT value FROM secrets WHERE name = ?').get(name) as { value: string } | undefined)
      ?.value;
  }

  /** A value kept across restarts (the signing key, the cookie keys), made once by `create`. */
  secret(name: string, create: () => string): string {
    const found = this.db.prepare('SELECT value FROM secrets WHERE name = ?').get(name) as
      | { value: string }
      | undefined;
    if (found) return found.value;
    this.db.prepare('INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)').run(name, create());
    return (this.db.prepare('SELECT value FROM secrets WHERE name = ?').get(name) as { value: string }).value;
  }

  close(): void {
    this.db.close();
  }
}
