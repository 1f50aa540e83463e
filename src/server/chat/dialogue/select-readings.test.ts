import { describe, expect, it } from 'vitest';
import { correctedOption } from './select-readings';

describe('correctedOption: what a correction changes a select to', () => {
  const flyers = ['Flyers A5', 'Flyers A6', 'Carteles A3', 'Roll-up'];
  const colour = ['Colour', 'Black & grey', 'Blackwork'];
  it.each<[string[], string, string, string | null]>([
    [colour, 'Colour', 'hmm change that colour one to blackwork actually, more my vibe', 'Blackwork'],
    [flyers, 'Flyers A5', 'no no, es el A6, los pequeñitos', 'Flyers A6'],
    [flyers, 'Flyers A5', 'no, los flyers', null],
    [colour, 'Colour', 'colour is right', null],
  ])('%j (%s) %s → %s', (options, stored, said, value) =>
    expect(correctedOption(options, stored, said)).toBe(value),
  );
});
