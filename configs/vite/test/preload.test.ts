import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainDynamicImports } from '../src/preload.js';

// A real Vite build of a page that imports two modules dynamically, both of which import a third:
// the shape whose dynamic imports Vite wraps in its preload helper.
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'marquee-preload-'));
  await writeFile(path.join(dir, 'shared.js'), "export const shared = (x) => 'shared ' + x;\n");
  await writeFile(
    path.join(dir, 'a.js'),
    "import { shared } from './shared.js';\nexport const a = () => shared('a');\n",
  );
  await writeFile(
    path.join(dir, 'b.js'),
    "import { shared } from './shared.js';\nexport const b = () => shared('b');\n",
  );
  await writeFile(
    path.join(dir, 'main.js'),
    "export const load = () => Promise.all([import('./a.js'), import('./b.js')]);\n",
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function bundle(modulePreload: boolean): Promise<Rollup.RollupOutput> {
  // Written to disk: the guard reads the bundle as written.
  return build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [plainDynamicImports()],
    build: {
      outDir: path.join(dir, modulePreload ? 'dist-preload' : 'dist'),
      emptyOutDir: true,
      modulePreload: modulePreload ? { polyfill: false } : false,
      minify: false,
      rollupOptions: { input: path.join(dir, 'main.js'), preserveEntrySignatures: 'strict' },
    },
  }) as Promise<Rollup.RollupOutput>;
}

describe('plainDynamicImports', () => {
  it('leaves each dynamic import as the import itself: none of the helper ships', async () => {
    const output = await bundle(false);
    const code = output.output
      .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      .map((chunk) => chunk.code)
      .join('\n');
    expect(code).toContain('import(');
    // What Vite's own helper carries: link preloading and its error event.
    expect(code).not.toContain('vite:preloadError');
    expect(code).not.toContain('modulepreload');
    expect(code).not.toContain('__vite__mapDeps');
  });

  it('fails a build that would preload dependencies: the plain helper cannot', async () => {
    await expect(bundle(true)).rejects.toThrow(/preloads dependencies of a dynamic import/);
  });
});
