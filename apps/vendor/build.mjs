// Builds every shared singleton as an ESM file in one multi-entry build (so modules the
// singletons share, such as React inside react-router, exist once), then writes
// dist/vendor-manifest.json: bare specifier -> hashed file, plus the versions the remotes
// are checked against at deploy time.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainDynamicImports, SINGLETON_EXPORTS, SINGLETONS } from '@marquee/vite-config';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const entriesDir = path.join(here, 'node_modules', '.vendor-entries');
const outDir = path.join(here, 'dist');

/** File-safe name of a specifier: `react-dom/client` -> `react-dom__client`. */
const fileName = (spec) => spec.replace(/^@/, '').replace(/[/]/g, '__');

/** Named exports of a CommonJS package, read from its production build. */
function cjsExportNames(spec) {
  process.env.NODE_ENV = 'production';
  const mod = require(spec);
  return Object.keys(mod).filter((k) => k !== 'default' && k !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(k));
}

/** Singletons a page does not need at first load: their files are not preloaded. */
// The federation runtime: pages load remotes' modules straight (docs/decisions/0014) and fetch
// it only for a remote whose build does not say where its modules are. Built on its own (it
// shares no module with the others), so the shared chunk does not import it.
const LAZY_SINGLETONS = new Set(['@module-federation/runtime']);

/**
 * Modules a page loads only when it first calls the API (docs/decisions/0032): the calls and their
 * schemas, valibot, ky. They are left to the bundler, which puts what only a dynamic import reaches
 * in its own chunks (and the little the stores need at once, such as the locator cookie's schema,
 * in a chunk the entries import).
 */
const ON_FIRST_CALL =
  /[\\/](node_modules[\\/](ky|valibot)|packages[\\/]domain-models|packages[\\/]api-client[\\/]src[\\/](calls|transport))[\\/.]/;

/** The vendor chunk a module goes to (see `manualChunks`); undefined: the bundler decides. */
function vendorChunk(id) {
  if (ON_FIRST_CALL.test(id)) return undefined;
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  if (/[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/.test(id)) return 'i18n';
  // The rest (the workspace singletons, zustand, the entries) is left to the bundler: what only the
  // combined singletons use is their entry file itself.
  return undefined;
}

/**
 * Singletons served by ONE file: the workspace packages (stores, i18n, API client...) and zustand.
 * The import map sends each of their specifiers to the same module, which is their shared chunk
 * itself: no thin file per package in front of it (each would be a request that only re-exports names).
 * Two of them exporting the same name would make that name ambiguous (`export *` drops it): the
 * build checks every name each one exports is there (below).
 */
const COMBINED = 'marquee__shared';
/**
 * Workspace singletons that no page needs before a remote's code imports them: each is a file of
 * its own, not preloaded (below), fetched with the first chunk that imports it — the edge hints it
 * with the pages whose chunks do (`singletons` of a page in a remote's marquee-build.json). The
 * client's space (favourites, wishlist, ratings) is imported only by remotes' cards, hearts and
 * on-intent controls: the film page's first load does without it (docs/decisions/0067-film-js-deferred-code.md).
 */
const ON_IMPORT = new Set(['@marquee/client-space']);
const isCombined = (spec) => (spec.startsWith('@marquee/') && !ON_IMPORT.has(spec)) || spec === 'zustand';
/** The input (and so the file) a singleton is served from. */
const entryOf = (spec) => (isCombined(spec) && !LAZY_SINGLETONS.has(spec) ? COMBINED : fileName(spec));

const CJS = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);
await rm(entriesDir, { recursive: true, force: true });
await mkdir(entriesDir, { recursive: true });
const input = {};
const combinedSource = [];
for (const spec of SINGLETONS) {
  const file = path.join(entriesDir, `${fileName(spec)}.js`);
  let source;
  if (CJS.has(spec)) {
    const all = cjsExportNames(spec);
    // The public names the apps may import (configs/vite/src/singletons.ts), each checked to exist.
    const names = SINGLETON_EXPORTS[spec] ?? all;
    const unknown = names.filter((name) => !all.includes(name));
    if (unknown.length > 0) throw new Error(`vendor build: ${spec} has no export ${unknown.join(', ')}`);
    source = `import m from '${spec}';\nexport const { ${names.join(', ')} } = m;\nexport default m;\n`;
  } else if (SINGLETON_EXPORTS[spec]) {
    source = `export { ${SINGLETON_EXPORTS[spec].join(', ')} } from '${spec}';\n`;
  } else {
    source = `export * from '${spec}';\n`;
  }
  // Each singleton's own entry file is kept: the server build (below) builds the workspace ones.
  await writeFile(file, source);
  if (entryOf(spec) === COMBINED) combinedSource.push(source);
  else input[fileName(spec)] = file;
}
const combinedFile = path.join(entriesDir, `${COMBINED}.js`);
await writeFile(combinedFile, combinedSource.join(''));
input[COMBINED] = combinedFile;

