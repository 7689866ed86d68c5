// `npm test`: installs, builds, then runs every check: lint, typecheck, unit and integration
// tests, and the end-to-end suite in Chromium against the production builds.
import { build, ensurePnpm, install, run } from './bootstrap.mjs';
import { ensureChromium } from '../chromium/index.mjs';

const started = Date.now();
const steps = [];
async function step(name, action) {
  const begin = Date.now();
  await action();
  steps.push(`${name} ${((Date.now() - begin) / 1000).toFixed(1)} s`);
}

try {
  const pnpm = ensurePnpm();
  await step('install', () => install(pnpm));
  await step('build', () => build(pnpm));
  await step('lint', async () => {
    await run(pnpm, ['exec', 'biome', 'check', '.']);
    // docs/requirements.md must list what the tests cover (regenerate it when tests change).
    await run(process.execPath, ['configs/scripts/requirements.mjs', '--check']);
  });
  await step('typecheck + unit tests', () =>
    run(pnpm, ['exec', 'turbo', 'run', 'typecheck', 'test', '--concurrency=2', '--output-logs=new-only']),
  );
  const chromium = ensureChromium();
  // Every Storybook story of the UI kit runs as a test in Chromium, with axe.
  await step('stories', () =>
    run(pnpm, ['exec', 'turbo', 'run', 'test-stories', '--concurrency=1', '--output-logs=new-only'], {
      env: { CHROMIUM_PATH: chromium },
    }),
  );
  await step('e2e', () =>
    run(pnpm, ['exec', 'turbo', 'run', 'e2e', '--concurrency=1', '--output-logs=full'], {
      env: { CHROMIUM_PATH: chromium },
    }),
  );
  console.log(
    `\nnpm test: every check passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${steps.join(', ')})`,
  );
} catch (error) {
  console.error(`\nnpm test failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
