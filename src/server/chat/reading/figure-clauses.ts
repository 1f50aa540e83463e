import type { Span } from './text';
import { foldKeepingIndexes } from './text';

/**
 * The clauses of one message, worked out once per text: a figure's role asks which clause it sits in (a
 * condition, a past time, the visitor's own question), and a message may hold thousands of figures, each read
 * against every number question. Scanning the text again for every figure cost seconds on "1 1 1 …"; here
 * the text is folded and its clause marks found once, and each figure looks its clause up by binary search.
 */
export interface FigureText {
  text: string;
  folded: string;
  /** The clause of a figure: from after the last mark ending before it to the first mark after it (or the end). */
  clause(kind: ClauseKind, m: Span): Span;
  /** Whether a clause reads as one of a kind, tested once per clause (every figure of a long clause shares it). */
  clauseIs(kind: ClauseKind, m: Span, test: (clause: string) => boolean): boolean;
}

export type ClauseKind = 'condition' | 'past' | 'question';

const MARKS: Record<ClauseKind, { from: RegExp; to: RegExp }> = {
  // "if the money comes in, both of us": a condition's clause runs to the sentence's end or a "but".
  condition: { from: /[.!?;\n]|\bbut\b|\bpero\b/g, to: /[.!?;\n]|\bbut\b|\bpero\b/g },
  // "last year 80 came, this year 40": a past time's clause is cut at commas and at a present time too.
  past: {
    from: /[.,!?;\n]|\bbut\b|\bpero\b|\b(?:this|este|esta) (?:year|time|ano|vez)\b|\bnow\b|\bahora\b/g,
    to: /[.,!?;\n]|\bbut\b|\bpero\b|\b(?:this|este|esta) (?:year|time|ano|vez)\b|\bnow\b|\bahora\b/g,
  },
  // "can a 10 year old come?": a question runs from the last stop (or ¿) to its question mark.
  question: { from: /[.!?;\n¿]/g, to: /[.!?\n]/g },
};

/** The last mark ending at or before `at` (0 when none). */
function lastEnd(marks: Span[], at: number): number {
  let lo = 0;
  let hi = marks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (marks[mid]!.end <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? 0 : marks[lo - 1]!.end;
}

/** The first mark starting at or after `at` (the text's length when none). */
function firstStart(marks: Span[], at: number, length: number): number {
  let lo = 0;
  let hi = marks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (marks[mid]!.start < at) lo = mid + 1;
    else hi = mid;
  }
  return lo === marks.length ? length : marks[lo]!.start;
}

const spans = (folded: string, re: RegExp): Span[] =>
  [...folded.matchAll(re)].map((x) => ({ start: x.index, end: x.index + x[0].length }));

function build(text: string): FigureText {
  const folded = yesUnlikeIf(text, foldKeepingIndexes(text));
  const marks = new Map<string, Span[]>();
  const marksOf = (kind: ClauseKind, side: 'from' | 'to') => {
    const key = `${kind}:${side}`;
    if (!marks.has(key)) marks.set(key, spans(folded, MARKS[kind][side]));
    return marks.get(key)!;
  };
  const clause = (kind: ClauseKind, m: Span): Span => ({
    start: lastEnd(marksOf(kind, 'from'), m.start),
    end: firstStart(marksOf(kind, 'to'), m.end, folded.length),
  });
  const tested = new Map<string, boolean>();
  return {
    text,
    folded,
    clause,
    clauseIs: (kind, m, test) => {
      const { start, end } = clause(kind, m);
      const key = `${kind}:${start}:${end}`;
      if (!tested.has(key)) tested.set(key, test(folded.slice(start, end)));
      return tested.get(key)!;
    },
  };
}

/**
 * "transporte sí nos haría falta": "sí" written with its accent is a yes, never the "si" of a condition; folded,
 * it is marked "ok" (as long, so every index stays in place).
 */
function yesUnlikeIf(text: string, folded: string): string {
  return folded.replace(/(?<!\p{L})si(?!\p{L})/gu, (w, at: number) =>
    /^s[íÍ]$/u.test(text.slice(at, at + 2)) ? 'ok' : w,
  );
}

let latest: FigureText | null = null;

/** The clauses of a text, kept for the latest text read (one message is read against every question in turn). */
export function figureText(text: string): FigureText {
  if (latest?.text !== text) latest = build(text);
  return latest;
}
