import { aiSampleEvery, loadPart, PARTS, REPORTED_ONLY } from './interviewer-corpus/corpus';
import { describeReported } from './interviewer-corpus/reported';

// The parts of the corpus that are measured and reported only (released-3 to 12, held-out-13, 14, 15 and 16),
// through the AI path and its scripted stand-in model, sampled as in interviewer-corpus.ai.test.ts (which asserts
// the bar on the others). A file of its own so that two workers share the corpus. Only totals are printed.
describeReported(
  'the interviewer corpus (AI path, scripted stand-in model), parts reported only',
  PARTS.filter((p) => loadPart(p).length > 0 && REPORTED_ONLY.includes(p)),
  { every: aiSampleEvery(), ai: true },
);
