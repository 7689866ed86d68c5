import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '@marquee/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = import.meta.dirname;

/** Debian's Chromium (no browser download here), headless, with the shared offline flags. */
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

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
          browser: {
            enabled: true,
            headless: true,
            api: { host: '127.0.0.1' },
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath(),
                args: CHROMIUM_FLAGS,
              },
            }),
            // Desktop-sized frame: desktop behaviour (448px side panel, sticky header) is asserted.
            viewport: { width: 1280, height: 800 },
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
