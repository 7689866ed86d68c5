export { databaseTarget, type DatabaseTarget, type OpenOptions, openDb, parseDatabaseUrl } from './config';
export { JobLease } from './leases';
export { type AttemptRule, SHARED_MIGRATIONS, SharedCounters } from './limits';
export { type Migration, migrate } from './migrate';
export { toNumberedPlaceholders } from './placeholders';
export { PostgresDb, type PostgresOptions } from './postgres';
export { LOOPBACK_PROXIES, TrustedProxies } from './proxies';
export { REVOKED_GRANT_MIGRATIONS, RevokedGrants } from './revoked-grants';
export { SqliteDb, type SqliteOptions } from './sqlite';
export {
  backoff,
  DatabaseConfigError,
  type Db,
  DbBusyError,
  DbUnavailableError,
  type Engine,
  isTransient,
  type Param,
  type Queryable,
  type Row,
  type TransactionOptions,
} from './types';
