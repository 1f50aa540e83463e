import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { findCorrection, findCorrectionCue } from './corrections';

const NOW = new Date('2026-11-24T10:00:00Z');
const name: Question = { order: 1, text: 'What is your name?', type: 'text', required: true };
const email: Question = { order: 2, text: 'What is your e-mail?', type: 'email', required: true };
const guests: Question = { order: 3, text: 'How many guests?', type: 'number', required: true };
const day: Question = { order: 4, text: 'Which day?', type: 'date', required: true };
const phone: Question = { order: 5, text: 'Phone?', type: 'phone', required: true };
const budget: Question = { order: 6, text: 'Budget in euros?', type: 'number', required: true };
const plan: Question = {
  order: 7,
  text: 'Plan?',
  type: 'select',
  required: true,
  options: ['Basic', 'Premium'],
};
const questions = [name, email, guests, day, phone, budget, plan];
const collected = {
  'What is your name?': 'Jon',
  'What is your e-mail?': 'jon@example.com',
  'How many guests?': 4,
  'Which day?': '2026-11-27',
};

const correct = (
  message: string,
  current: Question | null = phone,
  lastAnswered = 'Which day?',
  language: Language = 'EN',
) => {
  const c = findCorrection({ message, questions, collected, current, lastAnswered, language, now: NOW });
  return c ? [c.question.text, c.value] : null;
};

describe('findCorrectionCue', () => {
  it.each<[string, 'strong' | 'weak' | null]>([
    ['actually it is 5', 'weak'],
    ['sorry, my email is x@y.com', 'weak'],
    ['sorry, I meant John', 'strong'],
    ['no espera, mejor el 14', 'strong'],
    ['mejor el viernes', 'strong'],
    ['perdón, es Ana', 'weak'],
    ['en realidad somos 6', 'weak'],
    ['ay, espera, al final somos 30', 'weak'],
    ['quería decir Jonás', 'strong'],
    ['my phone is actually 600 123 456', 'weak'],
    ['the email is wrong, it is x@y.com', 'weak'],
    ['ugh I mean March 4', 'strong'],
    ['ok so scratch that, 12', 'strong'],
    ['oye, mejor te escribo en español', null],
    ['Ana', null],
    ['40 people', null],
  ])('%j → %s', (message, strength) => {
    expect(findCorrectionCue(message)?.strength ?? null).toBe(strength);
  });
});

describe('findCorrection: which answer a later message replaces', () => {
  it.each<[string, Question | null, (string | number)[] | null]>([
    // The question named.
    [
      'sorry, my email is actually jon.smith@example.com',
      phone,
      ['What is your e-mail?', 'jon.smith@example.com'],
    ],
    ['the email is wrong, it is jon.s@example.com', phone, ['What is your e-mail?', 'jon.s@example.com']],
    // The question whose type the value fits.
    ['actually make it 5 people', phone, ['How many guests?', 5]],
    ['wait, no, Saturday is better', phone, ['Which day?', '2026-11-28']],
    ['no espera, mejor el día 14', phone, ['Which day?', '2026-12-14']],
    ['oops, I meant jon.smith@example.com', phone, ['What is your e-mail?', 'jon.smith@example.com']],
    // The name named, while a question of another type is asked; "actually" is no part of the name.
    ['sorry, my name is actually John Smythe', day, ['What is your name?', 'John Smythe']],
    // A weak cue with a value that fits the open question answers that question instead.
    ['sorry, 5000', budget, null],
    ['en realidad somos 6', budget, ['How many guests?', 6]],
    // "6 people, not 4": the old value said back names the question.
    ['sorry, 6, not 4', budget, ['How many guests?', 6]],
    // Failing both, the question answered last, only with a strong cue.
    ['sorry, I meant John, not Jon', phone, ['What is your name?', 'John']],
    ['sorry, what was the question?', phone, null],
    ['Ana', phone, null],
  ])('%j (asking %o) → %j', (message, current, result) => {
    const last = result?.[0] === 'What is your name?' ? 'What is your name?' : 'Which day?';
    expect(correct(message, current, last)).toEqual(result);
  });
});
