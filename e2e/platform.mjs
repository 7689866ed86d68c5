// Starts the production platform (API, remote servers, edge) as `npm start` does, on free
// ports with a throw-away deploy store and database. Plain JavaScript so that both the
// Playwright suite and the benchmark scripts (run by plain Node) can use it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * What the running platform tells the tests (printed by `platform.mjs --json`).
 * @typedef {{ edge: string; port: number; api: string; sites: Record<string, string>; remotes: Record<string, { url: string; pid: number }> }} PlatformInfo
 */

/** The environment variable the global setup hands the platform's URLs over in. */
export const PLATFORM_ENV = 'MARQUEE_PLATFORM';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Resolves once the edge is ready. `deployDir` (the deploy store) and `root` let a caller start
 * more edges on the same API and store (see `launchEdge`); they are gone after `stop()`.
 * `logs()` gives the last 200 lines the platform wrote on stderr (its processes' logs).
 * @returns {Promise<{ info: PlatformInfo; stop: () => Promise<void>; deployDir: string; root: string; logs: () => string[] }>}
 */
export async function launchPlatform() {
  const scratch = await mkdtemp(path.join(tmpdir(), 'marquee-platform-'));
  const deployDir = path.join(scratch, 'deploy');
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'apps', 'edge', 'dist', 'platform.mjs'),
      '--json',
      '--port',
      '0',
      '--root',
      root,
      '--deploy-dir',
      deployDir,
      '--db',
      path.join(scratch, 'api.sqlite'),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error('the platform has no output pipes');
  /** @type {string[]} */
  const errors = [];
  createInterface({ input: stderr }).on('line', (line) => {
    errors.push(line);
    if (errors.length > 200) errors.shift();
  });
  /** @type {PlatformInfo} */
  const info = await new Promise((resolve, reject) => {
    createInterface({ input: stdout }).once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`the platform exited (code ${code}):\n${errors.join('\n')}`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // The platform stops its own children on SIGTERM; the group kill is the safety net.
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8_000))]);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await rm(scratch, { recursive: true, force: true });
  };
  return { info, stop, deployDir, root, logs: () => [...errors] };
}

/**
 * Starts one more edge (`apps/edge/dist/main.mjs`) on loopback against a running platform's API
 * and deploy store, with extra options such as `['--render', 'client']` or
 * `['--render-cache-ttl', '0']`. Resolves once it listens; stop it before the platform.
 * @param {{ api: string; deployDir: string; args?: string[] }} options
 * @returns {Promise<{ url: string; port: number; pid: number | undefined; stop: () => Promise<void>; logs: () => string[] }>}
 */
export async function launchEdge({ api, deployDir, args = [] }) {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'apps', 'edge', 'dist', 'main.mjs'),
      '--root',
      root,
      '--deploy-dir',
      deployDir,
      '--api',
      api,
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error('the edge has no output pipes');
  /** @type {string[]} */
  const errors = [];
  createInterface({ input: stderr }).on('line', (line) => {
    errors.push(line);
    if (errors.length > 200) errors.shift();
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  try {
    /** @type {string} */
    const url = await new Promise((resolve, reject) => {
      const lines = createInterface({ input: stdout });
      lines.on('line', (line) => {
        const found = /edge listening on (http:\/\/\S+)/.exec(line);
        if (found?.[1]) resolve(found[1]);
      });
      child.once('exit', (code) => reject(new Error(`the edge exited (code ${code}):\n${errors.join('\n')}`)));
      setTimeout(() => reject(new Error(`the edge did not start within 60 s:\n${errors.join('\n')}`)), 60_000).unref();
    });
    return { url, port: Number(new URL(url).port), pid: child.pid, stop, logs: () => [...errors] };
  } catch (error) {
    await stop();
    throw error;
  }
}
