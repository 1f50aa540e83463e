import { describe, expect, it } from 'vitest';
import { readMultiselect } from './kinds';
import { negatedClauses, optionByCoverage, optionsByNumber } from './option-scores';
import { matchOption, matchOption as matchOptionOf } from './options';

describe('matchOption: options by meaning, ruled out, fuller, counted', () => {
  it.each<[string, string[], string | null]>([
    [
      'en grupo no, prefiero individual',
      ['Clase en grupo', 'Clase individual', 'Clase por parejas'],
      'Clase individual',
    ],
    [
      'not a leak, the shower drain is blocked',
      ['Leak', 'Blocked drain', 'No hot water', 'Other'],
      'Blocked drain',
    ],
    ['ni por la mañana ni por la tarde, que trabajo', ['Mañanas', 'Tardes', 'Noches'], 'Noches'],
    ['not mornings', ['Mañanas', 'Tardes', 'Noches'], null],
    ['corte y beard trim', ['Corte', 'Barba', 'Corte y barba'], 'Corte y barba'],
    [
      'las dos cosas, la ceremonia y luego el banquete',
      ['Solo ceremonia', 'Solo banquete', 'Ceremonia y banquete'],
      'Ceremonia y banquete',
    ],
    [
      'the one for companies',
      ['Sole trader package', 'Limited company package', 'Landlord package'],
      'Limited company package',
    ],
    [
      'the shortest one',
      ['Mini session (20 min)', 'Standard session (1 hour)', 'Extended session (2 hours)'],
      'Mini session (20 min)',
    ],
    [
      'we are moving out of a 4-bed house',
      ['Man and van', 'Small move (1-2 bedrooms)', 'Large move (3+ bedrooms)', 'Office move'],
      'Large move (3+ bedrooms)',
    ],
    [
      'unos 3.000 € más o menos',
      ['Menos de 1.000 €', 'Entre 1.000 y 5.000 €', 'Más de 5.000 €'],
      'Entre 1.000 y 5.000 €',
    ],
    ['Queremos poner a la venta el piso', ['Comprar', 'Alquilar', 'Vender'], 'Vender'],
    ['algo estilo watercolor', ['Blackwork', 'Acuarela', 'Realismo', 'Tradicional'], 'Acuarela'],
    ['un escritorio fijo, solo para mí', ['Hot desk', 'Dedicated desk', 'Private office'], 'Dedicated desk'],
    [
      'we just need a business address for our mail',
      ['Individual membership', 'Virtual office'],
      'Virtual office',
    ],
    [
      'My landlord won’t return my deposit',
      ['Family', 'Employment', 'Property & tenancy'],
      'Property & tenancy',
    ],
    ['the computer applications one', ['B.Com', 'BBA', 'BCA', 'B.Sc Physics'], 'BCA'],
    ['business administration', ['B.Com', 'BBA', 'BCA'], 'BBA'],
    ['week 2', ['Week 1 (19-23 July)', 'Week 2 (26-30 July)'], 'Week 2 (26-30 July)'],
    ['the garden and maybe repairs', ['Garden', 'Repairs', 'Cleaning'], null],
    ['not the hot one — yin, please', ['Hot yoga', 'Yin', 'Vinyasa flow'], 'Yin'],
    ['not yin', ['Hot yoga', 'Yin', 'Vinyasa flow'], null],
    ['anything but color lol', ['Color', 'Black & gray'], 'Black & gray'],
  ])('%s → %s', (said, options, value) => expect(matchOption(options, said)).toBe(value));
});

describe('optionByCoverage: the option said most of, else the one said wholly', () => {
  it.each<[string, string[], string | null]>([
    ['a jab before my trip', ['Vaccination', 'Travel health consultation'], null],
    ['la ceremonia', ['Solo ceremonia', 'Solo banquete', 'Ceremonia y banquete'], null],
  ])('%s → %s', (said, options, value) => expect(optionByCoverage(options, said)).toBe(value));
});

