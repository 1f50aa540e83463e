import { describe, expect, it } from 'vitest';
import { matchOption } from './options';

const flavours = ['Vanilla', 'Pistachio', 'Mint choc chip'];
const sabores = ['Vainilla', 'Pistacho', 'Menta'];
const pizzas = ['Margherita', 'Hawaiian', 'Four cheese'];
const pizzasEs = ['Margarita', 'Hawaiana', 'Cuatro quesos'];
const seats = ['Window', 'Aisle'];
const asientos = ['Ventanilla', 'Pasillo'];
const massage = ['Deep tissue', 'Relaxing', 'Hot stones'];
const masaje = ['Descontracturante', 'Relajante', 'Piedras calientes'];
const garden = ['Lawn mowing', 'Hedge trimming', 'Weeding'];
const jardin = ['Siega', 'Setos', 'Desbroce'];
const fuel = ['Petrol', 'Diesel', 'Electric'];
const combustible = ['Gasolina', 'Diésel', 'Eléctrico'];
const tod = ['Morning', 'Afternoon', 'Evening'];
const franja = ['Mañana', 'Tarde', 'Noche'];

/**
 * Options described by what goes in them, where a seat is, a massage's pressure, a garden task, what a car
 * runs on, the daily moment around a time (twelfth pass, `lexicon/described-uses.ts`, `schedule.ts`).
 */
describe('options described: flavours, pizzas, seats, pressure, garden tasks, fuel, daily moments', () => {
  it.each<[string[], string, string | null]>([
    [pizzas, 'tomato and mozzarella', 'Margherita'],
    [pizzasEs, 'la de piña', 'Hawaiana'],
    [pizzas, 'all the cheeses please', 'Four cheese'],
    [sabores, 'el verde de frutos secos, pistachos', 'Pistacho'],
    [seats, 'by the window please', 'Window'],
    [asientos, 'junto a la ventana', 'Ventanilla'],
    [seats, "I'd like to be on the aisle", 'Aisle'],
    [massage, 'I have knots in my back, strong pressure', 'Deep tissue'],
    [masaje, 'algo suave para desconectar', 'Relajante'],
    [garden, 'just cut the grass', 'Lawn mowing'],
    [jardin, 'quitar las malas hierbas', 'Desbroce'],
    [fuel, 'one that charges at home', 'Electric'],
    [combustible, 'cero emisiones', 'Eléctrico'],
    [tod, 'before work if possible', 'Morning'],
    [franja, 'antes de trabajar', 'Mañana'],
    [tod, 'when the kids are in bed', 'Evening'],
    [franja, 'después de cenar', 'Noche'],
    // Look-alikes.
    [flavours, 'something sweet', null],
    [pizzas, 'cheese and pineapple', null],
    [pizzasEs, 'una pizza grande', null],
    [seats, 'any seat', null],
    [asientos, 'me da igual', null],
    [massage, 'my back hurts', null],
    [masaje, 'un masaje', null],
    [garden, 'the garden is a mess', null],
    [jardin, 'el jardín está fatal', null],
    [fuel, 'a family car', null],
    [combustible, 'un coche grande', null],
    [tod, 'whenever works', null],
    [franja, 'cuando sea', null],
  ])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });
});
