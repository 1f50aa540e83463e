import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { readMessage } from '../reading/message';
import { assign } from './agenda';
import { correctedOption, labelledShortOption } from './select-readings';
import { q } from './test-kit';

describe('correctedOption: what a correction changes a select to', () => {
  const flyers = ['Flyers A5', 'Flyers A6', 'Carteles A3', 'Roll-up'];
  const colour = ['Colour', 'Black & grey', 'Blackwork'];
  it.each<[string[], string, string, string | null]>([
    [colour, 'Colour', 'hmm change that colour one to blackwork actually, more my vibe', 'Blackwork'],
    [flyers, 'Flyers A5', 'no no, es el A6, los pequeñitos', 'Flyers A6'],
    [flyers, 'Flyers A5', 'no, los flyers', null],
    [colour, 'Colour', 'colour is right', null],
  ])('%j (%s) %s → %s', (options, stored, said, value) =>
    expect(correctedOption(options, stored, said)).toBe(value),
  );
});

describe('a range option taken out of order by a figure its question names', () => {
  const name = q(0, "What's your name?", 'text');
  const size = q(1, 'How big is your team?', 'select', { options: ['1-10', '11-50', '51-200', '200+'] });
  it.each([
    ["Jordan Lee, we're a team of about 35", '11-50'],
    ['Jordan, we have 3 offices', undefined],
  ])('%s → %s', (message, option) => {
    const r = assign({
      msg: readMessage(message, 'EN', new Date('2027-01-04T10:00:00Z')),
      open: [name, size],
      asked: name,
    });
    expect(r.answers.find((a) => a.question === size)?.value).toBe(option);
  });
});

describe('a select value is stored only when its mention accounts for the reply', () => {
  const name = q(0, 'Your name?', 'text');
  const role = q(1, 'Are you the tenant or the landlord?', 'select', { options: ['Tenant', 'Landlord'] });
  const garment = q(2, 'Which item?', 'select', { options: ['Shirt', 'Dress', 'Skirt'] });
  const read = (message: string, asked: Question, open: Question[]) =>
    assign({ msg: readMessage(message, 'EN', new Date('2027-01-04T10:00:00Z')), open, asked });
  it.each<[string, string | undefined, Question, Question[], Question]>([
    // Asked: a list beside a thing no option holds, a ruled-out option.
    ['a dress and shoes for a party', undefined, garment, [garment], garment],
    ['not the skirt, something longer', undefined, garment, [garment], garment],
    ['a dress, for a party', 'Dress', garment, [garment], garment],
    // Not asked: someone else's role, a ruled-out one; the visitor's own role is taken.
    ["Dana Reyes, our landlord won't fix the boiler", undefined, name, [name, role], role],
    ['Dana Reyes, not the landlord', undefined, name, [name, role], role],
    ["Dana Reyes, I'm the landlord", 'Landlord', name, [name, role], role],
  ])('%s → %s', (message, option, asked, open, question) =>
    expect(read(message, asked, open).answers.find((a) => a.question === question)?.value).toBe(option),
  );
});

