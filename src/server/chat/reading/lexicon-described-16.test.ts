import { describe, expect, it } from 'vitest';
import { matchOption } from './options';

const appliances = ['Oven', 'Hob', 'Dishwasher', 'Washing machine'];
const circo = ['Telas aéreas', 'Malabares', 'Acrobacia de suelo'];
const blinds = ['Roller', 'Venetian', 'Roman', 'Vertical'];
const hair = ['Cut & blow-dry', 'Full colour', 'Highlights', 'Beard trim'];
const boat = ['Full repaint', 'Roses and castles panels', 'Signwriting only'];
const cleaning = ['Driveway', 'Patio', 'Decking'];
const tejido = ['Opaco', 'Translúcido', 'Visillo'];
const modalidad = ['Presencial', 'Online'];
const nivel = ['Fácil', 'Medio', 'Exigente'];
const cursos = ['Iniciación', 'Latte art'];
const shows = ['The Solar System', 'Stars and Constellations', 'Black Holes'];
const japones = ['Sushi', 'Ramen', 'Gyozas'];
const thai = ['Pad thai', 'Curry verde', 'Sopa tom yum'];
const tes = ['Té verde', 'Té negro', 'Rooibos', 'Manzanilla'];
const scents = ['Citrus grove', 'Woodland', 'Sweet vanilla'];
const sillas = ['Manual', 'Eléctrica', 'Scooter'];
const permisos = ['Permiso B', 'Permiso A2', 'Permiso C', 'Curso de reciclaje'];
const colchon = ['Firme', 'Blando'];
const blindsNamed = ['Roller blinds', 'Vertical blinds'];

/**
 * Options described in other words in a dialogue (fourteenth pass, `lexicon/described-16.ts`): what a machine
 * does, how a thing looks or moves, what a dish or a scent is made of, what a course is about, the hardest level;
 * a "nada de" that governs the words after it like "sin". The look-alikes say two options, use the word about something else, or turn the
 * description down; they are at least as many as the cases taken.
 */
