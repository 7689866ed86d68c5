import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
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
            await hashPassword(DEMO_PASSWORD),
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

  /** The account when the password matches; the same work is done when the email is unknown. */
  async authenticate(email: string, password: string): Promise<Account | undefined> {
    const row = await this.#byEmail(email);
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
    if (await this.findByEmail(email)) return 'email_taken';
    const sub = `marquee|${randomUUID()}`;
    const inserted = await this.db.run(
      `INSERT INTO accounts (sub, email, password_hash, given_name, family_name, email_verified, created_at)
       VALUES (?, ?, ?, ?, ?, 0, ?) ON CONFLICT DO NOTHING`,
      [sub, email, hash, input.givenName.trim(), input.familyName.trim(), new Date().toISOString()],
    );
    if (inserted.changes === 0) return 'email_taken';
    return (await this.findBySub(sub)) as Account;
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
