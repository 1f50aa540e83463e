import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './test/helpers/sequencer';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    // Two suites at once: vitest's default is one fewer than the CPUs (one, on the 2-core machines), and the
    // suites mostly wait on child processes, sockets and timers. Suites are independent: each has its own
    // database, ports and temporary directories, and client addresses start at random (shared Redis).
    maxWorkers: 2,
    // The longest suites start first (test/helpers/sequencer.ts), so the two workers end together.
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
