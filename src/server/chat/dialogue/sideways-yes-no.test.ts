import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import { readMessage } from '../reading/message';
import { assign } from './agenda';
import { questionMaker } from './test-kit';

const NOW = new Date('2026-11-24T10:00:00Z');
const q = questionMaker();
const date = q('Appointment date?', 'date');
const fecha = q('¿Qué día?', 'date');
const people = q('How many people?', 'number');
const personas = q('¿Cuántas personas?', 'number');
const yesnos = {
  test: q('Have you had a hearing test before?', 'yesno'),
  parking: q('Do you need parking?', 'yesno'),
  first: q('Is it your first visit?', 'yesno'),
  transporte: q('¿Necesitáis transporte?', 'yesno'),
  primera: q('¿Es su primera visita?', 'yesno'),
  antes: q('¿Ha venido antes?', 'yesno'),
  climbed: q('Have you climbed before?', 'yesno'),
  escalado: q('¿Has escalado antes?', 'yesno'),
};

/** What the open (not asked) yes/no question takes from a reply to a date or a number. */
function sideways(message: string, key: keyof typeof yesnos, language: Language, askedNumber = false) {
  const yn = yesnos[key];
  const asked = language === 'ES' ? (askedNumber ? personas : fecha) : askedNumber ? people : date;
  const ex = assign({ msg: readMessage(message, language, NOW), open: [asked, yn], asked });
  const a = ex.answers.find((x) => x.question === yn);
  return a ? a.value : null;
}

describe('a yes or a no said on the side to an open yes/no question', () => {
  it.each<[string, keyof typeof yesnos, Language, boolean, boolean | null]>([
    // Fixes: a bare yes/no before the topic, the topic then sí/no, a first time.
    ['the 4th of May I mean. and no, never had a test', 'test', 'EN', false, false],
    ['the 4th. and yes, parking please', 'parking', 'EN', false, true],
    [
      'Seríamos 8 y ninguno tiene coche, así que transporte sí nos haría falta',
      'transporte',
      'ES',
      true,
      true,
    ],
    ['somos 5, transporte no', 'transporte', 'ES', true, false],
    ['el miércoles 14, y es la primera vez que voy', 'primera', 'ES', false, true],
    ['el lunes, es la primera vez', 'antes', 'ES', false, false],
    ["Friday, it's my first time", 'first', 'EN', false, true],
    ["I'm Priya, there'll be 3 of us and none of us has ever climbed", 'climbed', 'EN', true, false],
    ["3 of us, we've climbed before", 'climbed', 'EN', true, true],
    ['somos 4 y nunca hemos escalado', 'escalado', 'ES', true, false],
    // Look-alikes: the opening word, a hedge, "si" as "if", a past first time, a question, no topic, "no problem".
    ['no, never had a test', 'test', 'EN', false, false],
    ['no, the test one', 'test', 'EN', false, null],
    ['the 4th. and no, maybe a test later', 'test', 'EN', false, null],
    ['8 personas, transporte si hace falta os digo', 'transporte', 'ES', true, null],
    ['somos 8, transporte no sé todavía', 'transporte', 'ES', true, null],
    ['el lunes, la primera vez que vine fue en 2019', 'primera', 'ES', false, null],
    ['Friday. parking? how much is it', 'parking', 'EN', false, null],
    ['the 4th. and no, the 5th is better', 'test', 'EN', false, null],
    ['20 of us, parking no problem for us', 'parking', 'EN', true, null],
    ['the 4th, and yes, I never had a test', 'test', 'EN', false, null],
    ['the 4th, and yes, no parking for us', 'parking', 'EN', false, null],
    ['first thing in the morning on Friday', 'first', 'EN', false, null],
    ['somos 4, ¿hace falta haber escalado antes?', 'escalado', 'ES', true, null],
    ['3 of us, we climbed a bit', 'climbed', 'EN', true, null],
    ['somos 4, mi hijo nunca ha escalado', 'escalado', 'ES', true, null],
    ['somos 4, nosotros sí, pero mi hijo nunca ha escalado', 'escalado', 'ES', true, null],
  ])('%s (%s)', (msg, key, lang, askedNumber, want) =>
    expect(sideways(msg, key, lang, askedNumber)).toBe(want),
  );
});

describe('a topic said with the spelling of -ger/-gir verbs (g written j before a or o)', () => {
  const m = questionMaker();
  const kilos = m('¿Cuántos kilos?', 'number');
  const recogida = m('¿Recogida a domicilio?', 'yesno');
  const eleccion = m('¿Elegiste ya el menú?', 'yesno');
  const jardin = m('¿Tienes jardín?', 'yesno');
  const gardens = m('Do you need a gardener?', 'yesno');
  const yn = (message: string, yes: typeof recogida) => {
    const ex = assign({ msg: readMessage(message, 'ES', NOW), open: [kilos, yes], asked: kilos });
    return ex.answers.find((x) => x.question === yes)?.value ?? null;
  };
  it.each<[string, typeof recogida, boolean | null]>([
    ['Serán 12 kilos, y sí, que la recojáis en casa porfa', recogida, true],
    ['unos 12 kilos. y no, ya lo recojo yo', recogida, false],
    ['12 kilos, y sí, la recojo en la puerta', recogida, true],
    // Look-alikes: no yes or no beside it, a hedge, words of no topic, a j that stays a j.
    ['Serán 12 kilos, que la recojáis en casa si podéis', recogida, null],
    ['12 kilos, y sí, que lo coja mi vecino', recogida, null],
    ['12 kilos, y sí, el jamón también', jardin, null],
    ['12 kilos. y sí, el jardinero viene luego', gardens, null],
    ['12 kilos. y sí, la jaula también', eleccion, null],
  ])('%j → %j', (message, question, expected) => {
    expect(yn(message, question)).toBe(expected);
  });
});
