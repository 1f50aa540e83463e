import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './test/helpers/sequencer';

/** The interviewer's unit suites: pure functions of text (no database, server, timers or environment). */
const ENGINE = 'src/server/chat/**/*.test.ts';

export default defineConfig({
  test: {
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
    projects: [
      {
        extends: true,
        test: {
          name: 'suites',
          // Everything but the engine's suites. Not by `exclude`: a project's own exclude would drop the
          // `--exclude` given on the command line (CI's PostgreSQL stage).
          include: [
            'src/!(server)/**/*.test.ts',
            'src/server/!(chat)/**/*.test.ts',
            'src/*/*.test.ts',
            'test/**/*.test.ts',
          ],
          globalSetup: ['test/helpers/global-setup.ts'],
        },
      },
      {
        // The engine's 45 suites share their workers' module graph (isolate: false): each fresh process
        // re-imported the engine for a few milliseconds of tests (measured on 2 cores at load 40-50: 41 s of
        // CPU isolated, 16 s shared, 1745 tests either way). Its modules keep no state but memo caches of pure
        // functions (stems, option days); no suite there spies, fakes timers or sets the environment.
        extends: true,
        test: { name: 'engine', include: [ENGINE], isolate: false },
      },
    ],
  },
});
