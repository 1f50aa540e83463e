import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { refusalText } from '../phrasing/reply';
import { readMessage } from '../reading/message';
import { assign } from './agenda';
import { questionMaker } from './test-kit';

const NOW = new Date('2025-03-10T12:00:00Z');
const q = questionMaker();

/** Runs extraction with the first pending question (or `asking`) being asked; returns plain results. */
function extract(message: string, pending: Question[], language: Language = 'EN', asking = pending[0]) {
  const ex = assign({ msg: readMessage(message, language, NOW), open: pending, asked: asking ?? null });
  return {
    answers: Object.fromEntries(ex.answers.map((a) => [a.question.text, a.value])),
    invalid: Object.fromEntries(
      ex.invalid.map((i) => [i.question.text, refusalText(i.key, i.question, language)]),
    ),
    skipped: ex.skipped.map((s) => s.text),
    greeting: ex.greeting,
  };
}

const nombre = q('¿Cómo te llamas?', 'text');
const correo = q('¿Cuál es tu correo?', 'email');
const telefono = q('¿Tu teléfono?', 'phone');
const name = q('What is your name?', 'text');
const email = q('What is your e-mail?', 'email');
const phone = q('Your phone number?', 'phone');

describe('several answers in one message', () => {
  it('takes name, e-mail and phone at once (ES)', () => {
    expect(
      extract('Soy Ana García, ana@Example.com, tel +34 600 123 456', [nombre, correo, telefono], 'ES'),
    ).toEqual({
      answers: {
        '¿Cómo te llamas?': 'Ana García',
        '¿Cuál es tu correo?': 'ana@example.com',
        '¿Tu teléfono?': '+34600123456',
      },
      invalid: {},
      skipped: [],
      greeting: false,
    });
  });

  it('takes name, e-mail and phone joined by words (EN)', () => {
    const r = extract('hi! my name is Bob Smith and my email is Bob@Mail.COM, phone (555) 123-4567', [
      name,
      email,
      phone,
    ]);
    expect(r.answers).toEqual({
      'What is your name?': 'Bob Smith',
      'What is your e-mail?': 'Bob@mail.com',
      'Your phone number?': '5551234567',
    });
  });

  it('takes "me llamo … y mi correo es …"', () => {
    const r = extract(
      'Me llamo Lucía Pérez y mi correo es lucia@correo.es',
      [nombre, correo, telefono],
      'ES',
    );
    expect(r.answers).toEqual({
      '¿Cómo te llamas?': 'Lucía Pérez',
      '¿Cuál es tu correo?': 'lucia@correo.es',
    });
  });

  it('takes an explicit date and a stand-alone option for later questions', () => {
    const need = q('What do you need?', 'text');
    const when = q('When should it start?', 'date');
    const plan = q('Which plan?', 'select', { options: ['Basic', 'Pro'] });
    const r = extract('A shop for my bakery, Pro plan, starting March 3, 2025', [need, when, plan]);
    expect(r.answers).toEqual({
      'What do you need?': 'A shop for my bakery',
      'When should it start?': '2025-03-03',
      'Which plan?': 'Pro',
    });
  });

  it('keeps a value that is part of the sentence inside the text answer', () => {
    const need = q('What do you need?', 'text');
    const when = q('Deadline?', 'date');
    const r = extract('I need the site before 2025-05-01', [need, when]);
    expect(r.answers).toEqual({
      'What do you need?': 'I need the site before 2025-05-01',
      'Deadline?': '2025-05-01',
    });
  });
});

describe('the question being asked keeps its answer', () => {
  const age = q('How old are you?', 'number');
  const tel = q('Phone?', 'phone');
  it('a number being asked takes "25" before a later phone question', () => {
    expect(extract('25', [age, tel]).answers).toEqual({ 'How old are you?': 25 });
  });
  it('a long number still answers the number being asked when it is the only one', () => {
    expect(extract('600123456', [age, tel]).answers).toEqual({ 'How old are you?': 600123456 });
  });
  it('the number takes the small value and the phone the phone', () => {
    expect(extract("I'm 34, phone +34 600 123 456", [age, tel]).answers).toEqual({
      'How old are you?': 34,
      'Phone?': '+34600123456',
    });
  });
  it('a text question being asked is not robbed by a select option', () => {
    const need = q('What do you need?', 'text');
    const kind = q('Kind?', 'select', { options: ['Web', 'App'] });
    expect(extract('Web', [need, kind]).answers).toEqual({ 'What do you need?': 'Web' });
  });
  it('short numbers and ambiguous dates are never taken for a question not being asked', () => {
    // The name keeps only the name; the rest waits for its own question.
    const r = extract('Ana, 25, 03/04/2025, 6001234', [name, age, q('Date?', 'date'), tel]);
    expect(r.answers).toEqual({ 'What is your name?': 'Ana' });
  });
});

