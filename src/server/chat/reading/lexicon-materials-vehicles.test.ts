import { describe, expect, it } from 'vitest';
import { matchOption } from './options';

// Two word senses (eleventh pass, released-11): a scooter or moped (a Vespa) is a motorbike of its own kind, so
// "una Vespa" picks Scooter over Moto while a motorbike form still takes it as a motorbike; acrylic is the clear
// plastic sold as perspex or plexiglass. The look-alikes name the general sense, another option, or none.
const vehiculos = ['Moto', 'Scooter', 'Quad'];
const vehicles = ['Motorbike', 'Car', 'Van'];
const trophies = ['Metal', 'Glass', 'Acrylic'];
const signs = ['Madera', 'Metacrilato', 'Metal'];
describe('a scooter is a motorbike of its own kind; acrylic is clear plastic', () => {
  it.each<[string[], string, string | null]>([
    [vehiculos, 'una Vespa de 125', 'Scooter'],
    [vehiculos, 'un ciclomotor', 'Scooter'],
    [vehicles, 'a vespa', 'Motorbike'],
    [vehicles, 'a moped', 'Motorbike'],
    [trophies, 'the clear plastic ones', 'Acrylic'],
    [trophies, 'perspex please', 'Acrylic'],
    [signs, 'de plástico transparente', 'Metacrilato'],
    // Look-alikes.
    [vehiculos, 'una moto normal', 'Moto'],
    [vehiculos, 'una Honda CBR', null],
    [vehiculos, 'un quad', 'Quad'],
    [trophies, 'plastic', null],
    [trophies, 'clear glass', 'Glass'],
    [trophies, 'brushed steel', 'Metal'],
    [signs, 'de madera clara', 'Madera'],
  ])('%j: %s → %s', (options, said, value) => expect(matchOption(options, said)).toBe(value));
});
