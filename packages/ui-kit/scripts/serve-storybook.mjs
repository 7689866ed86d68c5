// Serves the static Storybook build (storybook-static/) on loopback.
// PORT (default 6006) and HOST (default 127.0.0.1) come from the environment. Any Host header
// is accepted, so http://storybook.marquee.localhost:PORT works in Chromium.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../storybook-static');
const port = Number(process.env.PORT ?? 6006);
const host = process.env.HOST ?? '127.0.0.1';
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

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No Storybook build in ${root}: run "pnpm --filter @marquee/ui-kit build-storybook" first.`);
  process.exit(1);
}

const server = createServer((request, response) => {
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
});

server.listen(port, host, () => {
  console.log(`Storybook: http://storybook.marquee.localhost:${port}/ (also http://${host}:${port}/)`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
