import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningApi, startApi } from '@marquee/api/server';
import { REMOTE_NAMES, type RemoteName } from '@marquee/remote-contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { deployRemote, readHostSingletons } from '../src/deploy';
import { upstreamOf } from '../src/proxy';
import { type Edge, type EdgeOptions, startEdge } from '../src/server';

/** An answer read whole. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request to a server on loopback. */
export interface Sent {
  readonly method?: string;
  readonly path: string;
  /** The Host header (the site). */
  readonly host: string;
  readonly headers?: Record<string, string>;
  readonly body?: Buffer | string;
  /** A keep-alive agent to reuse connections; by default a fresh connection. */
  readonly agent?: Agent;
  /** Fail when no answer came within this time (ms). */
  readonly timeoutMs?: number;
}

/** A body decoded by its Content-Encoding (gzip, br); bytes that do not decode are read as latin1. */
function decode(raw: Buffer, encoding: string | string[] | undefined): string {
  try {
    if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
    if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
    return raw.toString('utf8');
  } catch {
    return raw.toString('latin1');
  }
}

/**
 * Sends one request to a server on loopback with a given Host header (Node cannot resolve
 * `*.localhost` and its fetch ignores a Host header we set) and reads the answer whole. A server
 * that answers early and closes while the body is still going up is fine: the answer counts.
 */
export function send(port: number, sent: Sent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: sent.path,
        method: sent.method ?? 'GET',
        headers: { ...sent.headers, host: sent.host },
        agent: sent.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: decode(Buffer.concat(chunks), res.headers['content-encoding']),
          }),
        );
        res.on('error', reject);
      },
    );
    if (sent.timeoutMs)
      req.setTimeout(sent.timeoutMs, () => req.destroy(new Error(`no answer within ${sent.timeoutMs} ms`)));
    let answered = false;
    req.on('response', () => {
      answered = true;
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    // Closed with no answer at all (reset before answering): a failure, not a wait for ever.
    req.on('close', () => {
      if (!answered) reject(new Error('the connection closed without an answer'));
    });
    req.end(sent.body);
  });
}

/** Opens a raw connection and sends a request's headers one byte at a time until the edge hangs up. */
export function trickle(port: number, everyMs: number): Promise<{ closedAfterMs: number; bytesSent: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket: Socket = connect(port, '127.0.0.1');
    const request = Buffer.from(`GET /films HTTP/1.1\r\nHost: fr.marquee.localhost\r\nX-Slow: ${'a'.repeat(10_000)}`);
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < request.length && socket.writable) socket.write(request.subarray(sent, ++sent));
    }, everyMs);
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: performance.now() - started, bytesSent: sent });
    });
  });
}

/** A raw answer: the status line's code, the head, and when the connection closed (ms after sending; null: still open). */
export interface RawAnswer {
  readonly status: number | null;
  readonly head: string;
  readonly closedAfterMs: number | null;
  /** Everything that came back, read as latin1. */
  readonly text: string;
}

/**
 * Writes bytes on a fresh connection and reads until the server closes it or `waitMs` passes
 * (then the answer so far, `closedAfterMs` null). A status of null: nothing came back.
 */
export function raw(port: number, bytes: string, waitMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({
        status: status ? Number(status) : null,
        head: text.split('\r\n\r\n')[0] ?? '',
        closedAfterMs: closed ? performance.now() - started : null,
        text,
      });
      socket.destroy();
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => finish(true));
    socket.write(bytes);
  });
}

/** Connections of the edge's keep-alive pool to an upstream (the API) that are busy with a request. */
export function busyUpstreamSockets(url: string): number {
  const { agent } = upstreamOf(url);
  return Object.values(agent.sockets).reduce((count, sockets) => count + (sockets?.length ?? 0), 0);
}

/** GETs a path from a server on loopback with a given Host header. */
export function get(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return send(port, { path, host, headers });
}

