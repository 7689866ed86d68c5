// API benchmark: autocannon on loopback, bounded in count and time, against the built API (dist/main.mjs)
// and, in the same run, a static server sending the same bytes from memory (the floor).
// Usage: pnpm --filter @marquee/api build && pnpm --filter @marquee/api bench [-- --scale default|large] [--seconds 5]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, get as httpGet } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const scales = (arg('scale', 'default,large') ?? '').split(',');
const seconds = Number(arg('seconds', '5'));
const connections = Number(arg('connections', '100'));
const maxRequests = Number(arg('max', '200000'));
const SITE = { 'X-Marquee-Site': 'fr', 'Accept-Encoding': 'gzip' };

function startApi(scale, cache) {
  const dbPath = join(here, '..', '.var', `bench-${scale}.sqlite`);
  mkdirSync(dirname(dbPath), { recursive: true });
  const child = spawn(process.execPath, [join(here, '..', 'dist', 'main.mjs'), '--scale', scale], {
    env: { ...process.env, PORT: '0', DB_PATH: dbPath, API_ANSWER_CACHE: cache ? 'on' : 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /API listening on (http:\/\/\S+)/.exec(out);
      if (m)
        resolve({
          url: m[1],
          stop: () =>
            new Promise((r) => {
              child.once('exit', r);
              child.kill('SIGTERM');
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`api exited ${code}`)));
  });
}

function startStatic(bodies) {
  const server = createServer((req, res) => {
    const body = bodies.get(req.url);
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.bytes.length,
      ...(body.encoding ? { 'content-encoding': body.encoding } : {}),
    });
    res.end(body.bytes);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((r) => server.close(r)) }),
    ),
  );
}

/** The exact bytes the API sends (still compressed), to serve them again from the static floor. */
function raw(url) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: SITE }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] ?? null }));
    }).on('error', reject);
  });
}

function run(url, paths) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        maxOverallRequests: maxRequests,
        headers: SITE,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (err, r) =>
        err
          ? reject(err)
          : resolve({
              rps: Math.round(r.requests.average),
              p50: r.latency.p50,
              p99: r.latency.p99,
              non2xx: r.non2xx,
              errors: r.errors,
            }),
    );
  });
}

async function paths(url) {
  const get = async (p) => (await fetch(url + p, { headers: SITE })).json();
  const today = (await get('/api/shows')).shows;
  const cinemas = (await get('/api/cinemas')).cinemas.slice(0, 30).map((c) => c.slug);
  const shows = today
    .filter((s) => !s.isComingSoon && s.isMovie)
    .slice(0, 20)
    .map((s) => s.slug);
  const detail = await get(`/api/show/${shows[0]}`);
  const dates = detail.days.slice(0, 7);
  const words = ['paris', 'lyon', 'le', 'nuit', 'opera', '750', '69', 'comment', 'train', 'etoiles'];
  return {
    '/api/shows': ['/api/shows'],
    '/api/cinema/{slug}/shows': cinemas.flatMap((c) => dates.map((d) => `/api/cinema/${c}/shows?date=${d}`)),
    '/api/show/{slug}/showtimes/{date}': shows.flatMap((s) => dates.map((d) => `/api/show/${s}/showtimes/${d}`)),
    '/api/search/full': words.map((w) => `/api/search/full?q=${w}`),
  };
}

const rows = [];
for (const scale of scales) {
  for (const cache of [true, false]) {
    const api = await startApi(scale, cache);
    const groups = await paths(api.url);
    const bodies = new Map();
    for (const list of Object.values(groups)) {
      for (const p of list) bodies.set(p, await raw(api.url + p));
    }
    const floor = await startStatic(bodies);
    for (const [name, list] of Object.entries(groups)) {
      for (const p of list) await raw(api.url + p); // warm-up: every URL once, just before its run
      const a = await run(api.url, list);
      const s = await run(floor.url, list);
      const size = Math.round(list.reduce((n, p) => n + bodies.get(p).bytes.length, 0) / list.length);
      const row = {
        scale,
        cache: cache ? 'on' : 'off',
        endpoint: name,
        urls: list.length,
        bytes: size,
        ...Object.fromEntries(Object.entries(a).map(([k, v]) => [`api_${k}`, v])),
        static_rps: s.rps,
        static_p50: s.p50,
        static_p99: s.p99,
        ratio: +(s.rps / Math.max(1, a.rps)).toFixed(2),
      };
      rows.push(row);
      console.error(JSON.stringify(row));
    }
    await floor.stop();
    await api.stop();
  }
}
console.log(
  `| scale | answer cache | endpoint | distinct URLs | avg bytes sent | API req/s | API p50 ms | API p99 ms | static req/s | static p50 ms | static p99 ms | static/API req/s |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.scale} | ${r.cache} | ${r.endpoint} | ${r.urls} | ${r.bytes} | ${r.api_rps} | ${r.api_p50} | ${r.api_p99} | ${r.static_rps} | ${r.static_p50} | ${r.static_p99} | ${r.ratio} |${r.api_non2xx || r.api_errors ? ` ⚠ non2xx ${r.api_non2xx} errors ${r.api_errors}` : ''}`,
  );
}
