// Server render time of the edge under load: 20 concurrent keep-alive connections rotating over
// real pages of the eight sites, against a second edge started with `--render-cache-ttl 0` (every
// request a full server render), then against the platform's own edge (render cache on, 5 s).
//   pnpm --filter @marquee/e2e bench:render [-- --seconds 15] [--requests 20000] [--connections 20]
// After a build. URL set: the 8 home pages, one film page per site (the first film the API lists
// for that site and language), and the cinemas and help pages of fr and nl. Each URL is requested
// once on an edge before its run (warm-up, not counted); a run stops after --seconds or
// --requests, whichever comes first. For every answer: status, the total time the client saw
// (request sent to last byte of the body, `Accept-Encoding: br, gzip` like a browser, body not
// decoded), the time to the response headers, and the edge's `Server-Timing` (data = loaders: API, remote code, texts; render = the
// rest of the server's work before the first body byte). Prints Markdown tables on stdout and one
// JSON line per row on stderr (progress lines there start with "#").
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { launchEdge, launchPlatform } from '../platform.mjs';
import { get, HOME_PATHS, languageOf, option, runWithCleanup } from './harness.mjs';

const SECONDS = Number(option('seconds', '15'));
const MAX_REQUESTS = Number(option('requests', '20000'));
const CONNECTIONS = Number(option('connections', '20'));
const HELP_SITES = ['fr', 'nl'];
const HELP_WORD = { fr: 'aide', en: 'help', de: 'hilfe', nl: 'help' };

/** Nearest-rank percentile of sorted numbers. */
const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;

/** `data;dur=12.3, render;dur=4.5` → { data: 12.3, render: 4.5 } */
function serverTiming(/** @type {string | string[] | undefined} */ header) {
  /** @type {Record<string, number>} */
  const out = {};
  for (const part of String(header ?? '').split(',')) {
    const found = /^\s*([\w-]+)\s*;.*?dur=([\d.]+)/.exec(part);
    if (found?.[1] && found[2]) out[found[1]] = Number(found[2]);
  }
  return out;
}

