// The on-sale rush: virtual visitors walk the showtimes journey — home, a film,
// another day, a filter, a showtime's panel, Book now — against two edges and two APIs on one
// embedded PostgreSQL (`launchPlatform({ instances: 2 })`), on one machine.
//   pnpm build && pnpm --filter @marquee/e2e bench:release-day [-- --stage-seconds 4] [--max 48]
//     [--kill-seconds 20] [--kill-visitors N] [--ratio-seconds 5] [--ratio-rounds 3] [--site fr]
//     [--ratio-only] [--generator autocannon|wrk]
// Also `npm run bench:release-day` at the root. Not part of `npm test`.
//
// 1. The journey's requests are recorded once in Chromium (the same clicks as the e2e journey):
//    per step, the address the step ends on and the API calls the page made through the edge
//    (images, scripts and styles are left out: a CDN or the browser's cache has them).
// 2. Replayed by Node over keep-alive connections, the visitors spread round robin over the two
//    edges (the script is the client, not a load balancer). A step is its page's HTML (as a
//    visitor landing on that address: heavier than a single-page visit, where only the first
//    step loads HTML) and its API calls at once; Book now is the turn at the hand-off
//    (`/api/booking/{ref}/turn`) and, when admitted, the hand-off page with its pass. A waiting
//    answer (503 + Retry-After from the turn) is the line working, counted apart, not an error.
// 3. Ramp: stages of 1, 2, 4, … visitors (each `--stage-seconds`) up to `--max` or until a step's
//    p99 passes 2 s. Per stage: journeys/s, p50/p99 per step, errors, cache hits (pages:
//    `X-Marquee-Render: cache|stale` of all pages; API calls: an `Age` header, the edge's API
//    cache's answer), CPU per 1,000 journeys (utime + stime of every process of the platform, from
//    /proc, including the embedded PostgreSQL).
// 4. The same journey for `--kill-seconds` at the best stage's visitors, both APIs killed
//    (SIGKILL) halfway: pages must all answer (stale from the edge's render cache within its
//    deadline), API calls must come from the edge's API cache. The platform stops every server
//    when one of its APIs dies, so this run has its own pair: two APIs, each on its own SQLite
//    file (so each counts its own hand-off line), and two edges on them (`launchEdge`), with the
//    remotes of a one-instance platform (its file deploy store: the two-instance platform keeps
//    the live versions in PostgreSQL, and is stopped first).
// 5. The ratio of a cached page's throughput to a static file's through the same edge (a file the
//    edge serves from its own disk: the country build's assets or the vendor files), three rounds
//    in turn, the ratio of the medians, by `wrk` when Debian's package is installed (else
//    autocannon, which saturates first on a 24 KB page: its req/s then measure itself; the table
//    shows how busy it was), with the CPU per answer of the edge and of every server process.
//    `--ratio-only` measures only this, on the site's home page (no browser, no ramp, no kill: a
//    minute).
// Prints Markdown; the machine is shared: read the load average it prints.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { CHROMIUM_ARGS, chromiumPath } from '@marquee/chromium';
import { chromium } from '@playwright/test';
import { hasWrk, wrk } from '../../configs/scripts/wrk.mjs';
import { launchEdge, launchPlatform } from '../platform.mjs';
import { HOME_PATHS, option, runWithCleanup } from './harness.mjs';

const SITE = option('site', 'fr');
const STAGE_SECONDS = Number(option('stage-seconds', '4'));
const MAX_VISITORS = Number(option('max', '48'));
const KILL_SECONDS = Number(option('kill-seconds', '20'));
const KILL_VISITORS = option('kill-visitors', '');
const RATIO_SECONDS = Number(option('ratio-seconds', '5'));
const RATIO_ROUNDS = Number(option('ratio-rounds', '3'));
/** Only step 5, on the site's home page: no browser, no ramp, no kill (`--ratio-only`). */
const RATIO_ONLY = process.argv.includes('--ratio-only');
/**
 * The ratio's load generator: `wrk` (a C program, Debian's `wrk` package; the default when it is on
 * the PATH), which spends far less CPU per answer than the servers, or `autocannon` (an npm
 * dependency, in this process, one thread: the default without wrk), which is busy near 100 % on a
 * 24 KB page at about 3,000 answers/s on these machines, so that its req/s measure itself.
 */
const GENERATOR = option('generator', hasWrk() ? 'wrk' : 'autocannon');
if (!['autocannon', 'wrk'].includes(GENERATOR))
  throw new Error(`--generator takes autocannon or wrk, not "${GENERATOR}"`);
