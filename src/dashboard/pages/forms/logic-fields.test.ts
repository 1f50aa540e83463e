import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { logicFields, namesInUse, opsFor, pinKeys, valueShape } from './logic-fields';

const questions: Question[] = [
  { order: 0, text: 'Your name', type: 'text', required: true },
  { order: 1, text: 'Budget', type: 'number', required: false, key: 'budget' },
  { order: 2, text: 'Plan', type: 'select', required: true, options: ['Basic', 'Pro'] },
];

describe('builder logic fields', () => {
  it('offers the questions before one (by key, saved or derived), then the hidden fields', () => {
    expect(logicFields(questions, ['utm_source'], 2).map((f) => [f.name, f.type])).toEqual([
      ['your_name', 'text'],
      ['budget', 'number'],
      ['utm_source', 'hidden'],
    ]);
    expect(logicFields(questions, [], 0)).toEqual([]);
  });

  it('writes down the keys that conditions, endings and recalls name, and only those', () => {
    const used = namesInUse(
      [...questions.slice(0, 2), { ...questions[2]!, showIf: { field: 'your_name', op: 'answered' } }],
      [{ when: null, message: 'Bye {{budget}}' }],
      'Thanks',
    );
    expect(used).toEqual(['your_name', 'budget']);
    const pinned = pinKeys(questions, [], used);
    expect(pinned.map((q) => q.key)).toEqual(['your_name', 'budget', undefined]);
    // Nothing to write: the same array back (no re-render).
    expect(pinKeys(pinned, [], used)).toBe(pinned);
  });

  it.each([
    ['yesno', ['equals', 'answered', 'notAnswered']],
    ['select', ['equals', 'notEquals', 'in', 'notIn', 'answered', 'notAnswered']],
    ['multiselect', ['contains', 'equals', 'notEquals', 'answered', 'notAnswered']],
    ['date', ['equals', 'notEquals', 'gt', 'gte', 'lt', 'lte', 'answered', 'notAnswered']],
    ['file', ['answered', 'notAnswered']],
    ['hidden', ['equals', 'notEquals', 'contains', 'in', 'notIn', 'answered', 'notAnswered']],
  ] as const)('operators for %s', (type, ops) => {
    expect(opsFor(type)).toEqual(ops);
  });

  it('knows which operators take a list, one value or none', () => {
    expect([valueShape('in'), valueShape('gte'), valueShape('answered')]).toEqual(['list', 'one', 'none']);
  });
});
