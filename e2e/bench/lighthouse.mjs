// Lighthouse 12 (mobile, simulated throttling: its default config; performance only) on the home
// page of each of the eight sites, server-rendered (the platform's edge) against client-rendered
// (a second edge started with `--render client` on the same API and deploy store), in one run.
//   pnpm --filter @marquee/e2e bench:lighthouse [-- --runs 3] [--sites fr,ch] [--out FILE.json]
//                                               [--lhr-dir DIR] [--timeout 180] [--throttling devtools]
//                                               [--variants server] [--page '{lang}/film/SLUG' | --page fr:/film/a,nl:/nl/film/b]
//                                               [--nice 10]
// `--variants server` skips the client-rendered edge; `--page` measures another page than the home
// (`{lang}` becomes the site's home prefix: nothing on fr, `/nl` on nl).
// After a build. Runs are interleaved (site A server, site A client, site B server, …, then the
// next round) so that the noise of a shared machine hits both variants alike; each run gets its
// own fresh headless Chromium (CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium).
// Prints a Markdown table of medians on stdout; every run (metrics, LCP element and phases, and
// the audits that explain LCP and CLS) goes to --out (default: a file in the temp dir), full
// Lighthouse reports to --lhr-dir when given. Progress lines on stderr start with "#".
// `--throttling devtools` (a diagnostic, not the figures of docs/PERFORMANCE.md) throttles the
// real page load instead of simulating it from an unthrottled one.
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '@marquee/chromium';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchEdge, launchPlatform } from '../platform.mjs';
import { HOME_PATHS, median, option, runWithCleanup } from './harness.mjs';

const RUNS = Number(option('runs', '3'));
/**
 * The servers' CPU priority (`nice -n`, 0-19; default 10): a phone does not share its CPU with our
 * servers, so the edge and the API yield to the browser while a page is traced. At 0 they compete
 * with it on this machine's two cores, and a descheduled task counts four times in the simulation.
 */
const NICE = Number(option('nice', '10'));
if (!Number.isInteger(NICE) || NICE < 0 || NICE > 19) throw new Error(`--nice takes 0 to 19, not ${NICE}`);
const SITES = option('sites', Object.keys(HOME_PATHS).join(',')).split(',');
const OUT = option(
  'out',
  path.join(tmpdir(), `marquee-lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
);
const LHR_DIR = option('lhr-dir', '');
const RUN_TIMEOUT_MS = Number(option('timeout', '180')) * 1000;
const CHROME = process.env.CHROME_PATH || chromiumPath();
const VARIANTS = /** @type {Array<'server' | 'client'>} */ (option('variants', 'server,client').split(','));
for (const v of VARIANTS)
  if (v !== 'server' && v !== 'client') throw new Error('--variants takes server, client or both');
/** The page measured on each site: its home (default), or a path such as `/film/…` (`{lang}` is the home's prefix). */
const PAGE = option('page', '');
const THROTTLING = option('throttling', 'simulate');
if (THROTTLING !== 'simulate' && THROTTLING !== 'devtools') throw new Error('--throttling takes simulate or devtools');

for (const cc of SITES) if (!(cc in HOME_PATHS)) throw new Error(`unknown site "${cc}"`);

/** Audits kept with each run: they explain LCP, CLS and TBT when a target is missed. */
const EXPLAINING_AUDITS = [
  'largest-contentful-paint-element',
  'lcp-lazy-loaded',
  'prioritize-lcp-image',
  'render-blocking-resources',
  'layout-shifts',
  'unsized-images',
  'font-display',
  'server-response-time',
  'redirects',
  'uses-text-compression',
  'unused-javascript',
  'unused-css-rules',
  'bootup-time',
  'mainthread-work-breakdown',
  'network-rtt',
  'network-server-latency',
  'diagnostics',
  'long-tasks',
  'lcp-discovery-insight',
  'lcp-phases-insight',
  'render-blocking-insight',
  'cls-culprits-insight',
  'font-display-insight',
  'document-latency-insight',
];

/** A JSON copy of audit details without the bulky parts (bounding boxes, DOM paths, screenshots). */
function slim(value, depth = 0) {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 15).map((item) => slim(item, depth + 1));
  const out = {};
  for (const [key, inner] of Object.entries(value)) {
    if (['boundingRect', 'path', 'lhId', 'headings', 'debugData', 'screenshot', 'sortedBy'].includes(key)) continue;
    out[key] = slim(inner, depth + 1);
  }
  return out;
}

/** The LCP element and LCP phases of a report (Lighthouse 12: a list of two tables). */
function lcpElement(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : details ? [details] : [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (tables[1]?.items ?? []).map((/** @type {{ phase: string; timing: number }} */ p) => [p.phase, p.timing]),
  );
  return {
    element: node ? { selector: node.selector, snippet: node.snippet, label: node.nodeLabel } : null,
    phases,
  };
}

/** One Lighthouse run in a fresh headless Chromium, killed after RUN_TIMEOUT_MS at most. */
async function runLighthouse(url, state) {
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  state.chrome = chrome;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  try {
    const result = await Promise.race([
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: THROTTLING,
      }),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Lighthouse did not finish within ${RUN_TIMEOUT_MS / 1000} s`)),
          RUN_TIMEOUT_MS,
        );
      }),
    ]);
    if (!result) throw new Error('Lighthouse returned no result');
    return { lhr: result.lhr, mainThread: observedLongTasks(result.artifacts.Trace) };
  } finally {
    clearTimeout(timer);
    state.chrome = undefined;
    await Promise.resolve(chrome.kill()).catch(() => {});
  }
}

