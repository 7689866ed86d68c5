import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedNames } from '../src/guard.js';
import { SINGLETON_EXPORTS, type Singleton } from '../src/singletons.js';

// SINGLETON_EXPORTS lists by hand what the vendor files of React, react-dom and the router export
// (configs/vite/README.md). These tests read the INSTALLED packages — as apps/vendor resolves them —
// and the apps' browser sources, so that upgrading React or the router cannot silently leave the
// list behind: a name that is gone, a new public name nobody decided about, or a name the apps
// import that the vendor file would not export each fail here, named, before any build.

const root = path.resolve(import.meta.dirname, '../../..');
const vendorRequire = createRequire(path.join(root, 'apps/vendor/package.json'));

/**
 * Public names of React's packages the vendor files leave out on purpose (no app uses them; each
 * name shipped costs bytes on every first load). A new React adding a public name fails the test
 * below until the name is added to SINGLETON_EXPORTS or here.
 */
const LEFT_OUT: Partial<Record<Singleton, readonly string[]>> = {
  react: ['Activity', 'ViewTransition', 'addTransitionType', 'cache', 'cacheSignal', 'useEffectEvent'],
  'react-dom': ['browser'],
};

/** Internal, unstable and experimental names: never part of a vendor file. */
const NOT_PUBLIC = /^(__|unstable_|experimental_)/;

/** The named exports of a CommonJS package's production build (what apps/vendor/build.mjs reads). */
function cjsExportNames(spec: string): string[] {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const mod = vendorRequire(spec) as Record<string, unknown>;
    return Object.keys(mod).filter((name) => name !== 'default' && name !== '__esModule');
  } finally {
    process.env.NODE_ENV = before;
  }
}

/** The named exports of an ES module package, as apps/vendor resolves it. */
async function esmExportNames(spec: string): Promise<string[]> {
  const mod = (await import(pathToFileURL(vendorRequire.resolve(spec)).href)) as Record<string, unknown>;
  return Object.keys(mod).filter((name) => name !== 'default');
}

/** Source files that run in the browser: the shell, the remotes and the packages, without tests and server entries. */
async function browserSources(): Promise<string[]> {
  const dirs = [path.join(root, 'apps/shell/src'), path.join(root, 'packages')];
  for (const remote of await readdir(path.join(root, 'apps/remotes')))
    dirs.push(path.join(root, 'apps/remotes', remote, 'src'));
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Server entries render with the whole router (their imports stay bare for the edge).
        // `testing/` folders hold test helpers (Node, jsdom): no browser build includes them.
        if (!['node_modules', 'dist', 'server', 'test', 'testing'].includes(entry.name)) await walk(full);
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|stories)\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts')
      ) {
        files.push(full);
      }
    }
  };
  for (const dir of dirs) await walk(dir);
  // The remotes' test harness renders pages in Node with a static router, and the page stories
  // render them in Storybook with a memory router: no page's browser build includes either.
  const harness = ['testing.tsx', 'stories.tsx'].map((name) => path.join('remote-contract', 'src', name));
  return files.filter((file) => !harness.some((end) => file.endsWith(end)));
}

/** Value names each file imports from a singleton (type-only names left out: they are erased). */
async function namesImportedFrom(spec: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const file of await browserSources()) {
    const code = await readFile(file, 'utf8');
    for (const name of importedNames(code, spec)) {
      if (!name.startsWith('type ')) found.set(name, path.relative(root, file));
    }
  }
  return found;
}

describe('the hand-written singleton export lists match the installed packages', () => {
  it.each(['react', 'react-dom', 'react-dom/client'] as const)(
    '%s: every listed name exists, and every public name is listed or left out on purpose',
    (spec) => {
      const installed = cjsExportNames(spec);
      const listed = SINGLETON_EXPORTS[spec] ?? [];
      expect(
        listed.filter((name) => !installed.includes(name)),
        `${spec} no longer exports`,
      ).toEqual([]);
      const undecided = installed.filter(
        (name) => !NOT_PUBLIC.test(name) && !listed.includes(name) && !(LEFT_OUT[spec] ?? []).includes(name),
      );
      expect(undecided, `${spec} exports names neither in SINGLETON_EXPORTS nor left out`).toEqual([]);
      const stale = (LEFT_OUT[spec] ?? []).filter((name) => !installed.includes(name));
      expect(stale, `${spec}: names left out that it no longer exports`).toEqual([]);
    },
  );

  it('react-router: every listed name exists in the installed router', async () => {
    const installed = await esmExportNames('react-router');
    const listed = SINGLETON_EXPORTS['react-router'] ?? [];
    expect(listed.filter((name) => !installed.includes(name))).toEqual([]);
  });

  it.each(Object.keys(SINGLETON_EXPORTS) as Singleton[])(
    '%s: every name the browser code imports is in its vendor file',
    async (spec) => {
      const listed = SINGLETON_EXPORTS[spec] ?? [];
      const imported = await namesImportedFrom(spec);
      const missing = [...imported]
        .filter(([name]) => !listed.includes(name))
        .map(([name, file]) => `${name} (${file})`);
      expect(missing.join(', '), `add to SINGLETON_EXPORTS['${spec}'] in configs/vite/src/singletons.ts`).toBe('');
    },
  );
});
