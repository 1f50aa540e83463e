import { describe, expect, it } from 'vitest';
import { choiceWithoutDenied, openOptions } from './denied-options';
import { readMultiselect } from './kinds';

const EN = ['Photo booth', 'Fireworks', 'Vintage car'];
const ES = ['Fotomatón', 'Fuegos artificiales', 'Coche de época', 'Barra libre'];
const choice = (said: string, options: string[]) =>
  choiceWithoutDenied(readMultiselect(said, options), said, options);

describe('choiceWithoutDenied: what the reply denies is not chosen', () => {
  it.each<[string, string[], string[] | null]>([
    ["we don't need the photo booth, just fireworks", EN, ['Fireworks']],
    ['already have a photo booth, so just the car', EN, ['Vintage car']],
    ['ya tenemos fotomatón, así que coche de época', ES, ['Coche de época']],
    ['fuegos sí, coche no', ES, ['Fuegos artificiales']],
    ['sin fotomatón; barra libre', ES, ['Barra libre']],
    ['no fireworks', EN, null],
    // Look-alikes: "no sé", "no problem", a choice with no denial.
    ['no sé, fotomatón y barra libre', ES, ['Fotomatón', 'Barra libre']],
    ['fireworks please, no problem', EN, ['Fireworks']],
    ['photo booth and fireworks', EN, ['Photo booth', 'Fireworks']],
  ])('%s → %j', (said, options, value) => expect(choice(said, options)).toEqual(value));
});

describe('choiceWithoutDenied: an option taken off ("drop the guest book", "quita el fotomatón") is not chosen', () => {
  const extras = ['Props box', 'Guest book', 'Green screen'];
  it.each<[string, string[], string[] | null]>([
    ['ok drop the guest book then', extras, null],
    ['remove the green screen, keep the props box', extras, ['Props box']],
    ['quita el fotomatón, barra libre sí', ES, ['Barra libre']],
    ['fuera los fuegos artificiales', ES, null],
    ['keep the guest book, drop the props box', extras, ['Guest book']],
    // Look-alikes: the words are said of no option.
    ['props box and guest book. we drop by at 5', extras, ['Props box', 'Guest book']],
    ['props box, the guest book and the green screen', extras, ['Props box', 'Guest book', 'Green screen']],
  ])('%s → %j', (said, options, value) => expect(choice(said, options)).toEqual(value));
});

describe('choiceWithoutDenied: an option named in a clause about what was done before is not chosen', () => {
  const rooms = ['Cocina', 'Baño', 'Dormitorio', 'Salón'];
  const areas = ['Kitchen', 'Bathroom', 'Bedroom', 'Lounge'];
  it.each<[string, string[], string[] | null]>([
    ['cocina y baño, el dormitorio lo hicimos el año pasado', rooms, ['Cocina', 'Baño']],
    ['kitchen and bathroom, we did the bedroom last year', areas, ['Kitchen', 'Bathroom']],
    ['salón; la cocina la reformamos hace dos años', rooms, ['Salón']],
    // Look-alikes: the same again as before, a past clause that names no option, no past at all.
    ['kitchen and bathroom, the bedroom too', areas, ['Kitchen', 'Bathroom', 'Bedroom']],
    ['cocina, baño y salón, aunque el salón lo hicimos hace dos años', rooms, ['Cocina', 'Baño', 'Salón']],
    ['cocina y baño, el dormitorio también', rooms, ['Cocina', 'Baño', 'Dormitorio']],
    ['cocina, baño y dormitorio', rooms, ['Cocina', 'Baño', 'Dormitorio']],
    ['kitchen and bedroom this year', areas, ['Kitchen', 'Bedroom']],
  ])('%s → %j', (said, options, value) => expect(choice(said, options)).toEqual(value));
});

describe('openOptions: an option left open by a condition, a choice or a hedge beside a plain one', () => {
  const rooms = ['Kitchen', 'Bathroom', 'Bedroom', 'Lounge'];
  const estancias = ['Cocina', 'Baño', 'Dormitorio', 'Salón'];
  it.each<[string, string[], string[]]>([
    ['the kitchen, maybe the bathroom if budget allows', rooms, ['Bathroom']],
    ['cocina, y si da el presupuesto el baño', estancias, ['Baño']],
    ['kitchen or bathroom, not sure yet', rooms, ['Kitchen', 'Bathroom']],
    ['kitchen, maybe the lounge', rooms, ['Lounge']],
    // Look-alikes: a hedge on the only choice, plain choices, an option said plainly and in a condition.
    ['maybe the kitchen', rooms, []],
    ['probably kitchen and bathroom', rooms, []],
    ['kitchen and bathroom please', rooms, []],
    ['cocina y baño', estancias, []],
    ['kitchen, and the kitchen first if possible', rooms, []],
  ])('%s → %j', (said, options, open) => expect(openOptions(said, options)).toEqual(open));
});
