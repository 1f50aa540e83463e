import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import type { InterviewForm } from '../types';
import { form, playTurns, q } from './test-kit';

const NOW = new Date('2026-11-24T10:00:00Z');
const play = (f: InterviewForm, messages: string[]) => playTurns(f, messages, NOW);

const name = q(1, 'What is your name?', 'text');
const budget = q(2, 'What is your budget in euros?', 'number');
const email = q(3, 'What is your e-mail?', 'email');
const service = q(2, 'Which service?', 'select', { options: ['Web design', 'Branding'] });

describe('a clarification never blocks the rest', () => {
  it('parks it while the visitor answers other questions, then asks it again', () => {
    const outs = play(form([name, budget, email]), ['Ana', 'between 2 and 4k', 'ana@x.example', '3000']);
    expect(outs[1]!.clarify?.candidates).toEqual([2000, 4000]);
    expect(outs[2]!.collected['What is your e-mail?']).toBe('ana@x.example');
    expect(outs[2]!.reply).toContain('Between 2,000 and 4,000');
    expect(outs[3]!.collected['What is your budget in euros?']).toBe(3000);
    expect(outs[3]!.completed).toBe(true);
  });

  it('asks it twice at most, then offers the way out with it', () => {
    const outs = play(form([name, budget]), ['Ana', '40 or 50', 'hmm', 'dunno']);
    expect(outs[1]!.reply).toContain('40 or 50');
    expect(outs[2]!.reply).toContain('40 or 50');
    expect(outs[3]!.wayOut || outs[2]!.wayOut).toBe(true);
  });
});

describe('nothing that answers another question is a refusal or a note', () => {
  it('takes "let\'s say 12000" for the budget while a select is asked', () => {
    const outs = play(form([name, service, q(3, 'What is your budget in euros?', 'number')]), [
      'Ana',
      "let's say 12000",
      'Branding',
    ]);
    expect(outs[1]!.collected['What is your budget in euros?']).toBe(12000);
    expect(outs[1]!.invalid).toEqual([]);
    expect(outs[2]!.collected['Which service?']).toBe('Branding');
  });

  it.each<[string, string, string]>([
    ["let's say 12000 for the budget", 'EN', 'What is your budget in euros?'],
    ['the budget is about 8k, no idea about guests yet', 'EN', 'What is your budget in euros?'],
    ['de presupuesto unos 8.000 €', 'ES', 'What is your budget in euros?'],
  ])(
    '%j while the guests are asked: the budget noted, the guests asked again without a refusal',
    (said, language, key) => {
      const guests = q(1, language === 'ES' ? '¿Cuántos invitados?' : 'How many guests?', 'number');
      const f = form([guests, q(2, 'What is your budget in euros?', 'number')], {
        language: language as 'EN' | 'ES',
      });
      const [out] = play(f, [said]);
      expect(out!.collected[key]).toBeGreaterThan(1000);
      expect(out!.invalid).toEqual([]);
      expect(out!.reply).not.toMatch(/number|número|cifra|figure/i);
    },
  );

  it('answers to later questions in a row are not acknowledged with the same words', () => {
    const seats = q(4, 'How many seats?', 'number');
    const company = q(2, 'Company?', 'text');
    const f = form([name, company, q(3, 'Your e-mail?', 'email'), seats]);
    const outs = play(f, ['Grace', 'grace@lumen.example', 'Thirty seats.']);
    expect(outs[2]!.collected['How many seats?']).toBe(30);
    expect(outs[2]!.reply).not.toBe(outs[1]!.reply);
    expect(outs[2]!.reply).not.toMatch(/once more|again/i);
  });
});

describe('visitors questions and a request for a person', () => {
  it('answers from the knowledge, stores nothing and asks the pending question again', () => {
    const f = form([name, email], { knowledge: 'Closed on Sundays.' });
    const [out] = play(f, ['do you open on Sundays?']);
    expect(out!.collected).toEqual({});
    expect(out!.invalid).toEqual([]);
    expect(out!.visitorQuestions).toEqual([{ text: 'do you open on Sundays?', answered: true }]);
    expect(out!.reply).toBe('Closed on Sundays. What is your name?');
    expect(out!.reasked).toEqual([]);
  });

  it('says the team will see a question it cannot answer, and never takes it as declining', () => {
    const phone = q(2, 'And your phone?', 'phone');
    const outs = play(form([name, phone]), ['Ana', 'why do you need my phone?']);
    expect(outs[1]!.visitorQuestions).toEqual([{ text: 'why do you need my phone?', answered: false }]);
    expect(outs[1]!.skipped).toEqual([]);
    expect(outs[1]!.reply).toContain('the team will see your question');
    expect(outs[1]!.reply).toContain('And your phone?');
  });

  it('answers "why do you need …?" from the question’s help', () => {
    const phone = q(2, 'And your phone?', 'phone', { help: 'We call to confirm the booking.' });
    const outs = play(form([name, phone]), ['Ana', 'why do you need my phone?']);
    expect(outs[1]!.visitorQuestions[0]!.answered).toBe(true);
    expect(outs[1]!.reply).toBe('We call to confirm the booking. And your phone?');
  });

  it('tells the team when the visitor asks for a person', () => {
    const [out] = play(form([name]), ['can I talk to a real person?']);
    expect(out!.needsHuman).toBe(true);
    expect(out!.visitorQuestions).toEqual([]);
    expect(out!.reply).toContain('talk to a person');
  });
});

