import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { form, playTurns, q } from './test-kit';

// What an aside names (a clause about someone or something else, with its own subject and verb, after the answer)
// is not what the reply gives for the asked question (reading/asides.ts).
const NOW = new Date('2026-11-24T10:00:00Z');
const reply = (question: Question, said: string, language: 'EN' | 'ES' = 'EN') =>
  playTurns(form([question], { language }), [said], NOW)[0]!;

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
