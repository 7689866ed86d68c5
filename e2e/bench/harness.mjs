// Shared by the server-rendering benchmarks (lighthouse.mjs, render-latency.mjs): the eight
// sites and their home pages, a GET over node:http with the site's Host header (Node does not
// resolve *.localhost), command-line options, and clean-up on Ctrl-C or a kill.
import { request } from 'node:http';

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

/** Median of numbers (the middle one; the lower middle for an even count). */
export const median = (/** @type {number[]} */ values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
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
