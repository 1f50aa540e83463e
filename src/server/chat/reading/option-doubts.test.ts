import { describe, expect, it } from 'vitest';
import { asksWhoYouAre, optionDoubted } from './option-doubts';

const bikes = ['Road bike', 'Mountain bike', 'E-bike', 'Kids bike'];
const rooms = ['Kitchen', 'Bathroom', 'Bedroom', 'Garage'];
const who = ['Tenant', 'Landlord', 'Letting agent'];
const levels = ['Beginner', 'Intermediate', 'Advanced'];
const clases = ['Individual', 'En grupo', 'Online'];
const urgency = ['No rush', 'This week', 'Today'];

describe('optionDoubted: the mention of an option says something else than the choice', () => {
  it.each<[string[], string, string, string, boolean]>([
    // Ruled out: a negation within two words before the option's own words.
    [rooms, 'Garage', "we don't want the garage touched, it's about upstairs", 'Which room?', true],
    [bikes, 'Mountain bike', 'not a mountain bike, something for the city', 'Which bike?', true],
    [clases, 'En grupo', 'sin grupo, prefiero algo a mi ritmo', '¿Qué clase?', true],
    // Look-alikes: the negation is elsewhere, before a verb, or is the option's own word.
    [rooms, 'Garage', "the garage, it doesn't close", 'Which room?', false],
    [rooms, 'Kitchen', 'no, the kitchen', 'Which room?', false],
    [urgency, 'No rush', 'no rush at all', 'How urgent?', false],
    [urgency, 'No rush', "there's no rush really", 'How urgent?', false],
    // Someone else's, when the question asks who the visitor is.
    [
      who,
      'Letting agent',
      'I rent it, my letting agent handles the repairs',
      'Are you a tenant or landlord?',
      true,
    ],
    [
      who,
      'Letting agent',
      'we found it through a letting agent',
      'Are you the tenant, landlord or agent?',
      true,
    ],
    [who, 'Landlord', 'the landlord we have never answers', 'Are you a tenant or landlord?', true],
    // Look-alikes: said as the visitor's own role, or the question is not about who they are.
    [who, 'Landlord', "I'm the landlord", 'Are you a tenant or landlord?', false],
    [
      who,
      'Letting agent',
      'letting agent, I manage it for the owner',
      'Are you a tenant or landlord?',
      false,
    ],
    [bikes, 'Road bike', 'my road bike', 'Which bike needs the service?', false],
    // One item of a list beside a thing no option holds.
    [bikes, 'Kids bike', 'a lock and a kids bike', 'What are you buying?', true],
    [['Suit', 'Dress', 'Coat'], 'Dress', 'a dress and shoes to match', 'What garment?', true],
    [['Corte', 'Corte y barba'], 'Corte y barba', 'corte y beard trim', '¿Servicio?', false],
    // Look-alikes: the other item is an option, part of the option, or no thing at all.
    [['Cut', 'Colour', 'Cut and colour'], 'Cut and colour', 'cut and colour please', 'Service?', false],
    [bikes, 'E-bike', 'the e-bike and I need it back Friday', 'Which bike?', false],
    [rooms, 'Kitchen', 'kitchen', 'Which room?', false],
    // In a clause about what was, not what is wanted.
    [levels, 'Beginner', 'last year I did the beginner one, this time something harder', 'Level?', true],
    [clases, 'En grupo', 'el año pasado fui en grupo, ahora quiero ir a mi ritmo', '¿Qué clase?', true],
    [levels, 'Beginner', 'beginner, same as last time', 'Level?', false],
    [levels, 'Advanced', 'the advanced like last year', 'Level?', false],
    // A time said relative to the option's: after it, before it.
    [
      ['Autumn', 'Spring', 'Summer'],
      'Summer',
      'start straight after the summer holidays',
      'Which term?',
      true,
    ],
    [['Otoño', 'Invierno', 'Verano'], 'Verano', 'mejor antes del verano', '¿Qué trimestre?', true],
    [['Morning', 'Afternoon'], 'Afternoon', 'after lunch, so afternoon', 'When?', false],
    [['Autumn', 'Spring', 'Summer'], 'Summer', 'the summer one please', 'Which term?', false],
    [['Before 9am', 'After 5pm'], 'Before 9am', 'before 9am please', 'When?', false],
    [['Autumn', 'Spring', 'Summer'], 'Autumn', 'autumn, after the summer holidays', 'Which term?', false],
    [
      ['Extension', 'Loft conversion'],
      'Loft conversion',
      "we're after a loft conversion",
      'Project type',
      false,
    ],
    [
      ['Extension', 'Loft conversion'],
      'Loft conversion',
      "I'm after the loft conversion",
      'Project type',
      false,
    ],
    // The visitor's own thing is not the one offered.
    [['Standard', 'Glamping bell tent'], 'Glamping bell tent', "we're bringing our own tent", 'Area?', true],
    [['Alquiler de bici', 'Ruta'], 'Alquiler de bici', 'llevamos nuestra propia bici', '¿Qué?', true],
    [
      ['Standard', 'Glamping bell tent'],
      'Glamping bell tent',
      'the bell tent for our own comfort',
      'Area?',
      false,
    ],
    [bikes, 'Road bike', 'my road bike', 'Which bike?', false],
    // The end of a "without …" clause.
    [
      ['Monofocales', 'Progresivas', 'Gafas de sol graduadas'],
      'Gafas de sol graduadas',
      'para ver de cerca y de lejos sin tener que cambiarme de gafas',
      'Tipo de lentes',
      true,
    ],
    [['Van', 'Car'], 'Van', 'without having to hire a van', 'Vehicle?', true],
    [['Van', 'Car'], 'Van', 'the van, without the roof rack', 'Vehicle?', false],
    [['Van', 'Car'], 'Van', 'sin prisa y con la van', 'Vehicle?', false],
    // "mi" + a noun is a possessive, not the pronoun "mí" of "Para mí".
    [
      ['Regalo', 'Para mí'],
      'Para mí',
      'es para mi suegro, que cumple 70',
      '¿Es para regalo o para ti?',
      true,
    ],
    [['Regalo', 'Para mí'], 'Para mí', 'es para mi', '¿Es para regalo o para ti?', false],
    [['Regalo', 'Para mí'], 'Para mí', 'para mí, un capricho', '¿Es para regalo o para ti?', false],
    [['Regalo', 'Para mí'], 'Para mí', 'para mi también', '¿Es para regalo o para ti?', false],
    // A word of a name written with capitals (a person, a business), not the choice.
    [['Roses', 'Tulips', 'Lilies'], 'Roses', 'Hi, Rose Baker here, it is for my mum', 'Which flowers?', true],
    [['Wedding', 'Corporate', 'Birthday'], 'Corporate', 'Sam from Corporate Events Ltd', 'Event?', true],
    // Look-alikes: the option capitalised alone or whole, a reply all in capitals, "I" before it.
    [['Roses', 'Tulips', 'Lilies'], 'Roses', 'Roses, for my mum', 'Which flowers?', false],
    [['Full groom', 'Bath'], 'Full groom', 'the Full Groom please', 'Service?', false],
    [['Wedding', 'Corporate', 'Birthday'], 'Corporate', 'CORPORATE EVENT DINNER', 'Event?', false],
    // Not said in its own words (a position or a meaning): nothing to doubt here.
    [levels, 'Advanced', 'the third one', 'Level?', false],
  ])('%j %s in %j (%s) → %s', (options, option, reply, question, doubted) =>
    expect(optionDoubted(options, option, reply, question)).toBe(doubted),
  );
});

