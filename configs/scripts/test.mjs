// `npm test`: installs, builds, then runs every check: lint, typecheck, unit and integration
// tests, and the end-to-end suite in Chromium against the production builds.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, ensurePnpm, install, run } from './bootstrap.mjs';
import { ensureChromium, ensureE2eChromium } from '../chromium/index.mjs';

// A run that is stopped (Ctrl-C, SIGTERM) never reports a pass: turbo exits 0 when it is
// signalled, so the signal is caught here, and the e2e step must leave a complete report.
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal;
  });
}
const E2E_REPORT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../e2e/reports/e2e.json');

/** Every result status in a Playwright JSON report (suites nest; each spec has tests, each test results). */
function resultStatuses(suites = [], into = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if ((test.results ?? []).length === 0) into.push('not run');
        for (const result of test.results ?? []) into.push(result.status);
      }
    }
    resultStatuses(suite.suites, into);
  }
  return into;
}

/** The Playwright JSON report says every test ran and passed (none failed, flaky or cut short). */
function checkE2eReport() {
  if (!existsSync(E2E_REPORT)) throw new Error('the e2e suite left no report: it did not run to its end');
  const report = JSON.parse(readFileSync(E2E_REPORT, 'utf8'));
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  const cut = resultStatuses(report.suites).filter((status) => status === 'interrupted' || status === 'not run').length;
  const errors = (report.errors ?? []).length;
  if (unexpected > 0 || flaky > 0 || cut > 0 || errors > 0 || expected === 0) {
    throw new Error(
      `the e2e report is not a pass: ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${cut} interrupted or not run, ${errors} errors`,
    );
  }
  return expected;
}

const started = Date.now();
const steps = [];
async function step(name, action) {
  const begin = Date.now();
  await action();
  if (interrupted) throw new Error(`stopped by ${interrupted} during ${name}`);
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
  // The components' and pages' screenshots against the committed baselines (e2e/visual; update
  // them with `npm run test:visual -- --update`), from the static Storybook.
  await step('visual', () =>
    run(pnpm, ['exec', 'turbo', 'run', 'test-visual', '--concurrency=1', '--output-logs=new-only'], {
      env: { CHROMIUM_PATH: chromium },
    }),
  );
  rmSync(E2E_REPORT, { force: true });
  // The e2e suite in Chromium's headless shell when it can be had (the same Chromium, lighter).
  const e2eChromium = ensureE2eChromium(chromium);
  await step('e2e', async () => {
    await run(pnpm, ['exec', 'turbo', 'run', 'e2e', '--concurrency=1', '--output-logs=full'], {
      env: { CHROMIUM_PATH: e2eChromium },
    });
    if (!interrupted) steps.push(`${checkE2eReport()} e2e tests passed`);
  });
  console.log(
    `\nnpm test: every check passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${steps.join(', ')})`,
  );
} catch (error) {
  console.error(`\nnpm test failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
