// Search API under load ("search API p99 at 100 connections"): starts the built API
// (`apps/api/dist/main.mjs`) on a scratch database at the default scale and at `--scale large`,
// and runs autocannon against GET /api/search/full on the fr site with 100 connections:
//  - "warm": 20 real queries in turn (the API's answer cache holds them after the first pass);
//  - "cold": every request a query the cache has never seen (the same 20 queries, each made
//    unique by an extra parameter the API ignores but its cache keys on): the FTS5 search and
//    the result building run every time.
//   pnpm build && node e2e/bench/search-api.mjs [--seconds 8] [--connections 100] [--scales default,large]
// Prints a Markdown table with the load average before and after (a busy machine skews it).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { option, SEARCH_QUERIES as QUERIES } from './harness.mjs';

const SECONDS = Number(option('seconds', '8'));
const CONNECTIONS = Number(option('connections', '100'));
const SCALES = option('scales', 'default,large').split(',');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Starts the API at a scale on a free port; resolves with its address and a stop function. */
async function startApi(scale) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'marquee-search-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.mjs'), '--scale', scale], {
    env: { ...process.env, PORT: '0', DB_PATH: path.join(scratch, 'api.sqlite'), MEDIA_WARMUP: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /API listening on (\S+)/.exec(out);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the API exited (code ${code})`)));
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(scratch, { recursive: true, force: true });
  };
  return { url, stop };
}

async function measure(base, unique) {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'x-marquee-site': 'fr', 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        setupRequest: (request) => {
          const q = QUERIES[n % QUERIES.length];
          n += 1;
          const tail = unique ? `&n=${n}` : '';
          return { ...request, path: `/api/search/full?q=${encodeURIComponent(q)}&language=fr${tail}` };
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

const loadBefore = loadavg().map((v) => v.toFixed(2));
console.log('| scale | cache | req/s | p50 ms | p99 ms | non-2xx/errors |');
console.log('|---|---|---|---|---|---|');
for (const scale of SCALES) {
  const api = await startApi(scale);
  try {
    for (const unique of [false, true]) {
      const row = await measure(api.url, unique);
      console.log(
        `| ${scale} | ${unique ? 'cold (unique URLs)' : 'warm (20 queries)'} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.bad} |`,
      );
    }
  } finally {
    await api.stop();
  }
}
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per row, Node ${process.version}; load average before ${loadBefore.join(' ')}, after ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
