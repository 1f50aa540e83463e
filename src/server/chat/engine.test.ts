import { describe, expect, it } from 'vitest';
import type { Language, Tone } from '../../contract/enums';
import type { Question } from '../../contract/forms';
import { closedReply, initialState, openingMessage, runTurn } from './engine';
import type { InterviewForm, InterviewState, TurnOutcome } from './types';

const NOW = new Date('2025-03-10T12:00:00Z');
const TONES: Tone[] = ['FORMAL', 'CASUAL', 'FRIENDLY'];

function makeForm(questions: Question[], over: Partial<InterviewForm> = {}): InterviewForm {
  const es = over.language === 'ES';
  return {
    name: 'Test',
    businessDescription: null,
    objective: null,
    welcomeMessage: es ? '¡Hola! Unas preguntas rápidas.' : 'Hi! A few quick questions.',
    goodbyeMessage: es ? 'Gracias, te escribiremos pronto.' : 'Thanks, we will be in touch.',
    tone: 'FRIENDLY',
    language: 'EN',
    questions,
    ...over,
  };
}

/** Plays a conversation turn by turn, returning every outcome. */
function play(form: InterviewForm, messages: string[], proposed: Record<string, string | null>[] = []) {
  let state: InterviewState = openingMessage(form).state;
  let collected: Record<string, unknown> = {};
  const outcomes: TurnOutcome[] = [];
  messages.forEach((message, i) => {
    const out = runTurn({ form, state, collected, message, proposed: proposed[i] }, NOW);
    outcomes.push(out);
    state = out.state;
    collected = out.collected;
  });
  return outcomes;
}

const EN_QUESTIONS: Question[] = [
  { order: 1, text: 'What is your name?', type: 'text', required: true },
  { order: 2, text: 'What is your e-mail?', type: 'email', required: true },
  { order: 3, text: 'And your phone?', type: 'phone', required: true },
  { order: 4, text: 'How many guests?', type: 'number', required: true },
  { order: 5, text: 'Which date?', type: 'date', required: true },
  { order: 6, text: 'Which plan?', type: 'select', required: true, options: ['Basic', 'Pro', 'Premium'] },
  { order: 7, text: 'Anything else?', type: 'text', required: false },
];
const ES_QUESTIONS: Question[] = [
  { order: 1, text: '¿Cómo te llamas?', type: 'text', required: true },
  { order: 2, text: '¿Cuál es tu correo?', type: 'email', required: true },
  { order: 3, text: '¿Y tu teléfono?', type: 'phone', required: true },
  { order: 4, text: '¿Cuántas personas?', type: 'number', required: true },
  { order: 5, text: '¿Qué día?', type: 'date', required: true },
  {
    order: 6,
    text: '¿Qué plan?',
    type: 'select',
    required: true,
    options: ['Básico', 'Profesional', 'Empresa'],
  },
  { order: 7, text: '¿Algo más?', type: 'text', required: false },
];

const SCRIPTS: Record<Language, { questions: Question[]; turns: [string, unknown][] }> = {
  EN: {
    questions: EN_QUESTIONS,
    turns: [
      ["Hi, I'm Ana García", 'Ana García'],
      ['sure, it is Ana.Garcia@Example.COM', 'Ana.Garcia@example.com'],
      ['+1 (555) 123-4567', '+15551234567'],
      ['about 1,200', 1200],
      ['March 3rd, 2026', '2026-03-03'],
      ['the premium one please', 'Premium'],
      ['Parking for two cars.', 'Parking for two cars.'],
    ],
  },
  ES: {
    questions: ES_QUESTIONS,
    turns: [
      ['Me llamo Ana García', 'Ana García'],
      ['ana@Correo.ES', 'ana@correo.es'],
      ['600 12 34 56', '600123456'],
      ['unas 12,5', 12.5],
      ['el 3 de marzo de 2026', '2026-03-03'],
      ['la segunda', 'Profesional'],
      ['Nada más, gracias', undefined],
    ],
  },
};

