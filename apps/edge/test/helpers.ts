import { type Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

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

/** GETs a path from a server on loopback with a given Host header. */
export function get(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return send(port, { path, host, headers });
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
