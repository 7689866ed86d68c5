import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import { isCompressible, pickEncoding } from './static-files';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** Methods that may be sent twice without harm (RFC 9110 §9.2.2), when they carry no body. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After an early answer (the upstream refused a body before reading it all), this much of the
 * rest of the visitor's upload is read and thrown away so the answer reaches them; past it, the
 * connection is closed.
 */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/** Bodies smaller than this are not worth compressing at the edge. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * One keep-alive pool per upstream origin: a request reuses an idle connection instead of
 * opening one (the handshake and slow start of a new socket were most of the proxy's cost).
 */
const agents = new Map<string, Agent>();
function agentFor(origin: string): Agent {
  let agent = agents.get(origin);
  if (!agent) {
    agent = new Agent({ keepAlive: true, keepAliveMsecs: 1_000, maxSockets: 256, maxFreeSockets: 64, timeout: 30_000 });
    agents.set(origin, agent);
  }
  return agent;
}

export interface ProxyOptions {
  /** Headers added to the upstream request (the site of the Host, for the API). */
  readonly extraHeaders?: Record<string, string>;
  /** Cross-origin readable (a remote's files): `Access-Control-Allow-Origin: *`. */
  readonly cors?: boolean;
  /** How long the upstream may take to answer (ms). */
  readonly timeoutMs?: number;
  /** The scheme the visitor used (https behind a trusted proxy): forwarded, and cookies made `Secure` over https. */
  readonly scheme?: 'http' | 'https';
  /** What the visitor gets when the upstream is down: a JSON error (API) by default. */
  readonly downMessage?: string;
}

/** Adds `Secure` to a Set-Cookie that lacks it. */
export function secureCookie(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/** The answer when the upstream cannot be reached: says so, names nothing internal. */
function badGateway(res: ServerResponse, status: 502 | 504, options: ProxyOptions): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Retry-After', '5');
  if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
  res.end(
    JSON.stringify({
      error: status === 504 ? 'gateway_timeout' : 'bad_gateway',
      message: options.downMessage ?? 'The service is not answering right now. Please try again in a moment.',
    }),
  );
}

/**
 * Forwards a request to an upstream origin (the API, a remote's server) over a pooled keep-alive
 * connection and streams the answer back. An upstream that compresses (the API keeps a gzip copy
 * of each answer) is passed through as it is; text it sent uncompressed is compressed here. An
 * upstream that is down answers 502 with a JSON body, so the page can tell "down" from "not found".
 *
 * An upstream that answers before it has read the whole body (413 for a body too large) gets its
 * connection closed rather than put back in the pool with the rest of the body in it, and the
 * visitor's connection is drained (or closed past a limit) so the next request on either is clean.
 * A GET or HEAD whose pooled connection turned out to be closed by the upstream is sent once more.
 */
export function proxy(req: IncomingMessage, res: ServerResponse, upstream: string, options: ProxyOptions = {}): void {
  // Path and query appended to the upstream's origin: never resolved against it, where `//host/`
  // would name another host.
  const { pathname, search } = new URL(`http://edge.invalid${(req.url ?? '/').startsWith('/') ? req.url : '/'}`);
  const target = new URL(`${new URL(upstream).origin}${pathname}${search}`);
  const headers: Record<string, string | string[]> = {};
  const listed = new Set(
    String(req.headers.connection ?? '')
      .toLowerCase()
      .split(',')
      .map((name) => name.trim()),
  );
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !listed.has(name)) headers[name] = value;
  }
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = options.scheme ?? 'http';
  if (req.socket.remoteAddress) headers['x-forwarded-for'] = req.socket.remoteAddress;
  // The upstream's own gzip (computed once per cached answer) is passed through; brotli, which
  // would be computed per request, is not asked for.
  const clientEncoding = pickEncoding(req.headers['accept-encoding']);
  if (/\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))) headers['accept-encoding'] = 'gzip';
  else delete headers['accept-encoding'];
  Object.assign(headers, options.extraHeaders);

  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
  const retryable = IDEMPOTENT.has(req.method ?? 'GET') && !hasBody;
  const agent = agentFor(target.origin);

  const attempt = (retriesLeft: number) => {
    let answered = false;
    const upstreamReq = httpRequest(
      target,
      { method: req.method, headers, agent, timeout: options.timeoutMs ?? 15_000 },
      (upstreamRes) => {
        answered = true;
        if (!req.complete) earlyAnswer(req, res, upstreamReq, upstreamRes);
        answer(req, res, upstreamRes, clientEncoding, options);
      },
    );
    upstreamReq.on('timeout', () =>
      upstreamReq.destroy(Object.assign(new Error('upstream timeout'), { timeout: true })),
    );
    upstreamReq.on('error', (error: NodeJS.ErrnoException & { timeout?: boolean }) => {
      // The upstream answered and then hung up on the rest of a refused body: the answer stands.
      if (answered) return;
      if (retriesLeft > 0 && upstreamReq.reusedSocket && error.code === 'ECONNRESET') {
        attempt(retriesLeft - 1);
        return;
      }
      if (res.headersSent) {
        res.destroy();
        return;
      }
      console.error(`edge: upstream ${target.origin} failed for ${req.method} ${target.pathname}:`, error.message);
      badGateway(res, error.timeout ? 504 : 502, options);
    });
    if (retryable) upstreamReq.end();
    else {
      req.pipe(upstreamReq);
      req.on('error', () => upstreamReq.destroy());
    }
  };
  attempt(retryable ? 1 : 0);
}

/**
 * The upstream answered before the whole body arrived: its connection is not reused (the rest of
 * the body would be read as the next request), and the visitor's body is drained so the answer
 * reaches them, then their connection closes.
 */
function earlyAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  upstreamReq: ReturnType<typeof httpRequest>,
  upstreamRes: IncomingMessage,
): void {
  req.unpipe(upstreamReq);
  upstreamRes.once('end', () => upstreamReq.destroy());
  upstreamRes.once('close', () => upstreamReq.destroy());
  res.setHeader('Connection', 'close');
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.socket.destroy();
  });
  req.resume();
}

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  upstreamRes: IncomingMessage,
  clientEncoding: 'br' | 'gzip' | null,
  options: ProxyOptions,
): void {
  res.statusCode = upstreamRes.statusCode ?? 502;
  for (const [name, value] of Object.entries(upstreamRes.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'content-length') continue;
    if (name === 'set-cookie' && options.scheme === 'https' && Array.isArray(value))
      res.setHeader(name, value.map(secureCookie));
    else res.setHeader(name, value);
  }
  if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
  // Never keep a server error in a shared cache.
  if (res.statusCode >= 500) res.setHeader('Cache-Control', 'no-store');
  const type = String(upstreamRes.headers['content-type'] ?? '');
  const length = upstreamRes.headers['content-length'];
  const small = length !== undefined && Number(length) < COMPRESS_MIN_BYTES;
  const encoding = !upstreamRes.headers['content-encoding'] && isCompressible(type) && !small ? clientEncoding : null;
  if (encoding && req.method !== 'HEAD' && res.statusCode !== 204 && res.statusCode !== 304) {
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    pipeline(
      upstreamRes,
      encoding === 'br'
        ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
        : createGzip({ level: 6 }),
      res,
      () => {},
    );
    return;
  }
  if (upstreamRes.headers['content-encoding'] && !String(res.getHeader('Vary') ?? '').includes('Accept-Encoding'))
    res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (length) res.setHeader('Content-Length', length);
  pipeline(upstreamRes, res, () => {});
}
