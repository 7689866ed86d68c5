// The cost of the sticky header's scroll handling (no long task over 50 ms while
// scrolling a long page), measured in Chromium at 1366 x 900 on the fr films home.
//   pnpm --filter @marquee/e2e bench:header-scroll      (after a build; prints a Markdown table)
// Each run loads the page, waits for hydration, then scrolls it to the bottom and back up with
// the mouse wheel (120 px per notch, one notch per frame, as a quick flick) three times, while
// a PerformanceObserver records the long tasks ('longtask', over 50 ms) and a MutationObserver
// counts the header's state changes (stuck, hidden, shown). Median of 3 runs, plus the worst.
import { CHROMIUM_ARGS, chromiumPath } from '@marquee/chromium';
import { chromium } from '@playwright/test';
import { launchPlatform } from '../platform.mjs';

const RUNS = 3;
const PASSES = 3;
const NOTCH = 120;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function run(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    // Every scroll listener the page adds is timed (the header's is the only one on this page).
    w.__scrollHandlerMs = [];
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      if (type === 'scroll' && this === window && typeof listener === 'function') {
        const timed = function (event) {
          const t0 = performance.now();
          try {
            return listener.call(this, event);
          } finally {
            if (w.__measuring) w.__scrollHandlerMs.push(performance.now() - t0);
          }
        };
        return add.call(this, type, timed, options);
      }
      return add.call(this, type, listener, options);
    };
  });
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const start = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__headerChanges = 0;
    w.__scrollEvents = 0;
    const header = document.querySelector('header');
    if (header) new MutationObserver(() => w.__headerChanges++).observe(header, { attributeFilter: ['class'] });
    window.addEventListener('scroll', () => w.__scrollEvents++, { passive: true });
    w.__scrollHandlerMs = [];
    w.__measuring = true;
    return performance.now();
  });
  await page.mouse.move(683, 450);
  const notches = Math.ceil(height / NOTCH);
  for (let pass = 0; pass < PASSES; pass++) {
    for (const direction of [1, -1]) {
      for (let i = 0; i < notches; i++) {
        await page.mouse.wheel(0, direction * NOTCH);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
      }
    }
  }
  const result = await page.evaluate((since) => {
    const w = /** @type {any} */ (window);
    const tasks = w.__longTasks.filter((task) => task.start >= since);
    return {
      longTasks: tasks.length,
      longest: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
      headerChanges: w.__headerChanges,
      // The counter above is timed too (a few microseconds): the longest call is the header's.
      handlerMax: Math.max(0, ...w.__scrollHandlerMs),
      handlerTotal: w.__scrollHandlerMs.reduce((a, b) => a + b, 0),
      scrollEvents: w.__scrollEvents,
      seconds: (performance.now() - since) / 1000,
    };
  }, start);
  await page.close();
  return { ...result, height };
}

const { info, stop } = await launchPlatform();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  const url = `http://fr.marquee.localhost:${info.port}/`;
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(browser, url));
  const row = (name, pick, format = (v) => String(v)) =>
    `| ${name} | ${format(median(runs.map(pick)))} | ${format(Math.max(...runs.map(pick)))} |`;
  console.log(
    `Scrolling the fr films home at 1366 x 900 (${runs[0]?.height} px of scroll), ${PASSES} times down and up, ${RUNS} runs:\n`,
  );
  console.log('| figure | median | worst |');
  console.log('|---|---|---|');
  console.log(row('long tasks (> 50 ms) while scrolling', (r) => r.longTasks));
  console.log(
    row(
      'longest long task',
      (r) => r.longest,
      (v) => (v === 0 ? 'none' : `${Math.round(v)} ms`),
    ),
  );
  console.log(row('scroll events', (r) => r.scrollEvents));
  console.log(
    row(
      'scroll listeners, longest call',
      (r) => r.handlerMax,
      (v) => `${v.toFixed(2)} ms`,
    ),
  );
  console.log(
    row(
      'scroll listeners, total time',
      (r) => r.handlerTotal,
      (v) => `${v.toFixed(1)} ms`,
    ),
  );
  console.log(row('header state changes (React renders of the bar)', (r) => r.headerChanges));
  console.log(
    row(
      'scrolling time',
      (r) => r.seconds,
      (v) => `${v.toFixed(1)} s`,
    ),
  );
} finally {
  await browser.close();
  await stop();
}
