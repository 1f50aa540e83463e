import { describe, expect, it } from 'vitest';
import {
  applyVisibility,
  assignKeys,
  type Condition,
  chooseEnding,
  conditionDepth,
  deriveKey,
  evaluateCondition,
  recall,
  recallText,
} from './logic';

const values = {
  name: 'Ana',
  budget: 5000,
  rating: 4,
  plan: 'Premium',
  date: '2027-03-14',
  services: ['SEO', 'Ads'],
  newsletter: false,
  member: true,
  note: 'Hello World',
  empty: '',
  none: [],
  utm_source: 'newsletter',
};

describe('evaluateCondition: every operator', () => {
  const cases: [Condition, boolean][] = [
    [{ field: 'plan', op: 'equals', value: 'premium' }, true],
    [{ field: 'plan', op: 'equals', value: 'Basic' }, false],
    [{ field: 'budget', op: 'equals', value: 5000 }, true],
    [{ field: 'budget', op: 'equals', value: '5000' }, true],
    [{ field: 'member', op: 'equals', value: true }, true],
    [{ field: 'member', op: 'equals', value: 'true' }, true],
    [{ field: 'newsletter', op: 'equals', value: false }, true],
    [{ field: 'newsletter', op: 'equals', value: 'yes' }, false],
    [{ field: 'plan', op: 'notEquals', value: 'Basic' }, true],
    [{ field: 'plan', op: 'notEquals', value: 'PREMIUM' }, false],
    [{ field: 'plan', op: 'in', value: ['basic', 'premium'] }, true],
    [{ field: 'plan', op: 'in', value: ['basic'] }, false],
    [{ field: 'plan', op: 'notIn', value: ['basic'] }, true],
    [{ field: 'plan', op: 'notIn', value: ['Premium'] }, false],
    [{ field: 'budget', op: 'gt', value: 4999 }, true],
    [{ field: 'budget', op: 'gt', value: 5000 }, false],
    [{ field: 'budget', op: 'gte', value: 5000 }, true],
    [{ field: 'budget', op: 'lt', value: 5000 }, false],
    [{ field: 'budget', op: 'lte', value: 5000 }, true],
    [{ field: 'rating', op: 'gte', value: 4 }, true],
    [{ field: 'date', op: 'gt', value: '2027-03-13' }, true],
    [{ field: 'date', op: 'lt', value: '2027-03-14' }, false],
    [{ field: 'date', op: 'lte', value: '2027-03-14' }, true],
    [{ field: 'note', op: 'contains', value: 'world' }, true],
    [{ field: 'note', op: 'contains', value: 'planet' }, false],
    [{ field: 'services', op: 'contains', value: 'seo' }, true],
    [{ field: 'services', op: 'contains', value: 'SE' }, false],
    [{ field: 'services', op: 'equals', value: ['ads', 'seo'] }, true],
    [{ field: 'services', op: 'equals', value: 'SEO' }, false],
    [{ field: 'name', op: 'answered' }, true],
    [{ field: 'name', op: 'notAnswered' }, false],
    [{ field: 'utm_source', op: 'equals', value: 'Newsletter' }, true],
  ];
  it.each(cases)('%j → %s', (c, want) => {
    expect(evaluateCondition(c, values)).toBe(want);
  });
});

describe('evaluateCondition: missing values', () => {
  const ops = [
    'equals',
    'notEquals',
    'in',
    'notIn',
    'gt',
    'gte',
    'lt',
    'lte',
    'contains',
    'answered',
  ] as const;
  it.each(ops)('%s on a field with no value is false', (op) => {
    for (const field of ['missing', 'empty', 'none'])
      expect(
        evaluateCondition({ field, op, value: op === 'in' || op === 'notIn' ? ['x'] : 'x' }, values),
      ).toBe(false);
  });
  it('notAnswered holds on a missing, empty or empty-list field', () => {
    for (const field of ['missing', 'empty', 'none'])
      expect(evaluateCondition({ field, op: 'notAnswered' }, values)).toBe(true);
  });
  it('gt and lt on values that cannot be ordered are false', () => {
    expect(evaluateCondition({ field: 'plan', op: 'gt', value: 3 }, values)).toBe(false);
    expect(evaluateCondition({ field: 'date', op: 'lt', value: 3 }, values)).toBe(false);
  });
  it('a field named after an Object prototype property has no value', () => {
    expect(evaluateCondition({ field: 'constructor', op: 'answered' }, values)).toBe(false);
  });
});

describe('evaluateCondition: nesting', () => {
  const nested: Condition = {
    all: [
      { field: 'budget', op: 'gte', value: 1000 },
      {
        any: [
          { field: 'plan', op: 'equals', value: 'Basic' },
          { all: [{ field: 'member', op: 'equals', value: true }] },
        ],
      },
    ],
  };
  it('combines all and any', () => {
    expect(evaluateCondition(nested, values)).toBe(true);
    expect(evaluateCondition(nested, { ...values, member: false })).toBe(false);
    expect(evaluateCondition(nested, { ...values, budget: 10 })).toBe(false);
    expect(conditionDepth(nested)).toBe(3);
  });
  it('null always holds', () => {
    expect(evaluateCondition(null, {})).toBe(true);
  });
});

