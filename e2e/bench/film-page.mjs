// The film page's budgets, in Chromium at 4x CPU slowdown, phone-sized (412x823 at
// 1.75 device pixels, as Lighthouse's mobile preset), on the film with the most showtimes:
// - first-load JavaScript: every script the page loads until it is live, gzip -9 of the bodies;
// - data embedded for hydration: the bootstrap script, brotli (quality 11);
// - changing the day, then a filter chip (a version, else an experience): the next paint after the tap (the Event Timing
//   API's duration of the click: from the input to the next frame painted), and the long tasks
//   (> 50 ms) from the tap until the new day or filter is rendered.
//   pnpm --filter @marquee/e2e bench:film-page [-- --runs 5] [--cpu 4]
//                                             [--films fr:les-pixels-en-folie,nl:/nl/film/het-lange-weekend]
//                                             [--chunks]
// Without --films: on fr and nl, the film of the home whose page lists the most showtimes now.
// After a build. Prints a Markdown table (median and worst of the runs); progress on stderr ("#").
// --chunks adds, per film, every script of its last run's first load (address without the origin,
// gzip -9 bytes), largest first: what to read when the figure moves.
import { firstLoad, HOME_PATHS, hydrationDataBytes, kb, ms, runPageBench, sitePaths, stat } from './harness.mjs';

/**
 * The films measured, as site:path pairs; by default, on fr and nl, the film of the home's rows
 * whose page shows the most showtimes now (the seed's programme moves with the clock, so no film
 * is the busiest for ever).
 */
const GIVEN_FILMS = sitePaths('films', '', (slug) => `/film/${slug}`);
const FILM_SITES = ['fr', 'nl'];
const CHUNKS = process.argv.includes('--chunks');

/**
 * The film of the site's home (its first 12 film links) whose page lists the most showtimes. A
 * platform just started may render its first pages without their data (the API's first answers
 * time out on a loaded machine: the server sends the page's loading state), so the pick is tried
 * again, up to PICK_TRIES times, until the server's pages show films.
 */
async function busiestFilm(browser, origin, cc) {
  for (let attempt = 1; ; attempt++) {
    const best = await pickFilm(browser, origin, cc);
    if (best) {
      console.error(`# ${cc}: ${best.path} (${best.count} showtime controls)`);
      return { cc, path: best.path };
    }
    if (attempt === PICK_TRIES)
      throw new Error(`no film of the ${cc} home shows showtimes on two days or more (${PICK_TRIES} tries)`);
    console.error(`# ${cc}: no film with showtimes on two days in the server's pages yet, trying again`);
  }
}

const PICK_TRIES = 5;

