import { BLIND, loadPart, PARTS, REPORTED_ONLY } from './interviewer-corpus/corpus';
import { describeReported } from './interviewer-corpus/reported';

// The released parts of the interviewer corpus, measured and reported only (released-3 to 9; see
// interviewer-corpus.test.ts, which asserts the bar on tuned and held-out): every dialogue through the real app,
// as there. The blind reported parts run in interviewer-corpus.reported-blind.test.ts: files of their own, so
// that CI's two workers share the corpus. docs/interviewer.md has their scores.
describeReported(
  'the interviewer corpus (local engine), released parts reported only',
  PARTS.filter((p) => loadPart(p).length > 0 && REPORTED_ONLY.includes(p) && !BLIND.includes(p)),
);
