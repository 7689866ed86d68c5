// Serves the static Storybook build (storybook-static/) on loopback.
// PORT (default 6006) and HOST (default 127.0.0.1) come from the environment. Any Host header
// is accepted, so http://storybook.marquee.localhost:PORT works in Chromium.
// The visual regression suite (e2e/visual) starts it on a free port through `serveStorybook`.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '../storybook-static');
/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * The static Storybook's request handler.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function handle(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
  if (!file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const hashed = /\.[0-9a-f]{8,}\.|-[A-Za-z0-9_-]{8}\.(js|css)$/.test(file);
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(response);
}

/**
 * Serves storybook-static/ on `host:port` (port 0: a free one); resolves with its URL and a way
 * to stop it. Throws when there is no build.
 * @param {{ port?: number, host?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStorybook({ port = 0, host = '127.0.0.1' } = {}) {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No Storybook build in ${root}: run "pnpm --filter @marquee/ui-kit build-storybook" first.`);
  }
  const server = createServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${bound}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 6006);
  const host = process.env.HOST ?? '127.0.0.1';
  try {
    const { close } = await serveStorybook({ port, host });
    console.log(`Storybook: http://storybook.marquee.localhost:${port}/ (also http://${host}:${port}/)`);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => close().then(() => process.exit(0)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
