import type { Dialogue, FieldMiss, PartReport } from './corpus';

/** What the conversation held after one visitor turn, and the question asked before that turn (by question text). */
export interface Step {
  /** The question (key, or text) the interviewer was asking when the visitor wrote this turn; null before turn 1. */
  askingBefore: string | null;
  /** collectedData after the turn. */
  collected: Record<string, unknown>;
  /** Which reader stored each value so far (the engine notes it while CHARLA_TRACE_READERS=1), by question text. */
  by?: Record<string, string>;
}

/** When a wrong value was stored, relative to its question being asked. */
export type StoredWhen = 'while-asked' | 'before-asked' | 'after-asked';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * When the final (wrong) value of a question was stored: in the turn answering it while it was asked, before it was
 * ever asked (an answer read ahead), or after it was asked while another question was (a late answer or a
 * correction); and whether it replaced another value. Before the first turn the form's first question is asked.
 */
export function storedWhen(
  d: Dialogue,
  steps: Step[] | undefined,
  question: string,
): { when: StoredWhen; replaced: boolean; by?: string } | null {
  if (!steps?.length) return null;
  const id = question;
  const firstId = [...d.form.questions].sort((a, b) => a.order - b.order)[0]?.text ?? null;
  const asking = (i: number) => (i === 0 ? firstId : steps[i]!.askingBefore);
  const final = steps.at(-1)!.collected[id];
  if (final === undefined) return null;
  let at = steps.length - 1;
  while (at > 0 && same(steps[at - 1]!.collected[id], final)) at--;
  const replaced = at > 0 && steps[at - 1]!.collected[id] !== undefined;
  const askedSoFar = steps.slice(0, at + 1).some((_, i) => asking(i) === id);
  const when: StoredWhen = asking(at) === id ? 'while-asked' : askedSoFar ? 'after-asked' : 'before-asked';
  const by = steps[at]!.by?.[id];
  return { when, replaced, ...(by ? { by } : {}) };
}

/** Silently wrong values by when they were stored: aggregate only, safe for a blind part. */
export function byWhenStored(r: PartReport): string {
  const wrong = r.results.flatMap((x) => x.misses).filter((m: FieldMiss) => m.silent && m.stored);
  if (wrong.length === 0) return '—';
  const n = (w: StoredWhen) => wrong.filter((m) => m.stored!.when === w).length;
  const replaced = wrong.filter((m) => m.stored!.replaced).length;
  return `while asked ${n('while-asked')}, before it was asked ${n('before-asked')}, after it was asked ${n('after-asked')} (replacing a value: ${replaced})`;
}

/** Silently wrong values by the reader that stored them (counts per reader only: safe for a blind part). */
export function byReader(r: PartReport): string {
  const wrong = r.results.flatMap((x) => x.misses).filter((m: FieldMiss) => m.silent && m.stored);
  if (wrong.length === 0) return '—';
  const counts = new Map<string, number>();
  for (const m of wrong)
    counts.set(m.stored!.by ?? 'unknown', (counts.get(m.stored!.by ?? 'unknown') ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, n]) => `${k} ${n}`)
    .join('; ');
}

/**
 * Right values by the reader that stored them, for the readers that also stored a silently wrong value (their
 * precision on the part; counts only, safe for a blind part). "unknown": stored without a noted reader.
 */
export function rightByReader(r: PartReport): string {
  const wrong = r.results.flatMap((x) => x.misses).filter((m: FieldMiss) => m.silent && m.stored);
  const readers = new Set(wrong.map((m) => m.stored!.by ?? 'unknown'));
  if (readers.size === 0) return '—';
  const counts = new Map<string, number>([...readers].map((k) => [k, 0]));
  for (const by of r.results.flatMap((x) => x.rightBy))
    if (counts.has(by)) counts.set(by, counts.get(by)! + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, n]) => `${k} ${n}`)
    .join('; ');
}
