// The loader's child from the sources (a test's `loader: 'process'`): Vite's module runner loads
// src/loader.ts (TypeScript, workspace packages by their sources), which runs the task given after
// `--loader-task` and exits. The built API runs its own entry instead (dist/main.mjs, src/loader.ts).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const { module } = await runnerImport(join(here, 'loader.ts'), { configFile: false });
await module.loaderChild(process.argv[process.argv.indexOf('--loader-task') + 1] ?? '');
