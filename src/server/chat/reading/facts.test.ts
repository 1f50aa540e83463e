import { describe, expect, it } from 'vitest';
import { cleanFact, isFreeText } from './facts';
import { namesQuestion } from './naming';

describe('isFreeText: free text kept whole, or a short fact', () => {
  it.each<[string, boolean]>([
    ['Any special instructions?', true],
    ['¿Mensaje para la tarjeta?', true],
    ['¿Qué ha ocurrido?', true],
    ['Contanos sobre tu proyecto', true],
    ["Postcode you're moving from", false],
    ['Gamer tag?', false],
    ['¿Origen?', false],
    ['Wedding venue', false],
  ])('%s → %s', (q, free) => expect(isFreeText(q)).toBe(free));
});

describe('cleanFact: the framing around a short fact dropped', () => {
  it.each<[string, string]>([
    ['fair enough, BS3 4LX', 'BS3 4LX'],
    ['nice. handle is mossygoblin', 'mossygoblin'],
    ['from Jávea', 'Jávea'],
    ['to Málaga', 'Málaga'],
    ['ok, my postcode is EH6 5JP', 'EH6 5JP'],
    ['the Grove at Oakhill', 'the Grove at Oakhill'],
    ['Leeds', 'Leeds'],
    ['from the old town', 'from the old town'],
  ])('%s → %s', (said, value) => expect(cleanFact(said)).toBe(value));
});

describe('namesQuestion: words that set one question apart from the others', () => {
  it.each<[string, string, string[], boolean]>([
    ['drop off the 6th', 'Drop-off date', ['Pick-up date'], true],
    ['drop off the 6th', 'Pick-up date', ['Drop-off date'], false],
    ['hasta el 28 seguro', '¿Hasta qué día?', ['¿Desde qué día?'], true],
    ['hasta el 28 seguro', '¿Desde qué día?', ['¿Hasta qué día?'], false],
    ['the 6th', 'Drop-off date', ['Pick-up date'], false],
    ['for the budget 5000', 'Budget (€)', ['How many guests?'], true],
  ])('%s names %s among %j: %s', (said, q, others, named) =>
    expect(namesQuestion(said, q, others)).toBe(named),
  );
});
