import { describe, expect, it } from 'vitest';
import { blankDraft, draftToBody } from './draft';
import { sectionOf, validateDraft } from './validate-draft';

describe('validateDraft', () => {
  it('accepts the blank template', () => {
    expect(validateDraft(blankDraft('EN'))).toEqual({});
  });

  it('reports empty names, select questions without options, duplicate texts and file questions on chat forms', () => {
    const d = blankDraft('EN');
    d.name = ' ';
    d.questions = [
      { order: 0, text: 'Plan?', type: 'select', required: true, options: [] },
      { order: 1, text: 'plan?', type: 'text', required: true, options: null },
      { order: 2, text: 'CV', type: 'file', required: false, options: null },
    ];
    const errors = validateDraft(d);
    expect(Object.keys(errors).sort()).toEqual([
      'name',
      'questions.0.options',
      'questions.1.text',
      'questions.2.type',
    ]);
    expect(sectionOf('questions.1.text')).toBe('questions');
    expect(sectionOf('name')).toBe('content');
    expect(sectionOf('automations.createDeal')).toBe('settings');
  });

  it('flags allowed domains that are not host names', () => {
    const d = blankDraft('ES');
    d.allowedDomains = ['example.com', 'not a domain'];
    expect(validateDraft(d).allowedDomains).toBeDefined();
  });
});

describe('draftToBody', () => {
  it('renumbers questions, clears options of non-select questions and nulls empty texts', () => {
    const d = blankDraft('EN');
    d.objective = '  ';
    d.questions = [
      { order: 5, text: 'A', type: 'text', required: true, options: ['x'] },
      { order: 2, text: 'B', type: 'select', required: false, options: ['y'] },
    ];
    const body = draftToBody(d);
    expect(body.objective).toBeNull();
    expect(body.questions.map((q) => [q.order, q.options])).toEqual([
      [0, null],
      [1, ['y']],
    ]);
    expect('isPublished' in body).toBe(false);
  });
});
