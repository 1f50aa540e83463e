import { describe, expect, it } from 'vitest';
import { ownJobTitle } from './job-titles';
import { readText } from './names';

// "I'm a staff nurse" to "Current job title": the title the writer gives themselves, when the words after the frame
// are a title (a job's head word opening or closing them). Anything else is read as before.
describe('ownJobTitle: a job title said about oneself', () => {
  it.each<[string, string, string | null]>([
    ["I'm a staff nurse", 'Current job title', 'staff nurse'],
    ['I work as a nurse', 'Occupation', 'nurse'],
    ["I'm the office manager", 'Your role', 'office manager'],
    ['soy enfermera', '¿Profesión?', 'enfermera'],
    ['trabajo de administrativo', '¿Puesto?', 'administrativo'],
    ['soy la jefa de ventas', 'Cargo', 'jefa de ventas'],
    // Look-alikes: no title after the frame, a title doubted, or a question that asks no job.
    ["I'm a bit busy", 'Current job title', null],
    ["I'm not sure", 'Job title', null],
    ["I'm a nurse but retraining", 'Job title', null],
    ["I'm a mum of three", 'Occupation', null],
    ['soy de Sevilla', '¿Profesión?', null],
    ['soy muy buena con los niños', '¿Puesto?', null],
    ["I'm a staff nurse", 'Your name', null],
    ["I'm a staff nurse", 'Company', null],
    ['soy enfermera', '¿Ciudad?', null],
    ['a staff nurse', 'Current job title', null],
  ])('%s (%s) → %s', (said, q, value) => expect(ownJobTitle(said, q)).toBe(value));
});

describe('readText: a job question reads the title after "I\'m a" / "soy"', () => {
  it.each<[string, string, string | null]>([
    ["I'm a staff nurse", 'Current job title', 'staff nurse'],
    ['soy enfermera', '¿Profesión?', 'enfermera'],
    // Look-alikes keep their old reading: nothing from a sentence about the writer that names no title.
    ["I'm a nurse but I want out", 'Current job title', null],
    ["I'm a bit busy", 'Current job title', null],
    ['staff nurse', 'Current job title', 'staff nurse'],
  ])('%s (%s) → %s', (said, q, value) => {
    const r = readText(said, 'text', q, /soy/.test(said) ? 'ES' : 'EN');
    expect(r.kind === 'value' ? r.value : null).toBe(value);
  });
});
