import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { readMessage } from '../reading/message';
import { assign } from './agenda';
import { questionMaker } from './test-kit';

// Tenth pass: text and name readers. Each table holds the replies a rule fixes and look-alikes it must leave alone
// (written for these tests, in the corpus's shapes). A form is a list of [text, type, options?]; the first is asked.
const NOW = new Date('2026-11-24T10:00:00Z');
type Spec = [string, Question['type'], string[]?];

function read(message: string, language: Language, specs: Spec[]): Record<string, unknown> {
  const q = questionMaker();
  const open = specs.map(([text, type, options]) => q(text, type, options ? { options } : {}));
  const ex = assign({ msg: readMessage(message, language, NOW), open, asked: open[0]! });
  return Object.fromEntries(ex.answers.map((a) => [a.question.text, a.value]));
}

const WATCH: Spec[] = [
  ['¿Marca y modelo del reloj?', 'text'],
  ['¿Teléfono?', 'phone'],
];
const GUITAR: Spec[] = [
  ['Instrument brand and model?', 'text'],
  ['Phone?', 'phone'],
];
const TITLE: Spec[] = [
  ['Title of your talk?', 'text'],
  ['Phone?', 'phone'],
];
const BOOK: Spec[] = [
  ['¿Título del libro?', 'text'],
  ['¿Teléfono?', 'phone'],
];
const NAME_GUITAR: Spec[] = [
  ['Your name?', 'text'],
  ['Instrument brand and model?', 'text'],
  ['Email?', 'email'],
];
const NOMBRE_RELOJ: Spec[] = [
  ['¿Nombre?', 'text'],
  ['¿Marca y modelo del reloj?', 'text'],
];

// A make or model is a proper name: the "a"/"un" of "it's a …" is no part of it, and "it's a Fender Telecaster"
// said beside the name answers the make question; a lower-case kind, a title or a frame without an article is none.
const MAKES: [string, Language, Spec[], string, unknown][] = [
  ['es un Omega Seamaster', 'ES', WATCH, '¿Marca y modelo del reloj?', 'Omega Seamaster'],
  ["it's a Fender Telecaster", 'EN', GUITAR, 'Instrument brand and model?', 'Fender Telecaster'],
  ['una Vespa Primavera', 'ES', [['¿Marca de la moto?', 'text']], '¿Marca de la moto?', 'Vespa Primavera'],
  [
    "Rui Costa here, it's a Fender Telecaster",
    'EN',
    NAME_GUITAR,
    'Instrument brand and model?',
    'Fender Telecaster',
  ],
  ['Fermín, es un Omega Seamaster', 'ES', NOMBRE_RELOJ, '¿Marca y modelo del reloj?', 'Omega Seamaster'],
  // Look-alikes.
  ['A Tale of Two Cities', 'EN', TITLE, 'Title of your talk?', 'A Tale of Two Cities'],
  ['Una Mirada Nueva', 'ES', BOOK, '¿Título del libro?', 'Una Mirada Nueva'],
  ['a red one', 'EN', GUITAR, 'Instrument brand and model?', 'a red one'],
  ["Rui Costa here, it's a bit urgent", 'EN', NAME_GUITAR, 'Instrument brand and model?', undefined],
  ['Fermín, es Urgente', 'ES', NOMBRE_RELOJ, '¿Marca y modelo del reloj?', undefined],
  ['Fermín, es un regalo de mi padre', 'ES', NOMBRE_RELOJ, '¿Marca y modelo del reloj?', undefined],
];

const COMPANY: Spec[] = [
  ['Company?', 'text'],
  ['Phone?', 'phone'],
];
const EMPRESA: Spec[] = [
  ['¿Empresa?', 'text'],
  ['¿Teléfono?', 'phone'],
];
const DESPACHO: Spec[] = [
  ['¿Nombre?', 'text'],
  ['¿Despacho?', 'text'],
  ['¿Correo?', 'email'],
];
// "I run X", "llevo X": the business the writer runs, when written as a name; "¿Despacho?", "¿Bufete?" ask a firm.
// An apology after a short value, set off by a comma, is said about it ("…, perdona", "…, sorry").
const BUSINESSES: [string, Language, Spec[], string, unknown][] = [
  ['I run Stone & Co Landscaping', 'EN', COMPANY, 'Company?', 'Stone & Co Landscaping'],
  ['llevo Ferretería Ruiz', 'ES', EMPRESA, '¿Empresa?', 'Ferretería Ruiz'],
  ['we own Blue Fern Studio', 'EN', COMPANY, 'Company?', 'Blue Fern Studio'],
  ['Lic. Fernando Ayala, de Ayala Abogados', 'ES', DESPACHO, '¿Despacho?', 'Ayala Abogados'],
  ['Nieto e Hijos SL, perdona', 'ES', EMPRESA, '¿Empresa?', 'Nieto e Hijos SL'],
  ['Acme Ltd, sorry!', 'EN', COMPANY, 'Company?', 'Acme Ltd'],
  // Look-alikes.
  ['I run a small bakery', 'EN', COMPANY, 'Company?', undefined],
  ['I run marathons', 'EN', COMPANY, 'Company?', undefined],
  ['we run a small bakery', 'EN', COMPANY, 'Company?', undefined],
  ['Acme Ltd', 'EN', COMPANY, 'Company?', 'Acme Ltd'],
  ['Perdona, Nieto e Hijos SL', 'ES', EMPRESA, '¿Empresa?', 'Nieto e Hijos SL'],
  ['Lo Siento Mucho SL', 'ES', EMPRESA, '¿Empresa?', 'Lo Siento Mucho SL'],
  ['Lic. Fernando Ayala', 'ES', DESPACHO, '¿Despacho?', undefined],
  ["Sorry, it's Acme Ltd", 'EN', COMPANY, 'Company?', 'Acme Ltd'],
];