describe('a scripted conversation, one turn per question', () => {
  for (const language of ['EN', 'ES'] as const) {
    for (const tone of TONES) {
      it(`${language} ${tone}`, () => {
        const { questions, turns } = SCRIPTS[language];
        const form = makeForm(questions, { language, tone });
        const opening = openingMessage(form);
        expect(opening.text).toBe(`${form.welcomeMessage}\n\n${questions[0]!.text}`);
        const outcomes = play(
          form,
          turns.map(([m]) => m),
        );
        outcomes.forEach((out, i) => {
          const q = questions[i]!;
          const expected = turns[i]![1];
          if (expected === undefined) expect(out.skipped).toEqual([q.text]);
          else expect(out.accepted).toEqual([q.text]);
          expect(out.invalid).toEqual([]);
          const next = questions[i + 1];
          expect(out.next?.text).toBe(next?.text);
          expect(out.completed).toBe(next === undefined);
          if (next) {
            expect(out.reply).toContain(next.text);
            expect(out.reply.startsWith(next.text)).toBe(false);
            expect(out.state.asking).toBe(next.text);
          } else {
            expect(out.reply).toBe(form.goodbyeMessage);
            expect(out.state.asking).toBeNull();
          }
        });
        const want = Object.fromEntries(
          turns.flatMap(([, v], i) => (v === undefined ? [] : [[questions[i]!.text, v]])),
        );
        expect(outcomes.at(-1)!.collected).toEqual(want);
      });
    }
  }
});

describe('one question of each type completes in one turn', () => {
  const cases: [Language, Question, string, unknown][] = [
    ['EN', { order: 0, text: 'Name?', type: 'text', required: true }, 'my name is Li Wei', 'Li Wei'],
    ['ES', { order: 0, text: '¿Nombre?', type: 'text', required: true }, 'soy Íñigo', 'Íñigo'],
    ['EN', { order: 0, text: 'E-mail?', type: 'email', required: true }, 'x@Y.Org', 'x@y.org'],
    [
      'ES',
      { order: 0, text: '¿Correo?', type: 'email', required: true },
      'es pepe@Mail.com',
      'pepe@mail.com',
    ],
    ['EN', { order: 0, text: 'Phone?', type: 'phone', required: true }, '555-123-4567', '5551234567'],
    [
      'ES',
      { order: 0, text: '¿Teléfono?', type: 'phone', required: true },
      '0034 600 12 34 56',
      '+34600123456',
    ],
    ['EN', { order: 0, text: 'Budget?', type: 'number', required: true }, '$2,500.75', 2500.75],
    ['ES', { order: 0, text: '¿Presupuesto?', type: 'number', required: true }, '2.500,75 €', 2500.75],
    ['EN', { order: 0, text: 'When?', type: 'date', required: true }, 'tomorrow', '2025-03-11'],
    ['ES', { order: 0, text: '¿Cuándo?', type: 'date', required: true }, '24/12/2025', '2025-12-24'],
    [
      'EN',
      { order: 0, text: 'Size?', type: 'select', required: true, options: ['Small', 'Large'] },
      'large',
      'Large',
    ],
    [
      'ES',
      { order: 0, text: '¿Talla?', type: 'select', required: true, options: ['Pequeña', 'Grande'] },
      'pequena',
      'Pequeña',
    ],
  ];
  it.each(cases)('%s %j', (language, question, message, value) => {
    const form = makeForm([question], { language });
    const [out] = play(form, [message]);
    expect(out!.completed).toBe(true);
    expect(out!.collected).toEqual({ [question.text]: value });
    expect(out!.reply).toBe(form.goodbyeMessage);
  });
});

