import { BLIND, loadPart, PARTS, REPORTED_ONLY, reportedSampleEvery } from './interviewer-corpus/corpus';
import { describeReported } from './interviewer-corpus/reported';

// The released parts of the interviewer corpus, measured and reported only (released-3 to 12; see
// interviewer-corpus.test.ts, which asserts the bar on tuned and held-out): every second dialogue through the real
// app (CORPUS_REPORTED_EVERY; every one with CORPUS_FULL=1; their scores come from the runner, run.ts). The blind reported parts run in interviewer-corpus.reported-blind.test.ts: files of their own, so
// that CI's two workers share the corpus. docs/interviewer.md has their scores.
describeReported(
  'the interviewer corpus (local engine), released parts reported only',
  PARTS.filter((p) => loadPart(p).length > 0 && REPORTED_ONLY.includes(p) && !BLIND.includes(p)),
  { every: reportedSampleEvery() },
);