/** The bootstrap JSON the edge inlined in a page: the live remotes, and what the server rendered. */
export interface Bootstrap {
  environment: string;
  remotes: Record<
    string,
    { entry: string; version: string; routes?: { module: string; imports: string[]; css: string[] } }
  >;
  /** The server render's language, remotes, texts and router state (absent from a client-rendered page). */
  ssr?: {
    language: string;
    remotes: string[];
    texts: Record<string, unknown>;
    router: { loaderData: Record<string, { data?: unknown; clientOnly?: boolean } | undefined> };
  };
}

/** The bootstrap JSON the edge inlined in a page. */
export function bootstrapOf(html: string): Bootstrap {
  const match = html.match(/<script id="marquee-bootstrap" type="application\/json">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error('no bootstrap data in the page');
  return JSON.parse(match[1]);
}

/** The repository's root, and the builds the edge tests run against (turbo builds before tests). */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const COUNTRIES_DIR = path.join(REPO, 'apps', 'countries');
export const VENDOR_DIR = path.join(REPO, 'apps', 'vendor', 'dist');
/** A remote's browser build (with its server build inside). */
export const buildOf = (name: RemoteName): string => path.join(REPO, 'apps', 'remotes', name, 'dist', 'client');

/** What a copy of a remote's build changes (`TestPlatform.buildCopy`). */
export interface BuildChange {
  /** Rewrites the server build's routes module (`server/routes.mjs`); `null` removes the server build. */
  readonly serverRoutes?: ((code: string) => string) | null;
  /** Files written into the copy: path inside it → text (another content, so another version). */
  readonly files?: Readonly<Record<string, string>>;
}

/** The real API on a scratch SQLite file, and the five remotes' real builds deployed into a scratch store. */
export interface TestPlatform {
  readonly api: RunningApi;
  /** The scratch folder (removed by `close`). */
  readonly scratch: string;
  /** The deploy store the remotes are deployed into (`startEdge`'s `deployDir`). */
  readonly deployDir: string;
  /**
   * An edge in front of this API and store, serving the built country apps with the remotes from
   * the store (no remote origin); `options` add to or replace those (close it yourself).
   */
  edge(options?: Partial<EdgeOptions>): Promise<Edge>;
  /**
   * A copy of a remote's real build in the scratch folder (removed by `close`), changed by
   * `change`: a build to deploy as another version, a broken one, one without its server part.
   */
  buildCopy(name: RemoteName, change?: BuildChange): Promise<string>;
  close(): Promise<void>;
}

/** Starts what an edge test puts the edge in front of; `prefix` names its scratch folder. */
export async function startTestPlatform(prefix: string): Promise<TestPlatform> {
  for (const name of REMOTE_NAMES) {
    if (!existsSync(path.join(buildOf(name), 'server', 'marquee-server.json')))
      throw new Error(`build first: ${name} has no server build (turbo runs build before test)`);
  }
  const scratch = await mkdtemp(path.join(tmpdir(), prefix));
  const deployDir = path.join(scratch, 'deploy');
  const api = await startApi({ dbPath: path.join(scratch, 'api.sqlite') });
  const hostSingletons = await readHostSingletons(VENDOR_DIR);
  for (const name of REMOTE_NAMES) {
    await deployRemote({ deployDir, name, buildDir: buildOf(name), packageVersion: '0.1.0', hostSingletons });
  }
  return {
    api,
    scratch,
    deployDir,
    edge: (options = {}) =>
      startEdge({
        countriesDir: COUNTRIES_DIR,
        vendorDir: VENDOR_DIR,
        deployDir,
        apiUrl: api.url,
        remoteOrigins: {},
        ...options,
      }),
    async buildCopy(name, change = {}) {
      const dir = await mkdtemp(path.join(scratch, `${name}-build-`));
      await cp(buildOf(name), dir, { recursive: true });
      const server = path.join(dir, 'server');
      if (change.serverRoutes === null) await rm(server, { recursive: true });
      else if (change.serverRoutes) {
        const routes = path.join(server, 'routes.mjs');
        await writeFile(routes, change.serverRoutes(await readFile(routes, 'utf8')));
      }
      for (const [file, text] of Object.entries(change.files ?? {})) await writeFile(path.join(dir, file), text);
      return dir;
    },
    async close() {
      await api.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
