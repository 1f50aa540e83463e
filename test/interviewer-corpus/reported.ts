import { describe, expect, it } from 'vitest';
import { formatTotals, type Part } from './corpus';
import { runCorpus } from './run';

/**
 * One suite over parts that are measured and reported only: every `every`-th dialogue (corpus.ts says which)
 * through the real app; no request may fail and no reply may loop. Their totals are printed (never a blind part's
 * dialogues).
 */
export function describeReported(title: string, parts: Part[], sample: { every: number; ai?: boolean }) {
  const ai = sample.ai ?? false;
  const nth = sample.every > 1 ? `every ${ordinal(sample.every)} dialogue` : '';
  const label = (part: Part) =>
    ai ? `${part} (AI path${nth ? `, ${nth}` : ''})` : nth ? `${part} (${nth})` : part;
  const should = ai
    ? 'answers every turn through wrong, malformed and slow proposals and never loops, on each part'
    : 'answers every turn and never loops, on each part';
  describe(title, () => {
    it(should, async () => {
      const reports = await runCorpus({ parts, ai, every: sample.every });
      for (const r of reports) console.log(formatTotals(r, label(r.part)));
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

/** 2 → "2nd", 3 → "3rd", 6 → "6th", 11 → "11th". */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const end = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${end}`;
}
