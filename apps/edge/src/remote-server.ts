import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { applyLimits, closeOnClientError, refuseConnect, type ServerLimits, serverOptions } from './limits';
import { listen } from './listen';
import { requestUrl } from './request-url';
import type { RemoteName } from '@marquee/remote-contract';
import { safeJoin, StaticFiles } from './static-files';

/** A running remote server. */
export interface RemoteServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * One remote's own static server (a team's CDN origin): serves every deployed version of
 * the remote under `/remotes/<name>/<version>/`, with CORS and immutable caching.
 */
export async function startRemoteServer(options: {
  name: RemoteName;
  deployDir: string;
  port?: number;
  host?: string;
  limits?: ServerLimits;
}): Promise<RemoteServer> {
  const root = path.resolve(options.deployDir, 'remotes', options.name);
  const prefix = `/remotes/${options.name}/`;
  const files = new StaticFiles();
  const server: Server = createServer(serverOptions(options.limits), (req, res) => {
    let pathname: string;
    try {
      pathname = requestUrl(req.url).pathname;
    } catch {
      pathname = '/';
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Access-Control-Allow-Origin', '*');
    // A version's server build (`<version>/server/`) is the edge's to import, never a file to serve.
    const file = pathname.startsWith(prefix) ? safeJoin(root, pathname.slice(prefix.length), ['*/server']) : null;
    const notFound = () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found\n');
    };
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) return notFound();
    files.send(req, res, file, { immutable: true, cors: true }).then(
      (sent) => sent || notFound(),
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
  });
  applyLimits(server, options.limits);
  server.on('clientError', closeOnClientError);
  server.on('connect', refuseConnect);
  const listening = await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  return { ...listening };
}
