import { describe, expect, it } from 'vitest';
import { introducedName, labelledName } from './introduced';
import { isCommonWord, looksLikeName } from './name-shape';
import { readText, textKind } from './names';

describe('looksLikeName: common words by language, and how a name is written', () => {
  it.each<[string, 'EN' | 'ES' | undefined, boolean]>([
    ['Ella', 'EN', true],
    ['Ella', 'ES', false],
    ['ella', 'EN', false],
    ['Will', 'EN', false],
    ['Hola', 'EN', false],
    ['Lena Moss', 'EN', true],
    // A phone capitalises the first letter: the surname stays lower-case.
    ['Lena moss', 'EN', true],
    ['stuck AGAIN', 'EN', false],
    ['broken Lena', 'EN', false],
    ['JOHN Smith', 'EN', true],
    ['lena moss', 'EN', true],
    ['María de la Cruz', 'ES', true],
  ])('%j (%s) → %s', (text, language, name) => expect(looksLikeName(text, language)).toBe(name));
  it('a word of the other language counts only in lower case', () => {
    expect(isCommonWord('Ella', 'EN')).toBe(false);
    expect(isCommonWord('the', 'ES')).toBe(true);
    expect(isCommonWord('The', 'ES')).toBe(false);
    expect(isCommonWord('gracias', 'EN')).toBe(true);
  });
});

describe('introducedName: which of two names is the person', () => {
  it.each<[string, string | null]>([
    ['people call me Lolo, but my real name is Lorenzo Vidal', 'Lorenzo Vidal'],
    ['en casa me dicen Pili, en realidad me llamo Pilar Ortega', 'Pilar Ortega'],
    ['my legal name is Ngozi Obi but everyone calls me Zee', 'Ngozi Obi'],
    ['call me Tash', 'Tash'],
    ['buenas, soy la Maite y os escribo por lo del curso', 'Maite'],
    ['soy el Quique', 'Quique'],
  ])('%j → %j', (said, value) => expect(introducedName(said, true)?.value ?? null).toBe(value));
});

describe('readText: names inside sentences', () => {
  it.each<[string, string]>([
    ['sorry, wrong chat 😅 Tomás Ferrer', 'Tomás Ferrer'],
    ['the lift is broken AGAIN. Lena Moss', 'Lena Moss'],
    ['Les escribo en nombre de la Dra. Inés Vera', 'Dra. Inés Vera'],
    ['le escribo de parte del Ing. Pablo Ruiz', 'Ing. Pablo Ruiz'],
    ['la Rocío', 'Rocío'],
    ['hiya!! Corin here', 'Corin'],
    ["hey it's Hope, I'll bring my sister", 'Hope'],
    ['ok so, quick summary: Wren Abbott, two adults', 'Wren Abbott'],
    ["it's Monday already, Ines here", 'Ines'],
    ['Dale from Harrow Joinery', 'Dale'],
    ['sam from sam n co', 'sam'],
    ['just letting you know at once: Ravi Mehta', 'Ravi Mehta'],
  ])('%j → %j', (said, value) => expect(readText(said, 'name')).toEqual({ kind: 'value', value }));
  it('a name for a question that does not say "name" still loses "here"', () => {
    expect(readText('hello :) Priyanka here', 'text', 'What do your friends know you as?')).toEqual({
      kind: 'value',
      value: 'Priyanka',
    });
  });
});

describe('textKind: questions that ask a person without saying "name"', () => {
  it.each<[string, string]>([
    ['How should we address you?', 'name'],
    ['¿Cómo quieres que te llamemos?', 'name'],
    ['¿Qué monitora te tocó?', 'name'],
    ['Which coach did you train with?', 'name'],
    ['Who was your instructor?', 'name'],
    ['What kind of teacher are you looking for?', 'text'],
    ['¿Qué nivel de profe necesitas?', 'text'],
  ])('%j is %s', (q, kind) => expect(textKind(q)).toBe(kind));
});

describe('labelledName: a name said with its label and no owner', () => {
  it.each<[string, string | null]>([
    ['van for 6 from Friday, name is Kofi Mensah', 'Kofi Mensah'],
    ['nombre: Lucía Gil, 2 noches', 'Lucía Gil'],
    ['my name is Kofi', null],
    ['his name is Kofi', null],
    ['the name is on the booking', null],
  ])('%j → %j', (said, value) => expect(labelledName(said)?.value ?? null).toBe(value));
});

describe('introducedName: an adverb after "I\'m" is no name', () => {
  it.each<[string, string | null]>([
    ["work is 0161 496 0723 but I'm never there", null],
    ["I'm always late, sorry", null],
    ["I'm usually out till 6", null],
    ['soy siempre la última en enterarme', null],
    // Look-alikes: a name after "I'm", a capitalised name, a name said with a label.
    ["I'm Jo, never been before", 'Jo'],
    ["hi I'm Laura by the way", 'Laura'],
    ["I'm Ever Anderson", 'Ever Anderson'],
    ['soy Marta, casi nunca escribo', 'Marta'],
  ])('%j → %j', (text, name) => expect(introducedName(text, true)?.value ?? null).toBe(name));
});

describe('readText: two names for a question about two people end at an emoji', () => {
  const couple = 'Names of the couple?';
  const read = (text: string, q: string) => {
    const r = readText(text, textKind(q), q, 'EN');
    return r.kind === 'value' ? r.value : r.kind;
  };
  it.each<[string, string, string]>([
    ['Priya and Sam 💍 getting married at Hollins Barn', couple, 'Priya and Sam'],
    ['Hiya! Priya and Sam 💍 getting married soon', couple, 'Priya and Sam'],
    ['Inés y Diego 💒 nos casamos en mayo', '¿Vuestros nombres?', 'Inés y Diego'],
    // Look-alikes: no emoji, an emoji at the end, a question about one person.
    ['Priya and Sam', couple, 'Priya and Sam'],
    ['Priya and Sam 💍', couple, 'Priya and Sam'],
    ['Laura Bennett and James Okafor, the wedding is in May', couple, 'Laura Bennett and James Okafor'],
    ['Priya 💍 getting married at Hollins Barn', 'Your name?', 'Priya'],
  ])('%j to %j → %j', (text, q, want) => expect(read(text, q)).toBe(want));
});