/** A page step's budget: p99 within it and no error is "holding". */
const P99_GOAL_MS = 500;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const TICKS = 100; // USER_HZ: /proc's clock ticks per second on Linux

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

// ---------------------------------------------------------------- CPU of the platform, from /proc

/** Every process descended from `root` (itself included). */
function descendants(root) {
  const parent = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(fields[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parent) {
      if (!found.has(pid) && found.has(ppid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
}

/** CPU seconds used so far by `root` and its descendants (children they reaped included). */
function cpuSeconds(root) {
  let ticks = 0;
  for (const pid of descendants(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime are fields 14-17 of stat (11-14 after the state field).
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / TICKS;
}

// ---------------------------------------------------------------- HTTP

/**
 * One GET to an edge with the site's Host, body read and dropped.
 * @returns {Promise<{ status: number; ms: number; headers: import('node:http').IncomingHttpHeaders; body: string }>}
 */
function get(edge, path, agent, keepBody = false, encoding = 'gzip, br') {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: edge.port,
        path,
        agent,
        headers: {
          host: `${SITE}.marquee.localhost:${edge.port}`,
          'accept-encoding': encoding,
          'user-agent': UA,
          accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => {
          if (keepBody) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            headers: res.headers,
            body: keepBody ? Buffer.concat(chunks).toString('utf8') : '',
          }),
        );
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started, headers: {}, body: '' }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, headers: {}, body: '' }));
    req.end();
  });
}

/**
 * One API of our own (`apps/api/dist/main.mjs`) on loopback over `dbPath`: the platform stops all
 * its servers when one of its APIs dies, so the kill run has its own pair to kill.
 */
function startOwnApi(root, dbPath) {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_PATH: dbPath, MEDIA_WARMUP: 'off' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, 'apps', 'api', 'dist', 'main.mjs')], {
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const found = /API listening on (http:\/\/\S+)/.exec(line);
      if (found?.[1]) resolve({ url: found[1], pid: child.pid, child });
    });
    child.once('exit', (code) => reject(new Error(`an API exited before it listened (code ${code})`)));
  });
}

// ---------------------------------------------------------------- 1. the journey, recorded in Chromium

/** Same-origin API calls of a page, less images and the hand-off (replayed on their own). */
const replayable = (url) => {
  const u = new URL(url);
  return (
    u.pathname.startsWith('/api/') && !u.pathname.startsWith('/api/media/') && !u.pathname.startsWith('/api/booking/')
  );
};

