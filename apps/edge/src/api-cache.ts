import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Cache } from './cache';
import {
  acceptsGzip,
  answer,
  badGateway,
  type BodySink,
  forward,
  isHopByHop,
  type ProxyOptions,
  proxy,
  type Upstream,
  upstreamHeaders,
  upstreamOf,
} from './proxy';
import { normalisePath } from './request-url';
import { isCompressible, noneMatch } from './static-files';

/** How the edge's shared cache of API answers is bounded. */
export interface ApiCacheOptions {
  /** At most this many answers (default 5,000). */
  readonly maxEntries?: number;
  /** At most this many bytes of answers in all (default 64 MiB). */
  readonly maxBytes?: number;
  /** An answer larger than this is passed through, never kept (default 1 MiB). */
  readonly maxEntryBytes?: number;
  /** The clock (ms; tests move it). */
  readonly now?: () => number;
  /**
   * How long the API may stay silent on a request for an answer the cache holds stale before the
   * visitor gets that answer instead (stale-if-error; default 2,000 ms).
   */
  readonly deadlineMs?: number;
}

/** The bounds used when none are given. */
export const API_CACHE_DEFAULTS = {
  maxEntries: 5_000,
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
  deadlineMs: 2_000,
};

/** What a kept answer costs beyond its body (its headers and bookkeeping), counted against `maxBytes`. */
const ENTRY_OVERHEAD_BYTES = 1024;

/** Bodies smaller than this are kept as they came: not worth compressing. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Paths whose answers are one client's own (the client API, the account and session routes): never
 * looked up nor kept, whatever they say. The API reads the Authorization header and the sign-in
 * cookie on these paths only (apps/api/src/routes/shared/client-auth.ts). Matched on the normalised
 * path (isClientApiPath): the API decodes `/api/%63lient/` to `/api/client/`.
 */