const SALON: Spec[] = [
  ['¿Nombre?', 'text'],
  ['¿Servicio?', 'select', ['Corte', 'Tinte', 'Mechas']],
];
const ADDRESS_ES: Spec[] = [
  ['¿Nombre?', 'text'],
  ['¿Dirección?', 'text'],
  ['¿Cuántas ventanas?', 'number'],
];
const ADDRESS_EN: Spec[] = [
  ['Name?', 'text'],
  ['Address?', 'text'],
  ['How many windows?', 'number'],
];
const DOG: Spec[] = [
  ['¿Tu nombre?', 'text'],
  ['¿Cómo se llama el perro?', 'text'],
  ['¿De qué raza es?', 'text'],
];
const DOG_EN: Spec[] = [
  ['Your name?', 'text'],
  ["Dog's name?", 'text'],
  ['Breed?', 'text'],
];
// Out of order: a sentence after a value another question took starts with its own words ("mechas. Me llamo
// Laura"); a street written in lower case, followed by a clause that only counts; the one brought ("te traigo a
// Bimba") and a kind said without its article in Spanish ("es caniche").
const OUT_OF_ORDER: [string, Language, Spec[], string, unknown][] = [
  ['vale, pues mechas. Me llamo Laura Benítez', 'ES', SALON, '¿Nombre?', 'Laura Benítez'],
  ['Manuel Ríos, calle Aragón 214, son 6 ventanas', 'ES', ADDRESS_ES, '¿Dirección?', 'calle Aragón 214'],
  ['Kate Brennan, 22 Marlow Road, about 15 windows', 'EN', ADDRESS_EN, 'Address?', '22 Marlow Road'],
  ['Soy Lourdes y te traigo a Bimba, es caniche', 'ES', DOG, '¿Cómo se llama el perro?', 'Bimba'],
  ['Soy Lourdes y te traigo a Bimba, es caniche', 'ES', DOG, '¿De qué raza es?', 'caniche'],
  ["I'm Jo and I'm bringing Max, he's a beagle", 'EN', DOG_EN, "Dog's name?", 'Max'],
  // Look-alikes.
  ['Mechas, me llamo Laura', 'ES', SALON, '¿Nombre?', 'Laura'],
  [
    'Manuel Ríos, calle Aragón 214, pero la obra es en otra casa de 2 plantas',
    'ES',
    ADDRESS_ES,
    '¿Dirección?',
    undefined,
  ],
  ['Manuel Ríos, calle Aragón 214, Zaragoza, son 6 ventanas', 'ES', ADDRESS_ES, '¿Dirección?', undefined],
  [
    '22 Marlow Road, Kate Brennan, about 15 windows',
    'EN',
    [['Phone?', 'phone'], ...ADDRESS_EN],
    'Address?',
    undefined,
  ],
  ['Soy Lourdes, es urgente', 'ES', DOG, '¿De qué raza es?', undefined],
  ['Soy Lourdes y es de Madrid', 'ES', DOG, '¿De qué raza es?', undefined],
  ["I'm Jo, he's beagle", 'EN', DOG_EN, 'Breed?', undefined],
];

const MATTER: Spec[] = [
  ["What's your legal matter about?", 'longtext'],
  ['Phone?', 'phone'],
];
const ASUNTO: Spec[] = [
  ['¿De qué trata tu asunto?', 'longtext'],
  ['¿Teléfono?', 'phone'],
];
// A request for a person is no part of a long text: the words outside it are, and a remark that it is hard to
// explain ("look, this is complicated") is none; a question that is no request for a person stays in the text.
const HANDOFF: [string, Language, Spec[], string, unknown][] = [
  [
    "look, this is complicated. I'd rather speak to an actual solicitor, a human please",
    'EN',
    MATTER,
    "What's your legal matter about?",
    undefined,
  ],
  ['es complicado, prefiero hablar con una persona', 'ES', ASUNTO, '¿De qué trata tu asunto?', undefined],
  [
    'My landlord kept the deposit. Can I talk to a real person?',
    'EN',
    MATTER,
    "What's your legal matter about?",
    'My landlord kept the deposit',
  ],
  [
    'Un despido improcedente, ¿puedo hablar con la abogada?',
    'ES',
    ASUNTO,
    '¿De qué trata tu asunto?',
    'Un despido improcedente',
  ],
  // Look-alikes.
  [
    'My landlord kept the deposit, is that legal?',
    'EN',
    MATTER,
    "What's your legal matter about?",
    'My landlord kept the deposit, is that legal?',
  ],
  [
    'It is complicated: two wills and a house in Spain',
    'EN',
    MATTER,
    "What's your legal matter about?",
    'It is complicated: two wills and a house in Spain',
  ],
  ['Una herencia, es complicado', 'ES', ASUNTO, '¿De qué trata tu asunto?', 'Una herencia, es complicado'],
  [
    'Look Mum No Hands is our band and they used our name',
    'EN',
    MATTER,
    "What's your legal matter about?",
    'Look Mum No Hands is our band and they used our name',
  ],
];

describe.each([
  ['makes and models', MAKES],
  ['businesses and apologies', BUSINESSES],
  ['values said out of order', OUT_OF_ORDER],
  ['a request for a person beside a long text', HANDOFF],
])('%s', (_, table) => {
  it.each(table)('%s (%s)', (message, language, specs, key, want) => {
    expect(read(message, language, specs)[key]).toEqual(want);
  });
});
