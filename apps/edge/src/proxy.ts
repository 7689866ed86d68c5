import {
  Agent,
  type ClientRequest,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
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

/** An upstream origin, parsed once: where requests go and the keep-alive pool they share. */
export interface Upstream {
  readonly origin: string;
  readonly hostname: string;
  readonly port: number;
  /**
   * One keep-alive pool per upstream origin: a request reuses an idle connection instead of
   * opening one (the handshake and slow start of a new socket were most of the proxy's cost). As
   * many idle connections are kept as may be open: with fewer, a burst of 100 visitors closed and
   * reopened the connections past the idle cap on every request.
   */
  readonly agent: Agent;
}

const upstreams = new Map<string, Upstream>();
/** The upstream of an origin (or any URL on it), parsed once and kept. */
export function upstreamOf(url: string): Upstream {
  let upstream = upstreams.get(url);
  if (!upstream) {
    const parsed = new URL(url);
    const known = upstreams.get(parsed.origin);
    upstream = known ?? {
      origin: parsed.origin,
      hostname: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: Number(parsed.port) || 80,
      agent: new Agent({
        keepAlive: true,
        keepAliveMsecs: 1_000,
        maxSockets: 256,
        maxFreeSockets: 256,
        timeout: 30_000,
      }),
    };
    upstreams.set(parsed.origin, upstream);
    upstreams.set(url, upstream);
  }
  return upstream;
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
  /** The path and query to ask for, when the caller has parsed them already (default: from `req.url`). */
  readonly path?: string;
  /**
   * Called with the upstream's answer before it is sent on: it may return a function that gets the
   * whole body once it has passed (the API cache keeps a storable answer a visitor revalidated).
   */
  readonly observe?: (upstreamRes: IncomingMessage) => BodySink | undefined;
}

/** Who gets an answer's body whole once it has passed, when it is no larger than `maxBytes`. */
export interface BodySink {
  readonly maxBytes: number;
  readonly keep: (body: Buffer) => void;
}

/** Adds `Secure` to a Set-Cookie that lacks it. */
export function secureCookie(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/** The answer when the upstream cannot be reached: says so, names nothing internal. */
export function badGateway(res: ServerResponse, status: 502 | 504, options: ProxyOptions): void {
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
 * Whether an Accept-Encoding header accepts gzip (`gzip`, `x-gzip` or `*`, with no `q=0`). The
 * upstream is only ever asked for gzip or nothing: its gzip is computed once per cached answer,
 * brotli would be computed per request.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value.includes('q=')) return /\bgzip\b|\*/i.test(value);
  let star = false;
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    const q = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
    const accepted = !q || Number(q.slice(2)) > 0;
    // An explicit gzip (or x-gzip) decides; `*` only counts when gzip is not named.
    if (coding !== '*') return accepted;
    star = accepted;
  }
  return star;
}

/** The visitor's address of each request being served (set by the edge's handler, read when proxying). */
export const clientAddresses = new WeakMap<IncomingMessage, string>();

/** Request headers that never go upstream as they came (RFC 9110 §7.6.1), beyond those the Connection header names. */
export function isHopByHop(name: string): boolean {
  return HOP_BY_HOP.has(name);
}

/**
 * The headers a request goes upstream with: the visitor's, less hop-by-hop ones (and those its
 * Connection header names) and less `skip`, with the forwarding headers, Accept-Encoding reduced
 * to gzip or nothing, and the caller's extra headers.
 */
export function upstreamHeaders(
  req: IncomingMessage,
  options: ProxyOptions,
  skip?: ReadonlySet<string>,
): Record<string, string | string[]> {
  const source = req.headers;
  const connection = source.connection;
  // `Connection: keep-alive` (or close) names no header of its own: the common case costs nothing.
  const listed =
    connection && !/^\s*(?:keep-alive|close)\s*$/i.test(connection)
      ? new Set(
          connection
            .toLowerCase()
            .split(',')
            .map((name) => name.trim()),
        )
      : undefined;
  const headers: Record<string, string | string[]> = {};
  for (const name in source) {
    const value = source[name];
    if (value === undefined || HOP_BY_HOP.has(name) || listed?.has(name) || skip?.has(name)) continue;
    headers[name] = value;
  }
  headers['x-forwarded-host'] = source.host ?? '';
  headers['x-forwarded-proto'] = options.scheme ?? 'http';
  // The visitor's address as the edge worked it out (its trusted proxies' X-Forwarded-For), else
  // the peer; whatever X-Forwarded-For the visitor sent is replaced.
  const address = clientAddresses.get(req) ?? req.socket.remoteAddress;
  if (address) headers['x-forwarded-for'] = address;
  if (acceptsGzip(source['accept-encoding'])) headers['accept-encoding'] = 'gzip';
  else delete headers['accept-encoding'];
  if (options.extraHeaders) Object.assign(headers, options.extraHeaders);
  return headers;
}

/** Path and query of a request target, never resolved against the upstream (where `//host/` would name another host). */
function targetPath(req: IncomingMessage): string {
  const { pathname, search } = new URL(`http://edge.invalid${(req.url ?? '/').startsWith('/') ? req.url : '/'}`);
  return `${pathname}${search}`;
}

/** One request sent upstream: what `forward` needs. */
export interface Forwarded {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string | string[]>;
  /** The visitor's body, piped up (null: no body, and a GET/HEAD/OPTIONS is sent once more on a reset pooled socket). */
  readonly body: IncomingMessage | null;
  readonly timeoutMs?: number;
}

