import { describe, expect, it } from 'vitest';
import { matchOption } from './options';

const GARAGE = ['Revisión', 'Neumáticos', 'Frenos', 'ITV'];
const CAR = ['Service', 'Tyres', 'Brakes', 'MOT'];

describe('matchOption: a thing said fine is not chosen; another option meant beside one named is asked', () => {
  it.each<[string[], string, string | null]>([
    [GARAGE, 'las ruedas, los frenos están bien', 'Neumáticos'],
    [GARAGE, 'lo de las ruedas o los frenos, no sé', null],
    [CAR, 'the tyres, the brakes are fine', 'Tyres'],
    [CAR, 'new tyres please. the brakes look ok', 'Tyres'],
    [CAR, 'the MOT, no need for a service', 'MOT'],
    // Alone, "X is fine" is a choice of X, not a refusal of it.
    [CAR, 'brakes are fine', 'Brakes'],
    [['Mañana', 'Tarde'], 'la tarde está bien', 'Tarde'],
    [['Morning', 'Afternoon'], 'morning is fine', 'Morning'],
  ])('%j ← %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});
