import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '@marquee/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';

const dirname = import.meta.dirname;

/** Debian's Chromium (no browser download here), headless, with the shared offline flags. */
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Tests that need a real browser: run by `test-stories`, not by the jsdom unit project. */
const BROWSER_TESTS = 'src/**/*.browser.test.{ts,tsx}';

/** Vitest browser mode in Chromium, shared by the story and hydration projects. */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    // A failing story or hydration is read in the report; no screenshots left in the tree.
    screenshotFailures: false,
    api: { host: '127.0.0.1' },
    provider: playwright({
      launchOptions: {
        executablePath: chromiumPath(),
        args: CHROMIUM_FLAGS,
      },
    }),
    // Desktop-sized frame: desktop behaviour (448px side panel, sticky header) is asserted.
    viewport: { width: 1280, height: 800 },
    instances: [{ browser: 'chromium' as const }],
  };
}

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, BROWSER_TESTS],
          setupFiles: ['./src/test-setup.ts'],
          css: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // Focus belongs to one frame at a time: files run one after another so keyboard and
          // focus assertions of one story never race another's.
          fileParallelism: false,
          browser: chromiumBrowser(),
        },
      },
      {
        // Every story rendered in Node (global setup), then hydrated in Chromium: no mismatch.
        extends: true,
        test: {
          name: 'hydration',
          include: [BROWSER_TESTS],
          globalSetup: ['./src/server-rendering/server-html.global-setup.ts'],
          testTimeout: 30_000,
          // A group of its own, never run beside the story project: modal stories move focus.
          sequence: { groupOrder: 1 },
          browser: chromiumBrowser(),
        },
      },
    ],
  },
});
