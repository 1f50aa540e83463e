import { describe, expect, it } from 'vitest';
import { type ClauseKind, figureText } from './figure-clauses';
import { findNumberMentions } from './number-mentions';
import { foldKeepingIndexes, type Span } from './text';

// The clauses are found once per text and looked up per figure; each lookup must give what scanning the text
// again around that figure gives (the way figure-roles.ts read clauses before).
const MARKS: Record<ClauseKind, { from: RegExp; to: RegExp }> = {
  condition: { from: /[.!?;\n]|\bbut\b|\bpero\b/g, to: /[.!?;\n]|\bbut\b|\bpero\b/ },
  past: {
    from: /[.,!?;\n]|\bbut\b|\bpero\b|\b(?:this|este|esta) (?:year|time|ano|vez)\b|\bnow\b|\bahora\b/g,
    to: /[.,!?;\n]|\bbut\b|\bpero\b|\b(?:this|este|esta) (?:year|time|ano|vez)\b|\bnow\b|\bahora\b/,
  },
  question: { from: /[.!?;\n¿]/g, to: /[.!?\n]/ },
};

/** The clause around a figure, scanning the text on each side of it. */
function scanned(kind: ClauseKind, text: string, m: Span): Span {
  const folded = foldKeepingIndexes(text);
  const from = Math.max(
    0,
    ...[...folded.slice(0, m.start).matchAll(MARKS[kind].from)].map((x) => x.index + x[0].length),
  );
  const stop = folded.slice(m.end).search(MARKS[kind].to);
  return { start: from, end: stop < 0 ? folded.length : m.end + stop };
}

describe('figureText: clauses found once, looked up per figure', () => {
  it.each([
    // Figures beside the marks of each kind.
    'if my brother comes, 5. Otherwise 4',
    'we are 40 but only 15 will come',
    'last year 80 came, this year 40',
    'el año pasado fuimos 30, ahora 25',
    'can a 10 year old come? we are 4',
    '¿caben 8? somos 8 pero quizás 9',
    'about 2.5 hours; 3 people, now 4',
    'somos 12, pero 2 no vienen',
    // No mark at all, or marks only at the edges.
    '1 2 3 4 5 6',
    '5.',
    '?7',
    'one, two, 3 and 4!',
    'this year 3',
    'butt 4 nowhere 5 pero5',
  ])('%j', (text) => {
    const t = figureText(text);
    for (const m of findNumberMentions(text, 'EN'))
      for (const kind of ['condition', 'past', 'question'] as const)
        expect(t.clause(kind, m)).toEqual(scanned(kind, text, m));
  });

  it('reads a message of thousands of figures at once (each clause tested once)', () => {
    const text = '1 '.repeat(3000);
    const t = figureText(text);
    let tests = 0;
    for (const m of findNumberMentions(text, 'EN'))
      t.clauseIs('condition', m, () => {
        tests++;
        return false;
      });
    expect(tests).toBe(1);
  });

  it('keeps the latest text only, and builds it again for another', () => {
    expect(figureText('a 4').folded).toBe('a 4');
    expect(figureText('Á 4').folded).toBe('a 4');
  });
});

describe('foldKeepingIndexes: plain ASCII folded at once, the rest letter by letter', () => {
  it.each([
    ['We ARE 40, But 2 Stay Home', 'we are 40, but 2 stay home'],
    ['tab\there\nnew line', 'tab\there\nnew line'],
    // Not plain ASCII: accents, curly quotes and controls keep the slow path, index for index.
    ['Somos ÁLVARO y Íñigo', 'somos alvaro y inigo'],
    ['it’s “fine”', 'it\'s "fine"'],
    ['\u0000A', '\u0000a'],
    ['İ', 'i'],
  ])('%j → %j', (text, folded) => {
    expect(foldKeepingIndexes(text)).toBe(folded);
    expect(foldKeepingIndexes(text).length).toBe(text.length);
  });
});