describe('multiselect: numbers, shared words, hedges', () => {
  const weeks = ['Week 1 (19-23 July)', 'Week 2 (26-30 July)', 'Week 3 (2-6 August)'];
  it.each<[string, string[], string[] | null]>([
    ['weeks 1 and 2', weeks, [weeks[0]!, weeks[1]!]],
    ['actually make that weeks 2 and 3, we are away the first week', weeks, [weeks[1]!, weeks[2]!]],
    ['weeks 2 and 7', weeks, null],
  ])('optionsByNumber %s', (said, options, value) => expect(optionsByNumber(options, said)).toEqual(value));
  it.each<[string, string[], string[] | null]>([
    ['both the hire ones', ['Board hire', 'Wetsuit hire', 'Photos', 'Lunch'], ['Board hire', 'Wetsuit hire']],
    ['honestly all of them!', ['Classical', 'Jazz', 'Rock'], ['Classical', 'Jazz', 'Rock']],
    ['de todo un poco: todas', ['Finca', 'Catering', 'Flores'], ['Finca', 'Catering', 'Flores']],
    ['pc and my phone I guess', ['PC', 'PS5', 'Xbox', 'Switch', 'Mobile'], ['PC', 'Mobile']],
    [
      'a fixed desk and a locker',
      ['Puesto fijo', 'Salas de reuniones', 'Taquilla'],
      ['Puesto fijo', 'Taquilla'],
    ],
  ])('readMultiselect %s', (said, options, value) => expect(readMultiselect(said, options)).toEqual(value));
});

describe("positions inside a date are the date's", () => {
  const plans = ['Starter', 'Growth', 'Enterprise'];
  it.each<[string, string | null]>([
    ['first of april would be ideal', null],
    ['el primero de mayo', null],
    ['the first one', 'Starter'],
    ['the 3rd one', 'Enterprise'],
    ['la segunda', 'Growth'],
  ])('%j → %s', (text, option) => {
    expect(matchOptionOf(plans, text)).toBe(option);
  });
});

describe('options told apart by a figure or by size', () => {
  it.each<[string, string[], string | null]>([
    ['el de diez', ['Bono 5 sesiones', 'Bono 10 sesiones', 'Sesión suelta'], 'Bono 10 sesiones'],
    ['the 6 one please', ['Box of 6', 'Box of 12'], 'Box of 6'],
    ['a dozen', ['Box of 6', 'Box of 12'], 'Box of 12'],
    // Two figures said, or a figure no option holds: no pick on it.
    ['6 or 12', ['Box of 6', 'Box of 12'], null],
    ['la más grande que haya', ['S', 'M', 'L', 'XL'], 'XL'],
    ['the smallest you do', ['Small', 'Medium', 'Large'], 'Small'],
  ])('%s → %s', (said, options, want) => expect(matchOption(options, said)).toBe(want));
  it.each<[string, string[]]>([
    ['The first two, please.', ['Pottery', 'Painting']],
    ['los dos últimos, gracias', ['Drawing', 'Sculpture']],
  ])('multiselect %s', (said, want) =>
    expect(readMultiselect(said, ['Pottery', 'Painting', 'Drawing', 'Sculpture'])).toEqual(want),
  );
});

describe('what the answer is set against is ruled out', () => {
  it.each([
    [['Cut flowers', 'Potted plant'], 'a plant rather than flowers', 'Potted plant'],
    [['Rosas', 'Planta en maceta'], 'una planta, en vez de flores', 'Planta en maceta'],
    [['Tea', 'Coffee'], 'I like coffee more than tea', 'Coffee'],
    [['Clase en grupo', 'Clase individual'], 'individual mejor, más que en grupo', 'Clase individual'],
  ] as [string[], string, string][])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it.each([
    // A figure, "more than enough", "más que nada": no contrast.
    ['more than 50 people', { positive: 'more than 50 people', negated: [] }],
    ['es más que suficiente', { positive: 'es mas que suficiente', negated: [] }],
    ['más que nada la de rosas', { positive: 'mas que nada la de rosas', negated: [] }],
  ] as [string, { positive: string; negated: string[] }][])('%s is no contrast', (said, expected) => {
    expect(negatedClauses(said)).toEqual(expected);
  });
});

