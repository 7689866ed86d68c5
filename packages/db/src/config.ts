import { type PostgresOptions, PostgresDb } from './postgres';
import { type SqliteOptions, SqliteDb } from './sqlite';
import { DatabaseConfigError, type Db } from './types';

/** What DATABASE_URL names: a PostgreSQL server, or a SQLite file. */
export type DatabaseTarget = { engine: 'postgres'; url: string } | { engine: 'sqlite'; path: string };

/**
 * Reads a DATABASE_URL: `postgres://` or `postgresql://` (user, password, host, port,
 * database), or `sqlite:<path>` / `file:<path>`. Anything else is a `DatabaseConfigError`
 * with a message a person can act on (never the password).
 */
export function parseDatabaseUrl(value: string): DatabaseTarget {
  const trimmed = value.trim();
  const hint =
    'expected postgres://user:password@host:5432/database (or postgresql://…), or sqlite:/path/to/file.sqlite';
  if (trimmed === '') throw new DatabaseConfigError(`DATABASE_URL is empty: ${hint}`);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === 'sqlite' || scheme === 'file') {
    const path = decodeURIComponent(trimmed.slice(scheme.length + 1).replace(/^\/\/(?=\/)/, ''));
    if (path === '' || path.includes('\0')) throw new DatabaseConfigError(`DATABASE_URL names no SQLite file: ${hint}`);
    return { engine: 'sqlite', path };
  }
  if (scheme !== 'postgres' && scheme !== 'postgresql') {
    throw new DatabaseConfigError(
      `DATABASE_URL has ${scheme ? `the scheme "${scheme}:"` : 'no scheme'}, which Marquee cannot use: ${hint}`,
    );
  }
  const url = URL.parse(trimmed);
  if (!url) throw new DatabaseConfigError(`DATABASE_URL is not a valid URL: ${hint}`);
  if (!url.hostname) throw new DatabaseConfigError(`DATABASE_URL names no host: ${hint}`);
  if (url.port && !(Number(url.port) > 0 && Number(url.port) < 65536)) {
    throw new DatabaseConfigError(`DATABASE_URL has an invalid port "${url.port}": ${hint}`);
  }
  if (!/^\/[^/]+$/.test(url.pathname)) throw new DatabaseConfigError(`DATABASE_URL names no database: ${hint}`);
  return { engine: 'postgres', url: trimmed };
}

export interface OpenOptions {
  sqlite?: SqliteOptions;
  postgres?: PostgresOptions;
}

/** Opens what a target names. */
export function openDb(target: DatabaseTarget, options: OpenOptions = {}): Db {
  return target.engine === 'postgres'
    ? new PostgresDb(target.url, options.postgres)
    : new SqliteDb(target.path, options.sqlite);
}

/**
 * The database a process uses: DATABASE_URL when set, else the embedded SQLite file it names by
 * default. Throws DatabaseConfigError for a malformed DATABASE_URL.
 */
export function databaseTarget(env: NodeJS.ProcessEnv, defaultSqlitePath: string): DatabaseTarget {
  const url = env.DATABASE_URL;
  return url === undefined ? { engine: 'sqlite', path: defaultSqlitePath } : parseDatabaseUrl(url);
}
