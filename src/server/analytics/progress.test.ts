import { describe, expect, it } from 'vitest';
import { submissionProgress, turnProgress } from './progress';

const questions = [
  { order: 1, key: 'name', text: 'Name?', type: 'text' },
  { order: 2, key: 'plan', text: 'Plan?', type: 'select' },
  {
    order: 3,
    key: 'seats',
    text: 'Seats?',
    type: 'number',
    showIf: { field: 'plan', op: 'equals', value: 'Team' },
  },
  { order: 4, key: 'email', text: 'E-mail?', type: 'email' },
] as const;
const base = { collected: {}, completed: false };

describe('turnProgress', () => {
  it('reads an outcome that names questions by text (the interviewer before keys)', () => {
    const first = turnProgress(
      questions,
      { state: { asking: 'Name?' } },
      {
        ...base,
        state: { asking: 'Plan?', attempts: {} },
        collected: { 'Name?': 'Ana' },
        accepted: ['Name?'],
      },
    );
    expect(first).toEqual({ reached: ['name', 'plan'], skipped: [], reasked: [], asking: 'plan' });
    // An invalid answer to the plan, asked again; the attempts grew.
    const second = turnProgress(
      questions,
      { state: { asking: 'Plan?', attempts: {} }, progress: first },
      {
        ...base,
        state: { asking: 'Plan?', attempts: { 'Plan?': 1 } },
        collected: { 'Name?': 'Ana' },
        invalid: [{ question: 'Plan?' }],
      },
    );
    expect(second).toMatchObject({ reasked: ['plan'], asking: 'plan' });
    // "Solo": the seats question is passed by its showIf, the e-mail asked.
    const third = turnProgress(
      questions,
      { state: { asking: 'Plan?' }, progress: second },
      { ...base, state: { asking: 'E-mail?' }, collected: { 'Name?': 'Ana', 'Plan?': 'Solo' } },
    );
    expect(third).toEqual({
      reached: ['name', 'plan', 'email'],
      skipped: ['seats'],
      reasked: ['plan'],
      asking: 'email',
    });
  });

  it('reads an outcome that names them by key, and clears skipped once answered; complete asks nothing', () => {
    const p = turnProgress(
      questions,
      {
        state: { asking: 'email' },
        progress: { reached: ['name', 'email'], skipped: ['email'], reasked: [], asking: 'email' },
      },
      {
        state: { asking: null },
        collected: { name: 'Ana', plan: 'Team', seats: 4, email: 'a@b.co' },
        completed: true,
        answeredKeys: ['plan', 'seats', 'email'],
        reasked: [],
        skippedKeys: [],
        clarify: null,
      },
    );
    expect(p).toEqual({
      reached: ['name', 'email', 'plan', 'seats'],
      skipped: [],
      reasked: [],
      asking: null,
    });
  });
});

describe('submissionProgress', () => {
  it('reaches the questions shown; skips those left empty and those hidden', () => {
    expect(submissionProgress(questions, { name: 'Ana', plan: 'Solo' })).toEqual({
      reached: ['name', 'plan', 'email'],
      skipped: ['seats', 'email'],
      reasked: [],
      asking: null,
    });
  });
});
