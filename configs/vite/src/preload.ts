import type { Plugin } from 'vite';

/** The module Vite wraps every dynamic import of a browser build with (`__vitePreload`). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** What the helper becomes: the dynamic import, as written. */
const PLAIN_PRELOAD_HELPER = 'export const __vitePreload = (load) => load();\n';

/**
 * Our browser builds preload nothing through Vite (`modulePreload: false`, one stylesheet per app:
 * the edge hints a page's chunks itself, docs/decisions/0026), so every `__vitePreload(() =>
 * import(x), [])` has an empty list. Vite still ships the helper's code (link insertion, CSS
 * preloading, the `vite:preloadError` event, which nothing listens to) in each of the shell, the
 * vendor and every remote, all in a page's first load. This plugin makes the helper
 * call the import, and fails the build if a chunk ever gets a dependency list to preload (the
 * helper would be needed again).
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'marquee:plain-dynamic-imports',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER_ID ? PLAIN_PRELOAD_HELPER : null;
    },
    // Checked on the written bundle: Vite fills in the dependency lists after every plugin's
    // `generateBundle` (measured: a `post` plugin there still sees none).
    writeBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && item.code.includes('__vite__mapDeps')) {
          this.error(
            `${item.fileName} preloads dependencies of a dynamic import: the plain preload helper cannot (see configs/vite/src/preload.ts)`,
          );
        }
      }
    },
  };
}
