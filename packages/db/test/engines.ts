import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { PostgresDb } from '../src/postgres';
import { SqliteDb } from '../src/sqlite';
import type { Db, Engine } from '../src/types';

let counter = 0;

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
  const base = inject('postgresUrl');
  counter += 1;
  const name = `t_${process.pid}_${counter}_${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = base.replace(/\/postgres$/, `/${name}`);
  return {
    connect() {
      const db = new PostgresDb(url, { max: 10 });
      opened.push(db);
      return db;
    },
    async cleanup() {
      for (const db of opened) await db.close().catch(() => undefined);
      const drop = new pg.Client({ connectionString: base });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export const ENGINES: Engine[] = ['sqlite', 'postgres'];
