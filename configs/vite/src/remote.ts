import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { singletonExportsGuard } from './guard.js';
import { plainDynamicImports } from './preload.js';
import { isServerSingleton, isSingleton, SINGLETONS } from './singletons.js';

/** What a remote declares: its federation name and the few stable entries it exposes. */
export interface RemoteOptions {
  /** Federation container name, e.g. `catalogue`. */
  name: string;
  /** Exposed entries, e.g. `{ './routes': './src/app/routes.tsx' }`. */
  exposes: Record<string, string>;
  /**
   * The lazy pages' modules, by page kind (`{ Movie: './src/features/movie/movie-page.tsx' }`):
   * each is imported dynamically by `./routes` (`lazyPage`). The build records their chunks so a
   * server-rendered page hints its own; a kind missing here still works, one round trip later.
   */
  pages?: Record<string, string>;
  /** Runs once the browser build is written (e.g. to write the remote's locale files). */
  onBuilt?: (outDir: string) => Promise<void>;
}

const OUT_DIR = 'dist/client';

/** Where a remote's server build goes: beside its browser build, so one deploy carries both. */
export const SERVER_DIR = 'server';

/** The file a remote's server build writes beside its module: the entry and the CSS the page needs. */
export const SERVER_MANIFEST_FILE = 'marquee-server.json';

/** What `server/marquee-server.json` says. */
export interface ServerBuildManifest {
  readonly name: string;
  /** The module exposing `./routes` for Node (relative to the server folder). */
  readonly entry: string;
  /** The stylesheets of `./routes`, relative to the version folder (a server build drops CSS imports). */
  readonly css: readonly string[];
}

/** The file a remote's build writes beside its entry: which singleton versions it was built against. */
export const BUILD_INFO_FILE = 'marquee-build.json';

/** Name of the npm package a singleton specifier belongs to (`react-dom/client` -> `react-dom`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * A build plugin that calls `written` with the project root and the build's output folder once
 * the bundle is written.
 */
function whenWritten(name: string, written: (outDir: string, root: string) => Promise<unknown>): Plugin {
  let root = process.cwd();
  let outDir = OUT_DIR;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await written(outDir, root);
    },
  };
}

/** A chunk as the browser loads it: the module and the chunks it imports statically (relative paths). */
export interface ChunkFiles {
  readonly module: string;
  readonly imports: readonly string[];
  /**
   * The shared singletons the module and those chunks import (bare specifiers): the edge hints the
   * vendor files among them that it does not preload on every page.
   */
  readonly singletons?: readonly string[];
}

/**
 * An exposed module as the browser loads it without the federation runtime: its chunk, the
 * chunks it imports statically and its stylesheets (all relative to the version folder), and the
 * chunk of each lazy page the remote declares (page kind -> chunk), so a page can hint its own.
 */
export interface ExposedModule extends ChunkFiles {
  readonly css: readonly string[];
  readonly pages?: Readonly<Record<string, ChunkFiles>>;
}

/** What `marquee-build.json` says. */
export interface RemoteBuildInfo {
  readonly name: string;
  /** Versions of the npm singletons the remote was compiled against. */
  readonly singletons: Readonly<Record<string, string>>;
  /** Exposed path (`./routes`) -> its module, loadable straight from the import map. */
  readonly exposes: Readonly<Record<string, ExposedModule>>;
}

