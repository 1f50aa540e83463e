import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { openingMessage } from '../engine';
import { readMessage } from '../reading/message';
import type { InterviewForm, InterviewState } from '../types';
import { clearOption, siblingSafe } from './look-back-readers';
import { runTurn } from './run';
import { form as formOf, q } from './test-kit';

const form = (questions: Question[], language: 'EN' | 'ES' = 'EN') => formOf(questions, { language });

const NOW = new Date('2027-03-10T10:00:00Z');
/** Plays the messages; returns what was stored at the end and the last state. */
function play(f: InterviewForm, messages: string[]) {
  let state: InterviewState = openingMessage(f).state;
  let collected: Record<string, unknown> = {};
  for (const message of messages) {
    const out = runTurn({ form: f, state, collected, message }, NOW);
    state = out.state;
    collected = out.collected;
  }
  return { collected, state };
}

const name = q(1, 'Your name?', 'text');
const company = q(1, 'Company name', 'text');
const contact = q(2, 'Contact person', 'text');
const room = q(3, 'Room type', 'select', { options: ['Shared studio', 'Meeting room', 'Private office'] });
const email = q(4, 'Email', 'email');

describe('an answer given before its question is asked (look-back)', () => {
  it.each([
    [
      'an option named in a sentence',
      'Orbit Labs here, we would love a meeting room for Fridays',
      'Meeting room',
    ],
    [
      'an option described by the lexicon',
      'Orbit Labs here, looking for a shared workspace',
      'Shared studio',
    ],
  ])('stores %s once the select comes up', (_, first, expected) => {
    const { collected } = play(form([company, contact, room, email]), [first, 'Marta Vidal']);
    expect(collected['Room type']).toBe(expected);
  });

  const language = q(2, 'Which language?', 'select', { options: ['Italian', 'French'] });
  const group = q(3, 'Which group?', 'select', {
    options: ['Group A', 'Group B', 'Group C'],
    help: 'Group A is for total beginners. Group C is for fluent speakers.',
  });
  it.each([
    ['described by the help', ['Sam Diaz here, we are total beginners', 'Italian'], 'Group A'],
    ['ruled out', ['Sam Diaz here, we are not total beginners', 'Italian'], undefined],
    [
      'said two ways in two messages',
      ['Sam Diaz here, total beginners', 'Italian, fluent speakers'],
      undefined,
    ],
  ])('an option %s before the select is asked', (_, messages, expected) => {
    const { collected } = play(form([name, language, group, email]), messages);
    expect(collected['Which group?']).toBe(expected);
  });

  const flowers = q(2, 'Which flowers?', 'select', { options: ['Roses', 'Tulips', 'Lilies'] });
  it.each([
    ['Hi, Rose Baker here, it is for my mum', undefined],
    ['Hi, Rose Baker here, roses for my mum', 'Roses'],
  ])('an option in a name is no answer, then or later: %s', (first, expected) => {
    const { collected } = play(form([name, flowers, email]), [first]);
    expect([collected['Your name?'], collected['Which flowers?']]).toEqual(['Rose Baker', expected]);
  });

  it('reads a figure in the unit the question asks, abbreviated ("18 ft" for feet)', () => {
    const length = q(2, 'Length of the van, in feet?', 'number');
    const { collected } = play(form([name, length, email]), ['Tom Reed, I drive an 18 ft box van']);
    expect(collected['Length of the van, in feet?']).toBe(18);
  });

  it.each([
    ["Kim here, my dog Rex is coming, he's 7 years old", 7],
    ["Kim here, I'm 5 minutes away with my dog", undefined],
    ['Kim here, 4 of us are coming with the dog', undefined],
  ])('an age is taken back only when said as one: %s', (first, expected) => {
    const age = q(3, "Dog's age in years?", 'number');
    const pet = q(2, "Dog's name?", 'text');
    const { collected } = play(form([name, pet, age, email]), [first, 'Rex']);
    expect(collected["Dog's age in years?"]).toBe(expected);
  });

  it('never takes back words that answered the asked question ("Ltd" for a select is no registration number)', () => {
    const kind = q(1, 'Business type', 'select', {
      key: 'kind',
      options: ['Sole trader', 'Limited company'],
    });
    const reg = q(2, 'Company registration no.', 'text', {
      showIf: { field: 'kind', op: 'equals', value: 'Limited company' },
    });
    const { collected } = play(form([kind, reg, email]), ['Ltd']);
    expect(collected).toEqual({ kind: 'Limited company' });
    expect(play(form([kind, reg, email]), ['Ltd', 'Ltd 09876543']).collected).toEqual({
      kind: 'Limited company',
      'Company registration no.': '09876543',
    });
  });

  it('never reads a yes or a no said to another question as an option', () => {
    const demo = q(3, 'Would you like a demo?', 'select', { options: ['Yes', 'No'] });
    const { collected } = play(form([name, q(2, 'Company', 'text'), demo, email]), [
      'Jo',
      'no wait, my name is Joanna',
      'Initech',
    ]);
    expect(collected['Would you like a demo?']).toBeUndefined();
  });

  it('takes a description in the other language for each of two selects ("my dog needs its vaccines")', () => {
    const especie = q(2, 'Especie', 'select', { options: ['Perro', 'Gato', 'Conejo'] });
    const motivo = q(3, 'Motivo', 'select', { options: ['Vacunas', 'Revisión', 'Urgencia'] });
    const tel = q(4, 'Teléfono', 'phone');
    const { collected } = play(form([q(1, 'Nombre', 'text'), especie, motivo, tel], 'ES'), [
      "Hi, I'm Laura and my dog needs a check-up",
    ]);
    expect(collected).toMatchObject({ Nombre: 'Laura', Especie: 'Perro', Motivo: 'Revisión' });
  });

  it('never gives one option to two selects that both offer it, unless the words name the question', () => {
    const places = ['Airport', 'City centre', 'Train station'];
    const from = q(2, 'Pick-up location', 'select', { options: places });
    const to = q(3, 'Drop-off location', 'select', { options: places });
    const kept = (text: string) => ({ msg: readMessage(text, 'EN', NOW), used: [] });
    const questions = [name, from, to];
    expect(siblingSafe(to, 'Airport', kept('I land at the airport'), questions)).toBe(false);
    expect(siblingSafe(to, 'Train station', kept('drop-off at the train station'), questions)).toBe(true);
    expect(siblingSafe(from, 'Train station', kept('drop-off at the train station'), questions)).toBe(false);
    expect(siblingSafe(room, 'Meeting room', kept('a meeting room'), [company, room])).toBe(true);
  });

  it('a name introduced in a long first message is taken when the name question would be asked again', () => {
    const pet = q(2, 'Nombre de la mascota', 'text');
    const { collected } = play(
      form(
        [q(1, 'Tu nombre', 'text'), pet, q(3, 'Motivo', 'select', { options: ['Vacunas', 'Urgencia'] })],
        'ES',
      ),
      ['Buenas, mi gata Nube no come desde ayer, es una urgencia. Me llamo Irene'],
    );
    expect(collected['Tu nombre']).toBe('Irene');
  });

  it('keeps only the last messages, and looks back for each question once', () => {
    const { state } = play(form([name, q(2, 'Notes', 'longtext'), email]), [
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
    ]);
    expect(state.earlier?.length).toBe(6);
    expect(new Set(state.lookedBack).size).toBe(state.lookedBack?.length);
  });
});

