import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/enums';
import { readNumber } from './numbers';

const guests = 'How many guests are you expecting?';
const people = 'How many people will attend?';
const personas = '¿Cuántas personas vendrán?';
const dogs = 'How many dogs?';

/** What a count question stores from a message: its value, or null when it asks back. */
function read(text: string, question: string, language: Language) {
  const r = readNumber(text, language, { question });
  return r.kind === 'value' ? r.value : r.kind === 'none' ? (r.ruledOut ?? null) : 'ambiguous';
}

describe('those who stay away are never the count asked', () => {
  it.each<[string, string, Language, number | string | null]>([
    // A figure of the absent: asked back for the firm figure (38? 40?).
    ['we are 40 but two can stay home', guests, 'EN', 'absent'],
    ['40 people, 5 can stay home', people, 'EN', 'absent'],
    ["our team is 12 but 3 won't come", guests, 'EN', 'absent'],
    ["2 of them can't make it", people, 'EN', 'absent'],
    ['we are 10, 2 are not coming', people, 'EN', 'absent'],
    ['3 dogs but 1 stays home', dogs, 'EN', 'absent'],
    ['somos 12, 2 no vienen', personas, 'ES', 'absent'],
    ['2 no vienen', personas, 'ES', 'absent'],
    ['somos 10 pero 2 se quedan en casa', personas, 'ES', 'absent'],
    ['de los 20, 4 no pueden venir', personas, 'ES', 'absent'],
    // Settled on, those away already taken from it.
    ['fine, 8 then, two can stay home', 'Group size?', 'EN', 8],
    ['vale, pues 8, 2 se quedan en casa', personas, 'ES', 8],
    ['hmm wait, two dropped out, so 8', 'How many players?', 'EN', 8],
  ])('%j to %j → %j', (text, question, language, expected) => {
    expect(read(text, question, language)).toEqual(expected);
  });

  // Look-alikes: the same verbs said of the ones who come, of time, or asked about the absent themselves.
  it.each<[string, string, Language, number | string | null]>([
    ['2 can come', guests, 'EN', 2],
    ["2 won't be enough, make it 4", guests, 'EN', 4],
    ['we are 12, 2 of them kids', guests, 'EN', 12],
    ['12, 2 will stay overnight', guests, 'EN', 12],
    ['all 12 will come', people, 'EN', 12],
    ['3 nights, we cannot stay longer', 'How many nights?', 'EN', 3],
    ['2 no vienen', '¿Cuántas personas no vendrán?', 'ES', 2],
    ["3 won't come", "How many won't come?", 'EN', 3],
    ['2 no, 4', personas, 'ES', 4],
    ['vienen 12, no 14', personas, 'ES', 12],
    ['2 rooms, the kids stay home', 'How many rooms?', 'EN', 2],
    ['40 staff', 'How many employees?', 'EN', 40],
    ['fine, 8 then', 'Group size?', 'EN', 8],
    ['two dropped out, and 8 more joined', 'How many players?', 'EN', 'absent'],
    ['we are 8, then 2 can stay home', 'Group size?', 'EN', 'absent'],
    ["ok so 10, 2 won't come", guests, 'EN', 'absent'],
  ])('%j to %j → %j (unchanged)', (text, question, language, expected) => {
    expect(read(text, question, language)).toEqual(expected);
  });

  // The ones said to come, restricted from a total said before them: the headcount.
  it.each<[string, string, Language, number | string | null]>([
    ['our office has 40 staff but only 15 will come', guests, 'EN', 15],
    ['we are 10, only 8 are coming', people, 'EN', 8],
    ['10 of us but just 6 can make it', guests, 'EN', 6],
    ['we have 40 staff, only 15 will join', people, 'EN', 15],
    ['somos 40 en plantilla pero vendrían 15', personas, 'ES', 15],
    ['somos 40 pero solo 15 vendrán', personas, 'ES', 15],
  ])('%j to %j → %j', (text, question, language, expected) => {
    expect(read(text, question, language)).toEqual(expected);
  });

  // Look-alikes: no restriction, another time, another kind of thing, a question about the total.
  it.each<[string, string, Language, number | string | null]>([
    ['we are 10 but 2 will come later', guests, 'EN', 10],
    ['10 of us, 6 will come', guests, 'EN', 10],
    ['15 will come', guests, 'EN', 15],
    ['3 rooms but only 2 will come with a view', 'How many rooms?', 'EN', 'ambiguous'],
    ['we are 40, 15 will come by car', people, 'EN', 40],
    ['we are 40 but only 15 will come', 'How many people?', 'EN', 40],
    ['40 staff but only 15 will come', 'How many employees do you have?', 'EN', 40],
  ])('%j to %j → %j (unchanged)', (text, question, language, expected) => {
    expect(read(text, question, language)).toEqual(expected);
  });
});
