import { describe, expect, it } from 'vitest';
import { asides, withoutAsides } from './asides';

const said = (text: string, question: string) =>
  asides(text, question).map((s) => text.slice(s.start, s.end));

describe('an aside: a clause about someone or something else, with its own subject and verb, after the answer', () => {
  it.each<[string, string, string]>([
    [
      'pues 8, los dos peques se quedan con los abuelos',
      '¿Cuántas personas?',
      'los dos peques se quedan con los abuelos',
    ],
    ['fine, 8 then, two can stay home', 'Group size?', 'two can stay home'],
    ['2, the other 3 are cats', 'How many dogs?', 'the other 3 are cats'],
    ['dos, los otros tres son gatos', '¿Cuántos perros?', 'los otros tres son gatos'],
    ['7, her brother is 9', 'Age of the child?', 'her brother is 9'],
    ['80, aunque mi madre quiere invitar a 100', '¿Cuántos invitados?', 'mi madre quiere invitar a 100'],
    ['martes y jueves, el viernes tiene piscina', '¿Qué días?', 'el viernes tiene piscina'],
    [
      'on a post by the drive, the house wall is old stone',
      'Where will the charger go?',
      'the house wall is old stone',
    ],
    ['3, los otros 2 ya son mayores', '¿Cuántos niños?', 'los otros 2 ya son mayores'],
  ])('%j to %j: the aside is %j', (text, question, aside) => {
    expect(said(text, question)).toEqual([aside]);
  });

  it.each<[string, string, string]>([
    // The writer's own clause may be the answer.
    ['2 kids, we will be 6 altogether', 'How many people?', 'the writer'],
    ['82, and I am 1.85m if that matters', 'Your weight in kg', 'the writer'],
    ['somos 4 adultos, seremos 6 con los peques', '¿Cuántas personas?', 'the writer (a verb alone)'],
    // A contrast may change the answer.
    ['10, but 2 can not make it', 'How many people?', 'a contrast'],
    ['seremos 10, pero dos no vienen', '¿Cuántas personas?', 'a contrast'],
    // A final word or an addition belongs to the answer.
    ['12, no wait, my sister is coming too so 13', 'How many people?', 'a final word'],
    ['yoga and pilates, my sister wants spinning too', 'Classes', 'an addition'],
    ['dos, mi hermana quiere otra también', '¿Cuántas camisetas?', 'an addition'],
    // A subject the question names is a label for the answer.
    ['around 40, the guests are mostly family', 'How many guests?', 'the question names it'],
    ['unos 5.000, el presupuesto es flexible', 'Presupuesto', 'the question names it'],
    // No verb of its own, or nothing before it.
    ['2 adults and 2 kids', 'How many guests?', 'no verb'],
    ['9 drivers, all of them over 16', 'Drivers', 'no verb'],
    ['the kids are 7 and 9', 'Ages?', 'no head'],
    ['ah, then she is 9', 'Age of the surfer?', 'the writer pointing'],
  ])('%j to %j: no aside (%s)', (text, question) => {
    expect(said(text, question)).toEqual([]);
  });
});

describe('the reply without its asides', () => {
  it.each<[string, string | null]>([
    ['martes y jueves, el viernes tiene piscina', 'martes y jueves'],
    ['medium, the large one is too big', 'medium'],
    ['the house wall is old stone', null],
    ['Talleres Ugarte', null],
  ])('%j → %j', (text, head) => {
    expect(withoutAsides(text, 'Which one?')).toBe(head);
  });
});

describe('what no aside is', () => {
  it.each<[string, string]>([
    ["ok fine. it's a bungalow", 'Property type?'],
    ["All right. It's a family visa, for my husband", 'Visa type'],
    ["sorry, switching to English, it's easier for me: the business plan", 'Plan'],
    ["7, that's 5 upstairs and 2 down", 'How many windows?'],
    ['vale. Es un piso, tiene dos baños', '¿Tipo de vivienda?'],
  ])('%j to %j: the answer said of the thing asked ("it", "that", "es")', (text, question) => {
    expect(said(text, question)).toEqual([]);
  });

  it.each<[string, string]>([
    ["not a leak, the shower drain is blocked and won't empty", "What's the problem?"],
    ['no es una fuga, el desagüe está atascado', '¿Qué problema hay?'],
  ])('%j: a head that only rules something out leaves the answer to the aside', (text, question) => {
    expect(withoutAsides(text, question)).toBeNull();
  });
});