/**
 * The renderer main thread's tasks of 25 ms or more in the unthrottled trace Lighthouse recorded
 * (its simulation multiplies their wall time by 4): wall time against the thread's own CPU time,
 * and whether a script ran in them. A task whose CPU time is a fraction of its wall time was
 * waiting or descheduled (other processes on the machine's cores), not working: on a 2-core
 * machine that is what made the "Unattributable" long tasks of 240-400 ms (docs/PERFORMANCE.md,
 * "The unattributable long task").
 * @param {{ traceEvents?: Array<Record<string, any>> } | undefined} trace
 */
function observedLongTasks(trace) {
  const events = trace?.traceEvents ?? [];
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  const scripts = onMain.filter((e) =>
    /^(FunctionCall|EvaluateScript|v8\.evaluateModule|TimerFire|FireAnimationFrame)$/.test(e.name),
  );
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.dur >= 25_000)
    .map((t) => ({
      wallMs: Math.round(t.dur / 1000),
      cpuMs: t.tdur === undefined ? null : Math.round(t.tdur / 1000),
      script: scripts.some((s) => s.ts >= t.ts && s.ts < t.ts + t.dur),
    }));
  const sum = (key) => tasks.reduce((total, t) => total + (t[key] ?? 0), 0);
  return { tasks, wallMs: sum('wallMs'), cpuMs: sum('cpuMs') };
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const { element, phases } = lcpElement(lhr);
  // What the unthrottled load did (the simulation starts from it), and the High-priority scripts
  // that finished before its first paint: Lighthouse's FCP simulation counts those as blocking.
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const highScriptsBeforeFcp = requests.filter(
    (r) =>
      r.resourceType === 'Script' &&
      r.priority === 'High' &&
      r.networkEndTime <= (observed.observedFirstContentfulPaint ?? 0),
  );
  return {
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    siMs: audit('speed-index'),
    transferBytes: audit('total-byte-weight'),
    lcpElement: element,
    lcpPhasesMs: phases,
    observedTtfbMs: audit('server-response-time'),
    observed: {
      fcpMs: observed.observedFirstContentfulPaint,
      lcpMs: observed.observedLargestContentfulPaint,
      loadMs: observed.observedLoad,
      requests: requests.length,
      highPriorityScriptsBeforeFcp: highScriptsBeforeFcp.length,
      highPriorityScriptBytesBeforeFcp: highScriptsBeforeFcp.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    runWarnings: lhr.runWarnings,
    runtimeError: lhr.runtimeError ?? null,
    audits: Object.fromEntries(
      EXPLAINING_AUDITS.filter((id) => lhr.audits[id]).map((id) => {
        const a = lhr.audits[id];
        return [
          id,
          {
            score: a.score,
            numericValue: a.numericValue,
            displayValue: a.displayValue,
            items: slim(a.details?.items ?? []),
            ...(a.details?.overallSavingsMs !== undefined ? { overallSavingsMs: a.details.overallSavingsMs } : {}),
          },
        ];
      }),
    ),
  };
}

