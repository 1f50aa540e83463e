import { describe, expect, it } from 'vitest';
import { matchOption } from './options';

const grooming = ['Bath & brush', 'Full groom', 'Nail trim only'];
const rooms = ['Double room, garden view', 'Double room, vineyard view', 'Family suite'];
const dances = ['Salsa', 'Tango', 'Lindy hop', 'Flamenco'];
const repairs = ['Screen', 'Battery', 'Charging port', 'Other'];
const reparaciones = ['Pantalla', 'Batería', 'Conector de carga', 'Otro'];
const diving = ['None', 'Open Water', 'Advanced'];
const buceo = ['Ninguna', 'Open Water', 'Advanced'];
const classes = ['Bread', 'Pastries', 'Cakes'];
const clases = ['Pan', 'Bollería', 'Tartas'];
const sailing = ['Beginner', 'Intermediate', 'Racing'];
const gearbox = ['Manual', 'Automatic'];
const cambio = ['Manual', 'Automático'];

/**
 * Options described, not named (tenth pass): a part for the whole (a pet's claws for its nails, the front glass
 * for a phone's screen), what is seen from a window for a view, where a dance comes from, "nobody"/"ninguno"
 * for None, a thing said in the other language ("pan"), "none of us has ever" for a beginner, a clutch left out
 * for an automatic car. Each meaning is a lexicon line; the look-alikes say another option, two, or none.
 */
describe('options described by a part, an origin, a view or the other language', () => {
  it.each([
    [grooming, 'just her claws clipped please', 'Nail trim only'],
    [rooms, 'the one with the vines outside the window', 'Double room, vineyard view'],
    [dances, 'the argentinian one 💃', 'Tango'],
    [dances, 'el argentino', 'Tango'],
    [repairs, 'the glass on the front is all cracked', 'Screen'],
    [reparaciones, 'tengo la pantalla rota', 'Pantalla'],
    [diving, 'ninguno tiene certificado todavía', 'None'],
    [buceo, 'nobody has one yet', 'Ninguna'],
    [classes, 'pan', 'Bread'],
    [clases, 'the bread one', 'Pan'],
    [sailing, 'none of us has ever been on a sailboat', 'Beginner'],
    [gearbox, 'a car without a clutch pedal', 'Automatic'],
    [cambio, 'uno sin embrague', 'Automático'],
  ])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it.each([
    [grooming, 'a full groom and her claws too', null],
    [rooms, 'the one with the garden outside the window', 'Double room, garden view'],
    [rooms, 'a room with a view', null],
    [dances, 'the cuban one', 'Salsa'],
    [dances, 'the spanish dance, sevillanas', 'Flamenco'],
    [dances, 'swing', 'Lindy hop'],
    [repairs, 'the battery dies fast', 'Battery'],
    [repairs, 'it will not charge', 'Charging port'],
    [diving, 'open water, got it last year', 'Open Water'],
    [buceo, 'advanced', 'Advanced'],
    [classes, 'cakes please', 'Cakes'],
    [clases, 'bollería', 'Bollería'],
    [sailing, 'we have raced before', 'Racing'],
    [gearbox, 'with a clutch, stick shift', 'Manual'],
    [cambio, 'manual, con embrague', 'Manual'],
  ])('look-alike %j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});
