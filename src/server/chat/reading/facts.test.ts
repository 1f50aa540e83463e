import { describe, expect, it } from 'vitest';
import {
  cleanFact,
  isClause,
  isFreeText,
  isPlaceQuestion,
  isSentence,
  placeMention,
  routeIn,
  withoutAckSentence,
  withoutFinalStop,
  withoutPlaceLead,
} from './facts';
import { readText } from './names';
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
    ['¿Usuario o teléfono para contactarte?', false],
    ['¿Persona de contacto?', false],
    ['Cuéntanos tu idea', true],
    // What is to be written on a thing is kept as written.
    ['What should the plaque say?', true],
    ['Text to engrave on the ring', true],
    ['¿Qué quieres que ponga el grabado?', true],
    ['Texto del bordado', true],
    ['Engraving font', true],
    ['Ring size', false],
  ])('%s → %s', (q, free) => expect(isFreeText(q)).toBe(free));
});

describe('cleanFact: the framing around a short fact dropped', () => {
  it.each<[string, string]>([
    ['fair enough, BS3 4LX', 'BS3 4LX'],
    // A condition after a short fact is said about it.
    ["Jess if she's free", 'Jess'],
    ['Calle Mayor 3 si es posible', 'Calle Mayor 3'],
    ['nice. handle is mossygoblin', 'mossygoblin'],
    ['from Jávea', 'Jávea'],
    ['to Málaga', 'Málaga'],
    ['ok, my postcode is EH6 5JP', 'EH6 5JP'],
    ['the Grove at Oakhill', 'the Grove at Oakhill'],
    ['Leeds', 'Leeds'],
    ['from the old town', 'from the old town'],
  ])('%s → %s', (said, value) => expect(cleanFact(said)).toBe(value));
});

describe('cleanFact: a preposition before a longer place said all as a name', () => {
  it.each<[string, string]>([
    ['en Santa María del Mar', 'Santa María del Mar'],
    ["at St Mary's Church Hall", "St Mary's Church Hall"],
    ['in the Church of the Holy Name', 'in the Church of the Holy Name'],
    ['en la Iglesia de San Juan Bautista', 'en la Iglesia de San Juan Bautista'],
    // Look-alikes: lowercase words said after the place, or a sentence that goes on.
    ['en Santa María del Mar si hay fecha', 'en Santa María del Mar si hay fecha'],
    ['en Santa María del Mar pero no sé la hora', 'en Santa María del Mar pero no sé la hora'],
    ['in London we usually meet at noon', 'in London we usually meet at noon'],
    ['at Hotel Miramar o en casa de mi madre', 'at Hotel Miramar o en casa de mi madre'],
  ])('%s → %s', (said, value) => expect(cleanFact(said)).toBe(value));
});

describe('short facts: an acknowledging first sentence, the final full stop, articles and "soy" dropped', () => {
  it.each<[string, string]>([
    ['vale. Calle Delicias 40, 3º B, Zaragoza', 'Calle Delicias 40, 3º B, Zaragoza'],
    ['Understood. The company is Nordlicht GmbH', 'The company is Nordlicht GmbH'],
    ['found it: MC-40219', 'MC-40219'],
    ['Dr. Park', 'Dr. Park'],
    ['Leeds', 'Leeds'],
  ])('withoutAckSentence(%s) → %s', (said, value) => expect(withoutAckSentence(said)).toBe(value));
  it.each<[string, string]>([
    ['calf.', 'calf'],
    ['golden retriever.', 'golden retriever'],
    ['Acme S.L.', 'Acme S.L.'],
    ['Northwind Traders Ltd.', 'Northwind Traders Ltd.'],
    ['Elm St.', 'Elm St.'],
    ['The parcel arrived damaged and wet.', 'The parcel arrived damaged and wet.'],
  ])('withoutFinalStop(%s) → %s', (said, value) => expect(withoutFinalStop(said)).toBe(value));
  it.each<[string, string, string]>([
    ['la 4412', '¿Extensión de teléfono?', '4412'],
    ['soy el_gaucho', '¿Nick?', 'el_gaucho'],
    ['Dallas. ', 'To (city)', 'Dallas'],
    ['Understood. The company is Nordlicht GmbH', 'Company', 'Nordlicht GmbH'],
    ['Lo recogerá mi marido, Tomás. Gracias!!', 'Observaciones', 'Lo recogerá mi marido, Tomás. Gracias!!'],
    ['Happy 30th, Marco!!! 🎂', 'What should we write on the cake?', 'Happy 30th, Marco!!! 🎂'],
  ])('readText(%s) to %s → %s', (said, q, value) =>
    expect(readText(said, 'text', q)).toEqual({ kind: 'value', value }),
  );
});

