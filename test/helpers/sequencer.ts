import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The suites that take longest on CI's two cores, longest first (either run: the embedded database's or
 * PostgreSQL's; a suite a run does not have is passed over). They start first so that the two workers end
 * together: left to vitest, a fresh install (no timing cache) starts the largest files first, and the corpus
 * files, which are small, came last and kept one worker busy for minutes after the other had finished.
 */
export const LONGEST_FIRST = [
  'test/interviewer-corpus.test.ts',
  'test/interviewer-corpus.reported.test.ts',
  'test/interviewer-corpus.reported-blind.test.ts',
  'test/interviewer-corpus.ai.test.ts',
  'test/interviewer-corpus.ai-reported.test.ts',
  'test/cli.test.ts',
  'test/security.property.test.ts',
  'test/cli.postgres.test.ts',
  'test/webhooks.durability.test.ts',
  'test/security.client-address.test.ts',
  'test/backup.test.ts',
  'test/counters.test.ts',
  'test/security.storage.test.ts',
  'test/faults.database.test.ts',
  'test/live.cluster.test.ts',
  'test/security.throttle.test.ts',
  'test/signup-control.test.ts',
  'test/webhooks.security.test.ts',
  'test/migration-third-round.test.ts',
  'test/webhooks.errors.test.ts',
  'test/email.test.ts',
  'test/setup-window.test.ts',
  'test/startup.test.ts',
];

/** Vitest's order (timings of the last run when it has them, else the largest file first), the longest first. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = LONGEST_FIRST.indexOf(relative(spec.project.config.root, spec.moduleId));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    return sorted
      .map((spec, i) => ({ spec, i, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