describe('asksWhoYouAre', () => {
  it.each<[string, boolean]>([
    ['Are you an agent or a private seller?', true],
    ['¿Eres particular o empresa?', true],
    ['¿Es usted el propietario o el inquilino?', true],
    ['Which room?', false],
    ['Are there pets in the house?', false],
  ])('%s → %s', (q, v) => expect(asksWhoYouAre(q)).toBe(v));
});

describe('optionDoubted: the option the answer is set against, or a clause that would rather not have it', () => {
  const treatments = ['Metal braces', 'Clear aligners', 'Retainer'];
  const spots = ['On the house wall', 'On a post in the drive', 'Inside the garage'];
  const flores = ['Flores frescas', 'Flores secas', 'Plantas'];
  it.each<[string[], string, string, string, boolean]>([
    [
      treatments,
      'Metal braces',
      'We were thinking of the invisible ones rather than metal.',
      'Treatment?',
      true,
    ],
    [treatments, 'Metal braces', 'the clear ones instead of metal braces', 'Treatment?', true],
    [flores, 'Flores frescas', 'mejor secas en vez de frescas', '¿Qué flores?', true],
    [flores, 'Plantas', 'algo que dure, en lugar de las plantas', '¿Qué flores?', true],
    [
      spots,
      'On the house wall',
      'the house wall is old stone and we’d rather not drill into it',
      'Where?',
      true,
    ],
    [flores, 'Flores frescas', 'frescas preferiríamos que no, que se mueren', '¿Qué flores?', true],
    // Look-alikes: the option is what is wanted, the contrast is about something else, or "rather" prefers it.
    [treatments, 'Metal braces', 'metal braces rather than anything fancy', 'Treatment?', false],
    [treatments, 'Clear aligners', 'clear aligners, rather than waiting another year', 'Treatment?', false],
    [spots, 'On the house wall', "I'd rather have it on the house wall", 'Where?', false],
    [spots, 'Inside the garage', 'inside the garage, we would rather not leave it out', 'Where?', false],
    [flores, 'Flores secas', 'secas, en vez de esperar a la temporada', '¿Qué flores?', false],
    [flores, 'Plantas', 'plantas, prefiero que duren', '¿Qué flores?', false],
    [treatments, 'Retainer', 'just the retainer instead', 'Treatment?', false],
  ])('%j: %j in %j (%s) is doubted: %s', (options, option, reply, question, doubted) => {
    expect(optionDoubted(options, option, reply, question)).toBe(doubted);
  });
});
