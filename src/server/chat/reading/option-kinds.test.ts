import { describe, expect, it } from 'vitest';
import { byRangeSaid, noneAbout, optionByMeaning, optionRange, yesNoAbout } from './option-kinds';
import { matchOption } from './options';

describe('optionRange', () => {
  it.each<[string, [number, number] | null]>([
    ['1-10', [1, 10]],
    ['11 – 50', [11, 50]],
    ['51 to 200 employees', [51, 200]],
    ['200+', [200, Infinity]],
    ['1.000 o más', [1000, Infinity]],
    ['Basic', null],
    ['Plan 2', null],
  ])('%j → %j', (option, range) => {
    expect(optionRange(option)).toEqual(range);
  });
});

describe('optionByMeaning', () => {
  const sizes = ['1-10', '11-50', '51-200', '200+'];
  it.each<[string[], string, string | null]>([
    [sizes, 'about 30 people', '11-50'],
    // Options that are days: the one whose day and month are said.
    [
      ['Saturday 6 November', 'Saturday 20 November', 'Saturday 4 December'],
      'the 20th of November',
      'Saturday 20 November',
    ],
    [['Sábado 6 de noviembre', 'Sábado 20 de noviembre'], 'el 6 de noviembre', 'Sábado 6 de noviembre'],
    [['Saturday 6 November', 'Saturday 20 November'], 'the 20th', null],
    [sizes, 'we are 250', '200+'],
    [sizes, '5', '1-10'],
    [sizes, 'between 20 and 60', null],
    [['Yes', 'No'], 'yep', 'Yes'],
    [['Yes', 'No'], 'nope, thanks', 'No'],
    [['Sí', 'No'], 'claro', 'Sí'],
    [['Sí', 'No'], 'para nada', 'No'],
    [['Basic', 'Pro'], 'yes', null],
  ])('%j + %j → %j', (options, said, option) => {
    expect(optionByMeaning(options, said)).toBe(option);
  });
  it('is what matchOption falls back on', () => {
    expect(matchOption(sizes, 'around 40 of us')).toBe('11-50');
    expect(matchOption(['Yes', 'No'], 'of course')).toBe('Yes');
  });
});

describe('matchOption: negated options are not chosen (of two, the other one is)', () => {
  it.each<[string, string | null]>([
    ['not premium, basic', 'Basic'],
    ['anything but premium', 'Basic'],
    ['premium', 'Premium'],
    ['not the premium one', 'Basic'],
  ])('%j → %j', (said, option) => {
    expect(matchOption(['Basic', 'Premium'], said)).toBe(option);
  });
});

describe('optionByMeaning: a thumb', () => {
  it.each<[string, string | null]>([
    ['👍', 'Yes'],
    ['👎', 'No'],
    ['🎉', null],
  ])('%j → %j', (said, option) => {
    expect(optionByMeaning(['Yes', 'No'], said)).toBe(option);
  });
});

describe('yesNoAbout', () => {
  it.each<[string, string, string | null]>([
    ['Do you want a demo?', 'no demo thanks', 'No'],
    ['Do you want a demo?', 'yes to the demo', 'Yes'],
    ['¿Quieres una demo?', 'sin demo, gracias', 'No'],
    ['Do you want a demo?', 'no thanks', null],
    ['Do you need parking?', 'no demo', null],
  ])('%j + %j → %j', (question, fragment, option) => {
    const options = question.startsWith('¿') ? ['Sí', 'No'] : ['Yes', 'No'];
    const expected = option === 'Yes' && question.startsWith('¿') ? 'Sí' : option;
    expect(yesNoAbout(options, question, fragment)).toBe(expected);
  });
});

describe('noneAbout: a fragment denying the thing asked picks the option that is "none"', () => {
  const TITLE = ['Ninguna', 'Open Water', 'Advanced'];
  const CERT = ['None', 'PADI Open Water', 'Advanced'];
  it.each<[string[], string, string, string | null]>([
    [TITLE, '¿Qué titulación tenéis?', 'ninguno tiene el título todavía', 'Ninguna'],
    [TITLE, '¿Qué titulación tenéis?', 'no tenemos titulación', 'Ninguna'],
    [CERT, 'Which certification do you hold?', 'none of us has a certification yet', 'None'],
    [CERT, 'Which certification do you hold?', "we don't have any certification", 'None'],
    // No denial, not about the question, another option named, no "none" option: nothing.
    [TITLE, '¿Qué titulación tenéis?', 'todos tenemos el título', null],
    [TITLE, '¿Qué titulación tenéis?', 'ninguno tiene prisa', null],
    [TITLE, '¿Qué titulación tenéis?', 'nadie tiene el título Advanced', null],
    [CERT, 'Which certification do you hold?', 'nobody here can swim well', null],
    [['Open Water', 'Advanced'], '¿Qué titulación tenéis?', 'ninguno tiene el título', null],
  ])('%s %s ← %s', (options, question, said, expected) => {
    expect(noneAbout(options, question, said)).toBe(expected);
  });
});

describe('optionRange: a range inside a label', () => {
  it('reads "Small (1-10)" and picks by figure', () => {
    expect(optionRange('Small (1-10)')).toEqual([1, 10]);
    expect(matchOption(['Small (1-10)', 'Medium (11-50)', 'Large (51+)'], 'about 30 people')).toBe(
      'Medium (11-50)',
    );
  });
});

describe('matchOption: an option corrected in the same message', () => {
  it('takes the one named after "sorry"', () => {
    expect(matchOption(['Basic', 'Premium'], 'Premium, sorry, Basic')).toBe('Basic');
    expect(matchOption(['Basic', 'Premium'], 'Premium or Basic')).toBeNull();
  });
});

describe('a range said picks the option with the same ends', () => {
  it.each([
    [['1-5 julio', '8-12 julio', '15-19 julio'], 'la del 8 al 12', '8-12 julio'],
    [['Week 1 (5-9 July)', 'Week 2 (12-16 July)'], 'from the 12th to the 16th', 'Week 2 (12-16 July)'],
    [['1-10', '11-50', '51-200'], 'between 11 and 50 of us', '11-50'],
  ] as [string[], string, string][])('%j: %s → %s', (options, said, expected) => {
    expect(byRangeSaid(options, said)).toBe(expected);
  });

  it.each([
    [['1-5 julio', '8-12 julio', '15-19 julio'], 'del 9 al 12'],
    [['1-10', '11-50', '51-200'], 'on the 12/03'],
    [['Basic', 'Pro'], 'from 8 to 12'],
  ] as [string[], string][])('%j: %s picks nothing', (options, said) => {
    expect(byRangeSaid(options, said)).toBeNull();
  });
});

describe("the figure said as the option's, among several", () => {
  const weeks = ['Semana 1 (5-9 julio)', 'Semana 2 (12-16 julio)', 'Semana 3 (19-23 julio)'];
  it.each([
    [weeks, 'mejor la del 19, que el 14 tenemos boda', 'Semana 3 (19-23 julio)'],
    [weeks, 'the one on the 12th, we fly back on the 20th', 'Semana 2 (12-16 julio)'],
  ] as [string[], string, string][])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it.each([
    [weeks, 'la del 12 o la del 19, nos da igual'],
    [weeks, 'el 14 tenemos boda y el 20 viaje'],
    [['1-10', '11-50', '51+'], 'el de 50 euros, somos 12'],
  ] as [string[], string][])('%j: %s is asked about', (options, said) => {
    expect(matchOption(options, said)).toBeNull();
  });
});
