import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { PostgresDb } from '../src/postgres';
import { SqliteDb } from '../src/sqlite';
import { createTestDatabase } from '../src/testing';
import type { Db, Engine } from '../src/types';

/**
 * A fresh database on each engine: a new SQLite file, or a new database on the run's PostgreSQL.
 * `connect()` opens another handle on the same database (another "instance").
 */
export async function freshDatabase(engine: Engine): Promise<{ connect(): Db; cleanup(): Promise<void> }> {
  const opened: Db[] = [];
  if (engine === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'marquee-db-test-'));
    const file = path.join(dir, 'test.sqlite');
    return {
      connect() {
        const db = new SqliteDb(file, { busyTimeoutMs: 20 });
        opened.push(db);
        return db;
      },
      async cleanup() {
        for (const db of opened) await db.close().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const database = await createTestDatabase(inject('postgresUrl'));
  const url = database.url;
  return {
    connect() {
      const db = new PostgresDb(url, { max: 10 });
      opened.push(db);
      return db;
    },
    async cleanup() {
      for (const db of opened) await db.close().catch(() => undefined);
      await database.drop();
    },
  };
}

export const ENGINES: Engine[] = ['sqlite', 'postgres'];
