import { describe, expect, it } from 'vitest';
import { afterQuestionLabel, restatedProperName } from './text-labels';

describe('afterQuestionLabel: a lead that names the question, a colon, then the answer', () => {
  const others = ['What surface is the sign going on?', 'Email?'];
  it.each<[string, string, string | null]>([
    ['oh the name, sorry: The Crooked Spoon', 'Business name?', 'The Crooked Spoon'],
    ['breed: border collie', "Dog's breed?", 'border collie'],
    ['la ciudad, perdona: Sevilla', '¿Ciudad?', 'Sevilla'],
    // Look-alikes: the lead names nothing of the question, another question's word, a time, an address.
    ['sorry: The Crooked Spoon', 'Business name?', null],
    ['the surface: glass', 'Business name?', null],
    ['at 10:30 please', 'Business name?', null],
    ['website: https://spoon.cafe', 'Business name?', null],
    ['name: Ollie, business: Spoon', 'Business name?', null],
  ])('%j to %j → %j', (text, question, value) => {
    expect(afterQuestionLabel(text, question, others)?.text ?? null).toBe(value);
  });
});

describe('restatedProperName: a common noun said again as the start of a name', () => {
  it.each<[string, string | null]>([
    ['la bodega, Bodega Los Arcos', 'Bodega Los Arcos'],
    ['the cafe, Cafe Nero', 'Cafe Nero'],
    ['hotel - Hotel Miramar', 'Hotel Miramar'],
    // Look-alikes: another word, a lone word, a name without the noun, a lower-case restatement.
    ['bodega, Los Arcos', null],
    ['the cafe, Cafe', null],
    ['la bodega, bodega los arcos', null],
    ['muy bien, Bodega Los Arcos', null],
    ['Bodega Los Arcos', null],
  ])('%j → %j', (text, value) => {
    expect(restatedProperName(text)?.text ?? null).toBe(value);
  });
});
