import { describe, expect, it } from 'vitest';
import { readDate } from './dates';
import { readText } from './names';

// A value said only to be ruled out is no candidate: "INV 20-3391, not the 20-3390 one", "4471-B, no el 4470-B",
// "el 14, no el 15". "X, no" (no article after it) still rules out X.
const id = (text: string) => {
  const r = readText(text, 'identifier', 'Invoice number?', 'EN');
  return r.kind === 'value' ? r.value : r.kind;
};
const NOW = new Date('2027-03-10T12:00:00Z');
const date = (text: string) => {
  const r = readDate(text, 'ES', NOW);
  return r.kind === 'value' ? r.value : r.kind;
};

describe('identifiers and dates ruled out', () => {
  it.each<[string, string]>([
    ["INV 20-3391, not the 20-3390 one, that's paid", 'INV 20-3391'],
    ['el pedido 4471-B, no el 4470-B', '4471-B'],
    ['AB-1234 not AB-1235', 'AB-1234'],
    // Look-alikes: two without a negation, one alone.
    ['AB-1234 or AB-1235', 'ambiguous'],
    ['not sure, AB-1234', 'AB-1234'],
    ['o el 1234-A o el 1243-A, no estoy seguro', 'ambiguous'],
    ['4470-B no, 4471-B', '4471-B'],
  ])('identifier %s → %s', (text, value) => expect(id(text)).toBe(value));

  it.each<[string, string]>([
    ['el 14 de abril, no el 15', '2027-04-14'],
    ['el 14 de abril no, el 15', '2027-04-15'],
    ['el 14 o el 15 de abril', 'ambiguous'],
  ])('date %s → %s', (text, value) => expect(date(text)).toBe(value));
});
