import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { singletonExportsGuard } from './guard.js';
import { isSingleton } from './singletons.js';

/** What a remote declares: its federation name and the few stable entries it exposes. */
export interface RemoteOptions {
  /** Federation container name, e.g. `catalogue`. */
  name: string;
  /** Exposed entries, e.g. `{ './routes': './src/app/routes.tsx' }`. */
  exposes: Record<string, string>;
  /** Runs once the browser build is written (e.g. to write the remote's locale files). */
  onBuilt?: (outDir: string) => Promise<void>;
}

const OUT_DIR = 'dist/client';

function afterBuild(onBuilt: (outDir: string) => Promise<void>): Plugin {
  let outDir = OUT_DIR;
  return {
    name: 'marquee:remote-after-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await onBuilt(outDir);
    },
  };
}

/**
 * Vite config for a remote's browser build. Shared singletons are left as bare imports
 * (resolved by the page's import map), so the federation share scope stays empty and the
 * remote carries only its own code. `base: './'` lets the same build be deployed under any
 * `/remotes/<name>/<version>/` path.
 */
export function remoteConfig(options: RemoteOptions): UserConfig {
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
      ...(options.onBuilt ? [afterBuild(options.onBuilt)] : []),
    ],
    build: {
      target: 'es2022',
      outDir: OUT_DIR,
      emptyOutDir: true,
      modulePreload: false,
      rollupOptions: { input: {}, external: isSingleton },
    },
  };
}
