import { describe, expect, it } from 'vitest';
import { aiSampleEvery, formatTotals, loadPart, PARTS, REPORTED_ONLY } from './interviewer-corpus/corpus';
import { runCorpus } from './interviewer-corpus/run';

// The parts of the corpus that are measured and reported only (released-3 to 6, held-out-7 to 9),
// through the AI path and its scripted stand-in model, sampled as in interviewer-corpus.ai.test.ts (which asserts
// the bar on the others). A file of its own so that two workers share the corpus. Only totals are printed.
const EVERY = aiSampleEvery();
const parts = PARTS.filter((p) => loadPart(p).length > 0 && REPORTED_ONLY.includes(p));

describe('the interviewer corpus (AI path, scripted stand-in model), parts reported only', () => {
  it('answers every turn through wrong, malformed and slow proposals and never loops, on each part', async () => {
    const reports = await runCorpus({ parts, ai: true, every: EVERY });
    for (const r of reports)
      console.log(formatTotals(r, `${r.part} (AI path${EVERY > 1 ? `, every ${EVERY}th dialogue` : ''})`));
    for (const r of reports) {
      expect(
        r.results.filter((x) => x.observed.error).map((x) => x.id),
        r.part,
      ).toEqual([]);
      expect(r.loops, `${r.part}: loops`).toBe(0);
    }
  }, 600_000);
});
