// Main-thread work of the server-rendered home page in Chromium at 4x CPU slowdown, phone-sized
// (412x823 at 1.75 device pixels, as Lighthouse's mobile preset): what the browser spends on
// script (hydration), style and layout, and the long tasks it blocks on, from navigation until
// 3 s after hydration. Complements bench:lighthouse (whose TBT is simulated) with measured times.
//   pnpm --filter @marquee/e2e bench:home-main-thread [-- --sites fr,nl] [--runs 5] [--cpu 4]
// After a build. Prints a Markdown table of medians; progress lines on stderr start with "#".
import { loadavg } from 'node:os';
import { chromiumPath } from '@marquee/chromium';
import { chromium } from '@playwright/test';
import { launchPlatform } from '../platform.mjs';
import { HOME_PATHS, median, option, runWithCleanup } from './harness.mjs';

const RUNS = Number(option('runs', '5'));
const CPU = Number(option('cpu', '4'));
const SITES = option('sites', 'fr,nl').split(',');
for (const cc of SITES) if (!(cc in HOME_PATHS)) throw new Error(`unknown site "${cc}"`);

/** Runs in the page before any of its scripts: records long tasks and the hydration time. */
const OBSERVE = () => {
  const state = { longTasks: [], hydratedAt: null, images: [] };
  Object.defineProperty(window, '__mainThread', { value: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (state.hydratedAt === null && document.documentElement.dataset.hydrated) state.hydratedAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
};

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const images = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'image') images.push(res.headers()['content-type'] ?? '');
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  await page.waitForTimeout(3000); // what runs after hydration (effects, lazy images in view) counts too
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const state = await page.evaluate(() => window.__mainThread);
  const fcp = await page.evaluate(
    () => performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? 0,
  );
  await context.close();
  const longTasks = state.longTasks;
  return {
    scriptMs: metric('ScriptDuration'),
    styleMs: metric('RecalcStyleDuration'),
    layoutMs: metric('LayoutDuration'),
    taskMs: metric('TaskDuration'),
    longTaskMs: longTasks.reduce((sum, t) => sum + t.duration, 0),
    blockingMs: longTasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    longestMs: Math.max(0, ...longTasks.map((t) => t.duration)),
    hydratedMs: state.hydratedAt ?? Number.NaN,
    images: images.length,
    imageTypes: [...new Set(images.map((t) => t.split(';')[0]))].join(' '),
  };
}

const state = { platform: undefined, browser: undefined };

async function main() {
  const load = loadavg();
  console.error('# starting the platform');
  state.platform = launchPlatform();
  const { info } = await state.platform;
  state.browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--disable-gpu'] });
  const rows = [];
  for (const cc of SITES) {
    const url = `http://${cc}.marquee.localhost:${info.port}${HOME_PATHS[cc]}`;
    await measure(state.browser, url); // warm the edge's caches and the API's images
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      const run = await measure(state.browser, url);
      console.error(
        `# ${cc} #${i}: script ${run.scriptMs.toFixed(0)} ms, style ${run.styleMs.toFixed(0)} ms, layout ${run.layoutMs.toFixed(0)} ms, blocking ${run.blockingMs.toFixed(0)} ms, hydrated at ${run.hydratedMs.toFixed(0)} ms, ${run.images} images (${run.imageTypes})`,
      );
      runs.push(run);
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    rows.push({ cc, runs, pick, types: runs[0]?.imageTypes ?? '' });
  }
  console.log(
    `Home page main thread, Chromium at ${CPU}x CPU slowdown, 412x823 @1.75, ${RUNS} runs, median; load average ${load.map((l) => l.toFixed(2)).join(' ')} before, ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} after`,
  );
  console.log('');
  console.log(
    '| site | script | style | layout | all tasks | long tasks | blocking after FCP | longest task | hydrated at | images (types) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const ms = (v) => `${Math.round(v)} ms`;
  for (const { cc, pick, types } of rows) {
    console.log(
      `| ${cc} | ${ms(pick('scriptMs'))} | ${ms(pick('styleMs'))} | ${ms(pick('layoutMs'))} | ${ms(pick('taskMs'))} | ${ms(pick('longTaskMs'))} | ${ms(pick('blockingMs'))} | ${ms(pick('longestMs'))} | ${ms(pick('hydratedMs'))} | ${pick('images')} (${types}) |`,
    );
  }
}

async function cleanup() {
  await state.browser?.close().catch(() => {});
  const platform = await state.platform?.catch(() => undefined);
  await platform?.stop();
}

await runWithCleanup(main, cleanup);
