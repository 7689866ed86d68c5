// The accessible showings page's first load (issue 27 item 3; its hydration was found heavy: issue
// 27's leftovers), measured as film-page.mjs measures the film page: Chromium at 4x CPU slowdown,
// phone-sized (412x823 @1.75):
// - first-load JavaScript: every script the page loads until it is live, gzip -9 of the bodies;
// - data embedded for hydration: the bootstrap script, brotli (quality 11);
// - DOM nodes once live (elements), and the main thread during the load (from navigation start to
//   1.5 s after the page is live): the long tasks (> 50 ms), the blocking time (each long task's
//   time beyond 50 ms, Lighthouse's TBT rule) and the moment the page is hydrated
//   (`html[data-hydrated]`, after navigation start).
//   pnpm --filter @marquee/e2e bench:accessible-page [-- --runs 5] [--cpu 4]
//                                                   [--pages fr:/seances-accessibles,nl:/nl/toegankelijke-voorstellingen]
// After a build. Prints a Markdown table (median and worst of the runs); progress on stderr ("#").
import { loadavg } from 'node:os';
import { benchPlatform, firstLoad, hydrationDataBytes, kb, ms, option, runWithCleanup, stat } from './harness.mjs';

const RUNS = Number(option('runs', '5'));
const CPU = Number(option('cpu', '4'));
const PAGES = option('pages', 'fr:/seances-accessibles,nl:/nl/toegankelijke-voorstellingen')
  .split(',')
  .map((entry) => {
    const [cc, path] = entry.split(':');
    if (!cc || !path) throw new Error(`--pages takes site:path pairs, not "${entry}"`);
    return { cc, path };
  });

/** Runs in the page before its scripts: long tasks from the start, and when the page is hydrated. */
const OBSERVE = () => {
  const state = { longTasks: [], hydratedAt: null };
  Object.defineProperty(window, '__accessibleBench', { value: state });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The document's element is not there yet when this runs: a light poll finds the attribute.
  const look = () => {
    if (document.documentElement?.hasAttribute('data-hydrated')) state.hydratedAt = performance.now();
    else setTimeout(look, 25);
  };
  look();
};

async function measure(browser, url) {
  const { context, page, jsBytes } = await firstLoad(browser, url, { cpu: CPU, init: OBSERVE });
  const dataBytes = await hydrationDataBytes(page);
  const { nodes, longTasks, hydratedAt } = await page.evaluate(() => ({
    nodes: document.getElementsByTagName('*').length,
    ...window.__accessibleBench,
  }));
  await context.close();
  return {
    jsBytes,
    dataBytes,
    nodes,
    longTasks: longTasks.length,
    blockingMs: longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    hydratedMs: hydratedAt ?? Number.NaN,
  };
}

const bench = benchPlatform();

async function main() {
  const load = loadavg();
  const { port, browser } = await bench.start();
  const rows = [];
  for (const { cc, path } of PAGES) {
    const url = `http://${cc}.marquee.localhost:${port}${path}`;
    await measure(browser, url); // warm the edge's caches and the API
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      const run = await measure(browser, url);
      console.error(
        `# ${cc} #${i}: JS ${kb(run.jsBytes)} gzip, data ${kb(run.dataBytes)} br, ${run.nodes} nodes, ${run.longTasks} long tasks, blocking ${ms(run.blockingMs)}, hydrated at ${ms(run.hydratedMs)}`,
      );
      runs.push(run);
    }
    rows.push({ cc, path, runs });
  }
  console.log(
    `Accessible showings page, Chromium at ${CPU}x CPU slowdown, 412x823 @1.75, ${RUNS} runs, median / worst; load average ${load
      .map((l) => l.toFixed(2))
      .join(' ')} before, ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} after`,
  );
  console.log('');
  console.log(
    '| site | page | first-load JS (gzip) | hydration data (brotli) | DOM nodes | long tasks during the load | blocking time during the load | hydrated at |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { cc, path, runs } of rows) {
    const of = (key, format) =>
      stat(
        runs.map((r) => r[key]),
        format,
      );
    console.log(
      `| ${cc} | ${path} | ${of('jsBytes', kb)} | ${of('dataBytes', kb)} | ${of('nodes', String)} | ${of('longTasks', String)} | ${of('blockingMs', ms)} | ${of('hydratedMs', ms)} |`,
    );
  }
}

await runWithCleanup(main, bench.cleanup);
