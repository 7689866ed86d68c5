// Shared by the benchmarks: the eight sites and their home pages, a GET over node:http with the
// site's Host header (Node does not resolve *.localhost), command-line options, clean-up on Ctrl-C
// or a kill (lighthouse.mjs, render-latency.mjs, …); and a page benchmark (film-page.mjs,
// tonight-page.mjs, accessible-page.mjs): a page's first load in Chromium at a CPU slowdown with its
// JavaScript and hydration data, the platform and browser it runs, its loop over the pages and runs
// and its Markdown table (`runPageBench`).
import { loadavg } from 'node:os';
import { request } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Home page path of every site (a site that prefixes its default language has no page at `/`). */
export const HOME_PATHS = {
  fr: '/',
  ch: '/en',
  be: '/en',
  nl: '/nl',
  tn: '/fr',
  sn: '/fr',
  ci: '/fr',
  ma: '/fr',
};

/** The language of a home path: `/en` → `en`; `/` is the site's default (French for fr). */
export const languageOf = (/** @type {string} */ homePath) => homePath.slice(1) || 'fr';

/**
 * `--name value` from the command line (pnpm passes a lone `--` first; it is ignored).
 * @param {string} name
 * @param {string} fallback
 */
export function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const value = i > 0 ? process.argv[i + 1] : undefined;
  return value === undefined || value.startsWith('--') ? fallback : value;
}

/**
 * Twenty real search queries (films, cinemas, cities, offers, help, a postal code): the search
 * API's benchmark (search-api.mjs) and the search modal's keystroke-to-paint measure
 * (tests/search-modal.spec.ts) run the same ones.
 */
export const SEARCH_QUERIES = [
  'phare',
  'opera',
  'marquee',
  'carte',
  'paris',
  'lyon',
  'film',
  'offre',
  'cinema',
  'nuit',
  'amour',
  'club',
  'billet',
  'aide',
  'dune',
  'soir',
  'lumiere',
  'abonnement',
  'bastille',
  '750',
];

/** Median of numbers (the middle one; the lower middle for an even count). */
export const median = (/** @type {number[]} */ values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/**
 * One GET to the edge on 127.0.0.1 as site `cc`. Reads the whole body.
 * @param {{ port: number; cc: string; path: string; headers?: Record<string, string>; agent?: import('node:http').Agent }} options
 * @returns {Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }>}
 */
export function get({ port, cc, path, headers = {}, agent }) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { host: `${cc}.marquee.localhost:${port}`, ...headers } },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${cc} ${path}: no answer within 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Runs `cleanup` once: when `main` ends (done or failed), or on SIGINT/SIGTERM/SIGHUP (then exits
 * 130/143/129), so that no platform, edge or browser outlives the script.
 * @param {() => Promise<void>} main
 * @param {() => Promise<void>} cleanup
 */
export async function runWithCleanup(main, cleanup) {
  /** @type {Promise<void> | undefined} */
  let cleaning;
  const once = () => {
    cleaning ??= cleanup().catch((error) => console.error('# clean-up failed:', error));
    return cleaning;
  };
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  for (const [signal, code] of Object.entries(codes)) {
    process.once(signal, () => {
      console.error(`# ${signal}: stopping`);
      void once().then(() => process.exit(code));
    });
  }
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await once();
  }
}

// ---- The first load of a page in Chromium (film-page.mjs, tonight-page.mjs, accessible-page.mjs) ----

/** A phone as Lighthouse's mobile preset sizes it (412x823 at 1.75 device pixels), by touch. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Opens `url` as a first visit: a new phone-sized context, `init` run in the page before its
 * scripts, Chromium at `cpu`x CPU slowdown (CDP Emulation.setCPUThrottlingRate); waits until the
 * page is live (`html[data-hydrated]`) and 1.5 s more, so that scripts loaded once it is live (a
 * remote's modal code) count too. The first-load JavaScript is every script body, gzip -9
 * (`scripts`: each one's address and bytes, in the order they arrived). The caller closes `context`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ cpu: number; init?: () => void }} options
 * @returns {Promise<{ context: import('@playwright/test').BrowserContext; page: import('@playwright/test').Page; jsBytes: number; scripts: { url: string; bytes: number }[] }>}
 */
export async function firstLoad(browser, url, { cpu, init }) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  if (init) await page.addInitScript(init);
  /** @type {Promise<{ url: string; bytes: number }>[]} */
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    scripts.push(
      response.body().then(
        (body) => ({ url, bytes: gzipSync(body, { level: 9 }).length }),
        () => ({ url, bytes: 0 }),
      ),
    );
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  await page.waitForTimeout(1500);
  const files = await Promise.all(scripts);
  const jsBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  return { context, page, jsBytes, scripts: files };
}

/**
 * The data embedded for hydration: the bootstrap script's text, brotli quality 11 (bytes).
 * @param {import('@playwright/test').Page} page
 */
