/**
 * Lexicon data (options described in other words, fourteenth pass): what the visitor says instead of an option's
 * name in a dialogue, grouped by how it is described: what a machine does, what a thing looks like or how it
 * moves, what a dish or a scent is made of, what a course or a class is about, a level said as the hardest. One meaning a line, English and
 * Spanish, folded (lower case, no accents, no apostrophes). A phrase of several words takes its words away from
 * the shorter meanings they have alone, so phrases here hold no word that means something else by itself
 * unless it means the same thing (checked by `lexicon-described-16.test.ts`).
 */
export const DESCRIBED_16: string[][] = [
  // Machines by what they do.
  [
    'dishwasher',
    'lavavajillas',
    'washes the plates',
    'washes the dishes',
    'does the dishes',
    'wash the dishes',
    'lava los platos',
    'lava la vajilla',
    'friega los platos',
    'friega la vajilla',
  ],
  // Circus disciplines, blinds and hair by what is done or seen.
  [
    'juggling',
    'juggle',
    'juggler',
    'malabares',
    'malabarista',
    'malabarismo',
    'lanzar pelotas',
    'lanzar mazas',
    'pelotas al aire',
    'mazas al aire',
    'throwing balls',
    'balls in the air',
    'clubs in the air',
  ],
  [
    'venetian',
    'veneciana',
    'venecianas',
    'horizontal slats',
    'slats you can tilt',
    'tilt the slats',
    'lamas horizontales',
    'laminas horizontales',
  ],
  ['vertical', 'vertical slats', 'lamas verticales', 'laminas verticales'],
  ['highlights', 'mechas', 'streaks', 'lighter streaks', 'blonde streaks', 'mechitas', 'reflejos'],
  // Signs and boats: words painted on, not a picture.
  [
    'signwriting',
    'signwriter',
    'lettering',
    'hand lettering',
    'letters',
    'letras',
    'painted letters',
    'rotulacion',
    'rotulo',
    'rotulos',
    'letras pintadas',
    'rotulado a mano',
  ],
  // Outdoor surfaces by what they are made of.
  ['decking', 'deck', 'tarima', 'wooden'],
  // Fabrics that keep the light out.
  [
    'blackout',
    'black-out',
    'opaco',
    'opaca',
    'opacos',
    'opacas',
    'nada de luz',
    'no light',
    'oscuridad total',
    'total darkness',
    'blocks the light',
    'block out the light',
    'bloquea la luz',
  ],
  // A level or a route said as the hardest there is.
  [
    'exigente',
    'demanding',
    'challenging',
    'hardest',
    'toughest',
    'mas dura',
    'mas duro',
    'mas dificil',
    'mas exigente',
  ],
  // Goals: leaving one's field for another.
  [
    'change career',
    'career change',
    'changing career',
    'switch careers',
    'cambiar de profesion',
    'cambio de profesion',
    'cambiar de carrera',
    'cambio de carrera',
    'cambiar de sector',
  ],
  // Courses and shows by what they are about.
  [
    'latte art',
    'dibujos en la leche',
    'dibujitos en la leche',
    'drawings in the milk',
    'patterns in the milk',
  ],
  [
    'solar system',
    'sistema solar',
    'planets',
    'planetas',
    'the planets',
    'los planetas',
    'round the sun',
    'around the sun',
    'alrededor del sol',
  ],
  // Dishes by what they are made of.
  // Noodles in a soup or stir-fried: a phrase said of two dishes sits in both lines, so it picks neither.
  ['ramen', 'noodle soup', 'sopa de fideos', 'fideos con caldo', 'fideos en caldo', 'noodles in broth'],
  ['pho', 'noodle soup', 'sopa de fideos', 'fideos con caldo', 'fideos en caldo', 'noodles in broth'],
  ['pad thai', 'salteados', 'salteado', 'stir-fried', 'stir fry', 'stir-fry', 'wok'],
  ['chow mein', 'yakisoba', 'lo mein', 'salteados', 'salteado', 'stir-fried', 'stir fry', 'stir-fry', 'wok'],
  // Teas by where they come from or what they lack.
  ['rooibos', 'redbush', 'sudafricano', 'sudafricana', 'south african'],
  // Scents by where they smell of.
  ['woodland', 'woodsy', 'woody', 'foresty', 'forest', 'bosque', 'cedar', 'cedro', 'pine', 'amaderado'],
  // A wheelchair by how it moves.
  [
    'manual',
    'se empuje',
    'se empuja',
    'that you push',
    'you push',
    'sin motor',
    'no motor',
    'without a motor',
  ],
  // Licences by the vehicle they are for.
  ['permiso c', 'carnet c', 'licencia c', 'camion', 'camiones', 'camionero', 'lorry', 'hgv', 'trucker'],
  // Delivery by its speed: "no rush" turns the fast one down and leaves the other.
  [
    'express',
    'next day',
    'next-day',
    'rush',
    'rushed',
    'al dia siguiente',
    'urgent',
    'urgente',
    'prisa',
    'quick',
    'quickly',
    'fast',
    'asap',
    'cuanto antes',
    'rapido',
    'rapida',
  ],
  // Events at work: the party of an office or a firm.
  [
    'corporate',
    'empresa',
    'work party',
    'work do',
    'works do',
    'office do',
    'work summer party',
    'work christmas party',
    'fiesta del trabajo',
    'cena del trabajo',
    'comida del trabajo',
    'cena de la oficina',
    'fiesta de la oficina',
  ],
  // Beers by colour and taste.
  [
    'stout',
    'porter',
    'dark beer',
    'dark ale',
    'cerveza negra',
    'cerveza oscura',
    'oscura',
    'sabe a cafe',
    'tastes of coffee',
  ],
];