describe('turns', () => {
  const form = makeForm(EN_QUESTIONS.slice(0, 3));

  it('answers several questions in one message and moves on', () => {
    const [out] = play(form, ['Soy Ana, ana@x.com, tel +34 600 123 456']);
    expect(out!.completed).toBe(true);
    expect(out!.collected).toEqual({
      'What is your name?': 'Ana',
      'What is your e-mail?': 'ana@x.com',
      'And your phone?': '+34600123456',
    });
    expect(out!.reply).toBe(form.goodbyeMessage);
  });

  it('re-asks after an invalid answer with the reason, counting the attempt', () => {
    const [, bad, again] = play(form, ['Bob', 'not an email', 'bob@example']);
    expect(bad!.invalid).toEqual([
      { question: 'What is your e-mail?', reason: "That doesn't look like a valid e-mail address." },
    ]);
    expect(bad!.reply).toBe(
      "Oops! That doesn't look like a valid e-mail address. Could you write an address like name@example.com? What is your e-mail?",
    );
    expect(bad!.collected).toEqual({ 'What is your name?': 'Bob' });
    expect(bad!.state.attempts).toEqual({ 'What is your e-mail?': 1 });
    expect(again!.state.attempts).toEqual({ 'What is your e-mail?': 2 });
    expect(again!.next?.text).toBe('What is your e-mail?');
  });

  it('re-asks in Spanish with usted when FORMAL and tú otherwise', () => {
    const qs: Question[] = [{ order: 0, text: '¿Empresa?', type: 'text', required: false }];
    const formal = openingMessage(makeForm(qs, { language: 'ES', tone: 'FORMAL' })).text;
    const casual = openingMessage(makeForm(qs, { language: 'ES', tone: 'CASUAL' })).text;
    expect(formal).toContain('(opcional: puede decir «saltar»)');
    expect(casual).toContain('(opcional: puedes decir «saltar»)');
    const [bad] = play(makeForm([ES_QUESTIONS[1]!], { language: 'ES', tone: 'FORMAL' }), [
      'pepe arroba gmail',
    ]);
    expect(bad!.reply).toBe(
      'Disculpe. Ese correo electrónico no parece válido. Por favor, escriba una dirección como nombre@ejemplo.com. ¿Cuál es tu correo?',
    );
  });

  it('skips an optional question that is declined and completes', () => {
    const f = makeForm([EN_QUESTIONS[0]!, { order: 2, text: 'Company?', type: 'text', required: false }]);
    const [first, second] = play(f, ['Ana', "I'd rather not say"]);
    expect(first!.reply).toContain('Company? (optional — you can say skip)');
    expect(first!.completed).toBe(false);
    expect(second!.skipped).toEqual(['Company?']);
    expect(second!.state.skipped).toEqual(['Company?']);
    expect(second!.completed).toBe(true);
    expect(second!.collected).toEqual({ 'What is your name?': 'Ana' });
  });

  it('asks every optional question once before completing', () => {
    const f = makeForm([
      { order: 1, text: 'Notes?', type: 'text', required: false },
      { order: 2, text: 'E-mail?', type: 'email', required: true },
    ]);
    const [out] = play(f, ['me@x.io']);
    expect(out!.collected).toEqual({ 'E-mail?': 'me@x.io' });
    expect(out!.completed).toBe(false);
    expect(out!.next?.text).toBe('Notes?');
    const [, done] = play(f, ['me@x.io', 'skip']);
    expect(done!.completed).toBe(true);
  });

  it('acknowledges a skip without an answer', () => {
    const f = makeForm([
      { order: 1, text: 'Company?', type: 'text', required: false },
      { order: 2, text: 'Role?', type: 'text', required: true },
    ]);
    const [out] = play(f, ['skip']);
    expect(out!.reply).toBe('No problem at all! Role?');
  });

  it('replies to a greeting-only first message with a greeting and the question, storing nothing', () => {
    for (const [language, hello] of [
      ['EN', 'hi'],
      ['ES', '¡Hola!'],
    ] as const) {
      const f = makeForm(language === 'ES' ? ES_QUESTIONS : EN_QUESTIONS, { language, tone: 'CASUAL' });
      const [out] = play(f, [hello]);
      expect(out!.collected).toEqual({});
      expect(out!.accepted).toEqual([]);
      expect(out!.invalid).toEqual([]);
      expect(out!.reply).toBe(language === 'ES' ? '¡Hola! ¿Cómo te llamas?' : 'Hey! What is your name?');
      expect(out!.state.asking).toBe(f.questions[0]!.text);
    }
  });

  it('keeps the goodbye message exactly when complete', () => {
    const f = makeForm([EN_QUESTIONS[0]!], { goodbyeMessage: 'Bye <3' });
    expect(play(f, ['Zoe'])[0]!.reply).toBe('Bye <3');
  });

  it('varies the acknowledgement deterministically', () => {
    const replies = play(form, ['Ana', 'ana@x.com']).map((o) => o.reply);
    expect(replies[0]).not.toBe(replies[1]?.replace('And your phone?', 'What is your e-mail?'));
    expect(play(form, ['Ana'])[0]!.reply).toBe(replies[0]);
  });
});

