import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** What the running platform tells the tests (printed by `platform.mjs --json`). */
export interface PlatformInfo {
  readonly edge: string;
  readonly port: number;
  readonly api: string;
  readonly sites: Record<string, string>;
  readonly remotes: Record<string, { url: string; pid: number }>;
}

/** The environment variable the global setup hands the platform's URLs over in. */
export const PLATFORM_ENV = 'MARQUEE_PLATFORM';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts the production platform (API, remote servers, edge) as `npm start` does, on free
 * ports with a throw-away deploy store and database; resolves once the edge is ready.
 */
export async function launchPlatform(): Promise<{ info: PlatformInfo; stop: () => Promise<void> }> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'marquee-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, 'apps', 'edge', 'dist', 'platform.mjs'),
      '--json',
      '--port',
      '0',
      '--root',
      root,
      '--deploy-dir',
      path.join(scratch, 'deploy'),
      '--db',
      path.join(scratch, 'api.sqlite'),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error('the platform has no output pipes');
  const errors: string[] = [];
  createInterface({ input: stderr }).on('line', (line) => {
    errors.push(line);
    if (errors.length > 200) errors.shift();
  });
  const info = await new Promise<PlatformInfo>((resolve, reject) => {
    createInterface({ input: stdout }).once('line', (line) => resolve(JSON.parse(line) as PlatformInfo));
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
  return { info, stop };
}
