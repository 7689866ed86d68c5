// First-load JavaScript of the catalogue home page (fr site), federated build against the
// same pages built as one bundle without federation, measured in one run in Chromium.
//   pnpm --filter @marquee/e2e bench:first-load      (after a build; prints a Markdown table)
// For each variant: JS requests, gzip -9 bytes of their bodies (and bytes on the wire, brotli
// from the edge), and request hops: the longest chain of JS requests, where a file found in
// the HTML is hop 1 and a file imported by a hop-n file is hop n+1. Median of 3 cold loads.
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { CHROMIUM_ARGS, chromiumPath } from '@marquee/chromium';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { launchEdge, launchPlatform } from '../platform.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const shellDir = path.join(root, 'apps', 'shell');
const RUNS = 3;

async function buildOneBundle(outDir) {
  const site = JSON.parse(await readFile(path.join(root, 'apps', 'countries', 'fr', 'dist', 'site.json'), 'utf8'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: shellDir,
    base: '/',
    plugins: [
      react(),
      {
        name: 'bench-site',
        resolveId: (id) => (id === 'virtual:marquee/site' ? '\0bench-site' : null),
        load: (id) => (id === '\0bench-site' ? `export default ${JSON.stringify(site)};` : null),
      },
      {
        name: 'bench-static-remotes',
        enforce: 'pre',
        async resolveId(id, importer) {
          if (importer?.includes(`${path.sep}apps${path.sep}shell${path.sep}`) && /\/remote-loader$/.test(id)) {
            return path.join(here, 'static-remote-loader.ts');
          }
          if (id === 'react-router') {
            // Same production build of react-router the vendor files use.
            const resolved = await this.resolve(id, importer, { skipSelf: true });
            return resolved?.id.replace(/development\/index\.m?js$/, 'production/index.mjs');
          }
          return null;
        },
      },
    ],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // One bundle means one file: the shell's entry imports its app later (after the first paint of
    // a server-rendered page), which a one-bundle build keeps inline.
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
  return site;
}

/** A static server for the one-bundle build, proxying /api to the platform's API. */
async function serveOneBundle(dir, apiUrl, textsDir) {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname.startsWith('/api/')) {
      const upstream = request(new URL(req.url, apiUrl), { headers: { 'x-marquee-site': 'fr' } }, (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      });
      upstream.end();
      return;
    }
    const bodyOf = (file, type) => {
      const buffer = [];
      const stream = createReadStream(file);
      stream.on('data', (chunk) => buffer.push(chunk));
      stream.on('end', () => {
        let body = Buffer.concat(buffer);
        const headers = { 'content-type': type };
        if (/gzip/.test(req.headers['accept-encoding'] ?? '') && /javascript|css|json|html/.test(type)) {
          body = gzipSync(body, { level: 9 });
          headers['content-encoding'] = 'gzip';
        }
        res.writeHead(200, headers);
        res.end(body);
      });
    };
    if (url.pathname.startsWith('/bench-texts/'))
      return bodyOf(path.join(textsDir, path.basename(url.pathname)), 'application/json');
    const file = path.join(dir, url.pathname);
    if (url.pathname !== '/' && existsSync(file)) {
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'application/json';
      return bodyOf(file, type);
    }
    bodyOf(path.join(dir, 'index.html'), 'text/html; charset=utf-8');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

/** Loads a page cold and measures its JavaScript. */
async function measure(browser, url, readyHeading) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, {
      url: event.request.url,
      initiator: event.initiator,
      type: event.type,
      start: event.timestamp,
    });
  });
  cdp.on('Network.loadingFailed', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) entry.end = event.timestamp;
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) entry.mime = event.response.mimeType;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) {
      entry.wire = event.encodedDataLength;
      entry.end = event.timestamp;
    }
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: readyHeading }).waitFor();
  const readyAt = Math.max(...[...requests.values()].map((r) => r.end ?? 0));
  await page.waitForLoadState('networkidle');
  const scripts = [...requests.entries()].filter(([, r]) => r.type === 'Script' || /javascript/.test(r.mime ?? ''));
  let gzip = 0;
  let wire = 0;
  for (const [id, entry] of scripts) {
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: id });
    gzip += gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
    wire += entry.wire ?? 0;
  }
  const byUrl = new Map(scripts.map(([, r]) => [r.url, r]));
  const depth = (entry, seen = new Set()) => {
    const parentUrl = entry.initiator?.url ?? entry.initiator?.stack?.callFrames?.[0]?.url;
    const parent = parentUrl ? byUrl.get(parentUrl) : undefined;
    if (!parent || seen.has(parent)) return 1;
    seen.add(parent);
    return 1 + depth(parent, seen);
  };
  const hops = Math.max(...scripts.map(([, r]) => depth(r)));
  // Round trips on the way to the first content: the longest chain of requests where each
  // starts only after the one before it ended (every request finished by the time the film
  // titles showed, images aside).
  const timed = [...requests.values()]
    .filter((r) => r.end !== undefined && r.end <= readyAt && r.type !== 'Image' && !r.url.endsWith('/favicon.ico'))
    .sort((a, b) => a.start - b.start);
  const wave = new Map();
  for (const r of timed) {
    const before = timed.filter((q) => q !== r && q.end <= r.start).map((q) => wave.get(q) ?? 1);
    wave.set(r, 1 + (before.length ? Math.max(...before) : 0));
  }
  const roundTrips = Math.max(...wave.values());
  if (process.env.BENCH_DEBUG)
    for (const [r, w] of wave) console.error(w, r.type, r.url.slice(-70), ((r.end - r.start) * 1000).toFixed(0));
  await context.close();
  return { requests: scripts.length, gzip, wire, hops, roundTrips };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const scratch = await mkdtemp(path.join(tmpdir(), 'bench-first-load-'));
