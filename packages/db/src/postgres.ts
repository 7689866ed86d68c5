import pg from 'pg';
import { toNumberedPlaceholders } from './placeholders';
import {
  backoff,
  type Db,
  DbBusyError,
  DbUnavailableError,
  type Param,
  type Queryable,
  type Row,
  sleep,
  type TransactionOptions,
} from './types';

export interface PostgresOptions {
  /** Connections in the pool (default 10): bounded, so a rush queues instead of exhausting the server. */
  max?: number;
  /** How long a caller waits for a connection, in ms (default 5,000), then DbUnavailableError. */
  connectionTimeoutMs?: number;
  /** Longest statement, in ms (default 15,000): nothing hangs on a stalled server. */
  statementTimeoutMs?: number;
  /** Application name shown in pg_stat_activity. */
  applicationName?: string;
}

/** SQLSTATEs worth running a transaction again for: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

/** Connection-level failures: the server is down, restarting or refusing. */
function unavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300')
      return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
  }
  return /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    error.message,
  );
}

function translate(error: unknown): unknown {
  if (unavailable(error)) return new DbUnavailableError('the database is not answering', { cause: error });
  return error;
}

// 64-bit integers (count(*), bigint columns) as numbers: every value the API stores fits in 2^53.
const INT8 = 20;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

const bind = (params: readonly Param[] | undefined) =>
  (params ?? []).map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));

function runnerOf(query: (sql: string, params?: readonly Param[]) => Promise<pg.QueryResult>): Queryable {
  return {
    engine: 'postgres',
    all: async <T = Row>(sql: string, params?: readonly Param[]) => (await query(sql, params)).rows as T[],
    get: async <T = Row>(sql: string, params?: readonly Param[]) => (await query(sql, params)).rows[0] as T | undefined,
    run: async (sql: string, params?: readonly Param[]) => ({ changes: (await query(sql, params)).rowCount ?? 0 }),
    exec: async (sql: string) => {
      await query(sql);
    },
  };
}

/**
 * PostgreSQL through a bounded `pg` pool behind the asynchronous interface. SQL is written with
 * `?` placeholders for both engines. Transactions are SERIALIZABLE and retried on conflicts, so
 * code written for SQLite's one-writer-at-a-time semantics stays correct across instances.
 */
export class PostgresDb implements Db {
  readonly engine = 'postgres' as const;
  readonly pool: pg.Pool;
  readonly description: string;
  readonly #sqlCache = new Map<string, string>();

  constructor(connectionString: string, options: PostgresOptions = {}) {
    this.pool = new pg.Pool({
      connectionString,
      max: options.max ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
      idleTimeoutMillis: 30_000,
      statement_timeout: options.statementTimeoutMs ?? 15_000,
      query_timeout: (options.statementTimeoutMs ?? 15_000) + 1000,
      application_name: options.applicationName ?? 'marquee',
      types,
    });
    // An idle client whose server went away must not crash the process: the next query reports it.
    this.pool.on('error', () => undefined);
    const url = new URL(connectionString);
    this.description = `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
  }

  #sql(sql: string): string {
    let translated = this.#sqlCache.get(sql);
    if (translated === undefined) {
      translated = toNumberedPlaceholders(sql);
      if (this.#sqlCache.size > 1000) this.#sqlCache.clear();
      this.#sqlCache.set(sql, translated);
    }
    return translated;
  }

  #query = async (sql: string, params?: readonly Param[]) => {
    try {
      return await this.pool.query(this.#sql(sql), bind(params) as unknown[]);
    } catch (error) {
      throw translate(error);
    }
  };

  readonly #runner = runnerOf(this.#query);
  all<T = Row>(sql: string, params?: readonly Param[]): Promise<T[]> {
    return this.#runner.all<T>(sql, params);
  }
  get<T = Row>(sql: string, params?: readonly Param[]): Promise<T | undefined> {
    return this.#runner.get<T>(sql, params);
  }
  run(sql: string, params?: readonly Param[]): Promise<{ changes: number }> {
    return this.#runner.run(sql, params);
  }
  exec(sql: string): Promise<void> {
    return this.#runner.exec(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const retries = options.retries ?? 8;
    for (let attempt = 1; ; attempt += 1) {
      let client: pg.PoolClient;
      try {
        client = await this.pool.connect();
      } catch (error) {
        throw translate(error);
      }
      let broken = false;
      try {
        const query = async (sql: string, params?: readonly Param[]) => {
          try {
            return await client.query(this.#sql(sql), bind(params) as unknown[]);
          } catch (error) {
            if (unavailable(error)) broken = true;
            throw translate(error);
          }
        };
        await query('BEGIN ISOLATION LEVEL SERIALIZABLE');
        try {
          const result = await fn(runnerOf(query));
          await query('COMMIT');
          return result;
        } catch (error) {
          if (!broken) await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
        if (attempt > retries) throw new DbBusyError('the database stayed busy', { cause: error });
      } finally {
        client.release(broken);
      }
      await sleep(backoff(attempt));
    }
  }

  async withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw translate(error);
    }
    let broken = false;
    try {
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {
          broken = true;
        });
      }
    } catch (error) {
      if (unavailable(error)) broken = true;
      throw translate(error);
    } finally {
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