describe('greetings and declines', () => {
  it.each(['hola', 'Hi!', 'buenas', 'Buenas tardes 👋', 'hello there', 'holaaa', 'hey, ¿qué tal?'])(
    '%j answers nothing',
    (msg) => {
      expect(extract(msg, [nombre, correo], 'ES')).toEqual({
        answers: {},
        invalid: {},
        skipped: [],
        greeting: true,
      });
    },
  );
  it('a greeting before an answer is dropped', () => {
    expect(extract('Hola, soy Ana', [nombre], 'ES').answers).toEqual({ '¿Cómo te llamas?': 'Ana' });
    expect(extract("Hi, I'm Tom", [name]).answers).toEqual({ 'What is your name?': 'Tom' });
  });
  it.each(['skip', 'no', 'prefiero no decirlo', 'pass', 'next', 'saltar', 'paso', 'no tengo', 'No, thanks.'])(
    '%j skips an optional question',
    (msg) => {
      const optional = q('Company?', 'text', { required: false });
      expect(extract(msg, [optional, email])).toEqual({
        answers: {},
        invalid: {},
        skipped: ['Company?'],
        greeting: false,
      });
    },
  );
  it('a decline on a required question is invalid', () => {
    expect(extract('skip', [email]).invalid).toEqual({
      'What is your e-mail?': 'This question is required.',
    });
    expect(extract('prefiero no decirlo', [correo], 'ES').invalid).toEqual({
      '¿Cuál es tu correo?': 'Esta pregunta es obligatoria.',
    });
  });
  it('"no" is a real answer to a required text question', () => {
    const site = q('Do you have a website already?', 'text');
    expect(extract('No', [site]).answers).toEqual({ 'Do you have a website already?': 'No' });
  });
  it('an optional select takes a matching "No" option rather than skipping', () => {
    const yesNo = q('Newsletter?', 'select', { required: false, options: ['Yes', 'No'] });
    expect(extract('no', [yesNo]).answers).toEqual({ 'Newsletter?': 'No' });
  });
  it('a skip and another answer in one message', () => {
    const optional = q('Company?', 'text', { required: false });
    expect(extract('skip, my email is a@b.co', [optional, email])).toMatchObject({
      answers: { 'What is your e-mail?': 'a@b.co' },
      skipped: ['Company?'],
    });
  });
});

describe('invalid answers', () => {
  it('a bad e-mail for the question being asked is invalid with its reason', () => {
    expect(extract('ana at gmail', [email, phone]).invalid).toEqual({
      'What is your e-mail?': "That doesn't look like a valid e-mail address.",
    });
  });
  it('an answer to another question is not an invalid answer to the one being asked', () => {
    expect(extract('+34 600 123 456', [email, phone])).toEqual({
      answers: { 'Your phone number?': '+34600123456' },
      invalid: {},
      skipped: [],
      greeting: false,
    });
  });
  it('a broken e-mail is invalid even when the message also answered another question', () => {
    expect(extract('ana@gmail, +34 600 123 456', [email, phone])).toMatchObject({
      answers: { 'Your phone number?': '+34600123456' },
      invalid: { 'What is your e-mail?': "That doesn't look like a valid e-mail address." },
    });
  });
  it('an unknown option lists the options', () => {
    const plan = q('Plan?', 'select', { options: ['Basic', 'Pro'] });
    expect(extract('gold', [plan]).invalid).toEqual({ 'Plan?': 'The options are: Basic or Pro.' });
  });
  it('an empty or emoji-only message is not a name, nor any text', () => {
    expect(extract('', [name]).invalid).toEqual({ 'What is your name?': "I didn't quite catch the name." });
    expect(extract('🙂', [nombre], 'ES').invalid).toEqual({
      '¿Cómo te llamas?': 'No he entendido bien el nombre.',
    });
    const need = q('What do you need?', 'text');
    expect(extract('🙂', [need]).invalid).toEqual({ 'What do you need?': "I didn't catch an answer there." });
  });
});

