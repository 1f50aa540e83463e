import { defineConfig } from 'vitest/config';

// Browser suites (e2e/): the real app on a loopback port, pages on a second origin, system Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
