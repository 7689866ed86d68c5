// The catalogue on the shared engine at its measured sizes (decision 0044): loads a scale into the
// database (the seed, then the showtime window, by the first instance), starts a second instance
// on it, and measures with autocannon on loopback, half the connections on each instance, each
// scenario of SCENARIOS in turn (p50, p99, req/s), with the CPU each answer cost the API instances
// and the database server (from /proc), then the memory of one instance. Not a test: a
// measurement, bounded in time. Every figure depends on the machine's load: the run prints
// `uptime`'s load average before and after, compare figures as ratios within one run.
// Usage: pnpm --filter @marquee/api build && pnpm --filter @marquee/api bench:catalogue -- [options]
//   --db postgres (default: DATABASE_URL's PostgreSQL, or an embedded one started and stopped here
//     when DATABASE_URL is unset) | sqlite (one SQLite file for both instances, in a scratch folder)
//   --scale chain|stress   --seconds 10   --connections 100 (concurrent HTTP clients, each with one
//     request at a time, half on each instance)   --cache on|off (the API's answer cache; default
//     off: every request reaches the engine)   --only <scenario name part>   --api <a build's main.mjs>
//   --cpu-prof <folder> (instance 2, which did not load, writes a V8 CPU profile there when it stops)
//   --heap-snapshot <folder> (instance 2 writes a V8 heap snapshot there after the scenarios)
//   --report (prints both instances' heap spaces and native memory after the scenarios: a Node
//     diagnostic report each, written in the scratch folder)
//   --move (after the scenarios, the window's last day is taken off the database as if the UTC day
//     had turned: the window job of the next minute makes it again, on one instance under its lease;
//     both instances' memory is printed once it is back: the daily move's; with the loader child's
//     peak RSS, as for the load from empty: apps/api/src/loader.ts)
//   --node '<flags>' (Node's flags for the instances; default '--max-semi-space-size=4', as the API
//     is deployed: docs/DEPLOY.md; --node '' for Node's defaults)
//   --align (each scenario starts 1 s past a minute: its timed run ends before the builds ahead of
//     the next minute, 45 s past it, so it measures the kept answers alone; --seconds 15 or less)
//   --turn (each scenario's timed run starts 40 s past a minute, after its first pass and warm load:
//     it holds the builds ahead of the next minute, 45 s past it, and with --seconds 20 the turn of
//     the minute itself: the tail they cause, decision 0068-api-answers-kept-while-true)
//   --generator wrk|autocannon (the load generator; default wrk when Debian's package is installed:
//     configs/scripts/wrk.mjs says why)
//   --warm-seconds 2 (the same load, untimed, before each scenario's timed run; 0: none)
//   --gc (both instances run with --trace-gc: each scenario's row gets the garbage collector's
//     pauses during its timed run, on either instance: how many, their total and the longest, so
//     that a p99 can be told apart from the collector's pauses)
//   --pin (the servers on CPU 0, the load generator on CPU 1, with `taskset`: both API instances and
//     the embedded PostgreSQL's processes share one core, and wrk has the other to itself, as when
//     the load comes from another machine; without it all of them share both cores, and a stall of
//     the generator or of a server in the scheduler's queue lands in the tail; wrk only)
//   --cold (each scenario's timed run starts with nothing kept: its first pass builds every answer;
//     by default each URL is asked once on each instance first, so the timed run measures answers
//     as an instance serves them after its first minute, which builds them ahead: decision 0052)
// A database already holding the scale is reused (the load time is then the start of an instance).
import autocannon from 'autocannon';
import { hasWrk, wrk } from '../../../configs/scripts/wrk.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const scale = arg('scale', 'chain');
let seconds = Number(arg('seconds', '10'));
const warmSeconds = Number(arg('warm-seconds', '2'));
const connections = Number(arg('connections', '100'));
const cache = arg('cache', 'off');
const engine = arg('db', 'postgres');
const only = arg('only', '');
// another build of the API to compare with (a copy of an earlier dist/main.mjs next to this one)
const apiMain = arg('api', join(here, '..', 'dist', 'main.mjs'));
const cpuProf = arg('cpu-prof', '');
const heapSnapshot = arg('heap-snapshot', '');
const cold = process.argv.includes('--cold');
// each scenario starts 1 s past a minute, so that its first pass and timed run (together under 44 s)
// end before the answers are built for the next minute (45 s past it, decision 0052): the timed run
// measures the kept answers alone, without the builds ahead on the same thread
const align = process.argv.includes('--align');
const report = process.argv.includes('--report');
const move = process.argv.includes('--move');
// the timed run starts 40 s past a minute, over the builds ahead of the next minute (45 s past it)
const turn = process.argv.includes('--turn');
const traceGc = process.argv.includes('--gc');
const pin = process.argv.includes('--pin');
const SERVER_CPUS = '0';
const GENERATOR_CPUS = '1';
// the load generator: wrk (Debian's package: one C thread per instance) when it is on the PATH,
// else autocannon (both instances' loads on this process's one JavaScript thread, which saturates
// first on the showtimes' and programmes' larger answers: configs/scripts/wrk.mjs)
const generator = arg('generator', hasWrk() ? 'wrk' : 'autocannon');
if (generator !== 'wrk' && generator !== 'autocannon') {
  console.error('--generator must be wrk or autocannon');
  process.exit(2);
}
const nodeFlags = arg('node', '--max-semi-space-size=4').split(' ').filter(Boolean);
const SITE = { 'X-Marquee-Site': 'fr', 'Accept-Encoding': 'gzip' };
if (engine !== 'postgres' && engine !== 'sqlite') {
  console.error('--db must be postgres or sqlite');
  process.exit(2);
}
if (engine === 'postgres' && process.env.DATABASE_URL && !process.env.DATABASE_URL.startsWith('postgres')) {
  console.error('DATABASE_URL must name a PostgreSQL database (postgres://user:pass@host:5432/db)');
  process.exit(2);
}