describe('a yes to a yes/no text question', () => {
  it('is the answer, while "ok" to a name is small talk', () => {
    const site = q('Do you already have a website?', 'text');
    expect(extract('yes', [site]).answers).toEqual({ 'Do you already have a website?': 'yes' });
    const web = q('¿Tienes ya página web?', 'text');
    expect(extract('sí', [web], 'ES').answers).toEqual({ '¿Tienes ya página web?': 'sí' });
    expect(extract('ok', [name]).greeting).toBe(true);
  });
});

describe('a bare figure in a fragment of its own', () => {
  it('answers the one number question left when the date is given elsewhere', () => {
    const who = q('¿Cómo te llamas?', 'text');
    const many = q('¿Cuántas personas?', 'number');
    const day = q('¿Qué día?', 'date');
    expect(extract('Ana, 4, el sábado', [who, many, day], 'ES').answers).toEqual({
      '¿Cómo te llamas?': 'Ana',
      '¿Cuántas personas?': 4,
      '¿Qué día?': '2025-03-15',
    });
    expect(extract('Ana, 14', [who, many, day], 'ES').answers).toEqual({ '¿Cómo te llamas?': 'Ana' });
  });
});

describe('counts of people for a question not being asked', () => {
  const size = q('Company size', 'number');
  const empleados = q('¿Cuántos empleados tiene la empresa?', 'number');
  const people = q('How many people?', 'number');
  const when = q('Which day?', 'date');
  it.each<[string, Question[], Language, Record<string, unknown>]>([
    [
      "Lena Ortiz, lena@brightpath.com, we're about 250 people",
      [name, email, size],
      'EN',
      { 'Company size': 250 },
    ],
    [
      'Clara Benítez, clara@finhub.es, somos unos 45',
      [nombre, correo, empleados],
      'ES',
      { '¿Cuántos empleados tiene la empresa?': 45 },
    ],
    [
      "Hi, it's Ben Foster, table for 3 on Sunday please",
      [name, people, when],
      'EN',
      { 'How many people?': 3, 'Which day?': '2025-03-16' },
    ],
  ])('%j', (message, pending, language, expected) => {
    expect(extract(message, pending, language).answers).toMatchObject(expected);
  });
  it('a figure with a unit that is no count of people is not taken', () => {
    expect(extract('Ben Foster, we need it for 3 days', [name, people]).answers).not.toHaveProperty(
      'How many people?',
    );
  });
});

describe('an option whose name holds "y" or "and"', () => {
  it('is taken whole, not its first word', () => {
    const servicio = q('¿Qué servicio quieres?', 'select', { options: ['Corte', 'Color', 'Corte y color'] });
    expect(extract('Soy Noelia ✨ y quiero corte y color', [nombre, servicio], 'ES').answers).toMatchObject({
      '¿Qué servicio quieres?': 'Corte y color',
    });
  });
});

describe('a short text answer never holds a value another question took this turn', () => {
  const insta = q('¿Instagram?', 'text', { required: false });
  it.each<[string, { start: number; end: number }[], Record<string, unknown>]>([
    ['15 cm y el viernes entonces', [{ start: 0, end: 2 }], {}],
  ])('%j (used: %j)', (message, blocked, expected) => {
    const ex = assign({ msg: readMessage(message, 'ES', NOW), open: [insta], asked: insta, blocked });
    expect(Object.fromEntries(ex.answers.map((a) => [a.question.text, a.value]))).toEqual(expected);
  });
});

describe('a fragment that names an open text question by its own words', () => {
  const who = q('Name?', 'text');
  const venue = q('Event venue?', 'text');
  const guests = q('Guests?', 'number');
  const placement = q('Placement?', 'text');
  const size = q('Size in cm?', 'number');
  it('takes the words after "is" for the question it names, while another is asked', () => {
    expect(
      extract('Priya Shah, the venue is The Old Mill, around 80 guests', [who, venue, guests]).answers,
    ).toEqual({
      'Name?': 'Priya Shah',
      'Event venue?': 'The Old Mill',
      'Guests?': 80,
    });
  });
  it('keeps a short fact whole only when one piece is left; several pieces are asked about', () => {
    const msg = readMessage('inner wrist, tiny, like 5cm', 'EN', NOW);
    const ex = assign({ msg, open: [placement, size], asked: placement });
    expect(ex.answers.map((a) => [a.question.text, a.value])).toEqual([['Size in cm?', 5]]);
    expect(ex.ambiguous?.candidates).toEqual(['inner wrist', 'tiny']);
  });
});

