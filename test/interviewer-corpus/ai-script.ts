import { extractionRequest, type FakeLlmOptions, type FakeLlmRequest } from '../helpers/fake-llm';
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

/** The reply the interviewer asked the model to phrase (the built-in one, between « and »): a faithful phraser. */
function builtInReply(req: FakeLlmRequest): string {
  const user = JSON.stringify(req.body.messages ?? []);
  const m = /«(.*?)»/.exec(user);
  return m ? JSON.parse(`"${m[1]}"`) : 'Noted.';
}

/** A knowledge line holding one of the words the reply must mention (the stand-in reads the facts it is given). */
function factFor(req: FakeLlmRequest, mentions: string[] | undefined): string | null {
  const system = String(req.body.messages?.find((m) => m.role === 'system')?.content ?? '');
  const facts = system.split('\n');
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return facts.find((line) => (mentions ?? []).some((w) => fold(line).includes(fold(w)))) ?? null;
}

/**
 * The stand-in model's script: per dialogue a mode (correct, wrong, malformed, slow, error) in turn; its
 * proposals come from the dialogue's expected values (correct) or from plausible mistakes (wrong), with the
 * visitor's words as evidence and a confidence; its answers to visitors' questions come from the facts it is
 * given (correct) or are made up (wrong). It phrases replies as the built-in engine wrote them.
 */
export function aiDirector() {
  let mode: AiMode = 'correct';
  let dialogue: Dialogue | null = null;
  let turn = 0;
  const options: FakeLlmOptions = {
    reply: (req) => {
      if (req.body.stream === true) return builtInReply(req);
      const extraction = extractionRequest(req);
      if (!extraction) return 'Noted.';
      if (mode === 'malformed') return 'Sure! Here it is: {q1: maybe';
      const message = extraction.latestMessage;
      const expected = dialogue?.expect.collectedData ?? {};
      const values: Record<string, unknown> = {};
      for (const q of extraction.questions) {
        const value = expected[q.text];
        if (mode === 'wrong')
          values[q.key] = { value: wrongValue(q, value, message), evidence: null, confidence: 0.9 };
        else values[q.key] = value === undefined ? null : { value, evidence: null, confidence: 0.9 };
      }
      const asked = dialogue?.expect.visitorQuestions?.find((v) => v.turn === turn);
      const answers: Record<string, string | null> = {};
      for (const a of extraction.asks)
        answers[a.key] =
          mode === 'wrong'
            ? 'Yes, we are open every day, 24 hours, and everything is free.'
            : asked?.answered
              ? factFor(req, asked.mentions)
              : null;
      return JSON.stringify({ values, answers });
    },
  };
  return {
    options,
    /** Picks the dialogue's mode. */
    dialogue(d: Dialogue, index: number) {
      mode = MODES[index % MODES.length]!;
      dialogue = d;
    },
    /** The slow and failing modes hit the first turn only (a provider hiccup), to keep the run short. */
    turn(i: number) {
      turn = i;
      options.delayMs = mode === 'slow' && i === 0 ? 400 : 0;
      options.status = mode === 'error' && i === 0 ? 500 : 200;
    },
    get mode() {
      return mode;
    },
  };
}
