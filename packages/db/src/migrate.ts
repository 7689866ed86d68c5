import type { Db, Queryable } from './types';

/**
 * One step of a schema: its SQL for both engines (`sql`), or per engine when the dialects differ.
 * Append only: a step that has run is never edited.
 */
export interface Migration {
  id: string;
  sql?: string;
  sqlite?: string;
  postgres?: string;
}

// A constant key for PostgreSQL's advisory lock that serialises migrations across instances.
const MIGRATION_LOCK = 7_346_210_881;

/**
 * Applies the steps of `scope` (a component: "api", "identity", "shared" …) that the database has
 * not recorded, in order, in one transaction under a lock (PostgreSQL: an advisory lock taken before
 * the transaction begins, so it sees what the previous holder committed; SQLite: the write lock
 * of BEGIN IMMEDIATE). Two instances starting at once
 * apply each step once; a step that fails rolls everything of this call back (DDL is
 * transactional on both engines), so the schema is left as it was. Returns the ids applied.
 */
export async function migrate(db: Db, scope: string, migrations: readonly Migration[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const migration of migrations) {
    if (ids.has(migration.id)) throw new Error(`migration ${scope}/${migration.id} is listed twice`);
    ids.add(migration.id);
  }
  return db.withAdvisoryLock(MIGRATION_LOCK, async () => {
    await db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (scope TEXT NOT NULL, id TEXT NOT NULL, applied_at TEXT NOT NULL, PRIMARY KEY (scope, id))',
    );
    return db.transaction((tx) => applyPending(tx, scope, migrations));
  });
}

async function applyPending(tx: Queryable, scope: string, migrations: readonly Migration[]): Promise<string[]> {
  const done = new Set(
    (await tx.all<{ id: string }>('SELECT id FROM schema_migrations WHERE scope = ?', [scope])).map((row) => row.id),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await tx.exec(sqlOf(tx, scope, migration));
    await tx.run('INSERT INTO schema_migrations (scope, id, applied_at) VALUES (?, ?, ?)', [
      scope,
      migration.id,
      new Date().toISOString(),
    ]);
    applied.push(migration.id);
  }
  return applied;
}

function sqlOf(tx: Queryable, scope: string, migration: Migration): string {
  const sql = (tx.engine === 'postgres' ? migration.postgres : migration.sqlite) ?? migration.sql;
  if (sql === undefined) throw new Error(`migration ${scope}/${migration.id} has no SQL for ${tx.engine}`);
  return sql;
}
