import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { openingMessage } from '../engine';
import type { InterviewForm, InterviewState } from '../types';
import { runTurn } from './run';
import { form as formOf, q } from './test-kit';

const NOW = new Date('2027-03-10T10:00:00Z');

/** Plays the messages on a form; returns what was stored at the end. */
function play(questions: Question[], messages: string[], language: 'EN' | 'ES' = 'EN') {
  const f: InterviewForm = formOf(questions, { language });
  let state: InterviewState = openingMessage(f).state;
  let collected: Record<string, unknown> = {};
  for (const message of messages) {
    const out = runTurn({ form: f, state, collected, message }, NOW);
    state = out.state;
    collected = out.collected;
  }
  return collected;
}

const name = q(1, 'Your name?', 'text');
const nombre = q(1, '¿Nombre?', 'text');
const email = q(9, 'Email', 'email');
const elo = q(2, 'Your Elo rating?', 'number');
const people = q(2, 'How many people?', 'number');
const personas = q(2, '¿Cuántas personas?', 'number');
const property = q(2, 'Property type', 'select', { options: ['Flat', 'House', 'Office'] });
const floor = q(3, 'Floor number', 'number');
const band = q(1, 'Band or artist name?', 'text');
const hours = q(2, 'How many hours of studio time?', 'number');
const musicians = q(3, 'How many musicians will be recording?', 'number');
const bikes = q(2, 'How many bikes?', 'number');
const peak = q(3, 'Your peak rating?', 'number');

describe('a figure said before its number question was asked (look-back)', () => {
  it.each<[string, Question[], string[], string, number, ('EN' | 'ES')?]>([
    [
      'the question’s word in another form',
      [name, elo, email],
      ["sorry, I'm Viktor Hale, rated about 1450"],
      'Your Elo rating?',
      1450,
    ],
    [
      'a floor said with its word',
      [property, floor, email],
      ['a flat on the ground floor'],
      'Floor number',
      0,
    ],
    [
      'the writer’s group, with a yes written “sí” after it',
      [nombre, personas, email],
      ['Hola, soy Aitor. Seríamos 8 y ninguno tiene coche, así que transporte sí nos haría falta'],
      '¿Cuántas personas?',
      8,
      'ES',
    ],
    [
      '“of us” for people who do something',
      [band, hours, musicians, email],
      ["we're Paper Lanterns, 4 of us, we'd need the live room", 'probably 8 hours'],
      'How many musicians will be recording?',
      4,
    ],
  ])('takes %s', (_, questions, messages, key, value, language) => {
    expect(play(questions, messages, language)[key]).toBe(value);
  });

  it.each<[string, Question[], string[], string, ('EN' | 'ES')?]>([
    [
      'a figure in another clause than the word',
      [name, elo, email],
      ["I'm Tom. Rating unknown, played 3 tournaments"],
      'Your Elo rating?',
    ],
    [
      'a list that cannot be counted',
      [name, people, email],
      ["I'm Ana, me and our 2 kids who are 5 and 7"],
      'How many people?',
    ],
    [
      'a figure under a condition',
      [name, people, email],
      ["I'm Ana, if my sister comes we'd be 5"],
      'How many people?',
    ],
    [
      'a figure of another time',
      [name, people, email],
      ["I'm Ana. Last year we were 30"],
      'How many people?',
    ],
    [
      'a condition with “si” unaccented',
      [nombre, personas, email],
      ['Soy Ana, si viene mi hermano seríamos 5'],
      '¿Cuántas personas?',
      'ES',
    ],
    [
      'a figure far from the question’s word',
      [name, elo, email],
      ["I'm Tom, the rating thing confuses me. I have 3 kids"],
      'Your Elo rating?',
    ],
    [
      'two figures for the word',
      [name, elo, email],
      ["I'm Tom, rated 1450 online and 1500 over the board"],
      'Your Elo rating?',
    ],
    [
      'words two number questions share',
      [name, elo, peak, email],
      ["I'm Viktor, rated about 1450"],
      'Your Elo rating?',
    ],
    [
      'a group of people for a count of things',
      [name, bikes, email],
      ["I'm Ana, 4 of us"],
      'How many bikes?',
    ],
    ['a figure with no tie at all', [name, people, email], ["I'm Ana, 12 Elm Road"], 'How many people?'],
  ])('leaves %s', (_, questions, messages, key, language) => {
    expect(play(questions, messages, language)[key]).toBeUndefined();
  });
});