async function recordJourney(port) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const origin = `http://${SITE}.marquee.localhost:${port}`;
    let calls = [];
    let inflight = 0;
    context.on('request', (req) => {
      inflight += 1;
      if (req.method() === 'GET' && req.url().startsWith(origin) && replayable(req.url()))
        calls.push(req.url().slice(origin.length));
    });
    const done = () => {
      inflight = Math.max(0, inflight - 1);
    };
    context.on('requestfinished', done);
    context.on('requestfailed', done);
    /** Waits until no request has been in flight for 500 ms. */
    const quiet = async () => {
      let still = 0;
      while (still < 5) {
        await new Promise((r) => setTimeout(r, 100));
        still = inflight === 0 ? still + 1 : 0;
      }
    };
    const steps = [];
    const step = async (name, act) => {
      calls = [];
      await act();
      await quiet();
      steps.push({ name, page: page.url().slice(origin.length), calls: [...new Set(calls)] });
    };
    await step('home', async () => {
      await page.goto(`${origin}${HOME_PATHS[SITE]}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    });
    await step('film', async () => {
      const before = page.url();
      await page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first().click();
      await page.waitForURL((url) => url.href !== before);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    const dayDone = () =>
      page.locator('.catalogue-schedule__day[aria-busy="false"]').first().waitFor({ state: 'attached' });
    await step('another day', async () => {
      const before = page.url();
      await page
        .getByRole('group', { name: /Choisir un jour|Choose a day|Kies een dag|Tag wählen/ })
        .getByRole('button', { pressed: false })
        .first()
        .click();
      await page.waitForURL((url) => url.href !== before);
      await dayDone();
    });
    await step('filter', async () => {
      const versions = page.getByRole('group', { name: /Versions|Versies|Fassungen/ });
      if (await versions.count()) {
        const before = page.url();
        await versions.getByRole('button').first().click();
        await page.waitForURL((url) => url.href !== before);
        await dayDone();
      }
    });
    let bookHref = '';
    await step('showtime panel', async () => {
      await page.locator('.catalogue-schedule__times button:not([disabled])').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      bookHref = (await dialog.locator('a[href^="/api/booking/"]').first().getAttribute('href')) ?? '';
    });
    if (!/^\/api\/booking\/\d+/.test(bookHref)) throw new Error(`no Book now link in the panel (${bookHref})`);
    const [path, query] = bookHref.split('?');
    steps.push({ name: 'Book now', page: null, calls: [], turn: `${path}/turn?${query}`, handOff: bookHref });
    return steps;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- 2. visitors

const percentile = (values, p) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** A fresh tally for a run. */
const tally = (steps) => ({
  journeys: 0,
  stepMs: Object.fromEntries(steps.map((s) => [s.name, []])),
  errors: 0,
  errorSamples: new Map(),
  pages: 0,
  pagesFailed: 0,
  pagesCached: 0,
  pagesStale: 0,
  pageMs: [],
  renders: new Map(),
  api: 0,
  apiCached: 0,
  apiFailed: 0,
  admitted: 0,
  queued: 0,
  handOffFailed: 0,
});

function noteError(t, what) {
  t.errors += 1;
  t.errorSamples.set(what, (t.errorSamples.get(what) ?? 0) + 1);
}

/** One journey by one visitor on one edge; counts into `t`. */
async function journey(steps, edge, agent, t) {
  for (const step of steps) {
    const started = performance.now();
    if (step.turn) {
      const turn = await get(edge, step.turn, agent, true);
      if (turn.status === 200) {
        t.admitted += 1;
        const pass = /"pass":"([\w-]+)"/.exec(turn.body)?.[1];
        const handOff = await get(edge, `${step.handOff}&pass=${pass}`, agent);
        if (handOff.status !== 200) {
          t.handOffFailed += 1;
          noteError(t, `hand-off ${handOff.status}`);
        }
      } else if (turn.status === 503 && turn.headers['retry-after']) t.queued += 1;
      else {
        t.handOffFailed += 1;
        noteError(t, `turn ${turn.status}`);
      }
    } else {
      const answers = await Promise.all([
        get(edge, step.page, agent).then((a) => ({ ...a, kind: 'page', path: step.page })),
        ...step.calls.map((path) => get(edge, path, agent).then((a) => ({ ...a, kind: 'api', path }))),
      ]);
      for (const a of answers) {
        const ok = a.status >= 200 && a.status < 400;
        if (a.kind === 'page') {
          t.pages += 1;
          t.pageMs.push(a.ms);
          const how = a.headers['x-marquee-render'];
          t.renders.set(`${how ?? 'none'}`, (t.renders.get(`${how ?? 'none'}`) ?? 0) + 1);
          if (how === 'cache') t.pagesCached += 1;
          if (how === 'stale') {
            t.pagesCached += 1;
            t.pagesStale += 1;
          }
          // A page the browser would have to finish (a region left to it) is a failed page too.
          if (!ok || how === 'client') {
            t.pagesFailed += 1;
            noteError(t, `page ${a.status} ${how ?? ''} ${step.name}`);
          }
        } else {
          t.api += 1;
          if (a.headers.age !== undefined) t.apiCached += 1;
          if (!ok) {
            t.apiFailed += 1;
            noteError(t, `api ${a.status} ${a.path.split('?')[0]}`);
          }
        }
      }
    }
    t.stepMs[step.name].push(performance.now() - started);
  }
  t.journeys += 1;
}

/** `visitors` visitors walking journeys for `seconds`; `during(elapsedMs)` runs every 250 ms. */
async function run(steps, edges, visitors, seconds, during = async () => undefined) {
  const t = tally(steps);
  const agents = edges.map(() => new Agent({ keepAlive: true, maxSockets: Math.max(8, visitors * 4) }));
  const ends = performance.now() + seconds * 1000;
  const started = performance.now();
  let next = 0;
  const walkers = Array.from({ length: visitors }, async () => {
    while (performance.now() < ends) {
      const i = next++ % edges.length; // round robin over the edges, journey by journey
      await journey(steps, edges[i], agents[i], t);
    }
  });
  let ticking = true;
  const ticker = (async () => {
    while (ticking) {
      await during(performance.now() - started);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  await Promise.all(walkers);
  ticking = false;
  await ticker;
  for (const agent of agents) agent.destroy();
  t.seconds = (performance.now() - started) / 1000;
  return t;
}

const ms = (v) => (Number.isFinite(v) ? Math.round(v) : '–');
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : '–');

function stageRow(visitors, t, cpu, steps) {
  const perStep = steps.map((s) => `${ms(percentile(t.stepMs[s.name], 50))}/${ms(percentile(t.stepMs[s.name], 99))}`);
  return `| ${visitors} | ${(t.journeys / t.seconds).toFixed(1)} | ${perStep.join(' | ')} | ${t.errors} | ${pct(t.pagesCached, t.pages)} | ${pct(t.apiCached, t.api)} | ${t.admitted}/${t.queued} | ${t.journeys && Number.isFinite(cpu) ? ((cpu / t.journeys) * 1000).toFixed(1) : '–'} |`;
}

const worstP99 = (t, steps) => Math.max(...steps.filter((s) => !s.turn).map((s) => percentile(t.stepMs[s.name], 99)));

// ---------------------------------------------------------------- 5. cached page vs static file

/** One load of `url`; with the edge's process id, its CPU per answer (µs: robust to a busy machine, unlike req/s). */
async function cannon(url, headers, pid, platformPid) {
  const before = pid ? cpuSeconds(pid) : Number.NaN;
  const platformBefore = platformPid ? cpuSeconds(platformPid) : Number.NaN;
  const ownBefore = process.cpuUsage();
  const result =
    GENERATOR === 'wrk'
      ? await wrk({ origin: url, paths: [new URL(url).pathname], connections: 50, seconds: RATIO_SECONDS, headers })
      : await autocannon({ url, headers, connections: 50, duration: RATIO_SECONDS });
  const cpuUs = ((pid ? cpuSeconds(pid) : Number.NaN) - before) * 1e6;
  const platformUs = ((platformPid ? cpuSeconds(platformPid) : Number.NaN) - platformBefore) * 1e6;
  const own = process.cpuUsage(ownBefore);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
    cpuUs: result.requests.total ? cpuUs / result.requests.total : Number.NaN,
    // every server process of the platform (edges, the remotes' servers, APIs, PostgreSQL)
    platformUs: result.requests.total ? platformUs / result.requests.total : Number.NaN,
    // the load generator's own share: autocannon runs in this process
    cannonBusy: (own.user + own.system) / 1e6 / RATIO_SECONDS,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : Number.NaN,
  };
}

/**
 * 5. A cached page against a static file through the same edge: three rounds, the page and the
 * file in turn (one after the other, each alone on the edge but not on the machine), and the ratio
 * of the medians, so neither gains from going first or last.
 */
async function measureRatio(edges, pagePath, platformPid) {
  const page = await get(edges[0], pagePath, undefined, true, 'identity');
  // The page from the render cache before the load (a render made while the machine is busy may
  // leave a part to the browser, and is then not kept).
  for (let i = 0; i < 40 && (await get(edges[0], pagePath)).headers['x-marquee-render'] !== 'cache'; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 250));
  // A file the edge serves itself from its disk (the vendor files, the country build's assets), not
  // one it proxies to a remote's own server; else the first script or stylesheet.
  const asset =
    /(?:src|href)="(\/(?:vendor|assets)\/[^"]+\.(?:js|css))"/.exec(page.body)?.[1] ??
    /(?:src|href)="(\/[^"]+\.(?:js|css))"/.exec(page.body)?.[1];
  const hostHeaders = { host: `${SITE}.marquee.localhost:${edges[0].port}`, 'accept-encoding': 'gzip, br' };
  if (!asset) return;
  const rounds = [];
  for (let i = 0; i < RATIO_ROUNDS; i += 1) {
    const cached = await cannon(
      `${edges[0].url}${pagePath}`,
      { ...hostHeaders, 'user-agent': UA },
      edges[0].pid,
      platformPid,
    );
    const file = await cannon(`${edges[0].url}${asset}`, hostHeaders, edges[0].pid, platformPid);
    rounds.push({ cached, file });
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const cachedRps = median(rounds.map((r) => r.cached.rps));
  const fileRps = median(rounds.map((r) => r.file.rps));
  // (A round with no answer has no CPU per answer: left out.)
  const cachedCpu = median(rounds.map((r) => r.cached.cpuUs).filter(Number.isFinite));
  const fileCpu = median(rounds.map((r) => r.file.cpuUs).filter(Number.isFinite));
  const cachedServer = median(rounds.map((r) => r.cached.platformUs).filter(Number.isFinite));
  const fileServer = median(rounds.map((r) => r.file.platformUs).filter(Number.isFinite));
  const us = (n) => (Number.isFinite(n) ? Math.round(n) : '–');
  const rows = rounds
    .map(
      ({ cached, file }, i) =>
        `| ${i + 1} | ${Math.round(cached.rps)} | ${cached.p99} | ${cached.bad} | ${us(cached.cpuUs)} | ${us(cached.platformUs)} | ${us(cached.bytes)} B, ${(100 * cached.cannonBusy).toFixed(0)} % | ${Math.round(file.rps)} | ${file.p99} | ${file.bad} | ${us(file.cpuUs)} | ${us(file.platformUs)} | ${us(file.bytes)} B, ${(100 * file.cannonBusy).toFixed(0)} % | ${((100 * cached.rps) / file.rps).toFixed(0)} % |`,
    )
    .join('\n');
  console.log(
    `\n### Cached page vs static file, same edge (${GENERATOR}, 50 connections, ${RATIO_SECONDS} s each, ${RATIO_ROUNDS} rounds in turn)\n\nPage: ${pagePath} (render cache); file: ${asset}.\n\n| round | page req/s | page p99 ms | page non-2xx + errors | page: edge CPU µs per answer | page: servers' CPU µs per answer | page: bytes per answer, load generator busy | file req/s | file p99 ms | file non-2xx + errors | file: edge CPU µs per answer | file: servers' CPU µs per answer | file: bytes per answer, load generator busy | ratio |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n${rows}\n\n**Ratio of the medians:** ${((100 * cachedRps) / fileRps).toFixed(0)} % (goal ≥ 90 %). The edge's CPU per answer (utime + stime of its process, /proc), medians: page ${us(cachedCpu)} µs, file ${us(fileCpu)} µs. Every server process of the platform (edges, the remotes' servers, APIs, PostgreSQL), medians: page ${us(cachedServer)} µs, file ${us(fileServer)} µs per answer: **the servers answer ${((100 * fileServer) / cachedServer).toFixed(0)} % as many cached pages as files for the same CPU**. When the load generator (autocannon, in this process, one thread) is busy near 100 %, req/s measure it rather than the edge (\`--generator wrk\`: the generator's busy share is not measured).`,
  );
}

// ---------------------------------------------------------------- main

let platform;
let single;
let scratch;
const own = [];
const ownEdges = [];
await runWithCleanup(
  async () => {
    const loadBefore = load();
    console.error('# starting two edges and two APIs on an embedded PostgreSQL…');
    // The hand-off's line as in production (60 visitors per showtime every 10 s) unless asked.
    platform = await launchPlatform({ instances: 2 });
    const { info } = platform;
    if (!platform.pid) throw new Error('no platform process id');
    const edges = info.instances.edges.map((e) => ({ url: e.url, port: Number(new URL(e.url).port), pid: e.pid }));
    if (edges.length < 2) throw new Error('expected two edges');
    if (RATIO_ONLY) {
      console.log(`## A cached page against a static file, site ${SITE}, ${new Date().toISOString()}\n`);
      console.log(`Machine: ${cpus().length} CPUs, Node ${process.version}; load before ${loadBefore}.`);
      await measureRatio(edges, HOME_PATHS[SITE] ?? '/', platform.pid);
      console.log(`\nLoad average before ${loadBefore}, after ${load()}.`);
      return;
    }
    console.error('# recording the journey in Chromium…');
    const steps = await recordJourney(info.port);
    console.log(`## The on-sale rush, site ${SITE}, ${new Date().toISOString()}\n`);
    console.log(
      `Machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), Node ${process.version}; load before ${loadBefore}.\n`,
    );
    console.log('Journey (recorded in Chromium; each step: its page HTML and the API calls it made):\n');
    for (const s of steps)
      console.log(
        `- ${s.name}: ${s.turn ? `${s.turn}, then the hand-off with its pass` : `${s.page} + ${s.calls.length} API call(s)${s.calls.length ? ` (${s.calls.map((c) => c.split('?')[0]).join(', ')})` : ''}`}`,
      );

    // Warm every page and call once on each edge (a release day starts on a warm platform).
    for (const edge of edges) {
      const agent = new Agent({ keepAlive: true });
      await journey(steps, edge, agent, tally(steps));
      agent.destroy();
    }

    // 3. The ramp.
    console.log(
      `\n### Ramp (${STAGE_SECONDS} s a stage; step cells p50/p99 ms; Book now = turn + hand-off)\n\n| visitors | journeys/s | ${steps.map((s) => s.name).join(' | ')} | errors | pages cached | API cached | admitted/queued | CPU s per 1,000 journeys |\n|${'---|'.repeat(steps.length + 7)}`,
    );
    let best = null;
    for (let visitors = 1; visitors <= MAX_VISITORS; visitors *= 2) {
      const cpuBefore = cpuSeconds(platform.pid);
      const t = await run(steps, edges, visitors, STAGE_SECONDS);
      const cpu = cpuSeconds(platform.pid) - cpuBefore;
      console.log(stageRow(visitors, t, cpu, steps));
      const worst = worstP99(t, steps);
      if (worst <= P99_GOAL_MS && t.errors === 0 && (!best || t.journeys / t.seconds > best.rate))
        best = { visitors, rate: t.journeys / t.seconds, worst, cpu, t };
      if (worst > 2_000) break; // past the machine's limit
    }
    console.log(
      best
        ? `\n**Holding:** ${best.rate.toFixed(1)} journeys/s at ${best.visitors} visitors, every step's p99 ≤ ${P99_GOAL_MS} ms (worst ${ms(best.worst)} ms), 0 errors; ${((best.cpu / best.t.journeys) * 1000).toFixed(1)} CPU s per 1,000 journeys.`
        : `\n**Holding:** no stage kept every step's p99 within ${P99_GOAL_MS} ms with 0 errors on this machine now.`,
    );

    // 5. The ratio, before the APIs go.
    await measureRatio(edges, steps[0]?.page ?? '/', platform.pid);

    // 4. The same journey, both APIs killed halfway: a pair of our own (two APIs, each on its own
    // SQLite file; two edges on them and the platform's deploy store).
    // The two-instance platform keeps its live remote versions in PostgreSQL, where edges of our
    // own would need its DATABASE_URL: it stops, and a one-instance platform (a file deploy store)
    // serves the remotes to the pair.
    await platform.stop();
    platform = undefined;
    console.error('# starting the pair to kill…');
    single = await launchPlatform();
    scratch = mkdtempSync(path.join(tmpdir(), 'bench-release-day-'));
    for (let i = 0; i < 2; i += 1) own.push(await startOwnApi(single.root, path.join(scratch, `api-${i}.sqlite`)));
    for (const api of own) ownEdges.push(await launchEdge({ api: api.url, deployDir: single.deployDir }));
    const killEdges = ownEdges.map((e) => ({ url: e.url, port: e.port }));
    for (const edge of killEdges) {
      const agent = new Agent({ keepAlive: true });
      await journey(steps, edge, agent, tally(steps));
      agent.destroy();
    }
    const visitors = Number(KILL_VISITORS) || best?.visitors || 4;
    let killedAt = null;
    const t = await run(steps, killEdges, visitors, KILL_SECONDS, async (elapsed) => {
      if (killedAt === null && elapsed >= (KILL_SECONDS * 1000) / 2) {
        killedAt = elapsed;
        for (const api of own) {
          try {
            process.kill(api.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
        console.error(`# both APIs killed at ${(elapsed / 1000).toFixed(1)} s`);
      }
    });
    console.log(
      `\n### The same journey, both APIs killed (SIGKILL) at ${((killedAt ?? 0) / 1000).toFixed(1)} s of ${KILL_SECONDS} s, ${visitors} visitors\n\n| visitors | journeys/s | ${steps.map((s) => s.name).join(' | ')} | errors | pages cached | API cached | admitted/queued | CPU s per 1,000 journeys |\n|${'---|'.repeat(steps.length + 7)}`,
    );
    console.log(stageRow(visitors, t, Number.NaN, steps));
    console.log(
      `\nPages: ${t.pages} served, **${t.pagesFailed} failed**, ${t.pagesStale} stale (\`X-Marquee-Render: stale\`), page p99 ${ms(percentile(t.pageMs, 99))} ms, slowest ${ms(Math.max(...t.pageMs))} ms. API calls: ${t.api}, ${t.apiFailed} failed. Hand-off (outside the site, no stale copy): ${t.handOffFailed} failed.`,
    );
    console.log(`X-Marquee-Render of the pages: ${[...t.renders].map(([k, n]) => `${k} × ${n}`).join(', ')}.`);
    if (t.errorSamples.size)
      console.log(`Errors by kind: ${[...t.errorSamples].map(([k, n]) => `${k} × ${n}`).join('; ')}.`);
    console.log(`\nLoad average before ${loadBefore}, after ${load()}.`);
  },
  async () => {
    for (const edge of ownEdges) await edge.stop();
    for (const api of own) if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    await platform?.stop();
    await single?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  },
);
