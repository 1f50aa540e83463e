/**
 * Lexicon data (everyday properties an option is chosen by: a surface's finish, the water a tank or pool
 * holds, temperature, firmness, noise, a failure, being locked out): one meaning a line, English and Spanish,
 * folded (lower case, no accents, no apostrophes). A visitor says the property ("shiny", "agua salada",
 * "no enciende") more often than the option's name ("Gloss", "Sal", "Reparación").
 */
export const PROPERTIES: string[][] = [
  // Finish of paper, paint, photos and surfaces.
  ['gloss', 'glossy', 'shiny', 'shine', 'high gloss', 'brillo', 'brillante', 'brillantes', 'con brillo'],
  ['matte', 'matt', 'mate', 'dull', 'not shiny', 'no shine', 'sin brillo', 'opaco', 'opaca', 'non-glossy'],
  ['satin', 'satinado', 'satinada', 'semi-gloss', 'semigloss', 'semibrillo', 'semi brillo', 'eggshell'],
  ['uncoated', 'sin estucar', 'no estucado', 'sin recubrimiento', 'natural paper', 'papel natural'],
  // What water holds: an aquarium, a pool's treatment.
  [
    'salt',
    'salty',
    'saltwater',
    'salt water',
    'sal',
    'salina',
    'salino',
    'salada',
    'salado',
    'agua salada',
    'marine',
    'marino',
    'reef',
    'reef tank',
    'arrecife',
    'saline',
    'salt chlorinator',
    'clorador salino',
  ],
  ['freshwater', 'fresh water', 'agua dulce', 'pond', 'estanque'],
  ['brackish', 'salobre', 'agua salobre', 'estuary', 'estuario', 'mangrove', 'manglar'],
  ['chlorine', 'chlorinated', 'cloro', 'clorada', 'clorado', 'chlorine tablets', 'pastillas de cloro'],
  // Temperature, firmness, noise.
  ['hot', 'heated', 'warm', 'caliente', 'calentito', 'calentita', 'climatizado', 'climatizada'],
  ['cold', 'iced', 'chilled', 'frio', 'fria', 'fresquito', 'on ice', 'con hielo', 'unheated'],
  ['hard', 'duro', 'dura', 'firme', 'rigid', 'rigido', 'rigida', 'extra firm'],
  ['quiet', 'silent', 'silencioso', 'silenciosa', 'peaceful', 'sin ruido', 'tranquila', 'calm'],
  ['lively', 'loud', 'noisy', 'animado', 'animada', 'ruidoso', 'ruidosa', 'bullicioso', 'con ambiente'],
  // The kind of heat a home has.
  ['heat pump', 'air source', 'air-source', 'ground source', 'bomba de calor', 'aerotermia', 'geotermia'],
  // Locked out: a door to open, not a lock to change nor keys to cut.
  [
    'locked out',
    'lockout',
    'lock out',
    'locked myself out',
    'me he quedado fuera',
    'me quede fuera',
    'quedado fuera',
    'no puedo entrar',
    'cant get in',
    'abrir puerta',
    'abrir la puerta',
    'apertura de puerta',
    'apertura de puertas',
    'door opening',
  ],
];
