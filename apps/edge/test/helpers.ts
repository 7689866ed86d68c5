import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** An answer read whole. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * GETs a path from a server on loopback with a given Host header (Node cannot resolve
 * `*.localhost` and its fetch ignores a Host header we set).
 */
export function get(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body =
          res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The bootstrap JSON the edge inlined in a page. */
export function bootstrapOf(html: string): {
  environment: string;
  remotes: Record<
    string,
    { entry: string; version: string; routes?: { module: string; imports: string[]; css: string[] } }
  >;
} {
  const match = html.match(/<script id="marquee-bootstrap" type="application\/json">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error('no bootstrap data in the page');
  return JSON.parse(match[1]);
}
