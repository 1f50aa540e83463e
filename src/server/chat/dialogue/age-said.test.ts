import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import type { Question } from '../../../contract/forms';
import { readMessage } from '../reading/message';
import { asksAnothersAge } from './age-said';
import { assign } from './agenda';
import { questionMaker } from './test-kit';

// Someone else's age said while another question is asked: "it's for my daughter Hope, she's 9" while the
// student's name is asked and "Student's age?" waits.

const NOW = new Date('2027-03-10T12:00:00Z');

function stored(message: string, open: Question[], language: Language = 'EN') {
  const ex = assign({ msg: readMessage(message, language, NOW), open, asked: open[0]! });
  return Object.fromEntries(ex.answers.map((a) => [a.question.text, a.value]));
}

describe('which number questions ask the age of someone other than the writer', () => {
  const q = questionMaker('number');
  it.each([
    ["Student's age?", true],
    ['Their age?', true],
    ['How old is your dog?', true],
    ['¿Edad del niño?', true],
    ['¿Cuántos años tiene tu hijo?', true],
    ["Pet's age in years?", true],
    // look-alikes: the writer's own age, a bare age, no age at all
    ['Your age?', false],
    ['Age?', false],
    ['¿Edad?', false],
    ['How old are you?', false],
    ['¿Qué edad tienes?', false],
    ['How many students?', false],
    ['Age (years)', false],
  ])('%s → %s', (text, expected) => {
    expect(asksAnothersAge(q(text))).toBe(expected);
  });
});

describe("someone else's age, said while another question is asked", () => {
  const q = questionMaker();
  const name = q("Student's name?");
  const age = q("Student's age?", 'number');
  const theirs = q('Their age?', 'number');
  const yours = q('Your age?', 'number');
  const bare = q('Age?', 'number');
  const people = q('How many people?', 'number');
  const nombre = q('¿Nombre del alumno?');
  const edad = q('¿Edad del alumno?', 'number');
  it.each([
    ["Hiya, it's for my daughter Hope, she's 9 and desperate to learn piano", [name, age], 9],
    ["it's for my son Mateo Cruz, he's 11 and he's never surfed", [name, theirs], 11],
    ['my son is 12, he loves drawing', [name, age], 12],
    ['for my boy Leo, he is 7.', [name, age], 7],
    ['Es para mi hija Lucía, tiene 10 años', [nombre, edad], 10],
    // look-alikes: nothing is stored for the age
    ["it's for me, I'm 34 and I want to learn piano", [name, age], undefined],
    ["my son is 12 and my daughter's 9", [name, age], undefined],
    ["she's 9 months pregnant", [name, age], undefined],
    ["she's 9 and a half", [name, age], undefined],
    ["she's 9 and desperate to learn", [name, yours], undefined],
    ["she's 9 and desperate to learn", [name, bare], undefined],
    ["he's 11, his big sister is 14", [name, theirs, q("Sister's age?", 'number')], undefined],
    ['Es para mí, tengo 40 y quiero aprender', [nombre, edad], undefined],
    ['Es para mi hijo, mi hermano tiene 40 y yo 45', [nombre, edad], undefined],
    ["it's for my son Leo, my wife is 38", [name, age], undefined],
    [
      "it's for my daughter, she's 9 and she loves the dog",
      [name, q('How old is your dog?', 'number')],
      undefined,
    ],
    ["my cat Biscuit (she's 3) needs her jabs", [name, q("Pet's age?", 'number')], 3],
    ["we're 4 of us, the kids are 9 and 11", [name, age], undefined],
  ])('%s', (message, open, expected) => {
    const language = /^Es /.test(message) ? 'ES' : 'EN';
    expect(stored(message, open, language)[open[1]!.text]).toBe(expected);
  });
  it('leaves a figure alone for a question that counts', () => {
    expect(stored("it's for my son, he's 11", [name, people])[people.text]).toBeUndefined();
  });
});
