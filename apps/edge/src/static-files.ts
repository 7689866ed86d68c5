import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Content type of a file name. */
export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** True for types worth compressing. */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/.test(type);
}

/** The encoding to answer with for an Accept-Encoding header (brotli first). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Compresses a body for an encoding (brotli at a level fast enough for per-request use). */
export function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gz(body, { level: 9 });
}

/** Whether an If-None-Match header matches an entity tag (weak comparison, RFC 9110 §13.1.2). */
export function noneMatch(header: string | undefined, etag: string | undefined): boolean {
  if (!header || !etag) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** Hashed build output (`name-AbCd1234.js`) never changes: cache it for a year. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2|svg|png|jpg|webp|avif)$/;

/**
 * Resolves a URL path inside a public folder; null when it is not a file of that folder to serve.
 * The path is percent-decoded once (an escape that is not UTF-8, an overlong `%c0%ae` included, is
 * refused) and then must be plain: no `..` segment (`%2e%2e%2f`, `..%2f` decode to one), no
 * backslash (`..%5c`), no NUL or control character. A double-encoded `%252e` decodes to the
 * literal name `%2e`, which is only ever a missing file. `hidden` names folders below the root
 * that are never served, as segment patterns (`*` is any one segment): a server build beside the
 * browser's files.
 */
export function safeJoin(root: string, urlPath: string, hidden: readonly string[] = []): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // Control characters (NUL cuts a C path short) and backslashes (a separator elsewhere) are never in our files' names.
  for (let at = 0; at < decoded.length; at++) {
    const code = decoded.charCodeAt(at);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return null;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) return null;
  if (hidden.some((pattern) => isBelow(segments, pattern))) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, ...segments);
  return full === base || full.startsWith(`${base}${path.sep}`) ? full : null;
}

/** Whether path segments lie in the folder a pattern names (`*` is any one segment; case is ignored). */
function isBelow(segments: readonly string[], pattern: string): boolean {
  const parts = pattern.split('/');
  return (
    segments.length >= parts.length &&
    parts.every((part, at) => part === '*' || part.toLowerCase() === segments[at]?.toLowerCase())
  );
}

interface Cached {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  encoded: Map<string, Buffer>;
}

/** Serves files from folders with the right types, ETags, compression and cache headers. */
export class StaticFiles {
  readonly #cache = new Map<string, Cached>();

  /**
   * Sends `file` if it exists; returns false when it does not (the caller decides what a
   * missing file means). `immutable` forces the one-year cache (versioned paths); `cacheControl`
   * sets another (the service worker's `no-cache`).
   */
  async send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    options: { immutable?: boolean; cors?: boolean; cacheControl?: string } = {},
  ) {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(file);
    } catch {
      return false;
    }
    if (!info.isFile()) return false;
    let cached = this.#cache.get(file);
    if (!cached || cached.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
      const body = await readFile(file);
      // Weak: the same file goes out plain, gzip and brotli, re-encoded here (RFC 9110 §8.8.1).
      const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
      cached = { mtimeMs: info.mtimeMs, size: info.size, body, etag, encoded: new Map() };
      this.#cache.set(file, cached);
    }
    const type = contentType(file);
    const immutable = options.immutable || HASHED.test(file);
    res.setHeader('Content-Type', type);
    res.setHeader('ETag', cached.etag);
    res.setHeader(
      'Cache-Control',
      options.cacheControl ??
        (immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate'),
    );
    res.setHeader('Vary', 'Accept-Encoding');
    if (options.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    if (noneMatch(req.headers['if-none-match'], cached.etag)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    let body = cached.body;
    const encoding = isCompressible(type) && body.length > 512 ? pickEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      let encoded = cached.encoded.get(encoding);
      if (!encoded) {
        encoded = await compress(body, encoding);
        cached.encoded.set(encoding, encoded);
      }
      body = encoded;
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Length', body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}
