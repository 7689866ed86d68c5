import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseTarget, type Db, openDb } from '@marquee/db';
import { loadSeedIntoPostgres } from './db/catalogue';
import { ensureShowtimeWindow } from './db/showtimes';
import { loadCatalogue } from './queries/load';
import type { Scale } from './seed/seed';

/**
 * The catalogue's batch work — the seed copied into PostgreSQL, the showtime window made or moved
 * (≈ 3.5 M rows at the stress size, ≈ 150,000 a day) — run in a child process of the API that
 * ends with it (docs/decisions/0070-api-loader-child-process.md): the serving process never
 * holds the load's memory (V8's old space grown by a day's rows, the seed's scratch database,
 * the driver's buffers), and its event loop is not held by the generation. The caller keeps
 * what it kept: the job lease (the parent holds it while the child works), the error (a child
 * that fails rejects, and the next tick runs it again).
 */
export type LoaderTask =
  | { kind: 'seed'; dbPath: string; scale: Scale }
  | { kind: 'window'; dbPath: string; now: string };

/** Where the task runs: a child process (the default of a built API) or this one (sources, tests). */
export type LoaderMode = 'process' | 'inline';

/** The argument that makes the API's entry (dist/main.mjs) run one task instead of serving. */
export const LOADER_ARG = '--loader-task';

/** Runs a task on a database: true when it changed the catalogue (the seed loaded, the window moved). */
export async function runLoaderTask(db: Db, task: LoaderTask): Promise<boolean> {
  if (task.kind === 'seed') return loadSeedIntoPostgres(db, task.scale);
  // the films as the engine holds them (what the window is generated from)
  const { shows } = await loadCatalogue(db);
  return ensureShowtimeWindow(db, new Date(task.now), shows);
}

/** This module's file: dist/main.mjs in the built API (the bundle), src/loader.ts in the sources. */
const self = fileURLToPath(import.meta.url);
/** From the sources (`loader: 'process'` in a test): Vite's module runner loads the TypeScript. */
const SOURCE_ENTRY = join(dirname(self), 'loader-source.mjs');

/** Where `process` mode is the default: the built API, whose entry can run a task itself. */
export const defaultLoaderMode = (): LoaderMode => (self.endsWith('.mjs') ? 'process' : 'inline');

/**
 * Runs `task` in a child process (the API's own entry with LOADER_ARG, or the sources' through
 * loader-source.mjs) on the same database (`env`'s DATABASE_URL, or the SQLite file `dbPath`):
 * resolves with what the task returned and the child's pid; rejects with the child's error, or
 * when it ends without an answer (killed, out of memory).
 */
export function runInChild(
  task: LoaderTask,
  env: NodeJS.ProcessEnv,
  /** The caller's children at work (stopChildren stops them). */
  running: Set<ChildProcess>,
): Promise<{ changed: boolean; pid: number }> {
  const entry = self.endsWith('.mjs') ? self : SOURCE_ENTRY;
  if (!existsSync(entry)) return Promise.reject(new Error(`the loader's entry ${entry} is missing`));
  return new Promise((resolve, reject) => {
    // Node's flags are not passed on: a diagnostic of the server (a report or profile on a signal)
    // is the server's; the child has V8's defaults, and its heap goes away with it.
    const child = fork(entry, [LOADER_ARG, JSON.stringify(task)], {
      env,
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    running.add(child);
    let answer: { changed?: boolean; error?: string } | undefined;
    child.on('message', (message) => {
      answer = message as typeof answer;
    });
    child.once('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      running.delete(child);
      const pid = child.pid ?? 0;
      if (answer?.error !== undefined) reject(new Error(answer.error));
      else if (code === 0 && answer?.changed !== undefined) resolve({ changed: answer.changed, pid });
      else reject(new Error(`the loader (pid ${pid}) ended with ${signal ?? `code ${code}`} and no answer`));
    });
  });
}

/** Stops the children at work (the store closes: its lease is released, another instance redoes the task). */
export async function stopChildren(running: Set<ChildProcess>): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/**
 * The child's side: runs the task given after LOADER_ARG on its own connection, sends
 * `{ changed }` or `{ error }` to the parent, and exits. A parent that goes away takes it along.
 */
export async function loaderChild(json: string): Promise<never> {
  process.on('disconnect', () => process.exit(1));
  let db: Db | undefined;
  let code = 0;
  try {
    const task = JSON.parse(json) as LoaderTask;
    db = openDb(databaseTarget(process.env, task.dbPath), {
      sqlite: { busyTimeoutMs: 5000 },
      postgres: { max: 2, applicationName: 'marquee-api-loader' },
    });
    const changed = await runLoaderTask(db, task);
    await send({ changed });
  } catch (error) {
    console.error(`[api] loader: ${(error as Error).stack ?? error}`);
    await send({ error: (error as Error).message });
    code = 1;
  } finally {
    await db?.close().catch(() => undefined);
  }
  process.exit(code);
}

const send = (message: { changed?: boolean; error?: string }) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, () => resolve());
  });
