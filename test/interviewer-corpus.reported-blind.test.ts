import { BLIND, loadPart, PARTS, REPORTED_ONLY, reportedSampleEvery } from './interviewer-corpus/corpus';
import { describeReported } from './interviewer-corpus/reported';

// The blind parts of the interviewer corpus that are measured and reported only (held-out-13, 14, 15 and 16), as in
// interviewer-corpus.reported.test.ts (every second dialogue, CORPUS_FULL=1 for all): only their totals are
// printed (nobody developing the engine reads them).
describeReported(
  'the interviewer corpus (local engine), blind parts reported only',
  PARTS.filter((p) => loadPart(p).length > 0 && REPORTED_ONLY.includes(p) && BLIND.includes(p)),
  { every: reportedSampleEvery() },
);
