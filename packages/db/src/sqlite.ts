import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  backoff,
  type Db,
  DbBusyError,
  type Param,
  type Queryable,
  type Row,
  sleep,
  type TransactionOptions,
} from './types';

export interface SqliteOptions {
  /** How long one statement waits for another process's write lock, in ms (default 5,000). */
  busyTimeoutMs?: number;
}

const isBusy = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  typeof (error as { code: unknown }).code === 'string' &&
  ((error as { code: string }).code.startsWith('SQLITE_BUSY') ||
    (error as { code: string }).code.startsWith('SQLITE_LOCKED'));

const bind = (params: readonly Param[] | undefined) =>
  (params ?? []).map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));

/**
 * SQLite through better-sqlite3 behind the asynchronous interface. One connection per process
 * (WAL, so readers never wait): a transaction holds it for its whole (asynchronous) function,
 * and every other statement of the process waits until it ends, so nothing slips into another
 * caller's transaction. Across processes, BEGIN IMMEDIATE takes the write lock up front (a
 * deferred transaction that reads then writes is what fails with SQLITE_BUSY), and a busy
 * engine is retried, then reported as `DbBusyError`.
 */
export class SqliteDb implements Db {
  readonly engine = 'sqlite' as const;
  readonly raw: Database.Database;
  readonly description: string;
  #transaction: Promise<unknown> | null = null;
  readonly #statements = new Map<string, Database.Statement>();

  constructor(path: string, options: SqliteOptions = {}) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.raw = new Database(path);
    this.raw.pragma('journal_mode = WAL');
    this.raw.pragma('synchronous = NORMAL');
    this.raw.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
    this.raw.pragma('foreign_keys = ON');
    this.description = `SQLite ${path}`;
  }

  #statement(sql: string): Database.Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.raw.prepare(sql);
      if (this.#statements.size > 500) this.#statements.clear();
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * Runs a statement outside any other caller's transaction: waits while one holds the
   * connection, then runs synchronously right after the check, so no transaction can start
   * between the two.
   */
  async #outside<T>(action: () => Promise<T>): Promise<T> {
    while (this.#transaction) await this.#transaction.catch(() => undefined);
    return this.#guard(action);
  }

  #runner(): Queryable {
    const all = <T>(sql: string, params?: readonly Param[]) => {
      const statement = this.#statement(sql);
      if (statement.reader) return statement.all(...bind(params)) as T[];
      statement.run(...bind(params));
      return [] as T[];
    };
    return {
      engine: 'sqlite',
      all: async <T = Row>(sql: string, params?: readonly Param[]) => all<T>(sql, params),
      get: async <T = Row>(sql: string, params?: readonly Param[]) => {
        const statement = this.#statement(sql);
        if (!statement.reader) {
          statement.run(...bind(params));
          return undefined;
        }
        return statement.get(...bind(params)) as T | undefined;
      },
      run: async (sql: string, params?: readonly Param[]) => {
        const statement = this.#statement(sql);
        if (statement.reader) {
          // INSERT … RETURNING is a reader: its rows count as its changes.
          return { changes: statement.all(...bind(params)).length };
        }
        return { changes: statement.run(...bind(params)).changes };
      },
      exec: async (sql: string) => {
        this.raw.exec(sql);
      },
    };
  }

  async all<T = Row>(sql: string, params?: readonly Param[]): Promise<T[]> {
    return this.#outside(() => this.#runner().all<T>(sql, params));
  }

  async get<T = Row>(sql: string, params?: readonly Param[]): Promise<T | undefined> {
    return this.#outside(() => this.#runner().get<T>(sql, params));
  }

  async run(sql: string, params?: readonly Param[]): Promise<{ changes: number }> {
    return this.#outside(() => this.#runner().run(sql, params));
  }

  async exec(sql: string): Promise<void> {
    return this.#outside(() => this.#runner().exec(sql));
  }

  /** A busy engine on a single statement: retried a few times, then DbBusyError. */
  async #guard<T>(action: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await action();
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (attempt >= 4) throw new DbBusyError('the database is busy', { cause: error });
        await sleep(backoff(attempt));
      }
    }
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const retries = options.retries ?? 8;
    for (let attempt = 1; ; attempt += 1) {
      while (this.#transaction) await this.#transaction.catch(() => undefined);
      // Synchronous from the check above to here: no other caller can begin in between.
      const done = this.#attempt(fn);
      this.#transaction = done;
      try {
        return await done;
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (attempt > retries) throw new DbBusyError('the database stayed busy', { cause: error });
      } finally {
        if (this.#transaction === done) this.#transaction = null;
      }
      await sleep(backoff(attempt));
    }
  }

  async #attempt<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    this.raw.exec('BEGIN IMMEDIATE');
    try {
      const result = await fn(this.#runner());
      this.raw.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
      throw error;
    }
  }

  async withAdvisoryLock<T>(_key: number, fn: () => Promise<T>): Promise<T> {
    return fn();
  }

  async close(): Promise<void> {
    while (this.#transaction) await this.#transaction.catch(() => undefined);
    this.raw.close();
  }
}