const eagerInput = Object.fromEntries(
  Object.entries(input).filter(
    ([name]) => !SINGLETONS.some((spec) => LAZY_SINGLETONS.has(spec) && fileName(spec) === name),
  ),
);
const lazyInput = Object.fromEntries(Object.entries(input).filter(([name]) => !(name in eagerInput)));
// The ON_IMPORT singletons are built apart, every other singleton left a bare import that the
// import map resolves: in the eager build, what they share with the combined file (zustand, the
// stores) would become a chunk of its own, one more file for every page.
const onImportInput = Object.fromEntries(
  [...ON_IMPORT].map((spec) => [fileName(spec), input[fileName(spec)]]).filter(([, file]) => file),
);
for (const name of Object.keys(onImportInput)) delete eagerInput[name];
const otherSingleton = (id) => SINGLETONS.includes(id) && !ON_IMPORT.has(id);
const vendorBuild = (entries, emptyOutDir, external = undefined) =>
  build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      // (FEDERATION_OPTIMIZE_NO_SHARED would save 3 KB more, but the remote entries the plugin
      // emits call the share-scope API during init: measured, it breaks loading.)
      FEDERATION_DEBUG: JSON.stringify(''),
    },
    resolve: {
      // react-router's exports map points at its development build; ship the production one.
      alias: [
        // React 19 has useSyncExternalStore: the shim's polyfill for React < 18 is not shipped.
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: path.join(here, 'src', 'use-sync-external-store-shim.js'),
        },
        {
          find: /^react-router$/,
          replacement: require.resolve('react-router').replace(/development\/index\.m?js$/, 'production/index.mjs'),
        },
      ],
    },
    // The calls' chunk is imported plainly: Vite's preload helper has nothing to preload here.
    plugins: [plainDynamicImports()],
    build: {
      outDir,
      emptyOutDir,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: entries,
        external,
        // The combined singletons' entry IS their shared chunk: it may export more (to the others).
        preserveEntrySignatures: 'allow-extension',
        output: {
          format: 'es',
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: 'chunk-[hash].js',
          // A few large chunks behind thin entry files: React, the router, i18n, and the rest.
          // One single chunk compressed a little better, but a phone evaluated it in one long task
          // (~120 ms at 4x CPU slowdown); the shell evaluates these one at a time, a task each.
          manualChunks: (id) => vendorChunk(id),
        },
      },
    },
  });

