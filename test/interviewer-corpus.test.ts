import { describe, expect, it } from 'vitest';
import {
  formatFailures,
  formatTotals,
  loadPart,
  meetsBar,
  PARTS,
  REPORTED_ONLY,
} from './interviewer-corpus/corpus';
import { runCorpus } from './interviewer-corpus/run';

// The built-in interviewer on every scripted dialogue, through the real app (POST /api/chat, one clock per dialogue).
// Only totals are printed for the blind parts (held-out, held-out-13 to held-out-16): their dialogues stay
// out of the engine's development. The bar is asserted on `tuned` and `held-out`; released-3 and released-4 (the
// round-three blind sets, opened for the engine's third pass), released-5 (opened for the sixth pass), released-6
// (opened for the seventh pass), released-7 (opened for the eighth pass), released-8 (opened for the ninth
// pass), released-9 (opened for the tenth pass), released-10 (opened for the eleventh pass),
// released-11 (opened for the twelfth pass), released-12 (opened for the thirteenth pass), held-out-13,
// held-out-14, held-out-15 and held-out-16 (blind) are
// measured and reported only (no request may fail, no reply may loop): interviewer-corpus.reported.test.ts runs
// them, beside this file (two workers share the corpus); docs/interviewer.md has their scores.
const parts = PARTS.filter((p) => loadPart(p).length > 0 && !REPORTED_ONLY.includes(p));

describe('the interviewer corpus (local engine)', () => {
  it('stores ≥ 98 % of fields right, ≥ 90 % of dialogues wholly right and no wrong number, on each part', async () => {
    const reports = await runCorpus({ parts });
    for (const r of reports) {
      console.log(formatTotals(r));
      if (r.part === 'tuned' && !meetsBar(r)) console.log(formatFailures(r));
    }
    for (const r of reports) {
      expect(r.dialogues, r.part).toBeGreaterThan(50);
      expect(r.silentlyWrongNumbers, `${r.part}: silently wrong numbers`).toBe(0);
      expect(r.fieldsRight / r.fieldsExpected, `${r.part}: fields right`).toBeGreaterThanOrEqual(0.98);
      expect(r.dialoguesRight / r.dialogues, `${r.part}: dialogues wholly right`).toBeGreaterThanOrEqual(0.9);
      expect(r.loops, `${r.part}: dialogues where the same reply came three times in a row`).toBe(0);
    }
  }, 300_000);
});