export const CLIENT_API_PATH = /^\/api\/(?:client|v1|fr|en|de|nl)(?:[/?#]|$)/i;

/** Whether a path (with its query) is one of the client API's, however its letters are escaped. */
export function isClientApiPath(path: string): boolean {
  return CLIENT_API_PATH.test(normalisePath(path));
}

/** Statuses kept (with explicit freshness): 200, and 404/410 when the API marks them public. */
const STORABLE_STATUS = new Set([200, 404, 410]);

/** Request headers on which an answer may vary and still be kept: the cache key holds them. */
const KEYED_HEADERS = new Set(['accept-encoding', 'x-marquee-site']);

/** Conditional and range headers of the visitor: a fill asks for the whole answer (the cache answers them itself). */
const NOT_ON_FILL = new Set(['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range']);

/** Headers of a kept answer that a 304 from the cache carries (RFC 9110 §15.4.5). */
const ON_NOT_MODIFIED = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

/** An answer kept: what a hit sends, and the times its freshness is counted from. */
export interface StoredAnswer {
  readonly status: number;
  /** The headers sent with it, as the API gave them (less hop-by-hop, Age and Content-Length). */
  readonly headers: Readonly<Record<string, string | string[]>>;
  readonly body: Buffer;
  readonly etag: string | undefined;
  /** When it arrived (ms, on the cache's clock). */
  readonly receivedAt: number;
  /** The Age it arrived with (s). */
  readonly initialAge: number;
  /** How long it is fresh from its origin (s: s-maxage, else max-age). */
  readonly lifetime: number;
  /** How long past that it may be sent while one request refreshes it (s: stale-while-revalidate). */
  readonly staleWhileRevalidate: number;
  /** How long past its freshness it may be sent when the API fails or is too slow (s: stale-if-error). */
  readonly staleIfError: number;
}

/** The directives of a Cache-Control header: lowercase name to value ('' when it has none). */
export function cacheDirectives(header: string | string[] | undefined): Map<string, string> {
  const directives = new Map<string, string>();
  if (header === undefined) return directives;
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const at = part.indexOf('=');
    const name = (at < 0 ? part : part.slice(0, at)).trim().toLowerCase();
    if (!name) continue;
    const value =
      at < 0
        ? ''
        : part
            .slice(at + 1)
            .trim()
            .replace(/^"(.*)"$/, '$1');
    // RFC 9111 §4.2.1: a directive given twice with different values makes the answer stale; the first is kept here.
    if (!directives.has(name)) directives.set(name, value);
  }
  return directives;
}

/** A delta-seconds value (RFC 9111 §1.2.2), or undefined when it is not one. */
function seconds(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** How long an answer is fresh and may be served stale, when a shared cache may keep it at all. */
export interface Storability {
  readonly lifetime: number;
  readonly staleWhileRevalidate: number;
  readonly staleIfError: number;
  readonly initialAge: number;
}

/**
 * Whether a shared cache may keep an answer (RFC 9111 §3, strictly): a 200 (404 and 410 only
 * when `public`), with an explicit lifetime (s-maxage, else max-age) longer than its Age; never
 * with no-store, private or no-cache, never with a Set-Cookie, never when Vary names a header the
 * key does not hold (`*`, Cookie, Accept-Language...), never larger than `maxBytes`. Null: pass it on, keep nothing.
 */
export function storability(
  status: number,
  headers: IncomingMessage['headers'],
  maxBytes = API_CACHE_DEFAULTS.maxEntryBytes,
): Storability | null {
  if (!STORABLE_STATUS.has(status)) return null;
  if (headers['set-cookie'] !== undefined) return null;
  const cc = cacheDirectives(headers['cache-control']);
  if (cc.has('no-store') || cc.has('private') || cc.has('no-cache')) return null;
  if (status !== 200 && !cc.has('public')) return null;
  const lifetime = seconds(cc.get('s-maxage')) ?? seconds(cc.get('max-age'));
  if (lifetime === undefined) return null;
  const vary = headers.vary;
  if (vary !== undefined) {
    for (const name of vary.split(',')) {
      const field = name.trim().toLowerCase();
      if (field && !KEYED_HEADERS.has(field)) return null;
    }
  }
  const length = headers['content-length'];
  if (length !== undefined && Number(length) > maxBytes) return null;
  const initialAge = seconds(headers.age) ?? 0;
  if (initialAge >= lifetime) return null;
  const revalidate = cc.has('must-revalidate') || cc.has('proxy-revalidate') || cc.has('s-maxage');
  return {
    lifetime,
    // must-revalidate / proxy-revalidate (and s-maxage, which implies proxy-revalidate) forbid serving stale.
    staleWhileRevalidate: revalidate ? 0 : (seconds(cc.get('stale-while-revalidate')) ?? 0),
    staleIfError: revalidate ? 0 : (seconds(cc.get('stale-if-error')) ?? 0),
    initialAge,
  };
}

export { noneMatch };

/** Whether the visitor asked for an answer checked with the API (`Cache-Control: no-cache` or `max-age=0`, `Pragma: no-cache`). */
function wantsRevalidation(req: IncomingMessage): boolean {
  const header = req.headers['cache-control'];
  if (header === undefined) return /no-cache/i.test(String(req.headers.pragma ?? ''));
  const cc = cacheDirectives(header);
  return cc.has('no-cache') || cc.get('max-age') === '0';
}

/** What one request through the cache needs to know. */
export interface CachedRequest {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The site the edge resolved from the Host (sent upstream as X-Marquee-Site). */
  readonly site: string;
  /** The path and query, as the edge parsed them. */
  readonly path: string;
  readonly scheme: 'http' | 'https';
  /** What the edge says of the environment (sent upstream as X-Marquee-Environment, over any the visitor sent). */
  readonly environment?: string;
}

/**
 * The edge's shared HTTP cache of API answers (RFC 9111 for a shared cache):
 * GET and HEAD answers the API marks cacheable are kept per site, path and query, and encoding
 * (gzip or identity), fresh for their max-age (with `Age` on hits), then served stale within
 * stale-while-revalidate while one background request refreshes them. Simultaneous misses of one
 * key share one upstream request. A visitor's If-None-Match matching a kept ETag gets a 304 from
 * the cache. Requests with Authorization, the client API's paths and anything but GET/HEAD pass
 * straight through; what may be kept is decided by `storability`.
 */
export class ApiCache {
  readonly #upstream: Upstream;
  readonly #store: Cache<string, StoredAnswer>;
  /** Fills and refreshes under way, by key: the one upstream request the others wait for. */
  readonly #pending = new Map<string, Promise<StoredAnswer | null>>();
  readonly #maxEntryBytes: number;
  readonly #now: () => number;
  readonly #deadlineMs: number;
  /** What the cache did, counted since it started (for tests and figures). */
  readonly stats = {
    hits: 0,
    staleHits: 0,
    misses: 0,
    coalesced: 0,
    passed: 0,
    revalidations: 0,
    fills: 0,
    staleOnError: 0,
  };

  constructor(apiUrl: string, options: ApiCacheOptions = {}) {
    this.#upstream = upstreamOf(apiUrl);
    this.#now = options.now ?? Date.now;
    this.#maxEntryBytes = options.maxEntryBytes ?? API_CACHE_DEFAULTS.maxEntryBytes;
    this.#deadlineMs = options.deadlineMs ?? API_CACHE_DEFAULTS.deadlineMs;
    this.#store = new Cache<string, StoredAnswer>({
      maxEntries: options.maxEntries ?? API_CACHE_DEFAULTS.maxEntries,
      maxBytes: options.maxBytes ?? API_CACHE_DEFAULTS.maxBytes,
      sizeOf: (answer) => answer.body.length + ENTRY_OVERHEAD_BYTES,
      now: this.#now,
    });
  }

  /** The number of answers kept and their bytes (bodies plus a fixed overhead each). */
  get usage(): { entries: number; bytes: number } {
    return { entries: this.#store.size, bytes: this.#store.bytes };
  }

  /** Upstream requests of the cache under way (fills and background refreshes). */
  get inFlight(): number {
    return this.#pending.size;
  }

  /** Answers an API request: from the cache, through it (filling it), or straight through. */
  handle(request: CachedRequest): void {
    const { req, res, site, path, scheme } = request;
    const options: ProxyOptions = {
      extraHeaders: { 'x-marquee-site': site, 'x-marquee-environment': request.environment ?? '' },
      scheme,
      path,
    };
    const method = req.method;
    const headers = req.headers;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      headers.authorization !== undefined ||
      headers.range !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined ||
      isClientApiPath(path)
    ) {
      this.stats.passed += 1;
      proxy(req, res, this.#upstream, options);
      return;
    }
    const key = `${site} GET ${path} ${acceptsGzip(headers['accept-encoding']) ? 'gzip' : 'identity'}`;
    if (headers['cache-control'] !== undefined && cacheDirectives(headers['cache-control']).has('no-store')) {
      // RFC 9111 §5.2.1.5: nothing of this exchange is kept.
      this.stats.passed += 1;
      proxy(req, res, this.#upstream, options);
      return;
    }
    if (wantsRevalidation(req)) {
      // Checked with the API, as asked: sent on (with the visitor's own conditional headers), and
      // kept when storable, so the next visitors get the answer just checked.
      this.stats.revalidations += 1;
      proxy(req, res, this.#upstream, {
        ...options,
        observe: (upstreamRes) => (method === 'GET' ? this.#keeper(key, upstreamRes) : undefined),
      });
      return;
    }
    const hit = this.#store.lookup(key);
    if (hit && (hit.fresh || this.#age(hit.value) < hit.value.lifetime + hit.value.staleWhileRevalidate)) {
      if (hit.fresh) this.stats.hits += 1;
      else this.stats.staleHits += 1;
      if (!hit.fresh && !this.#pending.has(key)) this.#refresh(key, req, options, hit.value);
      this.#send(req, res, hit.value);
      return;
    }
    // Held only for errors (past stale-while-revalidate, within stale-if-error): asked again, the
    // visitor waiting, and given the held answer if the API fails or stays silent past the deadline.
    const held = hit?.value;
    const pending = this.#pending.get(key);
    if (pending) {
      this.stats.coalesced += 1;
      pending.then((stored) => (stored ? this.#send(req, res, stored) : proxy(req, res, this.#upstream, options)));
      return;
    }
    this.stats.misses += 1;
    if (method === 'HEAD') {
      proxy(req, res, this.#upstream, options);
      return;
    }
    this.#fill(key, req, options, { req, res }, held);
  }

  /** An answer's age now (s). */
  #age(stored: StoredAnswer): number {
    return stored.initialAge + Math.max(0, Math.floor((this.#now() - stored.receivedAt) / 1000));
  }

  /** Whether a kept answer may stand in for a failed or silent API now (stale-if-error). */
  #usableOnError(stored: StoredAnswer | undefined): stored is StoredAnswer {
    return stored !== undefined && this.#age(stored) < stored.lifetime + stored.staleIfError;
  }

  /** A 304 with the headers of the answer it stands for that a 304 carries (RFC 9110 §15.4.5). */
  #notModified(
    res: ServerResponse,
    source: Readonly<Record<string, string | string[] | undefined>>,
    extra: OutgoingHttpHeaders = {},
  ): void {
    const headers: OutgoingHttpHeaders = { ...extra };
    for (const name of ON_NOT_MODIFIED) {
      const value = source[name];
      if (value !== undefined) headers[name] = value;
    }
    res.writeHead(304, headers);
    res.end();
  }

  /** A kept answer sent to a visitor: 304 when their If-None-Match matches, Age always. */
  #send(req: IncomingMessage, res: ServerResponse, stored: StoredAnswer): void {
    const age = String(this.#age(stored));
    if (stored.status === 200 && noneMatch(req.headers['if-none-match'], stored.etag)) {
      this.#notModified(res, stored.headers, { age });
      return;
    }
    res.writeHead(stored.status, { ...stored.headers, age, 'content-length': stored.body.length });
    res.end(req.method === 'HEAD' ? undefined : stored.body);
  }

  /** Keeps an answer when it may be kept (else drops what the key held); the answer kept, or null. */
  #keep(
    key: string,
    upstreamRes: IncomingMessage,
    body: Buffer,
    receivedAt: number,
    times: Storability | null,
  ): StoredAnswer | null {
    const status = upstreamRes.statusCode ?? 502;
    if (!times || body.length > this.#maxEntryBytes) {
      // A server error leaves a kept answer alone (it goes at the end of its stale time); any other
      // answer that may not be kept replaces it: the API no longer says it may be shared.
      if (status < 500) this.#store.delete(key);
      return null;
    }
    const headers: Record<string, string | string[]> = {};
    const source = upstreamRes.headers;
    for (const name in source) {
      const value = source[name];
      if (value === undefined || isHopByHop(name) || name === 'content-length' || name === 'age') continue;
      headers[name] = value;
    }
    let kept = body;
    let etag = source.etag;
    // Text the API left uncompressed for a gzip visitor is compressed once here, not on every hit.
    if (
      key.endsWith(' gzip') &&
      source['content-encoding'] === undefined &&
      body.length >= COMPRESS_MIN_BYTES &&
      isCompressible(source['content-type'] ?? '')
    ) {
      kept = gzipSync(body, { level: 6 });
      headers['content-encoding'] = 'gzip';
      if (!/accept-encoding/i.test(source.vary ?? ''))
        headers.vary = source.vary ? `${source.vary}, Accept-Encoding` : 'Accept-Encoding';
      // Other bytes than the API's: a strong tag no longer names them exactly.
      if (etag && !etag.startsWith('W/')) etag = `W/${etag}`;
      if (etag) headers.etag = etag;
    }
    const stored: StoredAnswer = { status, headers, body: kept, etag, receivedAt, ...times };
    const ttlMs = (times.lifetime - times.initialAge) * 1000;
    this.#store.set(key, stored, { ttlMs, staleMs: Math.max(times.staleWhileRevalidate, times.staleIfError) * 1000 });
    return stored;
  }

  /** For a request the visitor revalidated: keeps the answer that flowed past, once whole. */
  #keeper(key: string, upstreamRes: IncomingMessage): BodySink | undefined {
    const receivedAt = this.#now();
    const status = upstreamRes.statusCode ?? 502;
    // A 304 to the visitor's own conditional request carries no body to keep.
    if (status === 304) return undefined;
    const times = storability(status, upstreamRes.headers, this.#maxEntryBytes);
    if (!times) {
      if (status < 500) this.#store.delete(key);
      return undefined;
    }
    return {
      maxBytes: this.#maxEntryBytes,
      keep: (body) => {
        this.#keep(key, upstreamRes, body, receivedAt, times);
      },
    };
  }

  /**
   * Asks the API for a key's answer once, for everyone waiting on it. With a visitor (a miss),
   * the answer goes to them: from the cache when kept, else as it came, streamed. Without (a
   * stale answer's refresh), the kept answer is revalidated with its ETag.
   */
  #fill(
    key: string,
    req: IncomingMessage,
    options: ProxyOptions,
    visitor: { req: IncomingMessage; res: ServerResponse } | null,
    stale?: StoredAnswer,
  ): void {
    let settle: (stored: StoredAnswer | null) => void = () => {};
    const done = new Promise<StoredAnswer | null>((resolve) => {
      settle = (stored) => {
        if (this.#pending.get(key) === done) this.#pending.delete(key);
        resolve(stored);
      };
    });
    this.#pending.set(key, done);
    this.stats.fills += 1;
    const headers = upstreamHeaders(req, options, NOT_ON_FILL);
    if (stale?.etag) headers['if-none-match'] = stale.etag;
    /** The API failed (an error, a 5xx, silence past the deadline): the held answer stands in, if it may. */
    const onError = (): boolean => {
      if (!this.#usableOnError(stale)) return false;
      this.stats.staleOnError += 1;
      settle(stale);
      if (visitor) this.#send(visitor.req, visitor.res, stale);
      return true;
    };
    forward(
      this.#upstream,
      {
        method: 'GET',
        path: options.path ?? '/',
        headers,
        body: null,
        ...(this.#usableOnError(stale) ? { timeoutMs: this.#deadlineMs } : {}),
      },
      (upstreamRes) => {
        const receivedAt = this.#now();
        const status = upstreamRes.statusCode ?? 502;
        if (status === 304 && stale) {
          upstreamRes.resume();
          const fresh = this.#revalidated(key, stale, upstreamRes, receivedAt);
          settle(fresh);
          if (visitor) {
            if (fresh) this.#send(visitor.req, visitor.res, fresh);
            else proxy(visitor.req, visitor.res, this.#upstream, options);
          }
          return;
        }
        if (status >= 500 && onError()) {
          upstreamRes.resume();
          return;
        }
        const times = storability(status, upstreamRes.headers, this.#maxEntryBytes);
        if (!times) {
          // Not to be shared: those waiting ask for their own; a kept answer the API no longer
          // allows is dropped (a server error leaves it to the end of its stale time).
          if (status < 500) this.#store.delete(key);
          settle(null);
          if (visitor && status === 200 && noneMatch(visitor.req.headers['if-none-match'], upstreamRes.headers.etag)) {
            // The fill asked without the visitor's validators; the answer they already hold: 304
            // (an answer varying on a header the key lacks, such as a calendar feed, keeps its 304).
            upstreamRes.resume();
            this.#notModified(visitor.res, upstreamRes.headers);
          } else if (visitor) answer(visitor.req, visitor.res, upstreamRes, options);
          else upstreamRes.resume();
          return;
        }
        const chunks: Buffer[] = [];
        let length = 0;
        let handedOver = false;
        const onData = (chunk: Buffer) => {
          chunks.push(chunk);
          length += chunk.length;
          if (length <= this.#maxEntryBytes) return;
          // Larger than an answer may be (no Content-Length said so): passed on, not kept.
          handedOver = true;
          upstreamRes.off('data', onData);
          upstreamRes.off('end', onEnd);
          upstreamRes.pause();
          settle(null);
          if (!visitor) {
            upstreamRes.destroy();
            return;
          }
          upstreamRes.unshift(Buffer.concat(chunks));
          answer(visitor.req, visitor.res, upstreamRes, options);
        };
        const onEnd = () => {
          handedOver = true;
          const stored = this.#keep(key, upstreamRes, Buffer.concat(chunks, length), receivedAt, times);
          settle(stored);
          if (visitor && stored) this.#send(visitor.req, visitor.res, stored);
        };
        upstreamRes.on('data', onData);
        upstreamRes.once('end', onEnd);
        // Cut off mid-answer: nothing kept, and the visitor's answer (not started) is cut too.
        upstreamRes.once('close', () => {
          if (handedOver) return;
          settle(null);
          visitor?.res.destroy();
        });
      },
      (error) => {
        if (onError()) return;
        settle(null);
        if (!visitor) return;
        if (visitor.res.headersSent) {
          visitor.res.destroy();
          return;
        }
        console.error(`edge: the API failed for GET ${(options.path ?? '/').split('?')[0]}:`, error.message);
        badGateway(visitor.res, error.timeout ? 504 : 502, options);
      },
    );
  }

  /** A stale answer's one refresh, in the background (stale-while-revalidate). */
  #refresh(key: string, req: IncomingMessage, options: ProxyOptions, stale: StoredAnswer): void {
    this.#fill(key, req, options, null, stale);
  }

  /** A kept answer the API confirmed (304): its headers updated from the 304, fresh again. */
  #revalidated(
    key: string,
    stale: StoredAnswer,
    upstreamRes: IncomingMessage,
    receivedAt: number,
  ): StoredAnswer | null {
    const headers: Record<string, string | string[]> = { ...stale.headers };
    const source = upstreamRes.headers;
    for (const name in source) {
      const value = source[name];
      // RFC 9111 §4.3.4, less the content headers: the kept bytes (maybe compressed here) stay as they are.
      if (value === undefined || isHopByHop(name) || name === 'age' || name.startsWith('content-')) continue;
      if (name === 'etag' && stale.etag !== value) continue;
      headers[name] = value;
    }
    const times = storability(
      stale.status,
      { ...headers, age: source.age } as IncomingMessage['headers'],
      this.#maxEntryBytes,
    );
    if (!times) {
      this.#store.delete(key);
      return null;
    }
    const stored: StoredAnswer = { ...stale, headers, receivedAt, ...times };
    this.#store.set(key, stored, {
      ttlMs: (times.lifetime - times.initialAge) * 1000,
      staleMs: Math.max(times.staleWhileRevalidate, times.staleIfError) * 1000,
    });
    return stored;
  }
}
