// The shell's own first-load weight: every script and stylesheet a country's host bundle ships
// (the entry, the app chunk the entry starts, their CSS; the vendor files and remotes are
// measured by bench:first-load), gzip -9 and brotli, per site.
//   node e2e/bench/shell-size.mjs [--root DIR]   (after `pnpm build`; DIR defaults to the repository)
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const rootFlag = process.argv.indexOf('--root');
const root = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1]) : path.resolve(here, '../..');
const countries = path.join(root, 'apps/countries');

const kb = (n) => (n / 1024).toFixed(1);
const rows = [];
for (const cc of (await readdir(countries)).sort()) {
  const assets = path.join(countries, cc, 'dist/assets');
  const files = (await readdir(assets).catch(() => [])).filter((f) => /\.(js|css)$/.test(f));
  const sum = { js: [0, 0, 0], css: [0, 0, 0] };
  for (const file of files) {
    const body = await readFile(path.join(assets, file));
    const kind = file.endsWith('.js') ? 'js' : 'css';
    sum[kind][0] += body.length;
    sum[kind][1] += gzipSync(body, { level: 9 }).length;
    sum[kind][2] += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  rows.push({ cc, files: files.length, ...sum });
}
console.log('| site | files | JS raw | JS gzip -9 | JS brotli | CSS raw | CSS gzip -9 | CSS brotli |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.cc} | ${r.files} | ${kb(r.js[0])} KB | ${kb(r.js[1])} KB | ${kb(r.js[2])} KB | ${kb(r.css[0])} KB | ${kb(r.css[1])} KB | ${kb(r.css[2])} KB |`,
  );
}
