import { CHROMIUM_ARGS, chromiumPath } from '@marquee/chromium';
import { defineConfig } from '@playwright/test';

/**
 * Visual regression of the Storybook (docs/decisions/0061-page-stories-visual.md): the UI kit's
 * component stories and the remotes' page stories, screenshotted from the static build
 * (packages/ui-kit/storybook-static) and compared with the baselines committed in
 * visual/__screenshots__. Update them with `npm run test:visual -- --update`.
 */
export default defineConfig({
  testDir: './visual',
  globalSetup: './visual/global-setup.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // A small tolerance: anti-aliasing may move a few pixels, a changed colour or layout does not pass.
    toHaveScreenshot: { threshold: 0.1, maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  workers: 2,
  // Each describe shares one preview frame per worker: its tests run in order in it.
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'reports/visual.json' }]],
  use: {
    browserName: 'chromium',
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
    colorScheme: 'dark',
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--font-render-hinting=none'] },
  },
});