/**
 * What is measured: each scenario names its requests from what the first instance answers (the
 * films, days and cinemas of the site). Another call is one more entry here.
 */
const SCENARIOS = [
  {
    name: "a film's showtimes for a day",
    paths: ({ films, days }) => films.flatMap((f) => days.map((d) => `/api/show/${f}/showtimes/${d}`)),
  },
  {
    name: "a cinema's programme for a day",
    paths: ({ cinemas, days }) => cinemas.flatMap((c) => days.map((d) => `/api/cinema/${c}/shows?date=${d}`)),
  },
  {
    // every film's showtimes in a window at a place, one call (p99 <= 30 ms), as the page asks it
    // (`clock=client`: decision 0073); the last, the page's default for a visitor with no place
    // saved: the whole site from now on, whose rows change almost every minute at stress size
    name: 'tonight (window, place, chips)',
    paths: ({ cinemas, days }) => [
      ...days.flatMap((d) => [
        `/api/tonight?date=${d}&from=18:00&to=23:00&clock=client`,
        `/api/tonight?date=${d}&preset=evening&lat=48.8566&lng=2.3522&sort=distance&clock=client`,
        `/api/tonight?date=${d}&from=17:00&tags=audio-description&cinemas=${cinemas.slice(0, 5).join(',')}&clock=client`,
      ]),
      '/api/tonight?clock=client',
    ],
  },
  {
    name: 'the full search',
    paths: () =>
      ['paris', 'le', 'nuit', 'opera', '750', 'the', 'marquee', 'lyon'].map((w) => `/api/search/full?q=${w}`),
  },
];

const scratch = mkdtempSync(join(tmpdir(), 'marquee-bench-catalogue-'));
const children = [];
let embedded = null;
let databaseUrl = process.env.DATABASE_URL;
if (engine === 'sqlite') databaseUrl = `sqlite:${join(scratch, 'catalogue.sqlite')}`;
else if (!databaseUrl) {
  // The project's embedded PostgreSQL (packages/db, TypeScript: loaded through Vite's module runner).
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(join(here, '..', '..', '..', 'packages', 'db', 'src', 'embedded-postgres.ts'));
  embedded = await module.startEmbeddedPostgres();
  databaseUrl = await embedded.createDatabase('bench');
}