describe('isClause: a sentence about a day, a count or the visitor is no short fact', () => {
  it.each<[string, string, boolean]>([
    ['thursday if you have space', 'Breed?', true],
    ['15 cm y el viernes entonces', '¿Instagram?', true],
    ['unos 25 productos.', '¿Empresa?', true],
    ['About 35', 'Department', true],
    ['Serían 6 operarios', 'Empresa', true],
    ['next Wednesday works for the demo', 'Which company are you with?', true],
    ['Calle Delicias 40, 3º B', '¿Dirección?', false],
    // A house number before a street whose name ends in "s" is no count of things.
    ['12 Mills Road', 'Home address', false],
    ['3 vehicles', 'Company', true],
    ['Monday after school', 'Preferred day?', false],
    ['120 x 80 cm', 'Dimensions?', false],
    ['Kim & Park LLC', 'Company', false],
    ['nobody will work there', 'Company', true],
    ["jess's cakes n bakes", 'Business name', false],
    ['entonces volveré', '¿Usuario?', true],
    ['lo consultaría', '¿Empresa?', true],
    ['Posada Andaré', '¿Empresa?', false],
    ['esperé media hora aunque tenía cita', '¿Qué podemos mejorar?', false],
    // A time said alone, however vague, is no place nor name; a place is.
    ['next week', 'Which marina is the yacht in?', true],
    ['pues el mes que viene', '¿En qué ciudad vives?', true],
    ['this weekend', 'Venue name', true],
    ['Puerto Banús', '¿En qué puerto está?', false],
    ['Weekend Warriors FC', 'Team name', false],
    ['next week', 'When would suit you?', false],
  ])('%s to %s: %s', (said, q, clause) => expect(isClause(said, q)).toBe(clause));
});

describe('routeIn: a route answers a "from" and a "to" question', () => {
  it.each<[string, string, string, { from: string; to: string } | null]>([
    ['de Bilbao a Valencia', '¿Desde qué ciudad?', '¿A qué ciudad?', { from: 'Bilbao', to: 'Valencia' }],
    ['from Leeds to York', 'Moving from (city)', 'Moving to (city)', { from: 'Leeds', to: 'York' }],
    ['Bilbao', '¿Desde qué ciudad?', '¿A qué ciudad?', null],
    ['de Bilbao a Valencia', '¿Ciudad?', '¿Fecha?', null],
  ])('%s (%s, %s) → %j', (said, f, t, r) => expect(routeIn(said, f, t)).toEqual(r));
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

describe('isSentence: a lowercase sentence with a pronoun or a finite verb is no short fact', () => {
  it.each<[string, boolean]>([
    ['a colleague recommended you', true],
    ['last two digits are 32 not 23', true],
    ['my own company', true],
    ['14 elm road', false],
    ['brightpath labs', false],
    ['head of sales', false],
    ["St Luke's Hospital is where I work", false],
    ['Diseño de videojuegos indie 🎮 (somos 2 y un gato)', false],
  ])('%j → %s', (text, sentence) => {
    expect(isSentence(text)).toBe(sentence);
  });
});

describe('withoutPlaceLead: "I live in", "vivo en" before a place, when a place is asked', () => {
  it.each<[string, string, string]>([
    ['vivo en Gràcia', '¿En qué barrio vives?', 'Gràcia'],
    ["we're based in Lisbon", 'Which city are you based in?', 'Lisbon'],
    ['I live in Leeds', 'Where do you live?', 'Leeds'],
    ['soy de Sevilla', '¿De qué ciudad eres?', 'Sevilla'],
    ['vivo en Gràcia', 'Company name', 'vivo en Gràcia'],
    ["I'm a bakery in Sevilla", 'Which city?', "I'm a bakery in Sevilla"],
  ])('%j to %j → %j', (value, question, out) => {
    expect(withoutPlaceLead(value, question)).toBe(out);
  });
});

describe('a place said after a preposition of place', () => {
  it.each([
    ['¿En qué zona?', true],
    ['Country of citizenship', true],
    ['Which city are you based in?', true],
    ['Where did you hear about us?', false],
    ['Delivery address', false],
    ['¿Empresa o comunidad?', false],
  ])('%s asks where: %s', (question, expected) => {
    expect(isPlaceQuestion(question)).toBe(expected);
  });

  it.each([
    ["Yes, I'm from Nigeria", 'Nigeria'],
    ['Buscamos piso de alquiler por Ruzafa, hasta 1.100 al mes', 'Ruzafa'],
    ['algo cerca de Viña del Mar', 'Viña del Mar'],
    ['in English please', null],
    ['En Junio', null],
    ['we live in Leeds but work in York', null],
  ])('%s → %s', (message, expected) => {
    expect(placeMention(message)?.value ?? null).toBe(expected);
  });
});
