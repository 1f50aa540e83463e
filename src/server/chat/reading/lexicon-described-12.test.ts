import { describe, expect, it } from 'vitest';
import { optionByClock } from './option-clock';
import { matchOption } from './options';

const art = ['Watercolour', 'Oil painting', 'Charcoal drawing'];
const arte = ['Acuarela', 'Óleo', 'Carboncillo'];
const milk = ['Whole', 'Oat', 'Soy'];
const leche = ['Entera', 'Avena', 'Soja'];
const cakes = ['Carrot', 'Chocolate fudge', 'Lemon drizzle'];
const tartas = ['Zanahoria', 'Chocolate', 'Limón'];
const rooms = ['Single', 'Double', 'Dorm'];
const cuartos = ['Individual', 'Doble', 'Compartida'];
const pickup = ['Collection', 'Delivery'];
const recogida = ['En tienda', 'A domicilio'];
const tours = ['Walking', 'Cycling', 'Boat'];
const rutas = ['A pie', 'En bici', 'En barco'];
const heating = ['Gas boiler', 'Heat pump', 'Electric radiators'];
const calefaccion = ['Caldera de gas', 'Aerotermia', 'Radiadores eléctricos'];
const menu = ['Meat', 'Fish', 'Vegan'];
const menus = ['Carne', 'Pescado', 'Vegano'];
const lenses = ['Single vision', 'Varifocal', 'Reading'];
const lentes = ['Monofocales', 'Progresivas', 'De lectura'];
const hats = ['Fedora', 'Gorro de lana', 'Pamela'];
const cleaning = ['Normal', 'A fondo', 'Fin de alquiler'];
const workshops = ['Bread', 'Pasta', 'Pastry'];
const talleres = ['Pan', 'Pasta fresca', 'Repostería'];
const products = ['Honey', 'Beeswax candles', 'Pollen'];
const productos = ['Miel', 'Velas de cera', 'Polen'];

/**
 * Options described by what they are made of, look like, where they happen or what they do (twelfth pass,
 * `lexicon/described.ts`): one meaning a line; the look-alikes say two options, another thing, or the same
 * words about something no option is.
 */
describe('options described by material, source, place or use', () => {
  it.each<[string[], string, string | null]>([
    [art, 'the one with the black sticks you smudge', 'Charcoal drawing'],
    [arte, 'la de los palitos negros que se difuminan', 'Carboncillo'],
    [milk, 'the one made from beans', 'Soy'],
    [leche, 'la que sale de una legumbre', 'Soja'],
    [cakes, 'the one with the orange veg in it lol', 'Carrot'],
    [tartas, 'la que lleva esa verdura naranja', 'Zanahoria'],
    [rooms, 'just me, I want a room to myself', 'Single'],
    [cuartos, 'viajo sin compañía', 'Individual'],
    [pickup, 'can you bring it to my house?', 'Delivery'],
    [recogida, 'me lo traéis a casa', 'A domicilio'],
    [pickup, "I'll come and collect it", 'Collection'],
    [tours, 'on the water please!', 'Boat'],
    [rutas, 'por el agua, porfa', 'En barco'],
    [tours, 'on foot', 'Walking'],
    [heating, 'the one that pulls warmth out of the outside air', 'Heat pump'],
    [calefaccion, 'la que saca el calor del aire de fuera', 'Aerotermia'],
    [menu, 'nothing that comes from an animal', 'Vegan'],
    [menus, 'nada que venga de un animal', 'Vegano'],
    [lenses, 'I need to see both far and up close', 'Varifocal'],
    [lentes, 'necesito ver de lejos y de cerca', 'Progresivas'],
    [lenses, 'just for up close', 'Reading'],
    [hats, 'algo de ala ancha para la playa', 'Pamela'],
    [['Fedora', 'Beanie', 'Sun hat'], 'something wide-brimmed', 'Sun hat'],
    [cleaning, 'we want our deposit back', 'Fin de alquiler'],
    [workshops, 'making the noodles by hand', 'Pasta'],
    [talleres, 'el de hacer los tallarines a mano', 'Pasta fresca'],
    [products, 'the ones you light', 'Beeswax candles'],
    [productos, 'las que se encienden', 'Velas de cera'],
    // Look-alikes: two options said, a word of another thing, a negation, nothing an option is.
    [art, 'black and white photos', null],
    [arte, 'un retrato en blanco y negro', null],
    [milk, 'soy or oat', null],
    [leche, 'sin lactosa', null],
    [cakes, 'orange juice', null],
    [rooms, 'me and my partner', null],
    [cuartos, 'yo solo, pero con un amigo', null],
    [pickup, 'can you tell me the opening hours?', null],
    [recogida, 'mi casa está lejos', null],
    [tours, 'a bottle of water please', null],
    [rutas, 'agua con gas', null],
    [heating, 'the air in the house is dry', null],
    [calefaccion, 'aire acondicionado', null],
    [menu, 'eggs and cheese', null],
    [menus, 'no me gustan los animales', null],
    [lenses, 'far', null],
    [lentes, 'de cerca o de lejos, no sé', null],
    [hats, 'para la playa', null],
    [cleaning, 'el piso es grande', null],
    [workshops, 'the Italian one', null],
    [talleres, 'algo dulce o salado', null],
    [products, 'the light ones', null],
    [productos, 'se va la luz a veces', null],
  ])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});

const tod = ['Morning', 'Afternoon', 'Evening'];
const franja = ['Mañana', 'Tarde', 'Noche'];

/** A clock time said picks the moment of the day it falls in (twelfth pass, `option-clock.ts`). */
describe('a clock time picks its moment of the day', () => {
  it.each<[string[], string, string | null | undefined]>([
    [tod, 'after work, like 7ish', 'Evening'],
    [tod, 'at 7pm', 'Evening'],
    [tod, 'around 9am', 'Morning'],
    [tod, 'at 14:30', 'Afternoon'],
    [franja, 'al salir de trabajar, sobre las 21h', 'Noche'],
    [franja, 'a las 8 de la tarde', 'Tarde'],
    [franja, 'sobre las 10h', 'Mañana'],
    [franja, 'a las 22:00', 'Noche'],
    // Look-alikes: a bare hour of either half of the day, two moments, no time, options with their own hours.
    [tod, 'at 7', null],
    [tod, '5pm', null],
    [franja, 'a las 10 o a las 22', null],
    [tod, 'the 7th', undefined],
    [tod, 'we are 7 people', undefined],
    [['Morning (9-12)', 'Afternoon (12-5)'], 'at 10am', undefined],
    [['Small', 'Large'], 'at 7pm', undefined],
    [franja, 'tengo 21 años', undefined],
  ])('%j: %s → %s', (options, said, expected) => {
    expect(optionByClock(options, said)).toBe(expected);
  });
});