/**
 * Sends a request upstream over the pool. A bodiless idempotent request whose pooled connection
 * turned out to be closed by the upstream is sent once more; `onError` gets any other failure
 * before an answer (with `timeout` set when the upstream was too slow).
 */
export function forward(
  upstream: Upstream,
  sent: Forwarded,
  onResponse: (upstreamRes: IncomingMessage, upstreamReq: ClientRequest) => void,
  onError: (error: NodeJS.ErrnoException & { timeout?: boolean }) => void,
): void {
  const retryable = sent.body === null && IDEMPOTENT.has(sent.method);
  const attempt = (retriesLeft: number) => {
    let answered = false;
    const upstreamReq = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: sent.path,
        method: sent.method,
        headers: sent.headers,
        agent: upstream.agent,
        timeout: sent.timeoutMs ?? 15_000,
      },
      (upstreamRes) => {
        answered = true;
        onResponse(upstreamRes, upstreamReq);
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
      onError(error);
    });
    if (sent.body === null) upstreamReq.end();
    else {
      const body = sent.body;
      body.pipe(upstreamReq);
      body.on('error', () => upstreamReq.destroy());
    }
  };
  attempt(retryable ? 1 : 0);
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
export function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: string | Upstream,
  options: ProxyOptions = {},
): void {
  const target = typeof upstream === 'string' ? upstreamOf(upstream) : upstream;
  const path = options.path ?? targetPath(req);
  const method = req.method ?? 'GET';
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
  forward(
    target,
    {
      method,
      path,
      headers: upstreamHeaders(req, options),
      body: IDEMPOTENT.has(method) && !hasBody ? null : req,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    },
    (upstreamRes, upstreamReq) => {
      if (!req.complete) earlyAnswer(req, res, upstreamReq, upstreamRes);
      answer(req, res, upstreamRes, options);
    },
    (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      console.error(`edge: upstream ${target.origin} failed for ${method} ${path.split('?')[0]}:`, error.message);
      badGateway(res, error.timeout ? 504 : 502, options);
    },
  );
}

/**
 * The upstream answered before the whole body arrived: its connection is not reused (the rest of
 * the body would be read as the next request), and the visitor's body is drained so the answer
 * reaches them, then their connection closes.
 */
function earlyAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  upstreamReq: ClientRequest,
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

/**
 * Sends an upstream's answer on to the visitor: hop-by-hop headers dropped, cookies made `Secure`
 * over https, a 5xx marked `no-store`, text the upstream left uncompressed compressed here.
 */
export function answer(
  req: IncomingMessage,
  res: ServerResponse,
  upstreamRes: IncomingMessage,
  options: ProxyOptions,
): void {
  const status = upstreamRes.statusCode ?? 502;
  res.statusCode = status;
  const headers = upstreamRes.headers;
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'content-length') continue;
    if (name === 'set-cookie' && options.scheme === 'https' && Array.isArray(value))
      res.setHeader(name, value.map(secureCookie));
    else res.setHeader(name, value);
  }
  if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
  // Never keep a server error in a shared cache.
  if (status >= 500) res.setHeader('Cache-Control', 'no-store');
  const sink = options.observe?.(upstreamRes);
  if (sink) collect(upstreamRes, sink);
  const length = headers['content-length'];
  const encoded = headers['content-encoding'] !== undefined;
  const encoding =
    !encoded &&
    !(length !== undefined && Number(length) < COMPRESS_MIN_BYTES) &&
    isCompressible(headers['content-type'] ?? '')
      ? pickEncoding(req.headers['accept-encoding'])
      : null;
  if (encoding && req.method !== 'HEAD' && status !== 204 && status !== 304) {
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
  if (encoded) {
    const vary = res.getHeader('Vary');
    if (!String(vary ?? '').includes('Accept-Encoding'))
      res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (length) res.setHeader('Content-Length', length);
  relay(upstreamRes, res);
}

/**
 * Streams an answer on, as `pipeline` would, without its cost per request (an AbortController,
 * and an AbortError with its stack when it finishes: a few per cent of the proxy's time): an
 * upstream cut off mid-answer cuts the visitor's answer (they must not take it for whole), a
 * visitor gone stops the upstream's.
 */
function relay(upstreamRes: IncomingMessage, res: ServerResponse): void {
  upstreamRes.pipe(res);
  upstreamRes.once('error', () => res.destroy());
  upstreamRes.once('close', () => {
    if (!upstreamRes.complete) res.destroy();
  });
  res.once('close', () => {
    if (!upstreamRes.complete) upstreamRes.destroy();
  });
}

/** Gathers a body as it flows past (to its visitor) and hands it over whole at its end, unless it grew past the sink's bound. */
function collect(upstreamRes: IncomingMessage, sink: BodySink): void {
  let chunks: Buffer[] | null = [];
  let length = 0;
  const onData = (chunk: Buffer) => {
    length += chunk.length;
    if (length <= sink.maxBytes) chunks?.push(chunk);
    else {
      chunks = null;
      upstreamRes.off('data', onData);
    }
  };
  upstreamRes.on('data', onData);
  upstreamRes.once('end', () => {
    if (chunks) sink.keep(Buffer.concat(chunks, length));
  });
}
