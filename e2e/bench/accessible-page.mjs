// The accessible showings page's first load (its hydration was once found heavy: docs/PERFORMANCE.md),
// measured as film-page.mjs measures the film page: Chromium at 4x CPU slowdown,
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
import { firstLoad, hydrationDataBytes, kb, ms, runPageBench, sitePaths, stat } from './harness.mjs';

const PAGES = sitePaths('pages', 'fr:/seances-accessibles,nl:/nl/toegankelijke-voorstellingen');

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

async function measure(browser, url, cpu) {
  const { context, page, jsBytes } = await firstLoad(browser, url, { cpu, init: OBSERVE });
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

/** A column of one figure of the runs: its heading and "median / worst". */
const column = (heading, key, format) => [
  heading,
  (runs) =>
    stat(
      runs.map((r) => r[key]),
      format,
    ),
];

await runPageBench({
  title: 'Accessible showings page',
  pages: async () => PAGES,
  measure,
  progress: (run) =>
    `JS ${kb(run.jsBytes)} gzip, data ${kb(run.dataBytes)} br, ${run.nodes} nodes, ${run.longTasks} long tasks, blocking ${ms(run.blockingMs)}, hydrated at ${ms(run.hydratedMs)}`,
  columns: [
    column('first-load JS (gzip)', 'jsBytes', kb),
    column('hydration data (brotli)', 'dataBytes', kb),
    column('DOM nodes', 'nodes', String),
    column('long tasks during the load', 'longTasks', String),
    column('blocking time during the load', 'blockingMs', ms),
    column('hydrated at', 'hydratedMs', ms),
  ],
});