/** One try of busiestFilm: null when no film page of the home shows showtimes on two days. */
async function pickFilm(browser, origin, cc) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${HOME_PATHS[cc]}`, { waitUntil: 'domcontentloaded' });
    const paths = await page.evaluate(() =>
      [...new Set([...document.querySelectorAll('main a[href*="/film/"]')].map((a) => new URL(a.href).pathname))].slice(
        0,
        12,
      ),
    );
    let best = null;
    for (const path of paths) {
      await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
      const count = await page.locator('.catalogue-schedule__day .mq-showtime__time').count();
      const days = await page
        .getByRole('group', { name: /Choisir un jour|Kies een dag|Choose a day|Tag wählen/ })
        .getByRole('button')
        .count();
      if (days > 1 && (!best || count > best.count)) best = { path, count };
    }
    return best;
  } finally {
    await context.close();
  }
}

/** Runs in the page before its scripts: long tasks and slow input events, from the start. */
const OBSERVE = () => {
  const state = { longTasks: [], events: [] };
  Object.defineProperty(window, '__filmBench', { value: state });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      state.events.push({
        name: e.name,
        start: e.startTime,
        duration: e.duration,
        processing: e.processingEnd - e.processingStart,
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

async function interaction(page, act, done) {
  const since = await page.evaluate(() => performance.now());
  await act();
  await done();
  // The entries of the last frames arrive after it is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  const { longTasks, events } = await page.evaluate(() => window.__filmBench);
  const mine = events.filter((e) => e.start >= since && ['pointerdown', 'pointerup', 'click'].includes(e.name));
  const tasks = longTasks.filter((t) => t.start >= since);
  return {
    // Below the 16 ms threshold no entry is recorded: the paint came within a frame.
    nextPaintMs: mine.length ? Math.max(...mine.map((e) => e.duration)) : 16,
    longTasks: tasks.length,
    longestMs: Math.max(0, ...tasks.map((t) => t.duration)),
  };
}

async function measure(browser, url, cpu) {
  const { context, page, jsBytes, scripts } = await firstLoad(browser, url, { cpu, init: OBSERVE });
  const dataBytes = await hydrationDataBytes(page);

  const busyGone = () => page.waitForSelector('.catalogue-schedule__day:not([aria-busy="true"])', { timeout: 30_000 });
  const day = await interaction(
    page,
    async () => {
      const before = page.url();
      await page
        .getByRole('group', { name: /Choisir un jour|Kies een dag|Choose a day|Tag wählen/ })
        .getByRole('button', { pressed: false })
        .first()
        .tap();
      await page.waitForURL((u) => u.href !== before, { timeout: 30_000 });
    },
    busyGone,
  );
  // A version chip when the day offers several versions, else an experience or accessibility chip.
  const versions = page.getByRole('group', { name: /^(Versions|Versies|Fassungen)$/ });
  const chip = ((await versions.count()) ? versions : page.locator('.catalogue-schedule__filters'))
    .getByRole('button', { pressed: false })
    .first();
  const filter = (await chip.count())
    ? await interaction(
        page,
        async () => {
          const before = page.url();
          await chip.tap();
          await page.waitForURL((u) => u.href !== before, { timeout: 30_000 });
        },
        busyGone,
      )
    : null;
  await context.close();
  return { jsBytes, scripts, dataBytes, day, filter };
}

/** "median / worst" of the runs' figure, "—" where no run has it (no filter chip). */
const figure = (values, format) => (values.length ? stat(values, format) : '—');
/** The long tasks' count, median / worst, and the longest of them. */
const tasks = (interactions) =>
  interactions.length
    ? `${stat(
        interactions.map((i) => i.longTasks),
        String,
      )} (longest ${ms(Math.max(...interactions.map((i) => i.longestMs)))})`
    : '—';
const filtersOf = (runs) => runs.map((r) => r.filter).filter(Boolean);

/** --chunks: the scripts of each film's last run, largest first. */
function printChunks(rows) {
  for (const { cc, path, runs } of rows) {
    const scripts = [...(runs.at(-1)?.scripts ?? [])].sort((a, b) => b.bytes - a.bytes);
    console.log('');
    console.log(`${cc} ${path}: ${scripts.length} scripts, ${kb(scripts.reduce((sum, s) => sum + s.bytes, 0))} gzip`);
    console.log('');
    console.log('| script | gzip -9 |');
    console.log('|---|---|');
    for (const script of scripts) console.log(`| ${new URL(script.url).pathname} | ${script.bytes} B |`);
  }
}

await runPageBench({
  title: 'Film page',
  pageHeading: 'film',
  async pages({ browser, origin }) {
    if (GIVEN_FILMS.length) return GIVEN_FILMS;
    const films = [];
    for (const cc of FILM_SITES) films.push(await busiestFilm(browser, origin(cc), cc));
    return films;
  },
  measure,
  after: CHUNKS ? printChunks : undefined,
  progress: (run) =>
    `JS ${kb(run.jsBytes)} gzip, data ${kb(run.dataBytes)} br, day: paint ${ms(run.day.nextPaintMs)}, ${run.day.longTasks} long tasks (longest ${ms(run.day.longestMs)}); filter: ${run.filter ? `paint ${ms(run.filter.nextPaintMs)}, ${run.filter.longTasks} long tasks (longest ${ms(run.filter.longestMs)})` : 'no chip'}`,
  columns: [
    [
      'first-load JS (gzip) <= 170 KB',
      (runs) =>
        figure(
          runs.map((r) => r.jsBytes),
          kb,
        ),
    ],
    [
      'hydration data (brotli) <= 20 KB',
      (runs) =>
        figure(
          runs.map((r) => r.dataBytes),
          kb,
        ),
    ],
    [
      'day: next paint <= 100 ms',
      (runs) =>
        figure(
          runs.map((r) => r.day.nextPaintMs),
          ms,
        ),
    ],
    ['day: long tasks > 50 ms', (runs) => tasks(runs.map((r) => r.day))],
    [
      'filter: next paint <= 100 ms',
      (runs) =>
        figure(
          filtersOf(runs).map((f) => f.nextPaintMs),
          ms,
        ),
    ],
    ['filter: long tasks > 50 ms', (runs) => tasks(filtersOf(runs))],
  ],
});