export async function hydrationDataBytes(page) {
  const bootstrap = await page.evaluate(() => document.getElementById('marquee-bootstrap')?.textContent ?? '');
  return brotliCompressSync(Buffer.from(bootstrap), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Bytes as KB with one decimal. */
export const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
/** Milliseconds, whole. */
export const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`;
/**
 * "median / worst" of values, each formatted.
 * @param {number[]} values
 * @param {(n: number) => string} format
 */
export const stat = (values, format) => `${format(median(values))} / ${format(Math.max(...values))}`;

/**
 * The platform and the browser a page benchmark runs, and their clean-up (`runWithCleanup`).
 * @returns {{ start: () => Promise<{ port: number; browser: import('@playwright/test').Browser }>; cleanup: () => Promise<void> }}
 */
export function benchPlatform() {
  /** @type {{ platform?: Promise<any>; browser?: import('@playwright/test').Browser }} */
  const state = {};
  return {
    async start() {
      const [{ launchPlatform }, { chromium }, { chromiumPath }] = await Promise.all([
        import('../platform.mjs'),
        import('@playwright/test'),
        import('@marquee/chromium'),
      ]);
      console.error('# starting the platform');
      state.platform = launchPlatform();
      const { info } = await state.platform;
      state.browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--disable-gpu'] });
      return { port: info.port, browser: state.browser };
    },
    async cleanup() {
      await state.browser?.close().catch(() => {});
      const platform = await state.platform?.catch(() => undefined);
      await platform?.stop();
    },
  };
}

/**
 * `--<name>` as `site:path` pairs (`fr:/ce-soir,nl:/nl/vanavond`), `fallback` when not given.
 * @param {string} name
 * @param {string} fallback
 * @param {(path: string) => string} [toPath] what a path without a leading slash stands for
 * @returns {{ cc: string; path: string }[]}
 */
export function sitePaths(name, fallback, toPath = (path) => path) {
  const value = option(name, fallback);
  if (!value) return [];
  return value.split(',').map((entry) => {
    const [cc, path] = entry.split(':');
    if (!cc || !path) throw new Error(`--${name} takes site:path pairs, not "${entry}"`);
    return { cc, path: path.startsWith('/') ? path : toPath(path) };
  });
}

/** The load average's three figures, two decimals each. */
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * A page benchmark from start to end: `--runs` (5) and `--cpu` (4) from the command line, the
 * platform and Chromium started (and stopped on the way out, `runWithCleanup`), then for each page
 * one run to warm the edge's caches and the API and `--runs` measured runs (each one's `progress`
 * line on stderr), and last a Markdown table on stdout: a row a page, a column a figure (median and
 * worst of the runs, `stat`), then what `after` prints from the rows.
 * @template Run
 * @param {{
 *   title: string;
 *   pageHeading?: string;
 *   pages: (context: { browser: import('@playwright/test').Browser; origin: (cc: string) => string }) => Promise<{ cc: string; path: string }[]>;
 *   measure: (browser: import('@playwright/test').Browser, url: string, cpu: number) => Promise<Run>;
 *   progress: (run: Run) => string;
 *   columns: [heading: string, cell: (runs: Run[]) => string][];
 *   after?: (rows: { cc: string; path: string; runs: Run[] }[]) => void;
 * }} bench
 */
export async function runPageBench({ title, pageHeading = 'page', pages, measure, progress, columns, after }) {
  const runCount = Number(option('runs', '5'));
  const cpu = Number(option('cpu', '4'));
  const platform = benchPlatform();
  await runWithCleanup(async () => {
    const before = loadAverage();
    const { port, browser } = await platform.start();
    const origin = (/** @type {string} */ cc) => `http://${cc}.marquee.localhost:${port}`;
    const rows = [];
    for (const { cc, path } of await pages({ browser, origin })) {
      const url = `${origin(cc)}${path}`;
      await measure(browser, url, cpu); // warm the edge's caches and the API
      const runs = [];
      for (let i = 1; i <= runCount; i++) {
        const run = await measure(browser, url, cpu);
        console.error(`# ${cc} #${i}: ${progress(run)}`);
        runs.push(run);
      }
      rows.push({ cc, path, runs });
    }
    console.log(
      `${title}, Chromium at ${cpu}x CPU slowdown, 412x823 @1.75, ${runCount} runs, median / worst; load average ${before} before, ${loadAverage()} after`,
    );
    console.log('');
    console.log(`| site | ${pageHeading} | ${columns.map(([heading]) => heading).join(' | ')} |`);
    console.log(`|---|---|${columns.map(() => '---|').join('')}`);
    for (const { cc, path, runs } of rows)
      console.log(`| ${cc} | ${path} | ${columns.map(([, cell]) => cell(runs)).join(' | ')} |`);
    after?.(rows);
  }, platform.cleanup);
}
