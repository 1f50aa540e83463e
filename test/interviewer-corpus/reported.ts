import { describe, expect, it } from 'vitest';
import { formatTotals, type Part } from './corpus';
import { runCorpus } from './run';

/**
 * One suite over parts that are measured and reported only: every dialogue through the real app, no request may
 * fail and no reply may loop; their totals are printed (never a blind part's dialogues).
 */
export function describeReported(title: string, parts: Part[]) {
  describe(title, () => {
    it('answers every turn and never loops, on each part', async () => {
      const reports = await runCorpus({ parts });
      for (const r of reports) console.log(formatTotals(r));
      for (const r of reports) {
        expect(
          r.results.filter((x) => x.observed.error).map((x) => x.id),
          r.part,
        ).toEqual([]);
        expect(r.loops, `${r.part}: loops`).toBe(0);
      }
    }, 600_000);
  });
}
