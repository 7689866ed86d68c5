/** The engines behind one interface: SQLite (embedded default) and PostgreSQL (shared engine). */
export type Engine = 'sqlite' | 'postgres';

/** A value bound to a `?` placeholder. Booleans are stored as 0/1 (SQLite has no boolean). */
export type Param = string | number | bigint | boolean | null | Uint8Array;

export type Row = Record<string, unknown>;

/** What a statement runner offers: the database itself, or a transaction in progress. */
export interface Queryable {
  readonly engine: Engine;
  /** Every row of a query (`?` placeholders, in order). */
  all<T = Row>(sql: string, params?: readonly Param[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T = Row>(sql: string, params?: readonly Param[]): Promise<T | undefined>;
  /** A statement's count of changed rows. */
  run(sql: string, params?: readonly Param[]): Promise<{ changes: number }>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /** Retries of the whole function when the engine reports a conflict (busy, serialization). Default 8. */
  retries?: number;
}

export interface Db extends Queryable {
  /**
   * Runs `fn` in one transaction that behaves the same on both engines: writers are serialised
   * (SQLite: BEGIN IMMEDIATE; PostgreSQL: SERIALIZABLE). On a conflict (SQLITE_BUSY, a
   * serialization failure or deadlock) the whole function runs again, a bounded number of
   * times with a jittered back-off; past that a `DbBusyError`. `fn` must only touch the
   * database through `tx` and may run more than once.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs `fn` while this process holds a lock that every instance on the database shares
   * (PostgreSQL: a session advisory lock on its own connection; SQLite: nothing more is needed,
   * since BEGIN IMMEDIATE already serialises writers of the file). For start-up work such as
   * migrations and seeding.
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Where it points, without a password: for logs and start-up messages. */
  readonly description: string;
}

/** The engine was busy past every retry: answer 503 with Retry-After, never 500. */
export class DbBusyError extends Error {
  override readonly name = 'DbBusyError';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}

/** The database cannot be reached (down, restarting, refusing connections): 503 with Retry-After. */
export class DbUnavailableError extends Error {
  override readonly name = 'DbUnavailableError';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}

/** A database setting that cannot be used (a malformed DATABASE_URL): stop start-up with this message. */
export class DatabaseConfigError extends Error {
  override readonly name = 'DatabaseConfigError';
}

/** True for the errors a caller should turn into 503 + Retry-After. */
export function isTransient(error: unknown): error is DbBusyError | DbUnavailableError {
  return error instanceof DbBusyError || error instanceof DbUnavailableError;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Back-off before retry `attempt` (1-based): 5, 10, 20 … ms, capped at 200, with full jitter. */
export function backoff(attempt: number): number {
  return Math.random() * Math.min(200, 5 * 2 ** (attempt - 1));
}