/** `uptime`'s load averages (1, 5, 15 minutes). */
const load = () => /load average: (.*)$/.exec(execFileSync('uptime', { encoding: 'utf8' }).trim())?.[1] ?? '?';

/** CPU time (ms) a process has used so far (Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The processes of the database server (PostgreSQL on this machine: its postmaster, read from the
 * data directory's postmaster.pid, and the postmaster's children), so that other servers running on
 * the machine are not counted; none for SQLite (it runs inside the API instances).
 */
async function databasePids() {
  if (engine === 'sqlite') return [];
  const { default: pg } = await import('pg');
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query("SELECT setting FROM pg_settings WHERE name = 'data_directory'");
    const postmaster = readFileSync(join(rows[0].setting, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
    return [postmaster, ...childrenOf(postmaster)];
  } catch (error) {
    console.error(`[bench] the database server's CPU is not measured: ${error.message}`);
    return [];
  } finally {
    await client.end();
  }
}

/** The child processes of a process (Linux /proc). */
function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1] === pid) children.push(entry);
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** Starts the built API on the database; resolves when it listens, with the time it took. */
function startApi(name) {
  const started = Date.now();
  const profile = [
    ...(cpuProf && name === 'two' ? ['--cpu-prof', '--cpu-prof-dir', cpuProf] : []),
    ...(heapSnapshot && name === 'two' ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${heapSnapshot}`] : []),
    ...(report
      ? ['--report-on-signal', '--report-signal=SIGUSR1', `--report-directory=${join(scratch, `report-${name}`)}`]
      : []),
  ];
  const command = [
    process.execPath,
    ...nodeFlags,
    ...(traceGc ? ['--trace-gc'] : []),
    ...profile,
    apiMain,
    '--scale',
    scale,
  ];
  if (pin) command.unshift('taskset', '-c', SERVER_CPUS);
  const child = spawn(command[0], command.slice(1), {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
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
  // --trace-gc's lines: `[pid:0x…]   1234 ms: Scavenge 20.1 (24.0) -> 18.2 (25.0) MB, pooled: 0 MB,
  // 1.52 / 0.00 ms …`, their time counted from the isolate's start (about the spawn: `started`)
  const gc = [];
  let partial = '';
  const readGc = (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const m =
        /\s(\d+) ms: ([A-Za-z -]+?)(?: \(.*?\))? [\d.]+ \([\d.]+\) -> .*?MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/.exec(
          line,
        );
      if (m) gc.push({ at: started + Number(m[1]), kind: m[2].trim(), ms: Number(m[3]) });
    }
  };
  return new Promise((resolve, reject) => {
    let out = '';
    let listening = false;
    child.stdout.on('data', (d) => {
      if (traceGc) readGc(String(d));
      if (listening) return;
      out += d;
      const m = /API listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        listening = true;
        resolve({ url: m[1], pid: child.pid, ms: Date.now() - started, gc });
      }
    });
    child.once('exit', (code) => reject(new Error(`api ${name} exited ${code}`)));
  });
}

/**
 * The highest resident memory (VmHWM, MB) any child process of the API instances reached while it
 * ran (the loader's child: apps/api/src/loader.ts), polled every 250 ms until `stop`.
 */
