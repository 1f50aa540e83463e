import { describe, expect, it } from 'vitest';
import { form, playTurns, questionMaker } from './test-kit';

// Corrections said while another question is asked (sixteenth pass): digits talked about, the old figure said
// back in a clause of its own, a late labelled figure, an option added to rather than replaced, a word respelled.

const NOW = new Date('2027-03-02T10:00:00Z');
const last = (f: ReturnType<typeof form>, messages: string[]) =>
  playTurns(f, messages, NOW).at(-1)!.collected;

describe('corrections of an earlier answer said while the next question is asked', () => {
  const qa = questionMaker();
  const kitchen = form(
    [
      qa('Nombre'),
      qa('Presupuesto en euros', 'number'),
      qa('Metros cuadrados', 'number'),
      qa('Correo', 'email'),
    ],
    { language: 'ES' },
  );
  it.each<[string, Record<string, unknown>]>([
    ['quería decir 30.000, se me ha comido un cero', { 'Presupuesto en euros': 30000 }],
    // look-alikes: the asked question's own answer, a zero said as a quantity
    ['unos 12 metros', { 'Presupuesto en euros': 3000, 'Metros cuadrados': 12 }],
    ['12, y cero de terraza', { 'Presupuesto en euros': 3000 }],
  ])('%j after a budget of 3.000 → %j', (message, expected) => {
    expect(last(kitchen, ['Óscar', '3.000', message])).toMatchObject(expected);
  });

  const qb = questionMaker();
  const school = form([qb('Tu nombre'), qb('Edad del alumno', 'number'), qb('Email', 'email')], {
    language: 'ES',
  });
  it.each<[string, unknown]>([
    ['no espera, el alumno es mi hijo y tiene 12, el de 15 es su primo', 12],
    // look-alikes: a weak cue, two figures added together, no old figure said back
    ['perdona, tiene 12, el de 15 es su primo', 15],
    ['no espera, son 12 y 15', 15],
    ['no espera, tiene 12, el de 14 es su primo', 15],
  ])('%j after 15 → %j', (message, age) => {
    expect(last(school, ['Andrés', '15', message])['Edad del alumno']).toBe(age);
  });

  const qc = questionMaker();
  const oranges = form(
    [qc('¿Nombre?'), qc('¿Cuántos kilos de naranjas?', 'number'), qc('¿Dirección de entrega?')],
    {
      language: 'ES',
    },
  );
  it.each<[string, Record<string, unknown>]>([
    ['pues unos 45 kilos', { '¿Cuántos kilos de naranjas?': 45 }],
    // look-alikes: an address with a figure, an address beside the kilos
    ['Calle Mayor 45', { '¿Cuántos kilos de naranjas?': 3, '¿Dirección de entrega?': 'Calle Mayor 45' }],
    ['45', { '¿Cuántos kilos de naranjas?': 3 }],
  ])('%j while the address is asked → %j', (message, expected) => {
    expect(last(oranges, ['Vicente', '3', message])).toMatchObject(expected);
  });

  const qd = questionMaker();
  const bar = form([
    qd('Name?'),
    qd('Which package?', 'select', { options: ['Beer & wine', 'Cocktails', 'Full bar'] }),
    qd('Phone?', 'phone'),
  ]);
  it.each<[string, unknown]>([
    // the stored option said beside another: no option guessed, the question is asked again
    ['hmm actually people will want cocktails as well as beer and wine', undefined],
    // look-alikes: a replacement
    ['actually cocktails instead of beer and wine', 'Cocktails'],
    ['sorry, I meant cocktails', 'Cocktails'],
  ])('%j after Beer & wine → %j', (message, pkg) => {
    expect(last(bar, ['Amara', 'beer and wine', message])['Which package?']).toBe(pkg);
  });

  const qe = questionMaker();
  const workshop = form([
    qe('Name?'),
    qe('Which workshop?', 'select', { options: ['Pottery', 'Weaving'] }),
    qe('Company?'),
  ]);
  it.each<[string[], Record<string, unknown>]>([
    [["two Ls in O'Driscoll, sorry!"], { 'Name?': "Siobhan O'Driscoll" }],
    // look-alikes: no spelling words; a text question asked, whose own answer the spelling is about
    [["O'Driscoll"], { 'Name?': "Siobhan O'Driscol" }],
    [['pottery', 'Driscal Ltd, with an a'], { 'Name?': "Siobhan O'Driscol", 'Which workshop?': 'Pottery' }],
    [['pottery', "O'Driscoll Ltd, two Ls"], { 'Name?': "Siobhan O'Driscol", 'Which workshop?': 'Pottery' }],
  ])('%j after "Siobhan O\'Driscol" → %j', (messages, expected) => {
    expect(last(workshop, ["Siobhan O'Driscol", ...messages])).toMatchObject(expected);
  });
});

describe('an old value said back without a cue, beside the answer to the asked question', () => {
  const qf = questionMaker();
  const lessons = form(
    [
      qf('Tu nombre'),
      qf('Edad del alumno', 'number'),
      qf('Día preferido', 'select', { options: ['Lunes', 'Miércoles', 'Viernes'] }),
      qf('Email', 'email'),
    ],
    { language: 'ES' },
  );
  it.each<[string, Record<string, unknown>]>([
    // the clause corrects, the rest answers the asked day
    ['los miércoles, y tiene 12 no 15', { 'Edad del alumno': 12, 'Día preferido': 'Miércoles' }],
    ['el viernes; tiene 12, no 15', { 'Edad del alumno': 12, 'Día preferido': 'Viernes' }],
    // look-alikes: the whole message is the correction; the new value is not in the old value's clause
    ['tiene 12, no 15', { 'Edad del alumno': 12 }],
    ['vale, 12 no 15', { 'Edad del alumno': 12 }],
    ['12, la edad digo, no 15', { 'Edad del alumno': 12 }],
    ['los lunes no, los miércoles', { 'Edad del alumno': 15, 'Día preferido': 'Miércoles' }],
  ])('%j after 15 → %j', (message, expected) => {
    const got = last(lessons, ['Andrés', '15', message]);
    expect(got).toMatchObject(expected);
    if (!('Día preferido' in expected)) expect(got['Día preferido']).toBeUndefined();
  });
});
