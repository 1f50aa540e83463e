import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { answerFromKnowledge } from './answer';

const knowledge = [
  'We are open Monday to Saturday, 8:00-21:00. Closed on Sundays.',
  'Prenatal classes are safe from the second trimester; bring a note from your midwife.',
  'A drop-in class costs 15 €; the monthly pass is 90 €.',
].join('\n');
const phone = { order: 2, text: 'And your phone?', type: 'phone', required: true } as Question;
const withHelp = { ...phone, help: 'We text you a reminder the day before your class.' } as Question;
const sources = (pending: Question | null = null, questions: Question[] = [withHelp]) => ({
  knowledge,
  businessDescription: 'Family-run yoga studio in Valencia.',
  questions,
  pending,
});

describe('answers from the knowledge', () => {
  it.each([
    ['do you open on Sundays?', 'Closed on Sundays'],
    ['¿abrís los domingos?', 'Closed on Sundays'],
    ['is that OK while pregnant?', 'Prenatal classes are safe'],
    ['¿cuánto cuesta?', '15 €'],
    ['how much is a class?', '15 €'],
  ])('%s', (question, quoted) => {
    const a = answerFromKnowledge(question, 'other', sources());
    expect(a.answered).toBe(true);
    expect(a.passage).toContain(quoted);
  });

  it.each(['do you have parking?', 'Do you open on Christmas Day?', 'can I bring my dog?', 'is there wifi?'])(
    'says it does not know: %s',
    (question) => {
      expect(answerFromKnowledge(question, 'other', sources())).toEqual({ answered: false, passage: null });
    },
  );

  it('answers "why do you need …?" from the help of the question it names, else of the one asked', () => {
    expect(answerFromKnowledge('why do you need my phone?', 'purpose', sources()).passage).toBe(
      'We text you a reminder the day before your class.',
    );
    expect(answerFromKnowledge('why do you need it?', 'purpose', sources(withHelp)).passage).toBe(
      'We text you a reminder the day before your class.',
    );
    expect(
      answerFromKnowledge('why do you need my phone?', 'purpose', sources(phone, [phone])).answered,
    ).toBe(false);
  });
});
