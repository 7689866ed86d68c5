import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import { isCompressible, pickEncoding } from './static-files';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/**
 * Forwards a request to an upstream origin (the API, a remote's server) and streams the
 * answer back, compressing text the upstream sent uncompressed. An upstream that is down
 * answers 502 with a JSON body, so the page can tell "down" from "not found".
 */
export function proxy(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: string,
  options: { extraHeaders?: Record<string, string>; cors?: boolean; timeoutMs?: number } = {},
): void {
  const target = new URL(req.url ?? '/', upstream);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  delete headers['accept-encoding'];
  Object.assign(headers, options.extraHeaders);

  const upstreamReq = httpRequest(
    target,
    { method: req.method, headers, timeout: options.timeoutMs ?? 15_000 },
    (upstreamRes: IncomingMessage) => {
      res.statusCode = upstreamRes.statusCode ?? 502;
      for (const [name, value] of Object.entries(upstreamRes.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'content-length') res.setHeader(name, value);
      }
      if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
      const type = String(upstreamRes.headers['content-type'] ?? '');
      const encoding =
        !upstreamRes.headers['content-encoding'] && isCompressible(type)
          ? pickEncoding(req.headers['accept-encoding'])
          : null;
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
      } else {
        const length = upstreamRes.headers['content-length'];
        if (length) res.setHeader('Content-Length', length);
        pipeline(upstreamRes, res, () => {});
      }
    },
  );
  upstreamReq.on('timeout', () => upstreamReq.destroy(new Error('upstream timeout')));
  upstreamReq.on('error', (error) => {
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    res.statusCode = 502;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    res.end(JSON.stringify({ error: 'bad_gateway', message: `upstream ${target.origin} is not answering` }));
  });
  pipeline(req, upstreamReq, () => {});
}
