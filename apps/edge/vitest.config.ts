import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Server builds (a country's shell entry, a remote's routes.mjs) are imported by Node itself,
    // with the edge's loader hook resolving their singletons, exactly as in production: the
    // test runner must not transform them.
    server: { deps: { external: [/\/dist\/server\//, /\/server\/routes\.mjs$/] } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
