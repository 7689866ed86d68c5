// The catalogue on PostgreSQL at issue 24's sizes (decision 0044): loads a scale into DATABASE_URL's
// PostgreSQL (the seed, then the showtime window, by the first instance), starts a second instance
// on it, and measures with autocannon on loopback, half the connections on each instance, the p99
// of a film's showtimes for a day, a cinema's programme for a day and the full search, then the
// memory of one instance. Not a test: a measurement, bounded in time.
// Usage: pnpm --filter @marquee/api build &&
//   DATABASE_URL=postgres://… pnpm --filter @marquee/api bench:catalogue [-- --scale chain|stress] [--seconds 10]
//   [--connections 100] [--cache on|off (the answer cache; default off: every request reaches the engine)]
// A database already holding the scale is reused (the load time is then the start of an instance).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const scale = arg('scale', 'chain');
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '100'));
const cache = arg('cache', 'off');
const SITE = { 'X-Marquee-Site': 'fr', 'Accept-Encoding': 'gzip' };
if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  console.error('DATABASE_URL must name a PostgreSQL database (postgres://user:pass@host:5432/db)');
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), 'marquee-bench-catalogue-'));
const children = [];

/** Starts the built API on the database; resolves when it listens, with the time it took. */
function startApi(name) {
  const started = Date.now();
  const child = spawn(process.execPath, [join(here, '..', 'dist', 'main.mjs'), '--scale', scale], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DB_PATH: join(scratch, `${name}.sqlite`),
      API_ANSWER_CACHE: cache,
      MEDIA_WARMUP: 'off',
      MEDIA_CACHE_DIR: join(scratch, 'media'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /API listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1], pid: child.pid, ms: Date.now() - started });
    });
    child.once('exit', (code) => reject(new Error(`api ${name} exited ${code}`)));
  });
}

/** Resident memory of a process (Linux), in MB. */
function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

function run(url, paths, count) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: count,
        duration: seconds,
        headers: SITE,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (err, r) =>
        err
          ? reject(err)
          : resolve({
              requests: r.requests.total,
              rps: Math.round(r.requests.average),
              p50: r.latency.p50,
              p99: r.latency.p99,
              non2xx: r.non2xx,
              errors: r.errors,
            }),
    );
  });
}

try {
  const one = await startApi('one');
  console.error(`[bench] instance 1 listening after ${one.ms} ms (the load of ${scale} when the database was empty)`);
  const two = await startApi('two');
  console.error(`[bench] instance 2 listening after ${two.ms} ms`);
  const get = async (p) => (await fetch(one.url + p, { headers: { 'X-Marquee-Site': 'fr' } })).json();
  const films = (await get('/api/shows?filter=book')).shows.filter((s) => s.isMovie).slice(0, 20);
  const days = (await get(`/api/show/${films[0].slug}`)).days.slice(0, 7);
  const cinemas = (await get('/api/cinemas')).cinemas.slice(0, 30).map((c) => c.slug);
  const groups = {
    "a film's showtimes for a day": films.flatMap((f) => days.map((d) => `/api/show/${f.slug}/showtimes/${d}`)),
    "a cinema's programme for a day": cinemas.flatMap((c) => days.map((d) => `/api/cinema/${c}/shows?date=${d}`)),
    // issue 27 item 1: every film's showtimes in a window at a place, one call (budget p99 <= 30 ms)
    'tonight (window, place, chips)': days.flatMap((d) => [
      `/api/tonight?date=${d}&from=18:00&to=23:00`,
      `/api/tonight?date=${d}&preset=evening&lat=48.8566&lng=2.3522&sort=distance`,
      `/api/tonight?date=${d}&from=17:00&tags=audio-description&cinemas=${cinemas.slice(0, 5).join(',')}`,
    ]),
    'the full search': ['paris', 'le', 'nuit', 'opera', '750', 'the', 'marquee', 'lyon'].map(
      (w) => `/api/search/full?q=${w}`,
    ),
  };
  const rows = [];
  for (const [name, paths] of Object.entries(groups)) {
    const half = Math.max(1, Math.floor(connections / 2));
    const [a, b] = await Promise.all([run(one.url, paths, half), run(two.url, paths, connections - half)]);
    const row = {
      endpoint: name,
      urls: paths.length,
      rps: a.rps + b.rps,
      p50: Math.max(a.p50, b.p50),
      p99: Math.max(a.p99, b.p99),
      non2xx: a.non2xx + b.non2xx,
      errors: a.errors + b.errors,
    };
    rows.push(row);
    console.error(JSON.stringify(row));
  }
  console.log(
    `scale ${scale}, answer cache ${cache}, ${connections} connections over two instances, ${seconds} s each`,
  );
  console.log(
    `load (instance 1 start): ${one.ms} ms; instance 2 start: ${two.ms} ms; memory of instance 1: ${rssMb(one.pid)} MB RSS`,
  );
  console.log('| endpoint | distinct URLs | req/s (both) | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.endpoint} | ${r.urls} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  );
  rmSync(scratch, { recursive: true, force: true });
}