function loaderPeak() {
  let peak = 0;
  const timer = setInterval(() => {
    for (const api of children) {
      for (const pid of childrenOf(String(api.pid))) {
        try {
          const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
          if (kb) peak = Math.max(peak, Math.round(Number(kb) / 1024));
        } catch {
          // ended meanwhile
        }
      }
    }
  }, 250);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** Resident memory of a process (Linux), in MB. */
function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

/** A load's figures, from either generator's result (wrk's is in autocannon's shape: configs/scripts/wrk.mjs). */
const figures = (r) => ({
  requests: r.requests.total,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
  bytes: r.throughput.total,
});

/** The collector's pauses of instances between two times (after a wait for their buffered lines). */
function gcPauses(instances, from, to) {
  const pauses = instances.flatMap((i) => i.gc.filter((p) => p.at >= from && p.at <= to));
  const kinds = {};
  for (const p of pauses) {
    kinds[p.kind] ??= { count: 0, totalMs: 0, longestMs: 0 };
    const k = kinds[p.kind];
    k.count++;
    k.totalMs = Math.round((k.totalMs + p.ms) * 10) / 10;
    k.longestMs = Math.max(k.longestMs, p.ms);
  }
  return kinds;
}

async function run(url, paths, count) {
  const result =
    generator === 'wrk'
      ? await wrk({
          origin: url,
          paths,
          connections: count,
          seconds,
          headers: SITE,
          ...(pin ? { cpus: GENERATOR_CPUS } : {}),
        })
      : await autocannon({
          url,
          connections: count,
          duration: seconds,
          headers: SITE,
          requests: paths.map((path) => ({ method: 'GET', path })),
        });
  return figures(result);
}

const rows = [];
const instances = [];
try {
  if (pin) {
    if (generator !== 'wrk') throw new Error('--pin needs wrk (Debian package) as the load generator');
    // the database server's processes now; the backends it forks later inherit its CPUs
    for (const pid of await databasePids()) execFileSync('taskset', ['-a', '-p', '-c', SERVER_CPUS, String(pid)]);
  }
  console.log(`load average before: ${load()}`);
  const loadPeak = loaderPeak();
  const one = await startApi('one');
  const loadChildMb = loadPeak();
  instances.push(one);
  console.error(`[bench] instance 1 listening after ${one.ms} ms (the load of ${scale} when the database was empty)`);
  // what the load left in the instance that made it, as it begins to serve
  const rssAfterLoad = rssMb(one.pid);
  const two = await startApi('two');
  instances.push(two);
  console.error(`[bench] instance 2 listening after ${two.ms} ms`);
  const rssAfterStart = { one: rssMb(one.pid), two: rssMb(two.pid) };
  const get = async (p) => (await fetch(one.url + p, { headers: { 'X-Marquee-Site': 'fr' } })).json();
  const films = (await get('/api/shows?filter=book')).shows
    .filter((s) => s.isMovie)
    .slice(0, 20)
    .map((s) => s.slug);
  const days = (await get(`/api/show/${films[0]}`)).days.slice(0, 7);
  const cinemas = (await get('/api/cinemas')).cinemas.slice(0, 30).map((c) => c.slug);
  for (const scenario of SCENARIOS.filter((x) => x.name.includes(only))) {
    const paths = scenario.paths({ films, days, cinemas });
    const half = Math.max(1, Math.floor(connections / 2));
    if (align) await new Promise((resolve) => setTimeout(resolve, 61_000 - (Date.now() % 60_000)));
    // the server's processes before and after (a backend started meanwhile counts whole)
    let warm = null;
    if (!cold) {
      // each URL once on each instance (one client each), untimed: the answers are built; the CPU
      // each build cost (the API's, the database server's) is the first pass's
      const started = Date.now();
      const dbBefore = new Map((await databasePids()).map((pid) => [pid, cpuMs(pid)]));
      const apiBefore = cpuMs(one.pid) + cpuMs(two.pid);
      await Promise.all(
        [one, two].map(async ({ url }) => {
          for (const path of paths) await (await fetch(url + path, { headers: SITE })).arrayBuffer();
        }),
      );
      const builds = paths.length * 2;
      const dbMs = (await databasePids()).reduce((sum, pid) => sum + cpuMs(pid) - (dbBefore.get(pid) ?? 0), 0);
      warm = {
        ms: Date.now() - started,
        apiCpu: (cpuMs(one.pid) + cpuMs(two.pid) - apiBefore) / builds,
        dbCpu: dbMs / builds,
      };
    }
    if (!cold && warmSeconds > 0) {
      // the same load, untimed, for --warm-seconds: the instances' code compiled for this scenario's
      // answers and the sockets open before the timed run (its first second would otherwise hold
      // the scenario's warm-up: a p99 of 200 ms on the first scenario, 7 ms over 30 s)
      const saved = seconds;
      seconds = warmSeconds;
      await Promise.all([run(one.url, paths, half), run(two.url, paths, connections - half)]);
      seconds = saved;
    }
    if (turn) await new Promise((resolve) => setTimeout(resolve, (100_000 - (Date.now() % 60_000)) % 60_000));
    const serverBefore = new Map((await databasePids()).map((pid) => [pid, cpuMs(pid)]));
    const before = { api: cpuMs(one.pid) + cpuMs(two.pid) };
    const timedFrom = Date.now();
    const [a, b] = await Promise.all([run(one.url, paths, half), run(two.url, paths, connections - half)]);
    const timedTo = Date.now();
    const answers = a.requests + b.requests;
    const apiMs = cpuMs(one.pid) + cpuMs(two.pid) - before.api;
    const serverMs = (await databasePids()).reduce((sum, pid) => sum + cpuMs(pid) - (serverBefore.get(pid) ?? 0), 0);
    const row = {
      scenario: scenario.name,
      urls: paths.length,
      rps: a.rps + b.rps,
      p50: Math.max(a.p50, b.p50),
      p99: Math.max(a.p99, b.p99),
      apiCpu: answers ? apiMs / answers : 0,
      dbCpu: answers ? serverMs / answers : 0,
      non2xx: a.non2xx + b.non2xx,
      errors: a.errors + b.errors,
      bytesPerAnswer: answers ? (a.bytes + b.bytes) / answers : 0,
      warm,
      timed: [timedFrom, timedTo],
    };
    rows.push(row);
    console.error(JSON.stringify(row));
  }
  console.log(
    `${engine}, scale ${scale}, answer cache ${cache}, ${generator}, ${connections} connections over two instances, ${seconds} s each, ${cold ? 'cold (first pass timed)' : `each URL asked once before and ${warmSeconds} s of the same load untimed`}${align ? ', timed from 1 s past a minute (--align)' : ''}${turn ? ', timed from 40 s past a minute (--turn)' : ''}${pin ? `, servers on CPU ${SERVER_CPUS} and wrk on CPU ${GENERATOR_CPUS} (--pin)` : ''}, node ${nodeFlags.join(' ') || '(defaults)'}`,
  );
  console.log(
    `load (instance 1 start): ${one.ms} ms (the loader child's peak: ${loadChildMb || 'none seen'} MB RSS); instance 2 start: ${two.ms} ms; memory of instance 1 (it loaded): ${rssAfterLoad} MB RSS when it listened, ${rssAfterStart.one} when instance 2 listened, ${rssMb(one.pid)} after the scenarios; of instance 2: ${rssAfterStart.two} MB RSS when it listened, ${rssMb(two.pid)} after the scenarios`,
  );
  console.log(
    '| scenario | distinct URLs | req/s (both) | p50 ms | p99 ms | CPU per answer: API ms | database ms | non-2xx | errors | bytes per answer (with headers) | first pass: CPU per build, API / database ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const first = r.warm ? `${r.warm.apiCpu.toFixed(2)} / ${r.warm.dbCpu.toFixed(2)}` : 'timed';
    console.log(
      `| ${r.scenario} | ${r.urls} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.apiCpu.toFixed(2)} | ${r.dbCpu.toFixed(2)} | ${r.non2xx} | ${r.errors} | ${Math.round(r.bytesPerAnswer)} | ${first} |`,
    );
  }
  console.log(`load average after: ${load()}`);
  if (move) {
    // the UTC day turning, as the window job sees it: the window's last day missing and the window
    // recorded one day shorter; the job of the next minute (one instance, under its lease) makes it
    const { default: pg } = await import('pg');
    const client = new pg.Client(databaseUrl);
    if (engine !== 'postgres') throw new Error('--move needs --db postgres');
    await client.connect();
    try {
      const to = (await client.query("SELECT value FROM meta WHERE key = 'st_to'")).rows[0].value;
      const before = (await client.query('SELECT count(*)::int AS n FROM showtimes WHERE date = $1', [to])).rows[0].n;
      const shorter = new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await client.query('BEGIN');
      await client.query('DELETE FROM showtimes WHERE date = $1', [to]);
      await client.query("UPDATE meta SET value = $1 WHERE key = 'st_to'", [shorter]);
      await client.query('COMMIT');
      const started = Date.now();
      const movePeak = loaderPeak();
      for (;;) {
        await new Promise((r) => setTimeout(r, 1000));
        const now = (await client.query("SELECT value FROM meta WHERE key = 'st_to'")).rows[0].value;
        if (now === to) break;
        if (Date.now() - started > 180_000) throw new Error('the window job did not make the day again in 3 minutes');
      }
      const moveChildMb = movePeak();
      const after = (await client.query('SELECT count(*)::int AS n FROM showtimes WHERE date = $1', [to])).rows[0].n;
      // a few seconds for the instances to reload the new version (and the collector to run)
      await new Promise((r) => setTimeout(r, 5000));
      console.log(
        `daily move: ${to}'s ${after} showtimes made again (${before} before) ${Math.round((Date.now() - started) / 1000)} s after; memory of instance 1: ${rssMb(one.pid)} MB RSS, of instance 2: ${rssMb(two.pid)} MB RSS; the loader child's peak: ${moveChildMb || 'none seen'} MB`,
      );
    } finally {
      await client.end();
    }
  }
  if (report) {
    // what holds each instance's memory: V8's heap spaces (committed and used) against its RSS
    const mb = (b) => `${Math.round(b / 1048576)} MB`;
    for (const [name, instance] of [
      ['one', one],
      ['two', two],
    ]) {
      const dir = join(scratch, `report-${name}`);
      mkdirSync(dir, { recursive: true });
      process.kill(instance.pid, 'SIGUSR1');
      let file;
      while (!file) {
        await new Promise((r) => setTimeout(r, 500));
        try {
          file = readdirSync(dir).find((f) => f.endsWith('.json'));
        } catch {
          // not made yet
        }
      }
      await new Promise((r) => setTimeout(r, 1000));
      const r = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      const heap = r.javascriptHeap;
      console.log(
        `instance ${name === 'one' ? '1 (it loaded)' : 2}: RSS ${rssMb(instance.pid)} MB; V8 heap committed ${mb(heap.totalMemory)}, used ${mb(heap.usedMemory)}; ${Object.entries(
          heap.heapSpaces,
        )
          .map(([space, x]) => `${space} ${mb(x.memorySize)}/${mb(x.used)}`)
          .join(', ')}; external ${mb(heap.externalMemory ?? 0)}, malloced ${mb(heap.mallocedMemory ?? 0)}`,
      );
    }
  }
  if (heapSnapshot) {
    const before = new Set(readdirSync(heapSnapshot));
    process.kill(two.pid, 'SIGUSR2');
    // written once its size stops growing
    let file;
    let size = -1;
    for (;;) {
      await new Promise((r) => setTimeout(r, 1000));
      file ??= readdirSync(heapSnapshot).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
      if (!file) continue;
      const now = statSync(join(heapSnapshot, file)).size;
      if (now === size && now > 0) break;
      size = now;
    }
    console.log(`heap snapshot of instance 2: ${join(heapSnapshot, file)} (${Math.round(size / 1048576)} MB)`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  );
  await embedded?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
if (traceGc && rows.length > 0) {
  // read once the instances have exited: V8 writes --trace-gc's lines to a pipe through a buffer
  console.log("\nthe garbage collector's pauses during each timed run, both instances (--gc):");
  console.log('| scenario | timed (UTC) | p99 ms | pauses (kind: count, total ms, longest ms) |');
  console.log('|---|---|---|---|');
  for (const r of rows) {
    const kinds = gcPauses(instances, ...r.timed);
    const text = Object.entries(kinds)
      .map(([kind, k]) => `${kind}: ${k.count}, ${k.totalMs}, ${k.longestMs}`)
      .join('; ');
    const clock = (t) => new Date(t).toISOString().slice(11, 19);
    console.log(`| ${r.scenario} | ${clock(r.timed[0])}–${clock(r.timed[1])} | ${r.p99} | ${text || 'none'} |`);
  }
}
