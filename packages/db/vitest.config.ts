import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One real PostgreSQL for the package's tests (each file makes its own database on it).
    globalSetup: ['./src/vitest-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
