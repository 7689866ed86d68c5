// Speed of the front door, in one run: autocannon on loopback against
// the built platform (API, remote servers, edge, as `npm start` runs them), and beside each row a
// static server sending the very same bytes from memory (the floor the edge is measured against).
//   pnpm build && pnpm --filter @marquee/e2e bench:edge [-- --seconds 8] [--connections 100]
// Rows: `/api/shows` straight to the API, the same through the edge (its API cache answers), the
// same through the edge with `Cache-Control: no-cache` (every request goes on to the API: the
// proxy's own cost), a CSS file of the shell through the edge, the fr home page through the edge
// (render cache warm). Every request asks
// `Accept-Encoding: gzip, deflate, br` like a browser. Prints a Markdown table with the machine's
// load average at the start and the end (the figures mean little on a busy machine).
import autocannon from 'autocannon';
import { createServer, request } from 'node:http';
import { loadavg } from 'node:os';
import { launchPlatform } from '../platform.mjs';
import { option, runWithCleanup } from './harness.mjs';

const SECONDS = Number(option('seconds', '8'));
const CONNECTIONS = Number(option('connections', '100'));
const ENCODING = 'gzip, deflate, br';

/**
 * One GET, body kept as it came (still compressed), with the headers a replay needs.
 * @param {string} url
 * @param {Record<string, string>} headers
 */
function raw(url, headers) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes: Buffer.concat(chunks),
            type: String(res.headers['content-type'] ?? 'application/octet-stream'),
            encoding: res.headers['content-encoding'] ?? null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * A server that answers each path with the bytes it was given, from memory.
 * @param {Map<string, { bytes: Buffer; type: string; encoding: string | null }>} bodies
 */
function startStatic(bodies) {
  const server = createServer((req, res) => {
    const body = bodies.get(req.url ?? '/');
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': body.type,
      'content-length': body.bytes.length,
      ...(body.encoding ? { 'content-encoding': body.encoding } : {}),
    });
    res.end(body.bytes);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done(undefined));
          }),
      });
    }),
  );
}

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 */
async function measure(url, headers) {
  const result = await autocannon({
    url,
    headers: { 'accept-encoding': ENCODING, ...headers },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

let platform;
let floor;
await runWithCleanup(
  async () => {
    const loadBefore = loadavg().map((v) => v.toFixed(2));
    platform = await launchPlatform();
    const { info } = platform;
    const host = `fr.marquee.localhost:${info.port}`;
    const home = await raw(`${info.edge}/`, { host });
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(home.bytes.toString('utf8'))?.[1];
    const rows = [
      { label: '`/api/shows` straight to the API', url: `${info.api}/api/shows`, headers: { 'x-marquee-site': 'fr' } },
      { label: '`/api/shows` through the edge', url: `${info.edge}/api/shows`, headers: { host } },
      {
        label: '`/api/shows` through the edge, cache bypassed (Cache-Control: no-cache)',
        url: `${info.edge}/api/shows`,
        headers: { host, 'cache-control': 'no-cache' },
      },
      ...(css ? [{ label: `a shell CSS file through the edge`, url: `${info.edge}${css}`, headers: { host } }] : []),
      { label: 'the fr home page through the edge (render cache warm)', url: `${info.edge}/`, headers: { host } },
    ];
    // The floor: the same bytes each row gets (compressed as it got them), from memory.
    const bodies = new Map();
    for (const row of rows) {
      const answer = await raw(row.url, { ...row.headers, 'accept-encoding': ENCODING });
      if (answer.status !== 200) throw new Error(`${row.label}: ${answer.status}`);
      row.bytes = answer.bytes.length;
      row.path = `/${bodies.size}`;
      bodies.set(row.path, answer);
    }
    floor = await startStatic(bodies);
    console.log(`| request | bytes | req/s | p50 ms | p99 ms | static same bytes req/s | p99 ms | non-2xx |`);
    console.log('|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      console.error(`# ${row.label}`);
      // Warm right before (a page stays in the render cache for 5 s, then is redone behind the stale copy).
      await raw(row.url, { ...row.headers, 'accept-encoding': ENCODING });
      const measured = await measure(row.url, row.headers);
      const still = await measure(`${floor.url}${row.path}`, {});
      console.log(
        `| ${row.label} | ${row.bytes} | ${measured.rps} | ${measured.p50} | ${measured.p99} | ${still.rps} | ${still.p99} | ${measured.non2xx + measured.errors} |`,
      );
    }
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per row, Node ${process.version}; load average before ${loadBefore.join(' ')}, after ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
  },
  async () => {
    await floor?.stop();
    await platform?.stop();
  },
);
