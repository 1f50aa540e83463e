import { describe, expect, it } from 'vitest';
import { form, playTurns, q } from './test-kit';

// A multiselect refused for too many choices, asked again: a reply that only takes choices off the list given
// before settles it on the rest.

const NOW = new Date('2027-03-10T12:00:00Z');
const name = q(1, 'Name', 'text');
const extras = q(2, 'Extras (pick up to 2)', 'multiselect', {
  options: ['Props box', 'Guest book', 'Unlimited prints', 'Green screen'],
  validation: { max: 2 },
});
const extrasEs = q(2, 'Extras (elige 2 como mucho)', 'multiselect', {
  options: ['Caja de atrezo', 'Libro de firmas', 'Fotos ilimitadas', 'Pantalla verde'],
  validation: { max: 2 },
});
const email = q(3, 'Email', 'email');

function settledBy(
  reply: string,
  first = 'props, guest book and the green screen',
  f = form([name, extras, email]),
) {
  const outs = playTurns(f, ['Sunita Rao', first, reply], NOW);
  return outs[2]!.collected[f.questions[1]!.text];
}

describe('the choices given before, less the ones taken off', () => {
  it.each([
    ['ok drop the guest book then', ['Props box', 'Green screen']],
    ['remove the props', ['Guest book', 'Green screen']],
    ["fine, we don't need the green screen", ['Props box', 'Guest book']],
    ['take out the green screen', ['Props box', 'Guest book']],
  ])('%s', (reply, expected) => {
    expect(settledBy(reply)).toEqual(expected);
  });

  it('in Spanish', () => {
    const f = form([name, extrasEs, email], { language: 'ES' });
    const v = settledBy('vale, quita el libro de firmas', 'atrezo, libro de firmas y pantalla verde', f);
    expect(v).toEqual(['Caja de atrezo', 'Pantalla verde']);
  });
});

describe('look-alikes: read as before', () => {
  it.each([
    // still too many after the one taken off
    ['drop the guest book', 'props, guest book, prints and the green screen', undefined],
    // takes off something the list did not hold
    ['drop the prints', 'props, guest book and the green screen', undefined],
    // names a choice of its own: the usual reading
    [
      'just the props and the prints',
      'props, guest book and the green screen',
      ['Props box', 'Unlimited prints'],
    ],
    // says nothing about the list
    ['hmm not sure', 'props, guest book and the green screen', undefined],
  ])('%s (after %s)', (reply, first, expected) => {
    expect(settledBy(reply, first)).toEqual(expected);
  });

  it('a first answer that takes something off is read as it always was', () => {
    const outs = playTurns(form([name, extras, email]), ['Sunita Rao', 'drop the guest book'], NOW);
    expect(outs[1]!.collected[extras.text]).toBeUndefined();
  });

  it('the list is forgotten once another question is asked', () => {
    const f = form([name, extras, email]);
    const first = 'props, guest book and the green screen';
    const outs = playTurns(f, ['Sunita Rao', first, 'props and green screen', 'sunita@x.example'], NOW);
    expect(outs[1]!.state.tooMany?.choices).toEqual(['Props box', 'Guest book', 'Green screen']);
    expect(outs[3]!.state.tooMany).toBeUndefined();
  });
});

describe('an addition to choices never understood is asked back', () => {
  const extrasBox = q(2, 'Extras with your veg box?', 'multiselect', {
    options: ['Eggs', 'Bread', 'Milk', 'Cheese'],
  });
  const f = form([name, extrasBox, email]);
  const second = (first: string, reply: string) =>
    playTurns(f, ['Pip', first, reply], NOW)[2]!.collected[extrasBox.text];
  it.each([
    ['oh add milk too', undefined],
    ['milk too', undefined],
    ['also cheese please', undefined],
    // look-alikes: a list of its own, or no addition
    ['eggs and bread, add milk too', ['Eggs', 'Bread', 'Milk']],
    ['just milk', ['Milk']],
    ['milk and cheese', ['Milk', 'Cheese']],
  ])('%s', (reply, expected) => {
    expect(second('hmm the usual stuff', reply)).toEqual(expected);
  });

  it('a first answer said as an addition is read as it always was', () => {
    const outs = playTurns(f, ['Pip', 'milk too'], NOW);
    expect(outs[1]!.collected[extrasBox.text]).toEqual(['Milk']);
  });
});
