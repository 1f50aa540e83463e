import { describe, expect, it } from 'vitest';
import { readText, textKind } from './names';
import { answerShape, doesNotFit, textAsk } from './text-fit';

const fits = (question: string, value: string) => !doesNotFit(value, question, textKind(question));

describe('what a short text question asks for', () => {
  it.each([
    ['Anything we should bring on the day?', 'free'],
    ['¿Qué quieres que ponga en la pancarta?', 'free'],
    ['Preferred day for the visit', 'when-or-measure'],
    ['Membership number', 'identifier'],
    ['Shipping address', 'identifier'],
    ['Your TikTok?', 'identifier'],
    ['Guitar model', 'identifier'],
    ['Name of your bakery or shop', 'company'],
    ['¿Nombre del estudio?', 'company'],
    ['Name of the rider', 'person'],
    ['¿Cómo se llama tu gata?', 'person'],
    ['Your position', 'job'],
    ['¿Cargo en la empresa?', 'company'],
    ['Which village are you in?', 'other'],
    ['¿En qué ciudad vives?', 'place'],
    ['Venue for the party', 'place'],
    ['Cat breed', 'attribute'],
    ['¿Color de la funda?', 'attribute'],
    ['Language you want to learn', 'attribute'],
    ['Title of your exhibition', 'other'],
  ])('%s → %s', (question, ask) => {
    expect(textAsk(question, textKind(question))).toBe(ask);
  });
});

describe('what a short answer is', () => {
  it.each([
    ['ummm', 'filler'],
    ['ehhh', 'filler'],
    ['jajaja', 'filler'],
    ['hmm buena pregunta', 'filler'],
    ['no estoy segura todavía', 'filler'],
    ['yep', 'yes-no'],
    ['nope', 'yes-no'],
    ['sip', 'yes-no'],
    ['n/a', 'none'],
    ['ninguno de momento', 'none'],
    ['right here', 'here'],
    ['por aquí', 'here'],
    ['the same as last time', 'here'],
    ['¿y eso para qué?', 'question'],
    ['why do you ask?', 'question'],
    ['around 7pm', 'time'],
    ['weekends mostly', null],
    ['saturday evening', 'time'],
    ['a las 8 y media', 'time'],
    ['por las tardes', 'time'],
    ['el mes que viene', 'time'],
    ['75', 'figure'],
    ['unos 30', 'figure'],
    ['an independent bookshop', 'description'],
    ['una tienda de bicis', 'description'],
    ['his', 'pronoun'],
    ['solo yo', 'pronoun'],
    // Values: none of these is set apart.
    ['Hazel Okafor', null],
    ['Mia', null],
    ['Ella', null],
    ['An Creagán', null],
    ['A&B Removals', null],
    ['Evening Star Café', null],
    ['Friday Night Social', null],
    ['Calle Mañana 5', null],
    ['Harbour Road 12', null],
    ['Sure Start Nursery', null],
    ['Well Street Dental', null],
    ['Este', null],
    ['border terrier', null],
    ['3 Kings Pub', null],
  ])('%s → %s', (value, shape) => {
    expect(answerShape(value)).toBe(shape);
  });
});

describe('an answer that clearly does not fit its question is not stored', () => {
  it.each([
    ['Which village are you in?', 'mmm', false],
    ['¿En qué barrio vives?', 'por las tardes', false],
    ['Town', 'around 7pm', false],
    ['Town', '2', false],
    ['Town', 'right here', false],
    ['Name of your bakery or shop', 'an independent bookshop', false],
    ['¿Nombre de tu negocio?', 'una tienda de bicis', false],
    ['Name of your bakery or shop', 'n/a', false],
    ['Name of your bakery or shop', 'solo yo', false],
    ['Cat breed', 'why do you ask?', false],
    ['Cat breed', '75', false],
    ['Cat breed', 'nope', false],
    ['Name of the rider', 'his', false],
    ['Your position', 'jajaja', false],
    ['Membership number', 'por aquí', false],
    ['Title of your exhibition', 'saturday evening', false],
    // What fits, or a kind that takes it.
    ['Which village are you in?', 'Little Snoring', true],
    ['Cat breed', 'a ragdoll', true],
    ['Guitar model', '335', true],
    ['Preferred day for the visit', 'saturday evening', true],
    ['Title of your exhibition', 'Why Birds Sing?', true],
    ['Title of your exhibition', 'nope', true],
    ['Do you have a favourite colour?', 'no', true],
    ['Anything we should bring on the day?', 'hmm', true],
    ['Anything we should bring on the day?', 'no', true],
    ['Name of your bakery or shop', 'Crumbs & Co', true],
    ['Name of your bakery or shop', 'a.k.a. Bakes', true],
    ['Name of the rider', 'Mia', true],
  ])('%s ← %s: fits %s', (question, value, fit) => {
    expect(fits(question, value)).toBe(fit);
  });

  it('reads such an answer as no value, with the usual reason', () => {
    expect(readText('hmm', 'name', 'Name of the rider')).toEqual({ kind: 'invalid', reason: 'name' });
    expect(readText('a las 9 de la noche', 'text', '¿En qué pueblo vives?')).toEqual({
      kind: 'invalid',
      reason: 'empty',
    });
    expect(readText('Villanueva del Río', 'text', '¿En qué pueblo vives?')).toEqual({
      kind: 'value',
      value: 'Villanueva del Río',
    });
  });
});

describe('a choice pointed at by what it is like ("the foresty one", "el de los fideos") answers no text question', () => {
  it.each<[string, string, boolean]>([
    ["Who's organising?", 'the foresty one with cedar & pine obviously', false],
    ['Name of the rider', 'the tall one', false],
    ['Guitar model', 'the cheaper ones', false],
    ['¿Marca del reloj?', 'el de la correa de cuero', false],
    ['¿Ciudad?', 'la que está más cerca', false],
    ['Anything we should bring on the day?', 'the blue one if you still have it', true],
    // Look-alikes: a name that holds "one", a title written with capitals, or the words are the value.
    ['Title of your exhibition', 'The Lonely Ones', true],
    ['Name of your bakery or shop', 'The Floury One', true],
    ["Who's organising?", 'Becca, the one getting married is my sister', true],
    ['¿Nombre del estudio?', 'La Que Faltaba Estudio', true],
    ['Cat breed', 'ragdoll', true],
  ])('%s ← %j fits: %s', (question, value, ok) => {
    expect(fits(question, value)).toBe(ok);
  });
});

describe('words that only point back ("eso", "that", "lo que te dije") answer no text question', () => {
  it.each<[string, string, boolean]>([
    ['Nacionalidad', 'eso', false],
    ['Nacionalidad', 'lo que te dije', false],
    ['Which village are you in?', 'that', false],
    ['Title of your exhibition', 'this', false],
    ['Anything else?', 'that', true],
    // Look-alikes: the pointing word is part of a value.
    ['Title of your exhibition', 'This Is Us', true],
    ['Nacionalidad', 'eso, brasileña', true],
    ['Which village are you in?', 'that one near Leeds, Otley', true],
  ])('%s ← %j fits: %s', (question, value, ok) => {
    expect(fits(question, value)).toBe(ok);
  });
});
