import { extractionRequest, type FakeLlmOptions } from '../helpers/fake-llm';
import type { Dialogue } from './corpus';

/** How the stand-in model behaves for one dialogue. */
export type AiMode = 'correct' | 'wrong' | 'malformed' | 'slow' | 'error';
const MODES: AiMode[] = ['correct', 'wrong', 'malformed', 'correct', 'wrong', 'slow', 'error'];

type Asked = NonNullable<ReturnType<typeof extractionRequest>>['questions'][number];

function shiftDate(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** A plausible wrong value: a figure from the message (one end of a range), another option, a made-up name. */
function wrongValue(q: Asked, expected: unknown, message: string): string {
  switch (q.type) {
    case 'number': {
      const figure = /\d+(?:[.,]\d+)?/.exec(message)?.[0];
      if (figure && Number(figure.replace(',', '.')) !== expected) return figure;
      return String(typeof expected === 'number' ? expected * 2 + 1 : 42);
    }
    case 'date':
      return typeof expected === 'string' ? shiftDate(expected, 3) : '2030-01-01';
    case 'email':
      return 'someone.else@example.com';
    case 'phone':
      return '+44 20 7946 0000';
    case 'select':
      return q.options.find((o) => o !== expected) ?? 'Nope';
    default:
      return /name|nombre|llam/i.test(q.text) ? 'John Doe' : 'Something the visitor never said';
  }
}

/**
 * The stand-in model's script: per dialogue a mode (correct, wrong, malformed, slow, error) in turn; its
 * proposals come from the dialogue's expected values (correct) or from plausible mistakes (wrong).
 */
export function aiDirector() {
  let mode: AiMode = 'correct';
  let expected: Record<string, unknown> = {};
  const options: FakeLlmOptions = {
    reply: (req) => {
      const extraction = extractionRequest(req);
      if (!extraction) return 'Noted.';
      if (mode === 'malformed') return 'Sure! Here it is: {q1: maybe';
      const message = extraction.latestMessage;
      const out: Record<string, string | null> = {};
      for (const q of extraction.questions) {
        const value = expected[q.text];
        if (mode === 'wrong') out[q.key] = wrongValue(q, value, message);
        else out[q.key] = value === undefined ? null : String(value);
      }
      return JSON.stringify(out);
    },
  };
  return {
    options,
    /** Picks the dialogue's mode. */
    dialogue(d: Dialogue, index: number) {
      mode = MODES[index % MODES.length]!;
      expected = d.expect.collectedData;
    },
    /** The slow and failing modes hit the first turn only (a provider hiccup), to keep the run short. */
    turn(i: number) {
      options.delayMs = mode === 'slow' && i === 0 ? 400 : 0;
      options.status = mode === 'error' && i === 0 ? 500 : 200;
    },
    get mode() {
      return mode;
    },
  };
}
