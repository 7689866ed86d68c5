import { E2E_CHROMIUM_ARGS, e2eChromiumPath } from '@marquee/chromium';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report is how `npm test` knows the suite ran to its end (configs/scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    browserName: 'chromium',
    // A language no site offers, so each site falls back to its own default (SHELL-04).
    locale: 'pt-PT',
    trace: 'off',
    // The site's service worker (docs/decisions/0048-pwa-offline.md) would answer pages and the API
    // from its copies and hide requests from `page.route`: only tests/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: e2eChromiumPath(), args: [...E2E_CHROMIUM_ARGS] },
  },
  projects: [
    { name: 'sites', testIgnore: /kill-remote/ },
    // Kills a remote's server: runs alone, after everything else.
    { name: 'kill-remote', testMatch: /kill-remote/, dependencies: ['sites'] },
  ],
});