describe('proposed values', () => {
  const form = makeForm(EN_QUESTIONS.slice(0, 3));
  const state = () => initialState(form);

  it('are validated: an invalid proposed e-mail and a phone the visitor never gave are rejected', () => {
    const out = runTurn({
      form,
      state: state(),
      collected: {},
      message: 'Ana',
      proposed: { 'What is your e-mail?': 'ana@nowhere', 'And your phone?': '+34 611 22 33 44' },
    });
    expect(out.collected).toEqual({ 'What is your name?': 'Ana' });
    expect(out.accepted).toEqual(['What is your name?']);
    expect(out.next?.text).toBe('What is your e-mail?');
  });

  it('are kept only when made of the visitor’s words, and never over a clarification', () => {
    const guests: Question = { order: 1, text: 'How many guests?', type: 'number', required: true };
    const f = makeForm([guests]);
    const grounded = runTurn(
      {
        form: f,
        state: initialState(f),
        collected: {},
        message: 'forty-ish, call it forty two',
        proposed: { 'How many guests?': '42' },
      },
      NOW,
    );
    expect(grounded.collected).toEqual({ 'How many guests?': 42 });
    const ranged = runTurn(
      {
        form: f,
        state: initialState(f),
        collected: {},
        message: 'between 40 and 50',
        proposed: { 'How many guests?': '45' },
      },
      NOW,
    );
    expect(ranged.collected).toEqual({});
    expect(ranged.clarify).toEqual({
      question: 'How many guests?',
      candidates: [40, 50],
      range: true,
      asked: 1,
    });
  });

  it('ignore unknown questions, empty values and questions already answered', () => {
    const out = runTurn({
      form,
      state: { asking: 'What is your e-mail?', attempts: {}, skipped: [] },
      collected: { 'What is your name?': 'Ana' },
      message: 'ana@x.com',
      proposed: {
        'What is your name?': 'Bob',
        'Who?': 'x',
        'And your phone?': '  ',
        'What is your e-mail?': null,
      },
    });
    expect(out.collected).toEqual({ 'What is your name?': 'Ana', 'What is your e-mail?': 'ana@x.com' });
  });

  it('can fix what the engine could not read, clearing the invalid answer', () => {
    const out = runTurn({
      form,
      state: { asking: 'What is your e-mail?', attempts: {}, skipped: [] },
      collected: { 'What is your name?': 'Ana' },
      message: 'ana at example dot com',
      proposed: { 'What is your e-mail?': 'ana@example.com' },
    });
    expect(out.invalid).toEqual([]);
    expect(out.collected['What is your e-mail?']).toBe('ana@example.com');
    expect(out.state.attempts).toEqual({});
  });
});

describe('robustness', () => {
  const form = makeForm([...EN_QUESTIONS]);
  const nasty = [
    '',
    '   ',
    'x'.repeat(5000),
    `${'1 '.repeat(2500)}`,
    `${'a@'.repeat(2500)}`,
    '+'.repeat(5000),
    '🎉🎉🎉',
    '<script>alert(1)</script>',
    "Robert'); DROP TABLE students;--",
    '\u0000\uE000\uFFFF',
    '\ud83d',
    '9'.repeat(400),
    '1.2.3.4.5.6.7.8.9.0'.repeat(200),
  ];
  it.each(nasty.map((m) => [m.slice(0, 30), m]))('never throws on %j', (_, message) => {
    for (const f of [form, makeForm([...ES_QUESTIONS], { language: 'ES', tone: 'FORMAL' })]) {
      const out = runTurn({ form: f, state: initialState(f), collected: {}, message }, NOW);
      expect(typeof out.reply).toBe('string');
      expect(out.reply.length).toBeGreaterThan(0);
    }
  });

  it('survives a malformed stored state', () => {
    const out = runTurn({
      form,
      state: null as unknown as InterviewState,
      collected: null as unknown as Record<string, unknown>,
      message: 'Ana',
    });
    expect(out.collected).toEqual({ 'What is your name?': 'Ana' });
  });

  it('does not ask file questions in chat', () => {
    const f = makeForm([
      { order: 1, text: 'CV?', type: 'file', required: true, fileCategory: 'document' },
      { order: 2, text: 'Name?', type: 'text', required: true },
    ]);
    expect(openingMessage(f).text).toContain('Name?');
    expect(play(f, ['Ana'])[0]!.completed).toBe(true);
  });
});

describe('closedReply', () => {
  it('is short and in the form language and tone', () => {
    expect(closedReply(makeForm(EN_QUESTIONS))).toBe('This conversation is already complete. Thank you!');
    for (const tone of TONES) {
      expect(closedReply(makeForm(ES_QUESTIONS, { language: 'ES', tone }))).toMatch(/conversación/);
      expect(closedReply(makeForm(EN_QUESTIONS, { tone }))).toMatch(/conversation|done/);
    }
  });
});