describe('options described in other words, in dialogues', () => {
  it.each<[string[], string, string]>([
    [appliances, "the thing that washes the plates won't drain", 'Dishwasher'],
    [['Horno', 'Lavavajillas', 'Lavadora'], 'el que lava los platos', 'Lavavajillas'],
    [circo, 'lo que más le gusta es lanzar pelotas y mazas al aire', 'Malabares'],
    [['Aerial silks', 'Juggling', 'Trapeze'], 'keeping three balls in the air', 'Juggling'],
    [blinds, 'the ones with horizontal slats you can tilt', 'Venetian'],
    [hair, 'just a few lighter streaks through the front', 'Highlights'],
    [boat, 'just her name on the side, in traditional letters', 'Signwriting only'],
    [cleaning, 'the wooden bit out the back we sit on', 'Decking'],
    [tejido, 'que no entre nada de luz, que duermo de día', 'Opaco'],
    [['Blackout', 'Sheer', 'Dim-out'], 'total darkness please, I work nights', 'Blackout'],
    [modalidad, 'nada de online, que ya pasa mucho rato con el ordenador', 'Presencial'],
    [nivel, 'la más dura que tengáis', 'Exigente'],
    [cursos, 'el de hacer dibujitos en la leche', 'Latte art'],
    [shows, 'the one about the planets going round the sun', 'The Solar System'],
    [japones, 'el de la sopa de fideos con caldo', 'Ramen'],
    [thai, 'el de los fideos salteados', 'Pad thai'],
    [tes, 'el rojo ese sudafricano', 'Rooibos'],
    [scents, 'the foresty one with cedar & pine', 'Woodland'],
    [sillas, 'una que se empuje, sin botones', 'Manual'],
    [permisos, 'el de camión, que quiero ser transportista', 'Permiso C'],
    [
      ['Standard (3-5 days)', 'Next day'],
      "no rush at all, it's for a reunion in August",
      'Standard (3-5 days)',
    ],
    [['Normal', 'Urgente'], 'no corre ninguna prisa', 'Normal'],
    [['Standard', 'Express'], "I'm in a bit of a rush", 'Express'],
    [['Wedding', 'Corporate', 'Birthday'], "it's our work summer party", 'Corporate'],
    [['Boda', 'Cumpleaños', 'Empresa'], 'es la cena de la oficina', 'Empresa'],
    [['Cerveza rubia', 'Cerveza tostada', 'Cerveza negra'], 'la oscura, la que sabe a café', 'Cerveza negra'],
    [['Off-peak', 'Unlimited', 'Student'], 'the one where I can come in any time I like', 'Unlimited'],
    [['Morning', 'Evening', 'Any time'], 'any time I like really', 'Any time'],
    [
      ['Change career', 'Get promoted', 'Start a business'],
      'I want out of healthcare altogether',
      'Change career',
    ],
    [['Economía', 'Cambiar de sector', 'Emprender'], 'quiero reinventarme', 'Cambiar de sector'],
  ])('%j: %s → %s', (options, said, expected) => {
    expect(matchOption(options, said)).toBe(expected);
  });

  it.each<[string[], string]>([
    // Two options fit the description.
    [tes, 'algo sin teína para la noche'],
    [['Ramen', 'Pho'], 'una sopa de fideos con caldo'],
    [['Pad thai', 'Chow mein'], 'the stir-fried noodles'],
    [['Roller blinds', 'Venetian blinds'], 'something for the bedroom window'],
    // The word is about another thing, or turned down.
    [appliances, 'it makes a noise when it drains'],
    [modalidad, 'se pasa el día con pantallas'],
    [['Online', 'Presencial'], 'me da igual, lo que diga el profe'],
    [nivel, 'no queremos la más dura, vamos con niños'],
    [cleaning, 'the bit at the front where we park'],
    [permisos, 'ya tengo el de coche, no quiero el de camión'],
    [scents, 'not the foresty one'],
    [sillas, 'una que no haya que empujar, con motor'],
    [circo, 'ni malabares ni nada de lanzar cosas'],
    [hair, 'no streaks, just a trim'],
    [shows, 'something for the kids'],
    [cursos, 'quiero aprender a hacer café'],
    [boat, 'the whole boat needs doing'],
    [tejido, 'que entre luz pero que no se vea desde fuera'],
    [blinds, 'whatever is easiest to clean'],
    [['Sushi', 'Gyozas'], 'el que lleve caldo'],
    [japones, 'no quiero sopa de fideos'],
    [['Standard', 'Express', 'Same day'], 'no rush'],
    [['Standard', 'Next day'], 'es para un regalo de cumpleaños'],
    [['Wedding', 'Corporate', 'Birthday'], 'not a work do, a wedding or a birthday, not sure yet'],
    [['Boda', 'Cumpleaños', 'Empresa'], 'la cena de la oficina no, una boda o un cumpleaños'],
    [['Negro', 'Azul marino'], 'el oscuro'],
    [['Cerveza rubia', 'Cerveza tostada', 'Cerveza negra'], 'una cerveza fresquita'],
    [['Off-peak', 'Unlimited', 'Student'], 'I can only come in after 8pm'],
    [['Off-peak', 'Peak'], 'any time I like'],
    [['Change career', 'Get promoted', 'Start a business'], 'I want to move up where I am'],
    [['Change career', 'Get promoted'], 'my boss wants out, I could take her job'],
  ])('%j: %s → nothing', (options, said) => {
    expect(matchOption(options, said)).toBeNull();
  });

  it('keeps the shorter meanings of the words its phrases hold', () => {
    // "la más dura" is still hard: a mattress keeps its firm option.
    expect(matchOption(colchon, 'la más dura')).toBe('Firme');
    // "blinds" still says both blinds, so it picks neither.
    expect(matchOption(blindsNamed, 'blinds')).toBeNull();
  });
});
