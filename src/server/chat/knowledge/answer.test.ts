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

/** Sources holding only knowledge lines. */
const k = (...lines: string[]) => ({
  knowledge: lines.join('\n'),
  businessDescription: null,
  questions: [],
  pending: null,
});

describe('answers in other words, or honestly none', () => {
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

describe('a thing the question names that nothing of the form mentions is not known', () => {
  const form = (
    knowledge: string,
    businessDescription: string | null = null,
    questions: Question[] = [],
  ) => ({
    knowledge,
    businessDescription,
    questions,
    pending: null,
  });
  const typeOfTrip = {
    order: 1,
    text: '¿Qué tipo de excursión?',
    type: 'select',
    required: true,
    options: ['Kayak', 'Senderismo'],
  } as Question;
  it.each([
    // A passage shares a word with the question, but not the thing it asks about.
    [
      form('A one-hour lesson for adults is £40.\nWe teach on electric pianos.'),
      'do you give lessons on cellos?',
    ],
    [
      form('Las excursiones en kayak salen a las 10:00.', null, [typeOfTrip]),
      '¿podemos hacer la excursión en barco?',
    ],
    // The description's own words ("guided") do not make "un perro guía" known.
    [
      form('La visita dura una hora.', 'Museo del vino con visitas guiadas.'),
      '¿Puedo entrar al museo con un perro guía?',
    ],
  ])('%#: says it does not know', (sources, question) => {
    expect(answerFromKnowledge(question, 'other', sources).answered).toBe(false);
  });

  it.each([
    // The thing is mentioned, in other words or as the business's own.
    [form('Guide dogs are always welcome.'), 'can I visit with an assistance dog?', 'Guide dogs'],
    [
      form('Las excursiones en kayak salen a las 10:00.', null, [typeOfTrip]),
      '¿a qué hora sale la excursión en kayak?',
      '10:00',
    ],
    [form('Lessons are held in our studio in Leeds.'), 'are the lessons in Leeds?', 'Leeds'],
  ])('%#: is still answered', (sources, question, quoted) => {
    expect(answerFromKnowledge(question, 'other', sources).passage).toContain(quoted);
  });
});

describe('what the business does, from its description', () => {
  const sources = {
    knowledge: 'Call-out fee: 30 €.',
    businessDescription: 'Cerrajería 24 horas en Zaragoza: aperturas de puertas y cambios de bombín.',
    questions: [],
    pending: null,
  };
  it.each(['so what is it you guys do?', '¿a qué os dedicáis exactamente?', 'what services do you offer?'])(
    '%s',
    (question) => {
      expect(answerFromKnowledge(question, 'other', sources).passage).toBe(sources.businessDescription);
    },
  );
  it('a question about something in particular is not', () => {
    expect(answerFromKnowledge('what do you do about car keys?', 'other', sources).passage).not.toBe(
      sources.businessDescription,
    );
  });
});

describe('words the folding would change, and synonyms of more than one word', () => {
  it.each([
    // "uñas" folds to "unas", a stop word.
    [
      ['La manicura incluye limar y pintar las uñas.', 'Pedicura: 25 €.'],
      '¿me pintáis las uñas?',
      'manicura',
    ],
    // "llueve" means "mal tiempo".
    [['Si hace mal tiempo, cambiamos la fecha.', 'Grupos de 8 personas.'], '¿y si llueve?', 'mal tiempo'],
    // "24/7" is open on Sundays and at night.
    [
      ['Gym access 24/7 with your key fob.', 'Classes run on weekdays.'],
      'can I train on a Sunday night?',
      '24/7',
    ],
  ])('%s → %s', (lines, question, quoted) => {
    expect(answerFromKnowledge(question, 'other', k(...lines)).passage).toContain(quoted);
  });
});

describe('an age, a count, a length in years; the description is no answer to what it does not say', () => {
  const src = (knowledge: string | null, businessDescription: string | null = null) => ({
    knowledge,
    businessDescription,
    questions: [],
    pending: null,
  });
  const GHOSTS = src(
    'Tours start at 20:00 from the Old Gaol steps.\nNot suitable for children under 10.\nTickets: adults £18, under-16s £10.',
    "Candlelit ghost walks through York's old town.",
  );
  const DRIVING = src(
    'Permiso A2: 12 clases prácticas incluidas, 690 €.\nClase práctica extra: 35 €.\nLas prácticas son en el circuito de Mercamadrid.',
  );
  const WINDOWS = src(
    'All our windows are A-rated uPVC.\nFree survey within 10 days.\n10-year guarantee on frames and glass.',
  );
  it.each([
    [GHOSTS, 'is it ok for an 8 year old?', 'under 10'],
    [GHOSTS, 'is it suitable for a 7-year-old?', 'under 10'],
    [src('Campamento para niños de 8 a 14 años.'), '¿vale para una niña de 6 años?', '8 a 14'],
    [DRIVING, '¿cuántas prácticas entran?', '12 clases'],
    [src('Groups of up to 8 riders.\nHelmets included.'), 'how many riders can come?', 'up to 8'],
    [WINDOWS, 'How long is the guarantee on new windows?', '10-year'],
    [src('Garantía de dos años en todas las reparaciones.'), '¿cuánto tiempo de garantía dais?', 'dos años'],
  ])('%#: %s', (sources, question, quoted) => {
    expect(answerFromKnowledge(question, 'other', sources).passage).toContain(quoted);
  });
  it.each([
    // The "old town" is no age; a passage on the price says nothing of how many lessons.
    [src("Candlelit ghost walks through York's old town.\nTickets: £18."), 'is it ok for an 8 year old?'],
    [src('Clase práctica extra: 35 €.'), '¿cuántas prácticas entran?'],
    // The description names the business's thing; it does not say what is asked about it.
    [src(null, 'Three yurts on a smallholding in the Wicklow hills.'), 'Is the path to the yurt flat?'],
    [src(null, 'Casa-barco de alquiler en el delta del Ebro.'), '¿se puede pescar desde el barco?'],
    [src(null, 'Alpaca treks on Exmoor.'), 'are the alpacas friendly with toddlers?'],
    [src(null, 'Surf school at Bondi Beach. Lessons run 2 hours.'), 'is the beach busy in August?'],
  ])('%#: says it does not know: %s', (sources, question) => {
    expect(answerFromKnowledge(question, 'other', sources).answered).toBe(false);
  });
  it.each([
    // The description still answers what it says.
    [src(null, 'Three yurts on a smallholding in the Wicklow hills.'), 'where are the yurts?', 'Wicklow'],
    [src(null, 'Casa-barco de alquiler en el delta del Ebro.'), '¿dónde está el barco?', 'Ebro'],
    // Where the business is, even in the sentence that says what it is.
    [
      src(null, 'Alquiler de bicicletas eléctricas en Sevilla, junto a la Plaza de España.'),
      '¿dónde estáis exactamente?',
      'Plaza de España',
    ],
    // Its later sentences are facts like the knowledge's.
    [
      src(null, 'Surf school at Bondi Beach. Boards and wetsuits are included in every lesson.'),
      'do i need my own board?',
      'Boards',
    ],
  ])('%#: the description answers: %s', (sources, question, quoted) => {
    expect(answerFromKnowledge(question, 'other', sources).passage).toContain(quoted);
  });
});

describe('"which one …?" asks about the options of the question being asked: its help answers', () => {
  const course = {
    order: 2,
    text: 'Which course?',
    type: 'select',
    required: true,
    options: ['Wheel throwing', 'Hand building', 'Glazing'],
    help: 'Hand building needs no previous experience; wheel throwing is for people who have done a taster.',
  } as Question;
  const sources = (pending: Question | null) => ({
    knowledge: null,
    businessDescription: 'Pottery classes in a converted barn near York.',
    questions: [course],
    pending,
  });
  it.each([
    "which one is ok if I've never done pottery?",
    '¿cuál me recomiendas para empezar?',
    'which would suit a beginner?',
    'how do I tell which one I want?',
    '¿cuál es la más tranquila?',
    "what's the difference between wheel throwing and glazing?",
  ])('%s', (question) => {
    expect(answerFromKnowledge(question, 'other', sources(course)).passage).toBe(course.help);
  });
  it.each([
    // Another question is being asked, or the question names no choice.
    ["which one is ok if I've never done pottery?", null],
    ['is the barn heated?', course],
    ['which day is the open day?', { ...course, help: null } as Question],
    ['which day is the open day?', course],
    ['¿cuál es la dirección?', course],
    ['is glazing messy?', course],
  ])('%s: not from the help', (question, pending) => {
    expect(answerFromKnowledge(question, 'other', sources(pending)).passage).not.toBe(course.help);
  });
});

describe('children are asked about by their age', () => {
  const rooms = {
    knowledge:
      'Rooms are for 2 to 6 players.\nPlayers under 16 must come with an adult.\nWe are open every day from 10:00.',
    businessDescription: null,
    questions: [],
    pending: null,
  };
  it.each([
    ['can kids play?', 'under 16'],
    ['¿pueden jugar niños?', 'under 16'],
  ])('%s', (question, quoted) => {
    expect(answerFromKnowledge(question, 'other', rooms).passage).toContain(quoted);
  });
  it('no passage with a rule about children: not answered', () => {
    const open = { ...rooms, knowledge: 'We are open every day from 10:00.' };
    expect(answerFromKnowledge('can kids play?', 'other', open).answered).toBe(false);
  });
});