const state = {
  /** @type {ReturnType<typeof launchPlatform> | undefined} */ platform: undefined,
  /** @type {ReturnType<typeof launchEdge> | undefined} */ clientEdge: undefined,
  /** @type {import('chrome-launcher').LaunchedChrome | undefined} */ chrome: undefined,
};

async function main() {
  const started = new Date();
  const loadBefore = loadavg();
  console.error(`# starting the platform and a client-rendering edge (${CHROME})`);
  state.platform = launchPlatform({ nice: NICE });
  const { info, deployDir } = await state.platform;
  if (VARIANTS.includes('client'))
    state.clientEdge = launchEdge({ api: info.api, deployDir, args: ['--render', 'client'], nice: NICE });
  const clientEdge = await state.clientEdge;
  // `--page` is one path for every site, or `site:path` pairs (`fr:/film/a,nl:/nl/film/b`).
  const perSite = Object.fromEntries(
    PAGE.split(',')
      .filter((entry) => /^[a-z]{2}:\//.test(entry))
      .map((entry) => [entry.slice(0, 2), entry.slice(3)]),
  );
  const pagePath = (cc) =>
    perSite[cc] ??
    (PAGE && !PAGE.includes(':')
      ? PAGE.replace('{lang}', HOME_PATHS[cc] === '/' ? '' : HOME_PATHS[cc])
      : HOME_PATHS[cc]);
  const urls = {
    server: (cc) => `http://${cc}.marquee.localhost:${info.port}${pagePath(cc)}`,
    client: (cc) => `http://${cc}.marquee.localhost:${clientEdge?.port}${pagePath(cc)}`,
  };
  if (LHR_DIR) await mkdir(LHR_DIR, { recursive: true });
  /** @type {Array<Record<string, unknown>>} */
  const runs = [];
  const total = RUNS * SITES.length * VARIANTS.length;
  for (let round = 1; round <= RUNS; round++) {
    for (const cc of SITES) {
      for (const variant of VARIANTS) {
        const url = urls[variant](cc);
        const at = new Date().toISOString();
        try {
          const { lhr, mainThread } = await runLighthouse(url, state);
          const run = { site: cc, variant, round, url, at, loadAverage: loadavg()[0], ...summarise(lhr), mainThread };
          runs.push(run);
          if (LHR_DIR) await writeFile(path.join(LHR_DIR, `${cc}-${variant}-${round}.json`), JSON.stringify(lhr));
          console.error(
            `# ${runs.length}/${total} ${cc} ${variant} #${round}: score ${run.score}, TBT ${Math.round(run.tbtMs ?? 0)} ms, LCP ${Math.round(run.lcpMs ?? 0)} ms, CLS ${run.cls?.toFixed(3)}, load ${run.loadAverage.toFixed(2)}, main-thread tasks >= 25 ms ${mainThread.wallMs} ms wall / ${mainThread.cpuMs} ms CPU${run.runtimeError ? `, error ${run.runtimeError.code}` : ''}`,
          );
        } catch (error) {
          runs.push({ site: cc, variant, round, url, at, error: String(error) });
          console.error(`# ${runs.length}/${total} ${cc} ${variant} #${round}: failed: ${error}`);
        }
      }
    }
  }
  const finished = new Date();
  const loadAfter = loadavg();

  const ok = (r) => !r.error && !r.runtimeError && typeof r.score === 'number';
  const rows = [];
  for (const cc of SITES) {
    for (const variant of VARIANTS) {
      const mine = runs.filter((r) => r.site === cc && r.variant === variant && ok(r));
      const pick = (key) => median(mine.map((r) => r[key]));
      const lcp = pick('lcpMs');
      const atMedian = mine.find((r) => r.lcpMs === lcp);
      rows.push({
        site: cc,
        variant,
        runs: mine.length,
        score: pick('score'),
        worstScore: Math.min(...mine.map((r) => r.score)),
        worstTbtMs: Math.max(...mine.map((r) => r.tbtMs)),
        fcpMs: pick('fcpMs'),
        lcpMs: lcp,
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        siMs: pick('siMs'),
        transferBytes: pick('transferBytes'),
        lcpElement: atMedian?.lcpElement ?? null,
        lcpPhasesMs: atMedian?.lcpPhasesMs ?? null,
      });
    }
  }
  await mkdir(path.dirname(OUT), { recursive: true });
  await writeFile(
    OUT,
    `${JSON.stringify(
      {
        tool: `lighthouse 12.8.2, default mobile config, throttling: ${THROTTLING}, performance only`,
        started: started.toISOString(),
        finished: finished.toISOString(),
        chrome: CHROME,
        loadAverageBefore: loadBefore,
        loadAverageAfter: loadAfter,
        runsPerVariant: RUNS,
        medians: rows,
        runs,
      },
      null,
      2,
    )}\n`,
  );

  const s = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');
  const element = (e) =>
    e
      ? `\`${String(e.snippet ?? e.selector)
          .replace(/\s+/g, ' ')
          .replace(/\|/g, '\\|')
          .slice(0, 90)}\``
      : '—';
  console.log(
    `Lighthouse 12 mobile (throttling: ${THROTTLING}), ${RUNS} runs per site and variant, median; ${started.toISOString()} to ${finished.toISOString()}`,
  );
  console.log('');
  console.log('| site | rendered | score | FCP | LCP | CLS | TBT | Speed Index | transfer | LCP element |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.site} | ${r.variant}${r.runs < RUNS ? ` (${r.runs} ok)` : ''} | ${r.score} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${Number.isFinite(r.cls) ? r.cls.toFixed(3) : '—'} | ${Math.round(r.tbtMs)} ms | ${s(r.siMs)} | ${(r.transferBytes / 1024).toFixed(0)} KB | ${element(r.lcpElement)} |`,
    );
  }
  console.log('');
  console.log(
    'Targets, server-rendered, on the worst of the runs (score >= 98, TBT <= 100 ms; LCP <= 1.5 s and CLS <= 0.02 on the median), and server/client ratios:',
  );
  console.log('');
  console.log(
    '| site | worst score >= 98 | worst TBT <= 100 ms | LCP <= 1.5 s | CLS <= 0.02 | LCP server/client | FCP server/client | score server − client |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const cc of SITES) {
    const server = rows.find((r) => r.site === cc && r.variant === 'server');
    const client = rows.find((r) => r.site === cc && r.variant === 'client');
    if (!server) continue;
    const yes = (met) => (met ? 'met' : '**not met**');
    const ratio = (a, b) => (client ? (a / b).toFixed(2) : '—');
    console.log(
      `| ${cc} | ${yes(server.worstScore >= 98)} (${server.worstScore}) | ${yes(server.worstTbtMs <= 100)} (${Math.round(server.worstTbtMs)} ms) | ${yes(server.lcpMs <= 1500)} (${s(server.lcpMs)}) | ${yes(server.cls <= 0.02)} (${server.cls.toFixed(3)}) | ${ratio(server.lcpMs, client?.lcpMs)} | ${ratio(server.fcpMs, client?.fcpMs)} | ${client ? server.score - client.score : '—'} |`,
    );
  }
  console.log(`\nEvery run: ${OUT}`);
  const failed = runs.filter((r) => !ok(r)).length;
  if (failed) {
    console.error(`# ${failed} run(s) failed: see ${OUT}`);
    process.exitCode = 1;
  }
}

async function cleanup() {
  await Promise.resolve(state.chrome?.kill()).catch(() => {});
  const edge = await state.clientEdge?.catch(() => undefined);
  await edge?.stop();
  const platform = await state.platform?.catch(() => undefined);
  await platform?.stop();
}

await runWithCleanup(main, cleanup);
