import { describe, expect, it } from 'vitest';
import { identifiersIn } from './identifiers';

// A code written in groups of capitals and digits, one space apart, is one code as written; two codes stay two.
describe('identifiersIn: a code written in groups', () => {
  it.each<[string, string[]]>([
    ['ah yes here: 1Z 999 AA1 0123 4567 84', ['1Z 999 AA1 0123 4567 84']],
    ['tracking 1Z 999 AA1 0123', ['1Z 999 AA1 0123']],
    ['REF 12 AB 75', ['12 AB 75']],
    // Look-alikes: two groups (a code and its letters), two codes.
    ['4821 KLM', ['4821 KLM']],
    ['AB 12345', ['AB 12345']],
    ['my plate is 1234 BCD', ['1234 BCD']],
    ['order 4471 and 4472', ['4471', '4472']],
    ["it's UA 1523 I think", ['UA 1523']],
  ])('%s → %j', (text, ids) => expect(identifiersIn(text)).toEqual(ids));
});
