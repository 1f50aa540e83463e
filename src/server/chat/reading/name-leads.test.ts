import { describe, expect, it } from 'vitest';
import { readText } from './names';

// "That'd be …" before a name, and a workplace named by a common noun of one after it ("at the university").
const name = (text: string) => {
  const r = readText(text, 'name', 'Who is the lead contact?', 'EN');
  return r.kind === 'value' ? r.value : r.kind;
};

describe('readText: a name after "that would be", before "at the <workplace>"', () => {
  it.each<[string, string]>([
    ["That'd be Prof. Ruth Adeyemi at the university", 'Prof. Ruth Adeyemi'],
    ['that would be Ruth Adeyemi', 'Ruth Adeyemi'],
    ["it'll be Tom Reid", 'Tom Reid'],
    ['sería Marta Gil', 'Marta Gil'],
    ['Ruth Adeyemi at the university', 'Ruth Adeyemi'],
    ['Tom Reid from the council', 'Tom Reid'],
    ['Marta Gil, de la clínica', 'Marta Gil'],
    // Look-alikes: names with "de la", a place that is no workplace, a lower-case name said alone.
    ['Carmen de la Fuente', 'Carmen de la Fuente'],
    ['Juan de Dios Pérez', 'Juan de Dios Pérez'],
    ['Tom Reid', 'Tom Reid'],
    ['Dr. Helen Park from Park Dental', 'Dr. Helen Park'],
    ['ruth adeyemi', 'ruth adeyemi'],
  ])('%s → %s', (text, value) => expect(name(text)).toBe(value));
});