describe('applyVisibility', () => {
  const questions = [
    { order: 1, key: 'kind', text: 'Kind?', type: 'select' },
    {
      order: 2,
      key: 'company',
      text: 'Company?',
      type: 'text',
      showIf: { field: 'kind', op: 'equals', value: 'Business' } as Condition,
    },
    {
      order: 3,
      key: 'size',
      text: 'Size?',
      type: 'number',
      showIf: { field: 'company', op: 'answered' } as Condition,
    },
    {
      order: 4,
      key: 'promo',
      text: 'Promo?',
      type: 'text',
      showIf: { field: 'utm', op: 'equals', value: 'ads' } as Condition,
    },
  ];
  it('shows a question only while its condition holds, in cascade', () => {
    const r = applyVisibility(questions, { kind: 'Business', company: 'Acme', size: 10 }, { utm: 'ads' });
    expect(r.visible.map((q) => q.key)).toEqual(['kind', 'company', 'size', 'promo']);
    expect(r.removed).toEqual([]);
  });
  it('removes answers of questions a changed answer hides (and those depending on them)', () => {
    const r = applyVisibility(questions, { kind: 'Personal', company: 'Acme', size: 10, legacy: 'kept' });
    expect(r.visible.map((q) => q.key)).toEqual(['kind']);
    expect(r.removed).toEqual(['company', 'size']);
    expect(r.answers).toEqual({ kind: 'Personal', legacy: 'kept' });
  });
});

describe('chooseEnding', () => {
  const endings = [
    { when: { field: 'budget', op: 'lt', value: 1000 } as Condition, message: 'Small' },
    { when: null, message: 'Default' },
  ];
  it('takes the first ending that holds', () => {
    expect(chooseEnding(endings, { budget: 10 })?.message).toBe('Small');
    expect(chooseEnding(endings, { budget: 5000 })?.message).toBe('Default');
    expect(chooseEnding(endings.slice(0, 1), { budget: 5000 })).toBeNull();
    expect(chooseEnding([], {})).toBeNull();
  });
});

describe('recall', () => {
  it('writes values for the visitor', () => {
    expect(recall('Thanks {{name}}, see you on {{date}}!', values, 'EN')).toBe(
      'Thanks Ana, see you on 14 March 2027!',
    );
    expect(recall('Gracias {{ name }}, nos vemos el {{date}}.', values, 'ES')).toBe(
      'Gracias Ana, nos vemos el 14 de marzo de 2027.',
    );
    expect(recall('You chose {{services}}.', values, 'EN')).toBe('You chose SEO, Ads.');
    expect(recallText(true, 'ES')).toBe('sí');
  });
  it('leaves nothing, and no stray spaces or commas, for a missing value', () => {
    expect(recall('Thanks {{missing}}!', values, 'EN')).toBe('Thanks!');
    expect(recall('Thanks {{missing}}, see you soon.', values, 'EN')).toBe('Thanks, see you soon.');
    expect(recall('¡Gracias, {{missing}}!', values, 'ES')).toBe('¡Gracias!');
    expect(recall('No recall here', values, 'EN')).toBe('No recall here');
  });
});

describe('deriveKey and assignKeys', () => {
  it.each([
    ['Budget', 'budget'],
    ['¿Cuántas personas?', 'cuantas_personas'],
    ['What is your e-mail?', 'what_is_your_e_mail'],
    ['2 + 2?', 'q_2_2'],
    ['¿?', 'q'],
    ['Straße', 'strasse'],
    ['a'.repeat(60), 'a'.repeat(40)],
  ])('%s → %s', (text, key) => {
    expect(deriveKey(text)).toBe(key);
  });
  it('de-duplicates with _2, _3 within 40 characters', () => {
    expect(deriveKey('Budget', new Set(['budget']))).toBe('budget_2');
    expect(deriveKey('Budget', new Set(['budget', 'budget_2']))).toBe('budget_3');
    expect(deriveKey('b'.repeat(50), new Set(['b'.repeat(40)]))).toBe(`${'b'.repeat(38)}_2`);
  });
  it('keeps given keys, inherits by text on update, and never takes a reserved name', () => {
    const previous = [
      { text: 'Name?', key: 'who' },
      { text: 'Budget', key: 'budget' },
    ];
    const out = assignKeys(
      [{ text: 'name?' }, { text: 'Budget (EUR)', key: 'budget' }, { text: 'Source' }, { text: 'Source!' }],
      previous,
      ['source'],
    );
    expect(out.map((q) => q.key)).toEqual(['who', 'budget', 'source_2', 'source_3']);
  });
});
