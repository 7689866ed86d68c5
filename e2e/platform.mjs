// Starts the production platform (API, remote servers, edge) as `npm start` does, on free
// ports with a throw-away deploy store and database. Plain JavaScript so that both the
// Playwright suite and the benchmark scripts (run by plain Node) can use it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from '../packages/mail/dev/mail-catcher.mjs';

/**
 * What the running platform tells the tests (printed by `platform.mjs --json`).
 * @typedef {{ edge: string; port: number; api: string; identity: string; sites: Record<string, string>; remotes: Record<string, { url: string; pid: number }>; instances: { edges: { url: string; pid: number }[]; apis: { url: string; pid: number }[]; identities: { url: string; issuer: string; pid: number }[] }; database?: string; mail: { smtp: string; inbox: string } }} PlatformInfo
 */

/** The environment variable the global setup hands the platform's URLs over in. */
export const PLATFORM_ENV = 'MARQUEE_PLATFORM';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts a Node program of the platform in its own process group: its last 200 stderr lines are
 * kept (`logs()`), and `stop()` ends the whole group (SIGTERM, then SIGKILL after `graceMs`).
 * `nice` (1-19) starts it, and so every process it starts, at a lower CPU priority (`nice -n`).
 * @param {string[]} args
 * @param {number} graceMs
 * @param {number} [nice]
 * @param {Record<string, string>} [env] added to this process's environment
 */
function startNode(args, graceMs, nice = 0, env = {}) {
  const [command, commandArgs] =
    nice > 0 ? ['nice', ['-n', String(nice), process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, ...env },
  });
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error(`${path.basename(args[0] ?? 'node')} has no output pipes`);
  /** @type {string[]} */
  const errors = [];
  createInterface({ input: stderr }).on('line', (line) => {
    errors.push(line);
    if (errors.length > 200) errors.shift();
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      // The platform stops its own children on SIGTERM; the group kill is the safety net.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // Already gone.
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  return { child, stdout, logs: () => [...errors], stop };
}

/**
 * Resolves once the edge is ready. `deployDir` (the deploy store) and `root` let a caller start
 * more edges on the same API and store (see `launchEdge`); they are gone after `stop()`.
 * `logs()` gives the last 200 lines the platform wrote on stderr (its processes' logs). `nice`
 * runs every server of it at a lower CPU priority than the browser (benchmarks: a phone does not
 * share its CPU with our servers).
 * `instances` > 1 starts that many APIs, providers and edges on one embedded PostgreSQL
 * (`MARQUEE_INSTANCES`; their URLs in `info.instances`).
 * `warmMedia` false starts the APIs with `MEDIA_WARMUP=off`: no poster is encoded in the
 * background, each is encoded on its first request (the test suite: on a fresh clone the warm-up
 * encodes about 2,900 poster files, a core for minutes, of which the tests ask for a few hundred;
 * docs/PERFORMANCE.md, "Cutting the e2e step (branch ci-e2e)"). Benchmarks keep the warm-up.
 * @param {{ nice?: number; instances?: number; warmMedia?: boolean }} [options]
 * `pid` is the platform process's (its servers are its descendants: benchmarks read their CPU in /proc).
 * @returns {Promise<{ info: PlatformInfo; stop: () => Promise<void>; deployDir: string; root: string; logs: () => string[]; pid: number | undefined }>}
 */
export async function launchPlatform({ nice = 0, instances = 1, warmMedia = true } = {}) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'marquee-platform-'));
  const deployDir = path.join(scratch, 'deploy');
  // A real SMTP server with a readable inbox (maildev, as `npm start` runs it): the provider's
  // sign-up confirmations land there and the tests open their links (`info.mail.inbox`).
  const mail = await startMailCatcher();
  const platform = startNode(
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
      ...(instances > 1 ? ['--instances', String(instances)] : []),
    ],
    8_000,
    nice,
    {
      SMTP_URL: mail.smtpUrl,
      MAIL_FROM: 'Marquee <no-reply@marquee.test>',
      ...(warmMedia ? {} : { MEDIA_WARMUP: 'off' }),
    },
  );
  const stop = async () => {
    await platform.stop();
    await mail.stop();
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    /** @type {PlatformInfo} */
    const info = await new Promise((resolve, reject) => {
      createInterface({ input: platform.stdout }).once('line', (line) =>
        resolve({ ...JSON.parse(line), mail: { smtp: mail.smtpUrl, inbox: mail.inboxUrl } }),
      );
      platform.child.once('exit', (code) =>
        reject(new Error(`the platform exited (code ${code}):\n${platform.logs().join('\n')}`)),
      );
    });
    return { info, stop, deployDir, root, logs: platform.logs, pid: platform.child.pid };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Starts one more edge (`apps/edge/dist/main.mjs`) on loopback against a running platform's API
 * and deploy store, with extra options such as `['--render', 'client']` or
 * `['--render-cache-ttl', '0']`. Resolves once it listens; stop it before the platform.
 * @param {{ api: string; deployDir: string; args?: string[]; nice?: number }} options
 * @returns {Promise<{ url: string; port: number; pid: number | undefined; stop: () => Promise<void>; logs: () => string[] }>}
 */
export async function launchEdge({ api, deployDir, args = [], nice = 0 }) {
  const edge = startNode(
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
    5_000,
    nice,
  );
  try {
    /** @type {string} */
    const url = await new Promise((resolve, reject) => {
      createInterface({ input: edge.stdout }).on('line', (line) => {
        const found = /edge listening on (http:\/\/\S+)/.exec(line);
        if (found?.[1]) resolve(found[1]);
      });
      edge.child.once('exit', (code) =>
        reject(new Error(`the edge exited (code ${code}):\n${edge.logs().join('\n')}`)),
      );
      setTimeout(
        () => reject(new Error(`the edge did not start within 60 s:\n${edge.logs().join('\n')}`)),
        60_000,
      ).unref();
    });
    return { url, port: Number(new URL(url).port), pid: edge.child.pid, stop: edge.stop, logs: edge.logs };
  } catch (error) {
    await edge.stop();
    throw error;
  }
}