/** The first film the API lists for a site and language. */
async function firstFilm(apiUrl, cc, language) {
  const api = new URL(apiUrl);
  const body = await new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: Number(api.port),
        path: `/api/shows?language=${language}`,
        headers: { 'x-marquee-site': cc, accept: 'application/json' },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Buffer.concat(chunks).toString('utf8'))
            : reject(new Error(`GET /api/shows for ${cc}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
  const slug = JSON.parse(body).shows?.[0]?.slug;
  if (!slug) throw new Error(`the API lists no film for ${cc} (${language})`);
  return slug;
}

async function urlSet(apiUrl) {
  /** @type {Array<{ cc: string; path: string; kind: string }>} */
  const urls = [];
  for (const [cc, home] of Object.entries(HOME_PATHS)) urls.push({ cc, path: home, kind: 'home' });
  for (const [cc, home] of Object.entries(HOME_PATHS)) {
    const prefix = home === '/' ? '' : home;
    urls.push({ cc, path: `${prefix}/film/${await firstFilm(apiUrl, cc, languageOf(home))}`, kind: 'film' });
  }
  for (const cc of HELP_SITES) {
    const home = HOME_PATHS[/** @type {keyof typeof HOME_PATHS} */ (cc)];
    const prefix = home === '/' ? '' : home;
    urls.push({ cc, path: `${prefix}/cinemas`, kind: 'cinemas' });
    urls.push({ cc, path: `${prefix}/${HELP_WORD[/** @type {'fr'} */ (languageOf(home))]}`, kind: 'help' });
  }
  return urls;
}

/**
 * Drives `connections` keep-alive connections against one edge for a bounded time and count.
 * @returns {Promise<{ samples: Array<{ url: number; status: number; totalMs: number; ttfbMs: number; data?: number; render?: number; how: string }>; seconds: number; errors: number }>}
 */
async function drive(port, urls) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  /** @type {Array<{ url: number; status: number; totalMs: number; ttfbMs: number; data?: number; render?: number; how: string }>} */
  const samples = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const one = (index) =>
    new Promise((resolve) => {
      const { cc, path } = urls[index % urls.length];
      const t0 = performance.now();
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          agent,
          headers: { host: `${cc}.marquee.localhost:${port}`, 'accept-encoding': 'br, gzip', accept: 'text/html' },
        },
        (res) => {
          const ttfbMs = performance.now() - t0;
          res.on('data', () => {});
          res.on('end', () => {
            const timing = serverTiming(res.headers['server-timing']);
            samples.push({
              url: index % urls.length,
              status: res.statusCode ?? 0,
              totalMs: performance.now() - t0,
              ttfbMs,
              data: timing.data,
              render: timing.render,
              how: String(res.headers['x-marquee-render'] ?? '-'),
            });
            resolve(undefined);
          });
          res.on('error', () => {
            errors++;
            resolve(undefined);
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve(undefined);
      });
      req.end();
    });
  const worker = async () => {
    while (performance.now() < deadline && next < MAX_REQUESTS) await one(next++);
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { samples, seconds, errors };
}

function stats(/** @type {number[]} */ values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}

const state = {
  /** @type {ReturnType<typeof launchPlatform> | undefined} */ platform: undefined,
  /** @type {ReturnType<typeof launchEdge> | undefined} */ noCacheEdge: undefined,
};

async function main() {
  console.error(
    `# starting the platform and an edge with --render-cache-ttl 0; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  state.platform = launchPlatform();
  const { info, deployDir, logs: platformLogs } = await state.platform;
  state.noCacheEdge = launchEdge({ api: info.api, deployDir, args: ['--render-cache-ttl', '0'] });
  const noCache = await state.noCacheEdge;
  const urls = await urlSet(info.api);
  const edges = [
    { name: 'render cache off (--render-cache-ttl 0)', port: noCache.port, logs: noCache.logs },
    { name: 'render cache on (platform edge, 5 s)', port: info.port, logs: platformLogs },
  ];
  /** @type {Array<Record<string, unknown>>} */
  const rows = [];
  /** @type {Array<Record<string, unknown>>} */
  const kindRows = [];
  const began = new Date();
  for (const edge of edges) {
    for (const url of urls) {
      const answer = await get({
        port: edge.port,
        cc: url.cc,
        path: url.path,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      if (answer.status !== 200) console.error(`# warm-up: ${url.cc} ${url.path} answered ${answer.status}`);
    }
    const loadBefore = loadavg()[0];
    console.error(
      `# ${edge.name}: ${CONNECTIONS} connections, up to ${SECONDS} s or ${MAX_REQUESTS} requests over ${urls.length} URLs`,
    );
    const { samples, seconds, errors } = await drive(edge.port, urls);
    const statuses = {};
    const how = {};
    /** @type {Record<string, Record<string, number>>} */
    const byUrl = {};
    for (const s of samples) {
      statuses[s.status] = (statuses[s.status] ?? 0) + 1;
      how[s.how] = (how[s.how] ?? 0) + 1;
      const key = `${urls[s.url]?.cc} ${urls[s.url]?.path}`;
      byUrl[key] ??= {};
      byUrl[key][`${s.status} ${s.how}`] = (byUrl[key][`${s.status} ${s.how}`] ?? 0) + 1;
    }
    const odd = samples.filter((s) => s.status !== 200 || (s.how !== 'server' && s.how !== 'cache')).length;
    if (odd > 0 || errors > 0) {
      console.error(
        `# ${edge.name}: ${odd} answer(s) not a 200 rendered on the server or from the cache, ${errors} error(s):`,
      );
      for (const [url, counts] of Object.entries(byUrl)) console.error(`#   ${url}: ${JSON.stringify(counts)}`);
      for (const line of edge
        .logs()
        .filter((l) => /edge:|rror/.test(l))
        .slice(-10))
        console.error(`#   log: ${line}`);
    }
    const common = {
      edge: edge.name,
      requests: samples.length,
      seconds: Number(seconds.toFixed(2)),
      requestsPerSecond: Number((samples.length / seconds).toFixed(1)),
      statuses,
      rendered: how,
      errors,
      loadAverage1mBefore: Number(loadBefore.toFixed(2)),
      loadAverage1mAfter: Number(loadavg()[0].toFixed(2)),
    };
    for (const metric of /** @type {const} */ (['render', 'data', 'ttfbMs', 'totalMs'])) {
      rows.push({ ...common, metric, ...stats(samples.map((s) => s[metric] ?? Number.NaN)) });
    }
    for (const kind of ['home', 'film', 'cinemas', 'help']) {
      const mine = samples.filter((s) => urls[s.url]?.kind === kind);
      kindRows.push({
        edge: edge.name,
        kind,
        requests: mine.length,
        render: stats(mine.map((s) => s.render ?? Number.NaN)),
        data: stats(mine.map((s) => s.data ?? Number.NaN)),
        ttfbMs: stats(mine.map((s) => s.ttfbMs)),
        totalMs: stats(mine.map((s) => s.totalMs)),
      });
    }
  }
  const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '—');
  const label = {
    render: 'render (Server-Timing)',
    data: 'data (Server-Timing)',
    ttfbMs: 'headers seen by the client',
    totalMs: 'total seen by the client',
  };
  console.log(
    `Run of ${began.toISOString()}, ${CONNECTIONS} connections, ${urls.length} URLs (8 home, 8 film, cinemas + help of ${HELP_SITES.join(', ')}), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the end`,
  );
  console.log('');
  console.log('| edge | requests | req/s | statuses | answered by | metric | n | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const statuses = Object.entries(/** @type {Record<string, number>} */ (r.statuses))
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
    const how = Object.entries(/** @type {Record<string, number>} */ (r.rendered))
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
    console.log(
      `| ${r.edge} | ${r.requests} | ${r.requestsPerSecond} | ${statuses}${r.errors ? `, errors: ${r.errors}` : ''} | ${how} | ${label[/** @type {'data'} */ (r.metric)]} | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`,
    );
  }
  console.log('');
  console.log('By page kind (p50 / p99, ms):');
  console.log('');
  console.log('| edge | page | requests | render | data | headers | total |');
  console.log('|---|---|---|---|---|---|---|');
  for (const k of kindRows) {
    const pair = (s) => `${ms(s.p50)} / ${ms(s.p99)}`;
    console.log(
      `| ${k.edge} | ${k.kind} | ${k.requests} | ${pair(k.render)} | ${pair(k.data)} | ${pair(k.ttfbMs)} | ${pair(k.totalMs)} |`,
    );
  }
  const off = rows.find((r) => r.metric === 'render' && r === rows[0]);
  if (off) {
    console.log(
      `\nTarget render p99 <= 50 ms at ${CONNECTIONS} concurrent requests (cache off): ${Number(off.p99) <= 50 ? 'met' : 'NOT met'} (${ms(Number(off.p99))} ms)`,
    );
  }
  for (const r of rows) console.error(JSON.stringify({ at: began.toISOString(), connections: CONNECTIONS, ...r }));
  for (const k of kindRows) console.error(JSON.stringify({ at: began.toISOString(), connections: CONNECTIONS, ...k }));
  console.error(`# urls: ${JSON.stringify(urls)}`);
}

async function cleanup() {
  const edge = await state.noCacheEdge?.catch(() => undefined);
  await edge?.stop();
  const platform = await state.platform?.catch(() => undefined);
  await platform?.stop();
}

await runWithCleanup(main, cleanup);
