import { describe, expect, it } from 'vitest';
import { completionReply } from './completion';

const form = {
  goodbyeMessage: 'Thanks {{name}}!',
  language: 'EN',
  questions: [
    { order: 1, text: 'Name', type: 'text', key: 'name' },
    { order: 2, text: 'Budget', type: 'number', key: 'budget' },
    {
      order: 3,
      text: 'Site?',
      type: 'yesno',
      key: 'has_site',
      showIf: { field: 'budget', op: 'gte', value: 1000 },
    },
  ],
  endings: [
    {
      when: { field: 'has_site', op: 'equals', value: true },
      message: '{{name}}, we will look at your site.',
      redirectUrl: 'https://example.com/site',
    },
    {
      when: { field: 'utm_source', op: 'equals', value: 'ads' },
      message: 'Hello ad visitor.',
      redirectUrl: null,
    },
  ],
} as const;

describe('completionReply', () => {
  it.each([
    [
      'the first ending that holds',
      { name: 'Ana', budget: 5000, has_site: true },
      { utm_source: 'ads' },
      '{{name}}',
    ],
    [
      'the next one when the first does not',
      { name: 'Ana', budget: 5000, has_site: false },
      { utm_source: 'ads' },
      'ad',
    ],
    ['the goodbye when none holds', { name: 'Ana' }, {}, 'goodbye'],
    // An answer to a question its condition hides does not count.
    ['not an answer that showIf dropped', { name: 'Ana', budget: 10, has_site: true }, {}, 'goodbye'],
  ] as const)('%s', (_name, answers, hidden, which) => {
    const reply = completionReply({ ...form, endings: [...form.endings] }, { ...answers }, { ...hidden });
    const expected = {
      '{{name}}': { message: 'Ana, we will look at your site.', redirectUrl: 'https://example.com/site' },
      ad: { message: 'Hello ad visitor.', redirectUrl: null },
      goodbye: { message: 'Thanks Ana!', redirectUrl: null },
    }[which];
    expect(reply).toEqual(expected);
  });

  it('recalls in Spanish, and leaves nothing where a value is missing', () => {
    expect(
      completionReply(
        { goodbyeMessage: 'Gracias {{name}}, te vemos el {{date}}.', language: 'ES', questions: [] },
        {
          date: '2026-03-01',
        },
      ),
    ).toEqual({ message: 'Gracias, te vemos el 1 de marzo de 2026.', redirectUrl: null });
  });
});