describe('corrections and typos', () => {
  it('asks about a likely typo in an e-mail, and takes a yes', () => {
    const outs = play(form([name, email]), ['Ana', 'ana@gmail.con', 'yes']);
    expect(outs[1]!.collected).toEqual({ 'What is your name?': 'Ana' });
    expect(outs[1]!.reply).toContain('ana@gmail.com');
    expect(outs[2]!.collected['What is your e-mail?']).toBe('ana@gmail.com');
  });

  it('takes an e-mail said again later as a correction of the e-mail, not as another answer', () => {
    const notes = q(4, 'Anything else?', 'text', { required: false });
    const outs = play(form([name, email, notes]), ['Ana', 'ana@work.example', 'ana@home.example']);
    expect(outs[2]!.corrected).toEqual(['What is your e-mail?']);
    expect(outs[2]!.collected['What is your e-mail?']).toBe('ana@home.example');
    expect(outs[2]!.collected['Anything else?']).toBeUndefined();
  });
});

describe('the same prompt is never sent three times in a row', () => {
  it('varies the third identical reply', () => {
    const outs = play(form([name]), ['hi', 'hi', 'hi', 'hi']);
    const replies = outs.map((o) => o.reply);
    for (let i = 2; i < replies.length; i++)
      expect(replies[i] === replies[i - 1] && replies[i] === replies[i - 2]).toBe(false);
  });
});

describe('one language per reply', () => {
  it('answers a Spanish visitor on an English form in Spanish only, the owner’s question as written', () => {
    const outs = play(form([name, q(2, 'How many people?', 'number')]), ['Hola, me llamo Carmen', 'no sé']);
    expect(outs[1]!.replyLanguage).toBe('ES');
    expect(outs[1]!.reply).toMatch(/^¡Uy! .*How many people\?$/);
    expect(outs[1]!.reply).not.toMatch(/\b(?:Oops|Could you|figure)\b/);
  });
});

describe('answers change without being replaced, and parked clarifications come back', () => {
  const extras = q(2, 'Which items?', 'multiselect', {
    options: ['Business cards', 'Envelopes', 'Stickers'],
  });
  const pickUp = q(2, 'Pick-up date', 'date');
  const dropOff = q(3, 'Drop-off date', 'date');
  it.each<[string, Question[], string[], Record<string, unknown>]>([
    [
      'adds to a multiselect',
      [name, extras, email],
      ['Ana', 'cards and stickers', 'oh and envelopes too'],
      { 'Which items?': ['Business cards', 'Envelopes', 'Stickers'] },
    ],
    [
      'takes from a multiselect',
      [name, extras, email],
      ['Ana', 'cards, envelopes and stickers', 'remove the envelopes'],
      { 'Which items?': ['Business cards', 'Stickers'] },
    ],
    [
      'gives a date to the question its words name, and settles the parked one later',
      [name, pickUp, dropOff, email],
      ['Ana', 'monday or tuesday', 'drop off the 30th', 'fine, monday'],
      { 'Pick-up date': '2026-11-30', 'Drop-off date': '2026-11-30' },
    ],
  ])('%s', (_, questions, messages, expected) => {
    const outs = play(form(questions), messages);
    const last = outs[outs.length - 1]!.collected;
    for (const [k, v] of Object.entries(expected)) expect(last[k]).toEqual(v);
  });
});

describe('the agenda across turns', () => {
  it.each<[string, Question[], string[], Record<string, unknown>]>([
    [
      'a parked pair of dates settled in a fragment that does not name the asked question',
      [q(1, '¿Qué día?', 'date'), q(2, '¿Tu correo?', 'email'), q(3, '¿Y un móvil?', 'phone')],
      ['el martes o el jueves', 'yoli@x.example', 'vale, el jueves seguro. Móvil 678 10 20 30'],
      { '¿Qué día?': '2026-11-26', '¿Y un móvil?': '678102030' },
    ],
    [
      'a parked range settled by a figure inside it while a date is asked',
      [q(1, '¿Cuánto pesa (kg)?', 'number'), q(2, '¿Qué día?', 'date')],
      ['entre 7 y 9 kilos', 'lo he pesado en la báscula: 8,4'],
      { '¿Cuánto pesa (kg)?': 8.4 },
    ],
    [
      'a yes/no answer and the select it shows, in one message',
      [
        q(1, '¿Ya terminaste?', 'yesno', { key: 'done' }),
        q(2, '¿En qué grado estás?', 'select', {
          options: ['Décimo', 'Once'],
          showIf: { field: 'done', op: 'equals', value: false },
        }),
      ],
      ['todavía no, estoy en once'],
      { done: false, '¿En qué grado estás?': 'Once' },
    ],
  ])('%s', (_, questions, messages, expected) => {
    const outs = play(form(questions, { language: 'ES' }), messages);
    expect(outs[outs.length - 1]!.collected).toMatchObject(expected);
  });
});
