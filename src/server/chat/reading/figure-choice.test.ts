import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import { type FigureRole, figureRole } from './figure-roles';
import { findNumberMentions } from './number-mentions';

// "if I have to pick one, 7,500": a condition on the choice itself (being made to pick) is no condition on the
// figure; the figure after it is the one the visitor settles on. A condition on the world still is one.
const lang = (text: string): Language => (/\b(?:si|que|tengo|hay|me)\b/.test(text) ? 'ES' : 'EN');
/** The role of the last figure of a text. */
const roleOfLast = (text: string, question = '') => {
  const ms = findNumberMentions(text, lang(text));
  return figureRole(ms[ms.length - 1]!, text, question);
};

describe('figureRole: a condition on having to choose is no condition on the figure', () => {
  it.each<[string, FigureRole | null]>([
    // Motivating shape, EN and ES.
    ['ok if I have to pick one, 7,500', null],
    ['if I had to choose, 35', null],
    ['if I must say a number, 12', null],
    ['if you make me pick, 40', null],
    ['si tengo que elegir, 7.500', null],
    ['si tuviera que decir una cifra, 35', null],
    ['si hay que poner un número, 12', null],
    ['si me haces elegir, 40', null],
    // Look-alikes: a condition on the world, or on someone else, stays a condition.
    ['if I have time, 7,500', 'conditional'],
    ['if my brother comes, 5', 'conditional'],
    ['if they have to pick us up, 6', 'conditional'],
    ['if I have to bring the kids, 6', 'conditional'],
    ['si al final vienen los primos, 9', 'conditional'],
    ['si viene mi hermano, 5', 'conditional'],
    ['si hay sitio para todos, 9', null],
    ['si me dan el día libre, 7.500', 'conditional'],
  ])('%s → %s', (text, role) => expect(roleOfLast(text)).toBe(role));
});
