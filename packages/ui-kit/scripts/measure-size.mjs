// Measures what a remote pays for the kit on a typical page: a Vite production build of an
// entry that renders ShowCard, ShowtimeButton, DayPicker and Modal through the public entry,
// React left external (it is a shared singleton). Prints minified and gzip bytes of JS and CSS.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const sets = {
  'typical page (ShowCard, ShowtimeButton, DayPicker, Modal)': ['ShowCard', 'ShowtimeButton', 'DayPicker', 'Modal'],
  'ShowCard only (catalogue home)': ['ShowCard'],
  'whole kit': null,
};

const work = mkdtempSync(path.join(tmpdir(), 'ui-kit-size-'));
const results = [];
try {
  for (const [label, names] of Object.entries(sets)) {
    const entry = path.join(work, 'entry.js');
    const source = names
      ? `import { ${names.join(', ')} } from '${path.join(root, 'src/index.ts')}';\nexport const used = [${names.join(', ')}];\n`
      : `export * from '${path.join(root, 'src/index.ts')}';\n`;
    writeFileSync(entry, source);
    const outDir = path.join(work, 'out');
    await build({
      configFile: false,
      logLevel: 'silent',
      root: work,
      plugins: [react()],
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        cssCodeSplit: false,
        lib: { entry, formats: ['es'], fileName: 'kit' },
        rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    });
    const totals = { js: [0, 0], css: [0, 0] };
    for (const file of readdirSync(outDir)) {
      const kind = file.endsWith('.css') ? 'css' : /\.m?js$/.test(file) ? 'js' : null;
      if (!kind) continue;
      const bytes = readFileSync(path.join(outDir, file));
      totals[kind][0] += bytes.length;
      totals[kind][1] += gzipSync(bytes, { level: 9 }).length;
    }
    results.push({ label, ...totals });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('| set | JS min | JS gzip | CSS min | CSS gzip | JS + CSS gzip |');
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.label} | ${kb(r.js[0])} | ${kb(r.js[1])} | ${kb(r.css[0])} | ${kb(r.css[1])} | ${kb(r.js[1] + r.css[1])} |`,
  );
}
