import { describe, expect, it } from 'vitest';
import { asksSeveralNames, readText } from './names';

const name = (said: string, question: string, language: 'EN' | 'ES' = 'EN') =>
  readText(said, 'name', question, language);

describe('readText: every word of a name reply accounted for', () => {
  it.each<[string, string, 'EN' | 'ES', string]>([
    // An acknowledgement opening the reply is framing, never the name.
    ['Noted. Peter Hansen', 'Your name?', 'EN', 'Peter Hansen'],
    ['Perfect, Olivia Grant.', 'Name?', 'EN', 'Olivia Grant'],
    ['Entendido. Rosa Márquez', '¿Nombre?', 'ES', 'Rosa Márquez'],
    ['Genial. Íñigo Landa', '¿Cómo te llamas?', 'ES', 'Íñigo Landa'],
    // A first sentence that only acknowledges, of several words ("makes sense", "de acuerdo").
    ['Makes sense. Owen Price', 'Name?', 'EN', 'Owen Price'],
    ['Fair enough! Dana Whitley', 'Your name', 'EN', 'Dana Whitley'],
    ['De acuerdo. Ainhoa Sanz', '¿Nombre?', 'ES', 'Ainhoa Sanz'],
    // "we are", "somos" introduce a group's or a couple's name.
    ["we're The Night Owls, five of us", 'Band name?', 'EN', 'The Night Owls'],
    ['Somos Los Patos Salvajes y queremos grabar', '¿Nombre del grupo?', 'ES', 'Los Patos Salvajes'],
    // Two people asked for: both names kept, joined as written.
    [
      'Hi! We are Hannah Cole and Mark Reyes, getting married in May',
      'Names of the couple?',
      'EN',
      'Hannah Cole and Mark Reyes',
    ],
    [
      'hola, somos Lucía Prat y Jordi Vidal, la boda es en junio',
      '¿Nombres de los novios?',
      'ES',
      'Lucía Prat y Jordi Vidal',
    ],
    // Two names said alone are the answer as written, whatever was asked (as before).
    ['Marta and Luis', 'Name?', 'EN', 'Marta and Luis'],
  ])('%s (%s) → %s', (said, q, lang, value) => expect(name(said, q, lang)).toEqual({ kind: 'value', value }));

  it.each<[string, string, string[]]>([
    // To a question for one name, two people named inside a longer reply compete: asked back.
    ['Sam and Dot, she is a spaniel of 9 kilos', 'Your name', ['Sam', 'Dot']],
    [
      'Good morning, we are Nora Quinn and Leo Park; we arrive on Friday',
      'Contact name?',
      ['Nora Quinn', 'Leo Park'],
    ],
  ])('%s (%s) → asked back', (said, q, candidates) =>
    expect(name(said, q)).toEqual({ kind: 'ambiguous', candidates }),
  );

  it.each<[string, string, string]>([
    // Look-alikes: no pair of people ("from", a list of three), a name with "y" in it, an introduced name.
    ['Rivers, Stones and Ice', 'Name of the speaker', 'Rivers'],
    ['Sara Benet, from Girona', 'Name?', 'Sara Benet'],
    ['soy Ana y vivo en Madrid', '¿Nombre?', 'Ana'],
  ])('%s (%s) → %s', (said, q, value) => expect(name(said, q, 'EN')).toMatchObject({ value }));

  it('an acknowledgement alone, or before words in lower case, is no name', () => {
    expect(name('ok no worries. portraits', 'Your name')).toEqual({ kind: 'invalid', reason: 'name' });
    expect(name('Understood.', 'Name?')).toEqual({ kind: 'invalid', reason: 'name' });
    expect(name('Perfecto', '¿Nombre?', 'ES')).toEqual({ kind: 'invalid', reason: 'name' });
  });
});

describe('asksSeveralNames', () => {
  it.each<[string, boolean]>([
    ['Full names of the couple?', true],
    ['¿Nombres de los novios?', true],
    ['Names of both guests', true],
    ['Name?', false],
    ['Nombre y apellidos', false],
    ['Nombres y apellidos', false],
    ['¿Nombre de tu pareja?', false],
  ])('%s → %s', (q, v) => expect(asksSeveralNames(q)).toBe(v));
});
