import { describe, expect, it } from 'vitest';
import { matchOption } from './options';

// Word senses (eleventh pass): citrus fruits for a citrus option, a wine tasting for "cata", sunset for "puesta de
// sol"/"atardecer", "flowery" for floral; and "nothing X" rules X out as "not X" does ("nothing but X" does not).
const scents = ['Floral', 'Woody', 'Fresh citrus', 'Oriental'];
const visitas = ['Visita clásica', 'Visita con cata', 'Visita con tapas'];
const excursiones = ['Puesta de sol', 'Snorkel', 'Día completo'];
const trips = ['Morning cruise', 'Sunset cruise'];
describe('citrus, tasting, sunset, flowery; "nothing X"', () => {
  it.each<[string[], string, string | null]>([
    [scents, 'nothing flowery at all, I love the smell of a lemon grove', 'Fresh citrus'],
    [scents, 'something with bergamot', 'Fresh citrus'],
    [scents, 'flowery', 'Floral'],
    [visitas, 'the one with the wine tasting please', 'Visita con cata'],
    [excursiones, 'la de ver el atardecer desde el barco, no la de bucear', 'Puesta de sol'],
    [trips, 'the one at dusk', 'Sunset cruise'],
    [scents, 'nothing floral at all, lemon', 'Fresh citrus'],
    // Look-alikes: "nothing but X" is X; "nothing X" alone rules X out and picks nothing; other options stay.
    [scents, 'nothing but floral for me', 'Floral'],
    [scents, 'nothing floral', null],
    [scents, 'floral, nothing else', 'Floral'],
    [visitas, 'la de las tapas', 'Visita con tapas'],
    [excursiones, 'el día completo', 'Día completo'],
    [trips, 'the morning one', 'Morning cruise'],
    [scents, 'something warm and spicy', null],
  ])('%j: %s → %s', (options, said, value) => expect(matchOption(options, said)).toBe(value));
});