describe('an option described in a clause of its own, beside another open select; "none of us has it"', () => {
  const name = q(0, '¿Nombre y apellidos?', 'text');
  const level = q(1, '¿Nivel?', 'select', { options: ['A1', 'A2', 'B1'] });
  const slot = q(2, '¿Horario?', 'select', { options: ['Mañana', 'Tarde'] });
  const pair = q(3, '¿Nivel de tu pareja?', 'select', { options: ['Principiante', 'Intermedio'] });
  const title = q(4, '¿Qué titulación tenéis?', 'select', { options: ['Ninguna', 'Open Water', 'Advanced'] });
  const read = (message: string, open: Question[]) =>
    assign({ msg: readMessage(message, 'ES', new Date('2027-01-04T10:00:00Z')), open, asked: name });
  const value = (message: string, open: Question[], question: Question) =>
    read(message, open).answers.find((a) => a.question === question)?.value;
  it.each<[string, Question[], Question, string | undefined]>([
    ['hola, soy Elena Ruiz, empiezo de cero y solo puedo por las tardes', [name, level, slot], level, 'A1'],
    ['hola, soy Elena Ruiz, empiezo de cero y solo puedo por las tardes', [name, level, slot], slot, 'Tarde'],
    ['hola! somos 4, Marta Lozano, ninguno tiene el título todavía', [name, title], title, 'Ninguna'],
    // Two open selects both offering the afternoon: neither takes it; a clause meaning two levels; no denial.
    ['soy Elena Ruiz, empiezo de cero y solo puedo por las tardes', [name, level, pair], level, undefined],
    ['soy Elena Ruiz, empiezo de cero y solo puedo por las tardes', [name, level, pair], pair, undefined],
    [
      'soy Elena Ruiz, tengo el A1 y el A2 y solo puedo por las tardes',
      [name, level, slot],
      level,
      undefined,
    ],
    ['Marta Lozano, todos tenemos el título', [name, title], title, undefined],
  ])('%s (%j)', (message, open, question, expected) => {
    expect(value(message, open, question)).toBe(expected);
  });
});

describe('an option described ahead of its question, never None or Other', () => {
  const name = q(0, 'Your name?', 'text');
  const allergies = q(1, 'Any allergies?', 'text');
  const cert = q(2, 'Certification?', 'select', { options: ['None', 'Open Water', 'Advanced'] });
  const level = q(3, 'Sailing experience?', 'select', { options: ['Beginner', 'Intermediate', 'Racing'] });
  const gearbox = q(4, 'Manual or automatic?', 'select', { options: ['Manual', 'Automatic'] });
  const age = q(5, "Learner's age?", 'number');
  const read = (message: string, asked: Question, open: Question[], lang: 'EN' | 'ES' = 'EN') =>
    assign({ msg: readMessage(message, lang, new Date('2027-01-04T10:00:00Z')), open, asked });
  it.each<[string, string | undefined, Question, Question[], Question, ('EN' | 'ES')?]>([
    [
      'Priya Raman, booking for 3 of us and none of us has ever been on a sailboat',
      'Beginner',
      name,
      [name, level],
      level,
    ],
    [
      "for my son Felix Grant, he's 17 and wants a car without a clutch pedal",
      'Automatic',
      name,
      [name, age, gearbox],
      gearbox,
    ],
    // Words for nothing said about another question take no "None" ahead of its question.
    ['none, thanks. and we are two', undefined, allergies, [allergies, cert], cert],
    ['ninguna, gracias. somos dos', undefined, allergies, [allergies, cert], cert, 'ES'],
    ['Priya Raman, nobody told me about it', undefined, name, [name, cert], cert],
    [
      "for my son Felix Grant, he's 17 and wants a car with a clutch",
      'Manual',
      name,
      [name, age, gearbox],
      gearbox,
    ],
  ])('%s → %s', (message, option, asked, open, question, lang) =>
    expect(read(message, asked, open, lang).answers.find((a) => a.question === question)?.value).toBe(option),
  );
});

describe('a short option said beside a word of its question, ahead of it', () => {
  const sizes = ['S', 'M', 'L', 'XL'];
  const others = ['Which costume?', 'Pickup date?'];
  it.each<[string, string, string | null]>([
    ['Size?', 'size L', 'L'],
    ['Size?', 'size: XL', 'XL'],
    ['Size?', 'L size please', 'L'],
    ['¿Talla?', 'talla M', 'M'],
    ['¿Talla?', 'la talla S', 'S'],
    // Look-alikes: no label, two options, no option, a label of another question, another language's label.
    ['Size?', 'M', null],
    ['Size?', 'the L one', null],
    ['Size?', 'size L or XL', null],
    ['Size?', 'size doesn’t matter', null],
    ['Size?', 'size 10', null],
    ['¿Talla?', 'talla grande', null],
    ['Size?', 'pickup M', null],
  ])('%s %s → %s', (question, said, value) =>
    expect(labelledShortOption(sizes, question, others, said)).toBe(value),
  );
});
