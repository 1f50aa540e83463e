import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { openingMessage } from '../engine';
import type { InterviewForm, InterviewState } from '../types';
import { runTurn } from './run';

const NOW = new Date('2026-11-24T10:00:00Z');
const q = (order: number, text: string, type: Question['type']) =>
  ({ order, text, type, required: true }) as Question;
const form = {
  name: 'T',
  businessDescription: null,
  objective: null,
  welcomeMessage: 'Hi',
  goodbyeMessage: 'Bye',
  tone: 'FRIENDLY',
  language: 'EN',
  questions: [
    q(1, 'Name', 'text'),
    q(2, 'Email', 'email'),
    q(3, 'Phone', 'phone'),
    q(4, 'Date of birth', 'date'),
    q(5, 'Notes', 'text'),
  ],
} as InterviewForm;

function play(messages: string[]) {
  let state: InterviewState = openingMessage(form).state;
  let collected: Record<string, unknown> = {};
  for (const message of messages) {
    const out = runTurn({ form, state, collected, message }, NOW);
    state = out.state;
    collected = out.collected;
  }
  return collected;
}

describe('part edits: a part of a stored value changed, or a wrong value removed to ask again', () => {
  const start = ['Ana Ruiz', 'ana@example.com', '600 123 457', '12 April 1975'];
  it.each<[string, string, unknown]>([
    ['the phone is wrong, last digit is 6 not 7', 'Phone', '600123456'],
    ['hang on, last two digits are 75 not 57', 'Phone', '600123475'],
    ['sorry, I got the year of birth wrong: it is 1957', 'Date of birth', '1957-04-12'],
    ['sorry, example.co not example.com', 'Email', 'ana@example.co'],
    // The old spelling first, then the new one; the result must still be an address.
    ['uy, no es ana@example, es ana.r@example', 'Email', 'ana.r@example.com'],
    ['not example.com but exmple.com', 'Email', 'ana@exmple.com'],
    ['sorry, my phone number is wrong', 'Phone', undefined],
    ['que no, no lo voy a dar', 'Name', 'Ana Ruiz'],
  ])('%s → %s: %j', (message, question, value) => {
    expect(play([...start, message])[question]).toEqual(value);
  });
});

describe('part edits said in their own sentence leave the rest of the message to the other questions', () => {
  const start = ['Ana Lindquist', 'ana@example.com', '600 123 451'];
  it.each<[string, Record<string, unknown>]>([
    // A word of a name respelled; a letter spelled out beside it says nothing more.
    ['Sorry, my surname is Lindqvist, not Lindquist. Born 3 May 1990', { Name: 'Ana Lindqvist' }],
    ['perdón, es Lindqvist con q, no Lindquist', { Name: 'Ana Lindqvist' }],
    // A part of an address, however far from the old spelling.
    ['.se no .com, perdona', { Email: 'ana@example.se' }],
    // The last digit of the one phone, without naming it.
    ['perdona, acaba en 7, no en 1', { Phone: '600123457' }],
    ['oh and it ends in 9 not 1. born 3 May 1990', { Phone: '600123459', 'Date of birth': '1990-05-03' }],
    // The last digits, as many as said, with the old ones said back.
    ['no espera, el móvil acaba en 415 no en 451', { Phone: '600123415' }],
    ['sorry, it ends in 4151', { Phone: '600124151' }],
    // Look-alikes: the old ending is not the stored one, or its length differs: nothing changes.
    ['perdona, acaba en 415 no en 452', { Phone: '600123451' }],
    ['perdona, acaba en 41 no en 451', { Phone: '600123451' }],
  ])('%s', (message, want) => {
    expect(play([...start, message])).toMatchObject(want);
  });
});

it('a respelled word held by the name and the address alike changes neither (which one is meant is unclear)', () => {
  const got = play([
    'Ana Lindquist',
    'ana@lindquist.com',
    '600 123 451',
    'my surname is Lindqvist, not Lindquist',
  ]);
  expect(got).toMatchObject({ Name: 'Ana Lindquist', Email: 'ana@lindquist.com' });
});

describe('part edits: a year said in place of a stored date’s year', () => {
  const start = ['Ana Ruiz', 'ana@example.com', '600 123 457', '12 April 1975'];
  it.each<[string, string, unknown]>([
    ['oops, 1976 not 1975', 'Date of birth', '1976-04-12'],
    ['perdona, 1976, no 1975', 'Date of birth', '1976-04-12'],
    // Look-alikes: the old year is not the stored one's, or the figures are no years.
    ['oops, 1976 not 1974', 'Date of birth', '1975-04-12'],
    ['oops, 2026 not 2025', 'Date of birth', '1975-04-12'],
    ['sorry, 58 not 57', 'Date of birth', '1975-04-12'],
    ['sorry, 58 not 57', 'Phone', '600123458'],
  ])('%s → %s: %j', (message, question, value) => {
    expect(play([...start, message])[question]).toEqual(value);
  });
});
