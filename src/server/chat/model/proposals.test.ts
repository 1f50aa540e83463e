import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/forms';
import { acceptProposal } from './proposals';

const NOW = new Date('2026-11-24T10:00:00Z');
const q = (type: Question['type'], text = 'Q', options?: string[]): Question => ({
  order: 1,
  text,
  type,
  required: true,
  ...(options ? { options } : {}),
});

describe('acceptProposal: a model reads the visitor’s words, never invents them', () => {
  it.each<[Question, string, string, boolean, string | number | null]>([
    [q('email'), 'ana@example.org', 'ana, the domain is example.org', true, 'ana@example.org'],
    [q('email'), 'someone.else@example.com', 'ana, the domain is example.org', true, null],
    [q('email'), 'not-an-email', 'whatever', true, null],
    [q('phone'), '+34 611 22 33 44', 'call me on 611 22 33 44', true, '+34611223344'],
    [q('phone'), '+44 20 7946 0000', 'call me on 611 22 33 44', true, null],
    [q('number', 'Guests?'), '42', 'forty-two of us', true, 42],
    [q('number', 'Guests?'), '45', 'forty-two of us', true, null],
    [q('date'), '2026-12-07', 'Monday the 7th of December', true, '2026-12-07'],
    [q('date'), '2026-12-14', 'we are 14 people', true, null],
    [q('select', 'Class', ['Economy', 'Premium Economy']), 'Premium Economy', '2', true, 'Premium Economy'],
    [q('select', 'Class', ['Economy', 'Premium Economy']), 'Premium Economy', '2', false, null],
    [q('select', 'Class', ['Economy', 'Business']), 'Business', 'bussines class', true, 'Business'],
    [q('select', 'Class', ['Economy', 'Business']), 'Business', 'bussines class', false, null],
    [q('select', 'Class', ['Economy', 'Business']), 'Business', 'flying business class', false, 'Business'],
    [q('date'), '2026-12-15', 'the 14th or the 15th', false, null],
    [q('text', 'Name?'), 'Marta Ruiz', 'hi! Marta Ruiz here', true, 'Marta Ruiz'],
    [q('text', 'Name?'), 'John Doe', 'hi! Marta Ruiz here', true, null],
    [q('text', 'Name?'), 'asdf', 'asdf', true, null],
  ])('%o: %j for %j (asked %s) → %j', (question, raw, message, asked, value) => {
    expect(acceptProposal(question, raw, message, 'EN', NOW, asked)).toBe(value);
  });
});

describe('acceptProposal: an option said in passing', () => {
  it('does not take "no" in "no espera, me llamo Jonás" for a yes/no question not being asked', () => {
    const demo = q('select', '¿Quieres una demo?', ['Sí', 'No']);
    expect(acceptProposal(demo, 'No', 'no espera, me llamo Jonás', 'ES', NOW, false)).toBeNull();
    expect(acceptProposal(demo, 'No', 'no', 'ES', NOW, true)).toBe('No');
  });
});
