import { describe, expect, it } from 'vitest';
import { matchOption } from './options';

const coffee = ['Espresso', 'Latte', 'Americano'];
const cafe = ['Solo', 'Con leche', 'Descafeinado'];
const wine = ['Red', 'White', 'Sparkling'];
const vino = ['Tinto', 'Blanco', 'Espumoso'];
const water = ['Still', 'Sparkling'];
const agua = ['Con gas', 'Sin gas'];
const cheese = ['Goat', 'Sheep', 'Cow'];
const queso = ['Cabra', 'Oveja', 'Vaca'];
const bread = ['White', 'Wholemeal', 'Rye', 'Gluten free'];
const heating = ['Underfloor', 'Radiators', 'Wood stove'];
const calefaccion = ['Suelo radiante', 'Radiadores', 'Biomasa'];
const tours = ['Walking', 'Helicopter', 'Horse riding'];
const rutas = ['A pie', 'En globo', 'A caballo'];
const rooms = ['Single', 'Double', 'Family'];
const cuartos = ['Individual', 'Doble', 'Familiar'];
const payment = ['Single payment', 'Instalments'];
const pago = ['Pago único', 'A plazos'];

/**
 * Options described by how a drink is made or served, the animal, the flour, the fuel, the air or a horse, who
 * shares a room, paying in parts (twelfth pass, `lexicon/described-more.ts`); look-alikes say two options,
 * another thing, or nothing an option is.
 */
describe('options described: drinks, animals, flour, fuel, air and horse, who shares, paying in parts', () => {
  it.each<[string[], string, string | null]>([
    [coffee, 'short and strong please', 'Espresso'],
    [coffee, 'one with lots of milk', 'Latte'],
    [cafe, 'sin cafeína, que si no no duermo', 'Descafeinado'],
    [wine, 'something with bubbles', 'Sparkling'],
    [vino, 'un cava para brindar', 'Espumoso'],
    [water, 'no bubbles please', 'Still'],
    [agua, 'agua sin burbujas', 'Sin gas'],
    [cheese, 'the one from goats', 'Goat'],
    [queso, 'el de leche de oveja', 'Oveja'],
    [bread, "I'm coeliac", 'Gluten free'],
    [bread, 'brown bread please', 'Wholemeal'],
    [heating, 'the one that burns wood', 'Wood stove'],
    [calefaccion, 'la de pellets', 'Biomasa'],
    [heating, 'heating in the floor', 'Underfloor'],
    [tours, 'I want to see it from the air', 'Helicopter'],
    [rutas, 'verlo desde el cielo', 'En globo'],
    [tours, 'on horseback', 'Horse riding'],
    [rooms, 'for a couple', 'Double'],
    [cuartos, 'para una pareja', 'Doble'],
    [rooms, "we're coming with the kids", 'Family'],
    [cuartos, 'vamos con los niños', 'Familiar'],
    [payment, 'with financing if possible', 'Instalments'],
    [pago, 'todo de una vez', 'Pago único'],
    // Look-alikes.
    [coffee, 'a coffee', null],
    [cafe, 'con leche o solo, me da igual', null],
    [wine, 'red or white', null],
    [water, 'a glass of water', null],
    [agua, 'agua del grifo', null],
    [cheese, 'a cheese board', null],
    [queso, 'queso curado', null],
    [bread, 'a loaf', null],
    [heating, 'it gets cold in winter', null],
    [calefaccion, 'hace frío en casa', null],
    [tours, 'something fun', null],
    [rutas, 'por la ciudad', null],
    [rooms, 'a room please', null],
    [cuartos, 'una habitación con vistas', null],
    [payment, 'how much is it?', null],
    [pago, 'con tarjeta', null],
    [['Rose', 'Tulip'], 'Rose Baker here', 'Rose'],
  ])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});
