import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One scripted visitor dialogue (format: test/interviewer-corpus/README.md). */
export interface Dialogue {
  id: string;
  tags: string[];
  now: string;
  form: {
    language: 'EN' | 'ES';
    tone: 'FORMAL' | 'CASUAL' | 'FRIENDLY';
    questions: {
      order: number;
      text: string;
      type: 'text' | 'email' | 'phone' | 'number' | 'select' | 'date';
      required: boolean;
      options?: string[];
    }[];
  };
  turns: string[];
  expect: {
    status: 'COMPLETED' | 'ACTIVE';
    collectedData: Record<string, unknown>;
    skipped?: string[];
    replyLanguage?: 'EN' | 'ES';
  };
}

export type Part = 'tuned' | 'held-out';

/** What the app ended with after a dialogue's turns. */
export interface Observed {
  status: string;
  collectedData: Record<string, unknown>;
  skipped: string[];
  replyLanguage: string | null;
  /** The exchange, for failure reports (never printed for the held-out part). */
  transcript: { role: string; content: string }[];
  /** A request that did not answer 200 (a dialogue must never hit one). */
  error?: string;
}

export interface FieldMiss {
  question: string;
  type: string;
  expected: unknown;
  got: unknown;
  /** A value was stored that differs from the expected one (or none was expected): the worst failure. */
  silent: boolean;
}

export interface DialogueResult {
  id: string;
  tags: string[];
  fieldsExpected: number;
  fieldsRight: number;
  misses: FieldMiss[];
  statusOk: boolean;
  skippedOk: boolean;
  languageOk: boolean;
  right: boolean;
  turns: number;
  questions: number;
  observed: Observed;
}

export interface PartReport {
  part: Part;
  dialogues: number;
  dialoguesRight: number;
  fieldsExpected: number;
  fieldsRight: number;
  silentlyWrong: number;
  silentlyWrongNumbers: number;
  turns: number;
  questions: number;
  results: DialogueResult[];
}

const HERE = new URL('.', import.meta.url).pathname;

/** Every dialogue of one part, from its `*.json` files, in file and array order. */
export function loadPart(part: Part): Dialogue[] {
  const dir = join(HERE, part);
  let files: string[];
  try {
    files = readdirSync(dir)
      // Round-three dialogues (tuned/round3-*) need the round-three runner and engine: left out until then.
      .filter((f) => f.endsWith('.json') && !f.startsWith('round3-'))
      .sort();
  } catch {
    return [];
  }
  return files.flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Dialogue[]);
}

// A number must be stored as a JSON number, a date as its `YYYY-MM-DD` string: types must match too.
const same = (a: unknown, b: unknown) =>
  typeof a === typeof b && (a === b || JSON.stringify(a) === JSON.stringify(b));

/** Compares what was stored with what the dialogue expects, field by field. */
export function scoreDialogue(d: Dialogue, observed: Observed): DialogueResult {
  const misses: FieldMiss[] = [];
  let fieldsExpected = 0;
  let fieldsRight = 0;
  for (const q of d.form.questions) {
    const expected = d.expect.collectedData[q.text];
    const got = observed.collectedData[q.text];
    if (expected === undefined && got === undefined) continue;
    fieldsExpected++;
    if (expected !== undefined && got !== undefined && same(expected, got)) fieldsRight++;
    else misses.push({ question: q.text, type: q.type, expected, got, silent: got !== undefined });
  }
  const statusOk = observed.status === d.expect.status && !observed.error;
  const skippedOk =
    d.expect.skipped === undefined ||
    [...d.expect.skipped].sort().join('\n') === [...observed.skipped].sort().join('\n');
  const languageOk =
    d.expect.replyLanguage === undefined || d.expect.replyLanguage === observed.replyLanguage;
  return {
    id: d.id,
    tags: d.tags,
    fieldsExpected,
    fieldsRight,
    misses,
    statusOk,
    skippedOk,
    languageOk,
    right: misses.length === 0 && statusOk && skippedOk && languageOk,
    turns: d.turns.length,
    questions: d.form.questions.length,
    observed,
  };
}

/** The totals of one part. */
export function summarise(part: Part, results: DialogueResult[]): PartReport {
  const sum = (f: (r: DialogueResult) => number) => results.reduce((n, r) => n + f(r), 0);
  return {
    part,
    dialogues: results.length,
    dialoguesRight: results.filter((r) => r.right).length,
    fieldsExpected: sum((r) => r.fieldsExpected),
    fieldsRight: sum((r) => r.fieldsRight),
    silentlyWrong: sum((r) => r.misses.filter((m) => m.silent).length),
    silentlyWrongNumbers: sum((r) => r.misses.filter((m) => m.silent && m.type === 'number').length),
    turns: sum((r) => r.turns),
    questions: sum((r) => r.questions),
    results,
  };
}

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);

/** The totals as printed: never a dialogue's content. */
export function formatTotals(r: PartReport, label: string = r.part): string {
  return [
    `${label}: ${r.dialogues} dialogues`,
    `  fields right / expected:     ${r.fieldsRight} / ${r.fieldsExpected} (${pct(r.fieldsRight, r.fieldsExpected)})`,
    `  dialogues wholly right:      ${r.dialoguesRight} / ${r.dialogues} (${pct(r.dialoguesRight, r.dialogues)})`,
    `  silently wrong values:       ${r.silentlyWrong} (numbers: ${r.silentlyWrongNumbers})`,
    `  visitor turns per question:  ${r.questions === 0 ? '—' : (r.turns / r.questions).toFixed(2)}`,
  ].join('\n');
}

/** Each failed dialogue of a part with what differed and the exchange (for the tuned part while developing). */
export function formatFailures(r: PartReport): string {
  return r.results
    .filter((x) => !x.right)
    .map((x) => {
      const lines = [`✗ ${x.id} [${x.tags.join(', ')}]`];
      for (const m of x.misses)
        lines.push(
          `    ${m.silent ? 'WRONG' : 'missing'} ${m.question}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.got)}`,
        );
      if (!x.statusOk)
        lines.push(`    status: ${x.observed.status}${x.observed.error ? ` (${x.observed.error})` : ''}`);
      if (!x.skippedOk) lines.push(`    skipped: ${JSON.stringify(x.observed.skipped)}`);
      if (!x.languageOk) lines.push(`    reply language: ${x.observed.replyLanguage}`);
      for (const m of x.observed.transcript)
        lines.push(`      ${m.role === 'VISITOR' ? '>' : '<'} ${m.content.replace(/\n+/g, ' ')}`);
      return lines.join('\n');
    })
    .join('\n');
}

/** Whether a part meets the bar: ≥ 98 % of fields, ≥ 90 % of dialogues, no silently wrong number. */
export function meetsBar(r: PartReport): boolean {
  return (
    r.dialogues > 0 &&
    r.fieldsRight >= 0.98 * r.fieldsExpected &&
    r.dialoguesRight >= 0.9 * r.dialogues &&
    r.silentlyWrongNumbers === 0
  );
}
