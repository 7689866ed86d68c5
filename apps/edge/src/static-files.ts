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
  return /^(text\/|application\/(json|javascript)|image\/svg\+xml)/.test(type);
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

/** Hashed build output (`name-AbCd1234.js`) never changes: cache it for a year. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2|svg|png|jpg|webp|avif)$/;

/** Resolves a URL path inside a folder; null when it would leave it. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return full === root || full.startsWith(`${root}${path.sep}`) ? full : null;
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
   * missing file means). `immutable` forces the one-year cache (versioned paths).
   */
  async send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    options: { immutable?: boolean; cors?: boolean } = {},
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
      const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
      cached = { mtimeMs: info.mtimeMs, size: info.size, body, etag, encoded: new Map() };
      this.#cache.set(file, cached);
    }
    const type = contentType(file);
    const immutable = options.immutable || HASHED.test(file);
    res.setHeader('Content-Type', type);
    res.setHeader('ETag', cached.etag);
    res.setHeader(
      'Cache-Control',
      immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    res.setHeader('Vary', 'Accept-Encoding');
    if (options.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    if (req.headers['if-none-match'] === cached.etag) {
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
