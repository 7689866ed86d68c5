import type { ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * Where an HTML answer is written: the response itself, or a compressor in front of it
 * (brotli at a level fast enough per request, or gzip), flushed after each write so the
 * browser gets the head and the content as they are produced.
 */
export function htmlSink(
  res: ServerResponse,
  encoding: 'br' | 'gzip' | null,
): { write(chunk: string | Buffer): void; end(): Promise<void> } {
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? createGzip({ level: 6 })
        : null;
  const target: Writable = compressor ?? res;
  if (compressor) compressor.pipe(res);
  const finished = new Promise<void>((resolve, reject) => {
    res.once('finish', resolve);
    res.once('close', resolve);
    target.once('error', reject);
  });
  return {
    write(chunk) {
      target.write(chunk);
      compressor?.flush();
    },
    end() {
      target.end();
      return finished;
    },
  };
}
