// Measures what a browser pays for the domain packages (domain-models, routing, api-client):
// a Vite (rolldown) production library build of small entries that import through each
// package's public entry, as a remote would. Nothing is external: ky and valibot are counted.
// Prints minified and gzip (level 9) bytes per set. Run: pnpm --filter @marquee/api-client size
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = path.resolve(import.meta.dirname, '..');
const pkg = (name) => path.resolve(here, '..', name, 'src/index.ts');
const models = pkg('domain-models');
const routing = pkg('routing');
const client = pkg('api-client');

const sets = {
  'typical page (catalogue: shows + show, rules, href/match)': `
    import { createApiClient, getShows, getShow, isNotFound, isGone } from '${client}';
    import { formatDuration, contentRatingText, showtimeStatus, showtimeDisplay, filterShowtimes, sortByPriority, showSortPriority } from '${models}';
    import { href, match, decodeFilters } from '${routing}';
    export const used = [createApiClient, getShows, getShow, isNotFound, isGone, formatDuration, contentRatingText, showtimeStatus, showtimeDisplay, filterShowtimes, sortByPriority, showSortPriority, href, match, decodeFilters];`,
  'domain-models rules only (no schema)': `
    import { formatDuration, contentRatingText, toggleFavourite, favouritePolicyFor, pushHistory, searchLocator, nearest } from '${models}';
    export const used = [formatDuration, contentRatingText, toggleFavourite, favouritePolicyFor, pushHistory, searchLocator, nearest];`,
  'api-client, one call (getShows)': `
    import { createApiClient, getShows } from '${client}';
    export const used = [createApiClient, getShows];`,
  'routing (href, match)': `
    import { href, match } from '${routing}';
    export const used = [href, match];`,
  'whole domain-models': `export * from '${models}';`,
  'whole api-client (every call and schema)': `export * from '${client}';`,
  'whole routing': `export * from '${routing}';`,
};

const work = mkdtempSync(path.join(tmpdir(), 'domain-size-'));
const results = [];
try {
  for (const [label, source] of Object.entries(sets)) {
    const entry = path.join(work, 'entry.js');
    writeFileSync(entry, `${source.trim()}\n`);
    const outDir = path.join(work, 'out');
    await build({
      configFile: false,
      logLevel: 'silent',
      root: work,
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'entry' },
      },
    });
    let min = 0;
    let gz = 0;
    for (const file of readdirSync(outDir)) {
      if (!/\.m?js$/.test(file)) continue;
      const bytes = readFileSync(path.join(outDir, file));
      min += bytes.length;
      gz += gzipSync(bytes, { level: 9 }).length;
    }
    results.push({ label, min, gz });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('| set | JS min | JS gzip |');
console.log('|---|---|---|');
for (const r of results) console.log(`| ${r.label} | ${kb(r.min)} | ${kb(r.gz)} |`);
