import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/global-postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each fork runs its files one after another in one module graph (the files' own servers and
    // databases stay per file): importing the API's sources once per fork instead of once per
    // file took the suite from 131 to 91 CPU-s (docs/decisions/0066-unit-suites-imports-once.md). The
    // files restore what they change in process.env; the modules keep no per-test state.
    isolate: false,
  },
});