const { info, stop, deployDir } = await launchPlatform();
// Federation's cost is measured on the page the browser renders (the one bundle is rendered by
// the browser too): an edge in `--render client` mode on the same API and store. What server
// rendering changes is measured by bench:lighthouse.
let clientEdge;
let oneBundle;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  clientEdge = await launchEdge({ api: info.api, deployDir, args: ['--render', 'client'] });
  const site = await buildOneBundle(path.join(scratch, 'one-bundle'));
  const texts = path.join(root, 'apps', 'remotes', 'catalogue', 'dist', 'client', 'assets', 'i18n');
  // The one-bundle page gets the same inlined bootstrap texts the edge gives the federated one.
  const html = await readFile(path.join(scratch, 'one-bundle', 'index.html'), 'utf8');
  const common = await readFile(
    path.join(root, 'apps', 'countries', 'fr', 'dist', 'assets', 'i18n', 'fr_fr.json'),
    'utf8',
  );
  const { writeFile } = await import('node:fs/promises');
  await writeFile(
    path.join(scratch, 'one-bundle', 'index.html'),
    html.replace(
      '<!--marquee:head-->',
      `<script id="marquee-bootstrap" type="application/json">${JSON.stringify({ environment: 'development', remotes: {}, translations: { fr: JSON.parse(common) } })}</script>`,
    ),
  );
  await writeFile(path.join(scratch, 'one-bundle', 'site.json'), JSON.stringify(site));
  oneBundle = await serveOneBundle(path.join(scratch, 'one-bundle'), info.api, texts);
  const results = { federated: [], oneBundle: [] };
  for (let i = 0; i < RUNS; i++) {
    results.federated.push(
      await measure(browser, `http://fr.marquee.localhost:${clientEdge.port}/`, 'Les films au cinéma'),
    );
    results.oneBundle.push(await measure(browser, `${oneBundle.url}/`, 'Les films au cinéma'));
  }
  const row = (name, runs) => {
    const gzip = median(runs.map((r) => r.gzip));
    return {
      name,
      requests: median(runs.map((r) => r.requests)),
      gzip,
      wire: median(runs.map((r) => r.wire)),
      hops: median(runs.map((r) => r.hops)),
      roundTrips: median(runs.map((r) => r.roundTrips)),
    };
  };
  const fed = row('federated (import map + MF runtime)', results.federated);
  const one = row('one bundle, no federation', results.oneBundle);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('| build | JS requests | JS gzip -9 | JS on the wire | JS request hops | round trips to first content |');
  console.log('|---|---|---|---|---|---|');
  for (const r of [one, fed])
    console.log(`| ${r.name} | ${r.requests} | ${kb(r.gzip)} | ${kb(r.wire)} | ${r.hops} | ${r.roundTrips} |`);
  console.log(
    `\nfederation adds ${kb(fed.gzip - one.gzip)} gzip (${((fed.gzip / one.gzip - 1) * 100).toFixed(0)} %), ${fed.hops - one.hops} JS hop(s) and ${fed.roundTrips - one.roundTrips} round trip(s); median of ${RUNS} cold loads each.`,
  );
} finally {
  await browser.close();
  await oneBundle?.close();
  await clientEdge?.stop();
  await stop();
  await rm(scratch, { recursive: true, force: true });
}
