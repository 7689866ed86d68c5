// The "tonight" page's budgets (the film page's), measured as film-page.mjs does:
// Chromium at 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate), phone-sized (412x823 @1.75):
// - first-load JavaScript: every script the page loads until it is live, gzip -9 of the bodies;
// - changing the window (a preset tapped: a new address, a new answer): the next paint after the
//   tap (the Event Timing API's duration of the input), and the time until the new window's list
//   is rendered (its heading names the new window).
//   node e2e/bench/tonight-page.mjs [--runs 5] [--cpu 4] [--pages fr:/ce-soir,nl:/nl/vanavond]
// After a build. Prints a Markdown table (median and worst of the runs); progress on stderr ("#").
import { firstLoad, kb, ms, runPageBench, sitePaths, stat } from './harness.mjs';

const PAGES = sitePaths('pages', 'fr:/ce-soir,nl:/nl/vanavond');

/** Runs in the page before its scripts: input events slower than a frame, from the start. */
const OBSERVE = () => {
  const state = { events: [] };
  Object.defineProperty(window, '__tonightBench', { value: state });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

async function measure(browser, url, cpu) {
  const { context, page, jsBytes } = await firstLoad(browser, url, { cpu, init: OBSERVE });

  // A preset not shown now: its tap is a new address, its answer a new list.
  const preset = page.locator('.catalogue-tonight__preset:not([aria-current])').first();
  const before = await page.locator('.catalogue-tonight__count').textContent();
  const since = await page.evaluate(() => performance.now());
  await preset.tap();
  await page.waitForFunction(
    (text) => document.querySelector('.catalogue-tonight__count')?.textContent !== text,
    before,
    { timeout: 30_000 },
  );
  const rendered = (await page.evaluate(() => performance.now())) - since;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  const { events } = await page.evaluate(() => window.__tonightBench);
  const mine = events.filter((e) => e.start >= since && ['pointerdown', 'pointerup', 'click'].includes(e.name));
  await context.close();
  // Below the 16 ms threshold no entry is recorded: the paint came within a frame.
  return { jsBytes, nextPaintMs: mine.length ? Math.max(...mine.map((e) => e.duration)) : 16, renderedMs: rendered };
}

await runPageBench({
  title: 'Tonight page',
  pages: async () => PAGES,
  measure,
  progress: (run) => `JS ${kb(run.jsBytes)} gzip, window: paint ${ms(run.nextPaintMs)}, list ${ms(run.renderedMs)}`,
  columns: [
    [
      'first-load JS (gzip) <= 170 KB',
      (runs) =>
        stat(
          runs.map((r) => r.jsBytes),
          kb,
        ),
    ],
    [
      'window: next paint <= 100 ms',
      (runs) =>
        stat(
          runs.map((r) => r.nextPaintMs),
          ms,
        ),
    ],
    [
      'window: new list rendered',
      (runs) =>
        stat(
          runs.map((r) => r.renderedMs),
          ms,
        ),
    ],
  ],
});
