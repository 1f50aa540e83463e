import { describe, expect, it } from 'vitest';
import { existenceHead, rootOf, shapeTopics } from './shapes';

describe('shapeTopics: what a passage says by its values', () => {
  it.each([
    ['Check-in is from 15:00 and check-out is until 11:00.', ['hour']],
    ['Prescription pick-up is available at the drive-thru until 9pm.', ['hour']],
    ['La mensualidad es de 85 € con dos clases semanales.', ['price', 'count']],
    ['The application fee is ₹1,500 and is non-refundable.', ['price']],
    ['Standard turnaround: 3 working days.', ['fast']],
    ['Ages 14+ can play without an adult.', ['age']],
    ['Catering para eventos en Sevilla y su provincia.', ['where']],
    ['Dogs are welcome.', []],
    ['Members get 15% off every second order.', ['discount']],
    ['Los martes, 2x1 en entradas.', ['discount']],
    ['VAT is 21% of the price.', []],
    // A count of things, not a price, an hour, a length of time or a year.
    ['Permiso A2: 12 clases prácticas incluidas, 690 €.', ['price', 'count']],
    ['Groups of up to 8.', ['count']],
    ['Mínimo 40 raciones.', ['count']],
    ['Founded in 1998 in Leeds.', ['where']],
    ['Open 9 to 5 on weekdays.', []],
    ['Not suitable for children under 10.', ['age', 'child']],
    ['10-year guarantee on frames and glass.', ['fast']],
    ['Garantía de dos años en todas las reparaciones.', ['fast']],
    ['Campamento para niños de 8 a 14 años.', ['age']],
    ['Self-service laundry open 24/7.', ['open', 'weekend', 'saturday', 'sunday', 'night']],
  ])('%s', (passage, topics) => {
    expect(shapeTopics(passage)).toEqual(topics);
  });
});

describe('rootOf: two forms of one word meet', () => {
  it.each([
    ['pago', 'paga'],
    ['pagamos', 'pago'],
    ['perrito', 'perro'],
    ['booking', 'book'],
  ])('%s ~ %s', (a, b) => {
    expect(rootOf(a)).toBe(rootOf(b));
  });

  it('keeps short words whole', () => {
    expect(rootOf('mes')).toBe('mes');
  });
});

describe('existenceHead: the thing an existence question asks for', () => {
  it.each([
    ['¿Hay duchas en la playa?', 'duchas'],
    ['is there an extra charge for being under 25?', 'charge'],
    ['will there be food?', 'food'],
    ['do you support Macs?', null],
  ])('%s', (question, head) => {
    expect(existenceHead(question)).toBe(head);
  });
});