describe('a clause that ends by turning its option down ("no puedo", "tampoco") rules it out', () => {
  const HORARIO = ['Mañanas', 'Tardes', 'Fines de semana'];
  const SLOT = ['Mornings', 'Afternoons', 'Weekends'];
  it.each<[string[], string, string | null]>([
    [HORARIO, 'por la tarde no puedo, que trabajo, y entre semana por la mañana tampoco', 'Fines de semana'],
    [HORARIO, 'por la tarde no puedo, mejor los fines de semana', 'Fines de semana'],
    [HORARIO, 'la mañana no me viene bien, la tarde sí', 'Tardes'],
    [SLOT, 'mornings no, afternoons', 'Afternoons'],
    // A denial inside the clause, not ending it; one option ruled out of three; a "tampoco" with no option.
    [HORARIO, 'por la tarde no puedo ir antes de las seis', 'Tardes'],
    [HORARIO, 'por la tarde no, por la mañana tampoco', 'Fines de semana'],
    [HORARIO, 'tampoco me importa que sea por la tarde', 'Tardes'],
    [HORARIO, 'la tarde tampoco está mal', 'Tardes'],
    [HORARIO, 'yo tampoco', null],
  ])('%s ← %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});

describe('paper sizes: the larger the smaller their number', () => {
  const PAPER = ['A6', 'A5', 'A4', 'A3'];
  it.each<[string[], string, string | null]>([
    [PAPER, 'el más grande', 'A3'],
    [PAPER, 'the smallest one', 'A6'],
    [['A4', 'A5', 'B5'], 'la más pequeña', 'A5'],
    [['DIN A4', 'DIN A3'], 'the biggest', 'DIN A3'],
    // No superlative, or options that are no sizes.
    [PAPER, 'uno grande', null],
    [['A1', 'A2', 'B1'], 'el más grande', null],
    [PAPER, 'A4 es grande de sobra', 'A4'],
  ])('%s ← %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});

describe('matchOption: an option said to be too much is ruled out, a position pointed back at the list', () => {
  const plots = ['Half plot', 'Full plot'];
  const sizes = ['Small', 'Medium', 'Large'];
  const rooms = ['Individual', 'Doble'];
  const colours = ['Blanco roto', 'Gris perla', 'Beige arena'];
  it.each<[string, string[], string | null]>([
    // A clause of excess rules out its subject.
    ['A half one, please; a full plot is too much for me these days.', plots, 'Half plot'],
    ['a full plot is too much for me these days', plots, 'Half plot'],
    ['the large would be too big, medium please', sizes, 'Medium'],
    ['la doble es demasiado cara, individual', rooms, 'Individual'],
    // Look-alikes: "not too much", "too" as "also", an excess said of no option, the excess not of the subject.
    ['a full plot is not too much for me', plots, 'Full plot'],
    ['full plot, a half is too small', plots, 'Full plot'],
    ['doble, es demasiado pronto para decidir', rooms, 'Doble'],
    ['red, blue is too dark', ['Red', 'Blue'], 'Red'],
    ['blue is too', ['Red', 'Blue'], 'Blue'],
    ['large, it s too good to miss', sizes, 'Large'],
    // A relative clause after a position word that points back at the list said.
    ['el segundo que has dicho', colours, 'Gris perla'],
    ['la primera que pusiste', colours, 'Blanco roto'],
    ['el último que me has dicho', colours, 'Beige arena'],
    // Look-alikes: a relative clause about something else, a position qualified by a noun.
    ['el segundo que llegue', colours, null],
    ['el primero que haya', colours, null],
    ['la segunda que tengáis libre', colours, null],
    ['el segundo piso', colours, null],
  ])('%j of %j → %j', (said, options, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});
