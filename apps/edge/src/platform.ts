import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import type { RemoteName } from '@marquee/remote-contract';
import { REMOTE_NAMES } from '@marquee/remote-contract';
import { IDENTITY_API_AUDIENCE } from '@marquee/site-config';
import { databaseTarget, openDb } from '@marquee/db';
import { type EmbeddedPostgresServer, startEmbeddedPostgres } from '@marquee/db/embedded-postgres';
import { deployRemote, readHostSingletons } from './deploy';
import { DbManifestStore } from './manifest-store';

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
  /**
   * How many API, sign-in provider and edge processes to run on one database (default 1). With
   * more than one and no `databaseUrl`, an embedded PostgreSQL is started for them (a local
   * demonstration of several instances; production runs them behind a standard load balancer).
   */
  readonly instances?: number;
  /** A PostgreSQL for the shared state (DATABASE_URL); default: the embedded SQLite files. */
  readonly databaseUrl?: string;
}

/** A child process the platform runs, with the URL it printed when ready. */
export interface Service {
  readonly name: string;
  readonly url: string;
  /** Where the process itself listens, when its public url is another (a provider's issuer). */
  readonly loopbackUrl?: string;
  readonly process: ChildProcess;
}

/** The running platform. */
export interface Platform {
  /** The first instance of each (the only one unless `instances` > 1). */
  readonly edge: Service;
  readonly api: Service;
  /** The sign-in provider (apps/identity); its url is the issuer, http://id.marquee.localhost:PORT. */
  readonly identity: Service;
  /** Every instance: edges, APIs and providers (each provider's url is its loopback address). */
  readonly instances: { readonly edges: Service[]; readonly apis: Service[]; readonly identities: Service[] };
  /** The shared database, when there is one ("PostgreSQL 127.0.0.1:port/db", no password). */
  readonly database?: string;
  readonly remotes: Readonly<Record<RemoteName, Service>>;
  /** Stops every process it started. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 120_000;

/**
 * The port the edge will listen on: the one asked for, or for 0 a free one picked now (the edge
 * is started last, but the API must know the sites' port before: its alert mails link the sites).
 */
function edgePort(port: number): Promise<number> {
  if (port !== 0) return Promise.resolve(port);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const free = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (free ? resolve(free) : reject(new Error('no free port for the edge'))));
    });
  });
}

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
        resolve({ name, url: found[1], process: child, ...(found[2] ? { loopbackUrl: found[2] } : {}) });
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
  /** What to stop after the processes (the embedded PostgreSQL, the manifest store's pool). */
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    await Promise.all(started.map(stopProcess));
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
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

    const instances = Math.max(1, Math.floor(options.instances ?? 1));
    let embedded: EmbeddedPostgresServer | undefined;
    let databaseUrl = options.databaseUrl;
    if (databaseUrl === undefined && instances > 1) {
      embedded = await startEmbeddedPostgres();
      stops.push(() => embedded?.stop() ?? Promise.resolve());
      databaseUrl = await embedded.createDatabase('marquee');
      log(`[postgres] embedded PostgreSQL on 127.0.0.1:${embedded.port} (a temporary folder, gone when stopped)`);
    }
    const database = databaseUrl === undefined ? undefined : databaseTarget({ DATABASE_URL: databaseUrl }, '');
    const shared = databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl };
    const manifestDb = database ? openDb(database) : undefined;
    if (manifestDb) stops.push(() => manifestDb.close());
    const manifests = manifestDb ? await DbManifestStore.open(manifestDb) : undefined;

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
        ...(manifests ? { manifests } : {}),
      });
      log(`[deploy] ${name} ${result.version}`);
    }

    const suffix = (i: number) => (instances > 1 ? `-${i + 1}` : '');
    // The sign-in provider first: the API trusts only its keys (issuer, audience, expiry checked).
    // Every instance publishes the first one's issuer: one provider, however many processes.
    const identities: Service[] = [];
    for (let i = 0; i < instances; i++) {
      const identity = await startService(
        `identity${suffix(i)}`,
        [path.join(options.root, 'apps', 'identity', 'dist', 'main.mjs')],
        {
          PORT: '0',
          HOST: '127.0.0.1',
          DB_PATH: path.join(path.dirname(options.dbPath), 'identity.sqlite'),
          // Where the API reads the grants the provider revokes: its SQLite file, or DATABASE_URL's database.
          ...(databaseUrl === undefined ? { API_DB_PATH: options.dbPath } : {}),
          ...shared,
          ...(identities[0] ? { ISSUER: identities[0].url } : {}),
        },
        /identity listening on (http:\/\/\S+) \(loopback (http:\/\/[^,\s)]+)/,
        log,
      );
      started.push(identity.process);
      identities.push(identity);
    }
    const identity = identities[0] as Service;
    const identityPort = new URL(identity.url).port;

    // The sites' port, known before the APIs start: their mails (alerts) link the sites on it
    // (PUBLIC_PORT; apps/api/src/lib/public-origin.ts), not on port 80.
    const sitesPort = await edgePort(options.port);

    const apis: Service[] = [];
    for (let i = 0; i < instances; i++) {
      const api = await startService(
        `api${suffix(i)}`,
        [path.join(options.root, 'apps', 'api', 'dist', 'main.mjs')],
        {
          PORT: '0',
          // Each instance seeds its own copy of the catalogue (deterministic: the same answers and ids).
          DB_PATH: i === 0 ? options.dbPath : options.dbPath.replace(/(\.sqlite)?$/, `-${i + 1}.sqlite`),
          ...shared,
          // Node does not resolve *.localhost: the API fetches the keys on the loopback address.
          AUTH_JWKS_URL: `http://127.0.0.1:${identityPort}/.well-known/jwks.json`,
          AUTH_ISSUER: identity.url,
          AUTH_AUDIENCE: IDENTITY_API_AUDIENCE,
          IDENTITY_URL: identity.url,
          PUBLIC_PORT: String(sitesPort),
        },
        /API listening on (http:\/\/\S+)/,
        log,
      );
      started.push(api.process);
      apis.push(api);
    }
    const api = apis[0] as Service;

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

    const edges: Service[] = [];
    for (let i = 0; i < instances; i++) {
      const edge = await startService(
        `edge${suffix(i)}`,
        [
          path.join(options.root, 'apps', 'edge', 'dist', 'main.mjs'),
          '--root',
          options.root,
          '--deploy-dir',
          options.deployDir,
          '--api',
          (apis[i] as Service).url,
          '--port',
          i === 0 ? String(sitesPort) : '0',
          '--identity',
          identity.url,
        ],
        shared,
        /edge listening on (http:\/\/\S+)/,
        log,
      );
      started.push(edge.process);
      edges.push(edge);
    }
    const edge = edges[0] as Service;
    return {
      edge,
      api,
      identity,
      remotes,
      instances: { edges, apis, identities },
      ...(manifestDb ? { database: manifestDb.description } : {}),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
