import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { RemoteName } from '@marquee/remote-contract';
import { REMOTE_NAMES } from '@marquee/remote-contract';
import { IDENTITY_API_AUDIENCE } from '@marquee/site-config';
import { deployRemote, readHostSingletons } from './deploy';

/** How to run the whole platform on one machine. */
export interface PlatformOptions {
  /** The repository root (holds apps/). */
  readonly root: string;
  /** Edge port; 0 picks a free one. */
  readonly port: number;
  readonly deployDir: string;
  readonly dbPath: string;
  /** Where a process's output goes (the supervisor's own stdout by default). */
  readonly log?: (line: string) => void;
}

/** A child process the platform runs, with the URL it printed when ready. */
export interface Service {
  readonly name: string;
  readonly url: string;
  readonly process: ChildProcess;
}

/** The running platform. */
export interface Platform {
  readonly edge: Service;
  readonly api: Service;
  /** The sign-in provider (apps/identity); its url is the issuer, http://id.marquee.localhost:PORT. */
  readonly identity: Service;
  readonly remotes: Readonly<Record<RemoteName, Service>>;
  /** Stops every process it started. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 120_000;

/** Starts a Node program and waits for the line that tells its URL. */
async function startService(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  log: (line: string) => void,
): Promise<Service> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error(`${name}: no output pipes`);
  const lines = createInterface({ input: stdout });
  createInterface({ input: stderr }).on('line', (line) => log(`[${name}] ${line}`));
  return new Promise<Service>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${name} did not start within ${READY_TIMEOUT_MS / 1000} s`));
    }, READY_TIMEOUT_MS);
    let started = false;
    lines.on('line', (line) => {
      log(`[${name}] ${line}`);
      const found = started ? null : ready.exec(line);
      if (found?.[1]) {
        started = true;
        clearTimeout(timer);
        resolve({ name, url: found[1], process: child });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!started) reject(new Error(`${name} exited before it was ready (code ${code}, signal ${signal})`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts everything a developer needs, each part as its own process like in production:
 * the API, one static server per remote (deploying each remote's current build first),
 * and the edge in front of them.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started: ChildProcess[] = [];
  const stopAll = () => Promise.all(started.map(stopProcess)).then(() => undefined);
  try {
    await mkdir(options.deployDir, { recursive: true });
    await mkdir(path.dirname(options.dbPath), { recursive: true });
    const missing = [
      path.join(options.root, 'apps', 'api', 'dist', 'main.mjs'),
      path.join(options.root, 'apps', 'identity', 'dist', 'main.mjs'),
      path.join(options.root, 'apps', 'edge', 'dist', 'main.mjs'),
      path.join(options.root, 'apps', 'vendor', 'dist', 'vendor-manifest.json'),
    ].filter((file) => !existsSync(file));
    if (missing.length > 0) throw new Error(`not built yet (${missing.join(', ')}): run the build first`);

    // Make each remote's current build live (a no-op when that build is already live).
    const hostSingletons = await readHostSingletons(path.join(options.root, 'apps', 'vendor', 'dist'));
    for (const name of REMOTE_NAMES) {
      const remoteDir = path.join(options.root, 'apps', 'remotes', name);
      const { version: packageVersion } = JSON.parse(await readFile(path.join(remoteDir, 'package.json'), 'utf8')) as {
        version: string;
      };
      const result = await deployRemote({
        deployDir: options.deployDir,
        name,
        buildDir: path.join(remoteDir, 'dist', 'client'),
        packageVersion,
        hostSingletons,
      });
      log(`[deploy] ${name} ${result.version}`);
    }

    // The sign-in provider first: the API trusts only its keys (issuer, audience, expiry checked).
    const identity = await startService(
      'identity',
      [path.join(options.root, 'apps', 'identity', 'dist', 'main.mjs')],
      { PORT: '0', HOST: '127.0.0.1', DB_PATH: path.join(path.dirname(options.dbPath), 'identity.sqlite') },
      /identity listening on (http:\/\/\S+)/,
      log,
    );
    started.push(identity.process);
    const identityPort = new URL(identity.url).port;

    const api = await startService(
      'api',
      [path.join(options.root, 'apps', 'api', 'dist', 'main.mjs')],
      {
        PORT: '0',
        DB_PATH: options.dbPath,
        // Node does not resolve *.localhost: the API fetches the keys on the loopback address.
        AUTH_JWKS_URL: `http://127.0.0.1:${identityPort}/.well-known/jwks.json`,
        AUTH_ISSUER: identity.url,
        AUTH_AUDIENCE: IDENTITY_API_AUDIENCE,
        IDENTITY_URL: identity.url,
      },
      /API listening on (http:\/\/\S+)/,
      log,
    );
    started.push(api.process);

    const remotes = {} as Record<RemoteName, Service>;
    await Promise.all(
      REMOTE_NAMES.map(async (name) => {
        const service = await startService(
          name,
          [
            path.join(options.root, 'apps', 'edge', 'dist', 'remote-server.mjs'),
            '--name',
            name,
            '--deploy-dir',
            options.deployDir,
            '--port',
            '0',
          ],
          {},
          /listening on (http:\/\/\S+)/,
          log,
        );
        started.push(service.process);
        remotes[name] = service;
      }),
    );
    // The edge finds each remote's origin here (re-read when it changes).
    const origins = Object.fromEntries(REMOTE_NAMES.map((name) => [name, remotes[name].url]));
    const originsFile = path.join(options.deployDir, 'origins.json');
    await writeFile(`${originsFile}.tmp`, `${JSON.stringify(origins, null, 2)}\n`);
    await rename(`${originsFile}.tmp`, originsFile);

    const edge = await startService(
      'edge',
      [
        path.join(options.root, 'apps', 'edge', 'dist', 'main.mjs'),
        '--root',
        options.root,
        '--deploy-dir',
        options.deployDir,
        '--api',
        api.url,
        '--port',
        String(options.port),
        '--identity',
        identity.url,
      ],
      {},
      /edge listening on (http:\/\/\S+)/,
      log,
    );
    started.push(edge.process);
    return { edge, api, identity, remotes, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
