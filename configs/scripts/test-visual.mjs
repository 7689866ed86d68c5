// `npm run test:visual`: builds the UI kit's static Storybook (components and the remotes' page
// stories), then compares their screenshots with the committed baselines (e2e/visual,
// docs/decisions/0061-page-stories-visual.md). `npm run test:visual -- --update` rewrites the
// baselines (Playwright's --update-snapshots); other arguments go to Playwright (`-g home`).
import { ensureChromium } from '../chromium/index.mjs';
import { ensurePnpm, run } from './bootstrap.mjs';

const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
try {
  const pnpm = ensurePnpm();
  await run(pnpm, ['exec', 'turbo', 'run', 'build-storybook', '--filter=@marquee/ui-kit', '--output-logs=errors-only']);
  await run(
    pnpm,
    ['--filter', '@marquee/e2e', 'exec', 'playwright', 'test', '-c', 'playwright.visual.config.ts', ...args],
    {
      env: { CHROMIUM_PATH: ensureChromium() },
    },
  );
} catch (error) {
  console.error(`\nnpm run test:visual failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
