import { describe, expect, it } from 'vitest';
import { readNumber } from './numbers';

// Roles a figure takes from the figures beside it: a list shares its words ("aged 9 and 12", "de 5, 7 y 10 años"),
// the writer's own age is not the asked one in a booking for someone else, and what the writer already has is no
// count of what is asked for.
const read = (text: string, question: string, language: 'EN' | 'ES' = 'EN') => {
  const r = readNumber(text, language, { blocked: [], question });
  return r.kind === 'value' ? r.value : r.kind === 'ambiguous' ? 'asked' : null;
};

describe('readNumber: roles from the figures beside', () => {
  it.each<[string, string, 'EN' | 'ES', number | 'asked' | null]>([
    // A list of ages: every figure of it is an age, not a count.
    ['4 adults and 2 kids aged 9 and 12', 'How many people on the boat?', 'EN', 6],
    ['4 adultos y 3 niños de 5, 7 y 10 años', '¿Cuántas personas en el barco?', 'ES', 7],
    ['3 kids aged 4, 6 and 9 plus 2 adults', 'How many guests?', 'EN', 5],
    ['dos adultos y dos niñas de 6 y 8 años', '¿Cuántas personas sois?', 'ES', 4],
    // The writer's own age, in a booking for someone else.
    ["I'm booking for my son, he's 14. I'm 46", 'Age of the rider?', 'EN', 14],
    ['es para mi hija, tiene 8. yo tengo 39', '¿Edad del alumno?', 'ES', 8],
    ["it's for my dad, he's 71 and I'm 40", 'Age of the patient?', 'EN', 71],
    // What the writer already has, beside what is wanted.
    ['ya tenemos 3, queremos 5 más', '¿Cuántas gallinas quieres?', 'ES', 5],
    ["we already have 2 hens, we'd like 6", 'How many hens would you like?', 'EN', 6],
    // Look-alikes: ages asked, people counted apart, the writer's age alone or asked, what one has asked.
    ['our 2 kids, aged 9 and 12', 'How many kids?', 'EN', 2],
    ['2 adults and 2 kids', 'How many people?', 'EN', 4],
    ['4 adults and 2 kids, back at 12', 'How many people?', 'EN', 6],
    ["I'm 46", 'Age of the rider?', 'EN', 46],
    ["I'm 46 and my son is 14", 'Age of the rider?', 'EN', 'asked'],
    ["it's for my son, he's 14. I'm 46", 'What is your age?', 'EN', 'asked'],
    ['we already have 3', 'How many chickens do you have?', 'EN', 3],
    ['ya tenemos 3, queremos 5 más', '¿Cuántas gallinas tienes?', 'ES', 'asked'],
    ['ya tenemos 3', '¿Cuántas gallinas quieres?', 'ES', 3],
    ['de 5 a 7 años', '¿Edad del niño?', 'ES', 'asked'],
    ['2 kids, 9 and 12 years old', 'How many kids?', 'EN', 2],
    ['tengo 3 hijos de 4, 6 y 9 años', '¿Cuántos hijos tienes?', 'ES', 3],
    ['my grandad who turns 80 and 11 more', 'How many guests?', 'EN', 11],
  ])('%s (%s) → %j', (text, question, language, value) =>
    expect(read(text, question, language)).toEqual(value),
  );
});
