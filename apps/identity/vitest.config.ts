import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/global-postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each fork runs its files one after another in one module graph (every file still starts
    // its own providers on its own databases): the sources are imported once per fork instead of
    // once per file, 49.6 -> 36.1 CPU-s for the suite (docs/decisions/0066-unit-suites-imports-once.md).
    isolate: false,
  },
});
