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

describe('answers in other words, or honestly none', () => {
  const k = (...lines: string[]) => ({
    knowledge: lines.join('\n'),
    businessDescription: null,
    questions: [],
    pending: null,
  });
  it.each([
    [
      ['Check-in is from 15:00 and check-out is until 11:00.', 'Breakfast is included.'],
      'what time is check-in?',
      '15:00',
    ],
    [
      ['La matrícula cuesta 40 €.', 'La mensualidad es de 85 € con dos clases semanales.'],
      '¿cuánto cuesta al mes?',
      '85',
    ],
    [
      ['Open day visitors can park free.', 'Lunch vouchers are given to pre-registered visitors.'],
      'will there be food?',
      'Lunch',
    ],
    [
      ['Primera visita gratis.', 'Financiamos tratamientos hasta 24 meses sin intereses.'],
      '¿se puede pagar a plazos?',
      '24',
    ],
    [
      ['Trabajamos en toda la región.', 'Se paga un 30 % al reservar y el resto el día de la mudanza.'],
      '¿cómo es el pago?',
      '30',
    ],
    [
      ['Catering para eventos en Sevilla y su provincia.', 'Trabajamos con producto andaluz.'],
      '¿dónde trabajáis?',
      'Sevilla',
    ],
    [
      ['Sesiones en estudio o en exteriores.', 'Las mascotas son bienvenidas en todas las sesiones.'],
      'Que salga mi perrito y que sea en exteriores, ¿se puede?',
      'mascotas',
    ],
  ])('%s → %s', (lines, question, quoted) => {
    const a = answerFromKnowledge(question, 'other', k(...lines));
    expect(a.answered).toBe(true);
    expect(a.passage).toContain(quoted);
  });

  it.each([
    [['Clases de 2 horas en la playa de Somo.', 'Material incluido.'], '¿Hay duchas en la playa?'],
    [['Dogs are welcome on Fridays.'], 'do you have a sauna?'],
  ])('%s: not in the knowledge', (lines, question) => {
    expect(answerFromKnowledge(question, 'other', k(...lines)).answered).toBe(false);
  });
});

describe('a question about the hour needs a passage with one', () => {
  const sources = {
    knowledge:
      'The venue seats up to 140 for dinner and 200 for the evening party.\nMusic must stop at 00:30.',
    businessDescription: null,
    questions: [],
    pending: null,
  };
  it.each([
    ['how late can the party go on?', 'Music must stop at 00:30.'],
    ['¿hasta qué hora puede durar la fiesta?', 'Music must stop at 00:30.'],
  ])('%s', (question, passage) => {
    expect(answerFromKnowledge(question, 'other', sources).passage).toBe(passage);
  });
  it('says nothing when no passage holds an hour', () => {
    const noHour = {
      ...sources,
      knowledge: 'The venue seats up to 140 for dinner and 200 for the evening party.',
    };
    expect(answerFromKnowledge('how late can the party go on?', 'other', noHour).answered).toBe(false);
  });
});