/** Rollup's view of an emitted chunk or asset, as much as `exposedModules` reads. */
interface Emitted {
  readonly type: string;
  readonly fileName: string;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/**
 * Finds each exposed module's chunk in the bundle. The chunks are plain ES modules whose only
 * outside imports are bare singleton specifiers (the share scope is empty), so the shell can
 * import them straight, without the federation runtime and the remote entry
 * (docs/decisions/0014). `pages` (page kind -> source module) names the lazy pages' modules; each
 * must be a chunk the exposed module imports dynamically. A build that breaks either rule fails.
 */
export function exposedModules(
  exposes: Record<string, string>,
  root: string,
  bundle: Record<string, Emitted>,
  pages: Record<string, string> = {},
): Record<string, ExposedModule> {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const bySource = (source: string) => chunks.find((chunk) => chunk.facadeModuleId === path.resolve(root, source));
  // Static imports, transitively: the browser fetches them before the module runs.
  const files = (chunk: Emitted, css: Set<string>): ChunkFiles => {
    const imports = new Set<string>();
    const singletons = new Set<string>();
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
    const visit = (name: string) => {
      const dependency = byName.get(name);
      if (!dependency && isSingleton(name)) singletons.add(name);
      if (!dependency || imports.has(name)) return;
      imports.add(name);
      for (const sheet of dependency.viteMetadata?.importedCss ?? []) css.add(sheet);
      for (const next of dependency.imports ?? []) visit(next);
    };
    for (const name of chunk.imports ?? []) visit(name);
    return {
      module: chunk.fileName,
      imports: [...imports],
      ...(singletons.size > 0 ? { singletons: [...singletons].sort() } : {}),
    };
  };
  // A stylesheet no chunk claims is the remote's one stylesheet (`cssCodeSplit: false`).
  const claimed = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  const unsplit = Object.values(bundle)
    .filter((item) => item.type === 'asset' && item.fileName.endsWith('.css') && !claimed.has(item.fileName))
    .map((item) => item.fileName);
  const out: Record<string, ExposedModule> = {};
  for (const [exposed, source] of Object.entries(exposes)) {
    const chunk = bySource(source);
    if (!chunk) throw new Error(`remote build: the exposed module ${exposed} (${source}) has no chunk of its own`);
    const css = new Set<string>(unsplit);
    const own = files(chunk, css);
    const lazy: Record<string, ChunkFiles> = {};
    for (const [kind, pageSource] of Object.entries(pages)) {
      const pageChunk = bySource(pageSource);
      if (!pageChunk || !chunk.dynamicImports?.includes(pageChunk.fileName)) continue;
      lazy[kind] = files(pageChunk, css);
    }
    out[exposed] = { ...own, css: [...css], ...(Object.keys(lazy).length > 0 ? { pages: lazy } : {}) };
  }
  for (const [kind, pageSource] of Object.entries(pages)) {
    if (!Object.values(out).some((module) => module.pages?.[kind])) {
      throw new Error(
        `remote build: the page ${kind} (${pageSource}) is not a chunk an exposed module imports dynamically`,
      );
    }
  }
  return out;
}

/**
 * Records the versions of the shared singletons this remote was compiled against, so a
 * deploy can refuse a remote whose React (or router, runtime...) differs from the host's, and
 * where each exposed module's chunk is, so the shell can load it without the federation runtime.
 */
function buildInfo(name: string, exposes: Record<string, string>, pages: Record<string, string>): Plugin {
  let root = process.cwd();
  let outDir = OUT_DIR;
  let found: Record<string, ExposedModule> = {};
  return {
    name: 'marquee:remote-build-info',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      found = exposedModules(exposes, root, bundle as Record<string, Emitted>, pages);
    },
    async closeBundle() {
      const require = createRequire(path.join(root, 'package.json'));
      const singletons: Record<string, string> = {};
      for (const specifier of SINGLETONS) {
        const pkg = packageOf(specifier);
        if (pkg.startsWith('@marquee/') || singletons[pkg]) continue;
        try {
          const file = require.resolve(`${pkg}/package.json`);
          singletons[pkg] = (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
        } catch {
          // Not a dependency of this remote: it cannot have been compiled against it.
        }
      }
      const info: RemoteBuildInfo = { name, singletons, exposes: found };
      await writeFile(path.join(outDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    },
  };
}

/**
 * Writes `server/marquee-server.json` once the server build is out: the entry, and the CSS
 * files of `./routes` read from the browser build's federation manifest (built just before).
 */
function serverManifest(name: string): Plugin {
  return whenWritten('marquee:remote-server-manifest', async (outDir) => {
    const federation = JSON.parse(await readFile(path.join(outDir, '..', 'mf-manifest.json'), 'utf8')) as {
      exposes: { path: string; assets: { css: { sync: string[] } } }[];
    };
    const routes = federation.exposes.find((expose) => expose.path === './routes');
    const manifest: ServerBuildManifest = { name, entry: 'routes.mjs', css: routes?.assets.css.sync ?? [] };
    await writeFile(path.join(outDir, SERVER_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  });
}

/**
 * Vite config for a remote. The browser build (`vite build`): shared singletons are left as
 * bare imports (resolved by the page's import map), so the federation share scope stays empty
 * and the remote carries only its own code; `base: './'` lets the same build be deployed under
 * any `/remotes/<name>/<version>/` path. The server build (`vite build --ssr`, after the browser
 * build): `./routes` as one Node ES module in `dist/client/server/routes.mjs`, everything
 * bundled but the singletons, which the edge resolves to its own single copy
 * (docs/decisions/0007).
 */
export function remoteConfig(options: RemoteOptions): (env: ConfigEnv) => UserConfig {
  return (env) => (env.isSsrBuild ? remoteServerConfig(options) : remoteBrowserConfig(options));
}

function remoteServerConfig(options: RemoteOptions): UserConfig {
  const entry = options.exposes['./routes'];
  if (!entry) throw new Error(`${options.name}: a remote exposes ./routes`);
  return {
    base: './',
    plugins: [react(), singletonExportsGuard(), serverManifest(options.name)],
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: entry,
      target: 'node20',
      outDir: `${OUT_DIR}/${SERVER_DIR}`,
      emptyOutDir: true,
      minify: false,
      copyPublicDir: false,
      rollupOptions: {
        input: entry,
        external: isServerSingleton,
        output: { format: 'es', entryFileNames: 'routes.mjs', codeSplitting: false },
      },
    },
  };
}

function remoteBrowserConfig(options: RemoteOptions): UserConfig {
  return {
    base: './',
    plugins: [
      react(),
      federation({
        name: options.name,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes: options.exposes,
        shared: {},
        dts: false,
      }),
      singletonExportsGuard(),
      plainDynamicImports(),
      buildInfo(options.name, options.exposes, options.pages ?? {}),
      ...(options.onBuilt ? [whenWritten('marquee:remote-after-build', options.onBuilt)] : []),
    ],
    build: {
      target: 'es2022',
      outDir: OUT_DIR,
      emptyOutDir: true,
      modulePreload: false,
      // One stylesheet for the whole remote, whatever its chunks: a server-rendered page links it
      // in its head, so a lazy page's styles are there before its code (docs/decisions/0014).
      cssCodeSplit: false,
      rollupOptions: { input: {}, external: isSingleton },
    },
  };
}