describe('clearOption: the one option a fragment names or describes', () => {
  const options = ['Hot desk', 'Dedicated desk', 'Private office'];
  it.each([
    ['we need a private office', 'Private office'],
    ['not a private office', null],
    ['a desk', null],
    ['see you on Monday', null],
  ])('%s → %s', (text, expected) => {
    expect(clearOption(options, text, [])).toBe(expected);
  });

  it.each([
    ['our rottweiler needs a bath', ['Small dog', 'Large dog', 'Cat'], 'Large dog'],
    ['pedimos un tinto para la cena', ['Vino', 'Cerveza', 'Refresco'], 'Vino'],
    ['team headshots for the website', ['Photography', 'Video', 'Drone'], 'Photography'],
    ['not a rottweiler, a cat', ['Small dog', 'Large dog', 'Cat'], 'Cat'],
  ])('reads a kind as its category: %s', (text, opts, expected) => {
    expect(clearOption(opts, text, [])).toBe(expected);
  });

  it('reads an option beside a generic one ("Other")', () => {
    expect(clearOption(['Dog', 'Cat', 'Other'], 'my cat is due her jabs', [])).toBe('Cat');
  });

  it('reads what the owner wrote about an option', () => {
    const levels = ['Level 1', 'Level 2', 'Level 3'];
    expect(clearOption(levels, 'total beginners', ['Level 1 is for total beginners.'])).toBe('Level 1');
  });
});
