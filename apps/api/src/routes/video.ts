import type { Hono } from 'hono';
import type { Env } from '../http';
import { type MediaFile, mediaFiles } from '../trailers';

/** A byte range of a file of `size` bytes, or why there is none. */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads a `Range` header for one range of bytes (RFC 9110 §14): `bytes=a-b`, `bytes=a-`, `bytes=-n`.
 * Absent, of another unit, malformed or asking several ranges: the whole file (a server may ignore
 * Range). A range starting past the end, or a zero suffix: unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'part', start, end };
}

const notFound = () =>
  new Response(JSON.stringify({ status: 404, error: 'not_found', message: 'video not found', field: 'path' }), {
    status: 404,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/**
 * The demo trailer's files under /api/media/video/: long-cached, with byte ranges (browsers
 * fetch video in ranges to start and to seek), ETag and If-Range. HEAD is answered by Hono
 * from this GET handler without the body.
 */
export function videoRoutes(app: Hono<Env>): void {
  app.get('/api/media/video/:file', (c) => {
    const file: MediaFile | undefined = mediaFiles().get(c.req.param('file'));
    if (!file) return notFound();
    const size = file.body.length;
    const headers: Record<string, string> = {
      'content-type': file.type,
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: file.etag,
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    };
    if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
    // If-Range: serve the range only while the file is the one the client has (same ETag)
    const ifRange = c.req.header('if-range');
    const range =
      ifRange && ifRange !== file.etag ? { kind: 'whole' as const } : parseRange(c.req.header('range'), size);
    if (range.kind === 'unsatisfiable') {
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
    }
    if (range.kind === 'part') {
      const body = file.body.subarray(range.start, range.end + 1);
      return new Response(new Uint8Array(body), {
        status: 206,
        headers: {
          ...headers,
          'content-range': `bytes ${range.start}-${range.end}/${size}`,
          'content-length': String(body.length),
        },
      });
    }
    return new Response(new Uint8Array(file.body), {
      status: 200,
      headers: { ...headers, 'content-length': String(size) },
    });
  });
}