describe('a yes/no question not being asked, answered by restating it', () => {
  const who = q('¿Nombre y apellidos?', 'text');
  const theory = q('¿Ya tienes el teórico aprobado?', 'yesno');
  const wetsuits = q('Do you need wetsuits?', 'yesno');
  const mover = q('Do you need a piano mover?', 'yesno');
  it.each<[string, Question, boolean | undefined]>([
    ['Hola soy Nerea Campos, el teórico lo aprobé en verano jeje', theory, true],
    ['Soy Nerea, el teórico todavía no lo he aprobado', theory, false],
    ['Soy Nerea, el teórico quizás lo apruebe en verano', theory, undefined],
    // One word of the question only ("need" asks, it does not name): nothing is taken.
    ["Siobhan here, we'll need wetsuits", wetsuits, undefined],
    ['Ana, we need a piano mover for sure', mover, true],
    ['Ana, do we need a piano mover?', mover, undefined],
  ])('%s → %s', (message, yesno, value) => {
    const asked = message.startsWith('Hola') || message.startsWith('Soy') ? who : q('Name?', 'text');
    const ex = assign({ msg: readMessage(message, 'ES', NOW), open: [asked, yesno], asked });
    expect(ex.answers.find((a) => a.question === yesno)?.value).toBe(value);
  });
});

describe('fifth pass: out of order by grammar, not phrases', () => {
  const food = q('Rate the food, 1-5', 'rating');
  const delivery = q('Rate the delivery, 1-5', 'rating');
  const who = q("What's your name?", 'text');
  const dropOff = q('When will you drop it off?', 'date');
  const issue = q('¿Qué pasa?', 'select', {
    options: ['Fuga de agua', 'Atasco', 'Caldera', 'Instalación nueva'],
  });
  const meal = q('¿Comida o cena?', 'select', { options: ['Comida', 'Cena'] });

  it.each([
    [
      'food 5, delivery 2 — it arrived cold',
      [food, delivery],
      'EN',
      { 'Rate the food, 1-5': 5, 'Rate the delivery, 1-5': 2 },
    ],
    [
      'Hi, my bike needs a service, can drop it off Monday',
      [who, dropOff],
      'EN',
      { 'When will you drop it off?': '2025-03-17' },
    ],
    ['la caldera no enciende', [issue], 'ES', { '¿Qué pasa?': 'Caldera' }],
    ['hola, somos 6 para cenar', [nombre, meal], 'ES', { '¿Comida o cena?': 'Cena' }],
  ] as const)('%s', (message, open, language, answers) => {
    expect(extract(message, [...open], language).answers).toEqual(answers);
  });

  it.each([
    // A score with no label of its own stays the asked question's; a figure past the scale is no score.
    ['5, and the rest was fine', [food, delivery], { 'Rate the food, 1-5': 5 }],
    ['food 5, delivery 20 minutes late', [food, delivery], { 'Rate the food, 1-5': 5 }],
    // A weekday that does not name the question is not taken while another question is asked.
    ['I work Monday to Friday', [who, dropOff], {}],
  ] as const)('takes nothing it cannot tie: %s', (message, open, answers) => {
    expect(extract(message, [...open]).answers).toEqual(answers);
  });
});

describe('yes/no questions that share a frame', () => {
  const holder = q('¿Nombre del titular?', 'text');
  const pet = q('¿Viajan con mascota?', 'yesno');
  const kids = q('¿Viajan con niños?', 'yesno');
  it.each([
    [
      'Eduardo Pons. Vamos con dos niños pequeños pero sin mascotas',
      { '¿Viajan con mascota?': false, '¿Viajan con niños?': true },
    ],
    ['Eduardo Pons, sin niños', { '¿Viajan con niños?': false }],
  ])('%s', (message, said) => {
    expect(extract(message, [holder, pet, kids], 'ES').answers).toEqual({
      '¿Nombre del titular?': 'Eduardo Pons',
      ...said,
    });
  });
});
