import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { form, playTurns, q } from './test-kit';

// What an aside names (a clause about someone or something else, with its own subject and verb, after the answer)
// is not what the reply gives for the asked question (reading/asides.ts).
const NOW = new Date('2026-11-24T10:00:00Z');
const reply = (question: Question, said: string, language: 'EN' | 'ES' = 'EN') =>
  playTurns(form([question], { language }), [said], NOW)[0]!;

describe('a figure in an aside is not the asked number', () => {
  it.each<[string, string, 'EN' | 'ES', number]>([
    ['¿Cuántas personas?', 'pues 8, los dos peques se quedan con los abuelos', 'ES', 8],
    ['Group size?', 'fine, 8 then, two can stay home', 'EN', 8],
    ['¿Cuántos invitados?', '80, aunque mi madre quiere invitar a 100', 'ES', 80],
  ])('%j ← %j: %d', (question, said, language, value) => {
    expect(reply(q(1, question, 'number'), said, language).collected[question]).toBe(value);
  });

  it.each<[string, string, 'EN' | 'ES', number | undefined]>([
    // The writer's own clause, a final word, a contrast: read as before.
    ['How many people?', '12, no wait, my sister is coming too so 13', 'EN', 13],
    ['How many guests?', "we're 8 adults and 2 kids, the kids won't eat raw fish", 'EN', 10],
    ['How many people?', '10, but 2 can not make it', 'EN', undefined],
    ['¿Cuántas personas?', 'seremos 10, mis dos hermanos no vienen', 'ES', 10],
    ['Age of the surfer?', "ah, then it's for my older one, she's 9", 'EN', 9],
    ['¿Cuántas personas? (máximo 10)', 'vale, pues 10 y los otros dos vienen otro día', 'ES', 10],
    // Two figures already asked about stay asked about (the aside only undoes a figure chosen inside it).
    ['How many dogs?', '2, the other 3 are cats', 'EN', undefined],
    ['¿Cuántos perros?', 'dos, los otros tres son gatos', 'ES', undefined],
    ['Age of the child?', '7, her brother is 9', 'EN', undefined],
  ])('%j ← %j: %s (no aside decides it)', (question, said, language, value) => {
    expect(reply(q(1, question, 'number'), said, language).collected[question]).toBe(value);
  });
});

describe('an option named only in an aside is not chosen', () => {
  const charger = q(1, 'Where will the charger go?', 'select', {
    options: ['On the house wall', 'On a post in the drive', 'In the garage'],
  });
  const days = q(1, '¿Qué días?', 'multiselect', { options: ['Lunes', 'Martes', 'Jueves', 'Viernes'] });
  const classes = q(1, 'Classes', 'multiselect', { options: ['Yoga', 'Pilates', 'Spinning'] });
  const size = q(1, 'Size', 'select', { options: ['Small', 'Medium', 'Large'] });

  it.each<[Question, string, 'EN' | 'ES', unknown]>([
    [charger, 'on a post by the drive please, the house wall is old stone', 'EN', 'On a post in the drive'],
    [days, 'martes y jueves, el viernes tiene piscina', 'ES', ['Martes', 'Jueves']],
    [size, 'medium, the large one is too big', 'EN', 'Medium'],
    // Look-alikes: an aside that adds to the answer, a contrast, the writer's own clause.
    [classes, 'yoga and pilates, my sister wants spinning too', 'EN', ['Yoga', 'Pilates', 'Spinning']],
    [days, 'martes, jueves y viernes', 'ES', ['Martes', 'Jueves', 'Viernes']],
    [charger, 'the garage, we have a socket there', 'EN', 'In the garage'],
  ])('%#: %j', (question, said, language, value) => {
    expect(reply(question, said, language).collected[question.text]).toEqual(value);
  });

  it('an option said only inside an aside, beside words of the answer no option holds, is asked again', () => {
    const service = q(1, 'Service', 'select', {
      options: ['Trim only', 'Full set of shoes', 'Front shoes only'],
    });
    const out = reply(service, 'shoes all round for the cob, the pony only needs a trim');
    expect(out.collected.Service).toBeUndefined();
    // A head that only rules something out leaves the answer to the clause after it.
    const problem = q(1, "What's the problem?", 'select', {
      options: ['Leak', 'Blocked drain', 'No hot water'],
    });
    const ruled = reply(problem, "not a leak, the shower drain is blocked and won't empty");
    expect(ruled.collected["What's the problem?"]).toBe('Blocked drain');
  });
});
