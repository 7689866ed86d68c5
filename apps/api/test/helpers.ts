import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createTestDatabase } from '@marquee/db/testing';
import * as v from 'valibot';
import { inject } from 'vitest';
import { type RunningApi, startApi } from '../src/server';

/** A real API on a free port over a fresh SQLite file in a temp directory. */
export interface TestApi {
  api: RunningApi;
  dbPath: string;
  get(path: string, site?: string | null, headers?: Record<string, string>): Promise<Response>;
  send(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    site?: string,
  ): Promise<Response>;
  stop(): Promise<void>;
}

export async function startTestApi(
  options: { now?: () => Date; mediaCacheDir?: string; env?: NodeJS.ProcessEnv; dbPath?: string } = {},
): Promise<TestApi> {
  const dbPath = options.dbPath ?? join(mkdtempSync(join(tmpdir(), 'marquee-api-')), 'api.sqlite');
  const dir = dirname(dbPath);
  const api = await startApi({
    port: 0,
    dbPath,
    ...(options.now ? { now: options.now } : {}),
    ...(options.mediaCacheDir ? { mediaCacheDir: options.mediaCacheDir } : {}),
    ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
  });
  return {
    api,
    dbPath,
    get(path, site = 'fr', headers = {}) {
      return fetch(api.url + path, { headers: { ...(site ? { 'X-Marquee-Site': site } : {}), ...headers } });
    },
    send(method, path, body, headers = {}, site = 'fr') {
      return fetch(api.url + path, {
        method,
        headers: {
          'X-Marquee-Site': site,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
    },
    async stop() {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Reads a JSON answer and checks it against a shared schema; throws with the issue path when it does not fit. */
export async function expectShape<S extends v.GenericSchema>(
  res: Response,
  schema: S,
  status = 200,
): Promise<v.InferOutput<S>> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text.slice(0, 300)}`);
  const result = v.safeParse(schema, JSON.parse(text));
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(
      `answer does not fit the schema at ${issue?.path?.map((p) => String(p.key)).join('.')}: ${issue?.message}`,
    );
  }
  return result.output;
}

/**
 * A fresh database on the run's PostgreSQL (test/global-postgres.ts), as the env an API started on
 * it reads (`DATABASE_URL`), and a way to drop it.
 */
export async function postgresEnv(): Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> }> {
  const database = await createTestDatabase(inject('postgresUrl'), 'api');
  return { env: { DATABASE_URL: database.url }, drop: database.drop };
}

/** The engines the API runs on: the embedded SQLite file, or DATABASE_URL's PostgreSQL. */
export type Engine = 'sqlite' | 'postgres';

/**
 * The env an API on `engine` reads: the process's with `DATABASE_URL` unset (the API's SQLite
 * file), or with a fresh database of the run's PostgreSQL; `drop` removes that database (nothing
 * to remove on SQLite).
 */
export async function engineEnv(engine: Engine): Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> }> {
  if (engine === 'sqlite') return { env: { ...process.env, DATABASE_URL: undefined }, drop: async () => undefined };
  const pg = await postgresEnv();
  return { env: { ...process.env, ...pg.env }, drop: pg.drop };
}