const outputOf = (result) => (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
const eagerOutputs = outputOf(await vendorBuild(eagerInput, true));
const lazyOutputs = outputOf(await vendorBuild(lazyInput, false));
const onImportOutputs = outputOf(await vendorBuild(onImportInput, false, otherSingleton));
const outputs = [...eagerOutputs, ...lazyOutputs, ...onImportOutputs];

// Map each entry to its emitted file.
const imports = {};
for (const spec of SINGLETONS) {
  const chunk = outputs.find((o) => o.type === 'chunk' && o.isEntry && o.name === entryOf(spec));
  if (!chunk) throw new Error(`vendor build: no output file for ${spec}`);
  imports[spec] = chunk.fileName;
}
const versions = {};
for (const spec of SINGLETONS) {
  const pkgName = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
  if (versions[pkgName]) continue;
  const pkgJson = JSON.parse(await readFile(path.join(here, 'node_modules', pkgName, 'package.json'), 'utf8'));
  versions[pkgName] = pkgJson.version;
}
// The JS files a page needs at once: the edge preloads them all (the shell imports nearly every
// singleton): the entries and what they import statically. The lazy singletons' files, and the
// chunks only a dynamic import reaches (the API calls and schemas), are fetched when imported.
const eagerChunks = new Map(eagerOutputs.filter((o) => o.type === 'chunk').map((o) => [o.fileName, o]));
const files = [];
// `react-dom` itself (createPortal, flushSync...) is imported by no app's first load (the shell
// boots with `react-dom/client`): it is in the import map, fetched if something imports it.
// (Nor are the ON_IMPORT singletons' files: they are not in the eager build.)
const NOT_PRELOADED = new Set(['react-dom']);
const queue = [...eagerChunks.values()]
  .filter((o) => o.isEntry && !SINGLETONS.some((spec) => NOT_PRELOADED.has(spec) && entryOf(spec) === o.name))
  .map((o) => o.fileName);
while (queue.length > 0) {
  const name = queue.shift();
  if (files.includes(name)) continue;
  files.push(name);
  queue.push(...(eagerChunks.get(name)?.imports ?? []));
}
files.sort();
// The server side of the same singletons (docs/decisions/0007): the edge renders pages in Node
// with the shell's and the remotes' server builds, whose bare imports it resolves to ONE copy
// of each. npm singletons (react, react-dom, react-router, zustand) come from this package's
// node_modules; the workspace singletons are TypeScript, so they are built here for Node, with
// i18next and react-i18next inside @marquee/i18n (as in the browser) and the npm singletons left
// bare (resolved from here, so they are the same files as the edge's).
const serverDir = path.join(outDir, 'server');
const WORKSPACE_SINGLETONS = SINGLETONS.filter((spec) => spec.startsWith('@marquee/'));
const NPM_SERVER_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-router',
  'zustand',
];
const serverInput = {};
for (const spec of WORKSPACE_SINGLETONS) serverInput[fileName(spec)] = path.join(entriesDir, `${fileName(spec)}.js`);
const serverOutputs = outputOf(
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    ssr: { noExternal: true, external: NPM_SERVER_SINGLETONS },
    build: {
      ssr: true,
      outDir: serverDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        input: serverInput,
        external: (id) => NPM_SERVER_SINGLETONS.includes(id),
        preserveEntrySignatures: 'strict',
        output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunk-[hash].mjs' },
      },
    },
  }),
);

// Every name each combined singleton exports must be exported by the combined file (an ambiguous
// `export *` would drop it without a word): the workspace ones' names are their server entries'.
const combinedChunk = eagerOutputs.find((o) => o.type === 'chunk' && o.isEntry && o.name === COMBINED);
const combinedNames = new Set(combinedChunk?.exports ?? []);
for (const spec of SINGLETONS.filter((s) => entryOf(s) === COMBINED)) {
  const names = spec.startsWith('@marquee/')
    ? (serverOutputs.find((o) => o.type === 'chunk' && o.isEntry && o.name === fileName(spec))?.exports ?? [])
    : Object.keys(await import(spec));
  if (names.length === 0) throw new Error(`vendor build: ${spec} exports nothing`);
  const missing = names.filter((name) => name !== 'default' && !combinedNames.has(name));
  if (missing.length > 0) {
    throw new Error(
      `vendor build: ${spec}'s ${missing.join(', ')} not in ${COMBINED} (another singleton exports the same name)`,
    );
  }
}
const serverImports = Object.fromEntries(WORKSPACE_SINGLETONS.map((spec) => [spec, `server/${fileName(spec)}.mjs`]));

const version = createHash('sha256').update(JSON.stringify(imports)).digest('hex').slice(0, 12);
await writeFile(
  path.join(outDir, 'vendor-manifest.json'),
  `${JSON.stringify({ version, imports, files, versions, server: { imports: serverImports, packages: NPM_SERVER_SINGLETONS } }, null, 2)}\n`,
);
console.log(`vendor ${version}: ${Object.keys(imports).length} singletons`);
