import { defineConfig } from 'vitest/config';

// Browser suites (e2e/): the real app on a loopback port, pages on a second origin, system Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // One migrated PGlite dump for the run (test/helpers/global-setup.ts): each suite's Charla loads it
    // (e2e/helpers/charla.ts) instead of running initdb and every migration itself.
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
