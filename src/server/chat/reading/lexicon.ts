import { normalizeText } from './text';

/**
 * What visitors say for an option instead of its name: each line is one meaning, with the words and phrases
 * (English and Spanish, folded: lower case, no accents) that say it. An option means what its own words mean
 * ("Reforma de cocina" holds "cocina": kitchen), so "kitchen" picks it. Data, not rules: add a line or a word
 * to teach the interviewer a new way of saying something.
 */
export const MEANINGS: string[][] = [
  [
    'ecommerce',
    'e-commerce',
    'e commerce',
    'online shop',
    'online store',
    'web shop',
    'webshop',
    'shop online',
    'sell online',
    'selling online',
    'tienda online',
    'tienda en linea',
    'tienda virtual',
    'vender online',
    'vender por internet',
    'comercio electronico',
    'shopify',
    'woocommerce',
  ],
  ['website', 'web site', 'web', 'pagina web', 'sitio web', 'landing', 'landing page', 'site'],
  [
    'seo',
    'google ranking',
    'rank on google',
    'posicionamiento',
    'search engine',
    'buscadores',
    'salir en google',
  ],
  ['ads', 'advertising', 'adverts', 'ppc', 'google ads', 'publicidad', 'anuncios', 'campanas'],
  ['social media', 'redes sociales', 'instagram', 'facebook', 'tiktok', 'community manager'],
  ['branding', 'brand', 'logo', 'marca', 'identidad', 'identidad visual', 'imagen de marca'],
  ['app', 'mobile app', 'aplicacion', 'aplicacion movil', 'ios', 'android'],
  ['indoor', 'inside', 'indoors', 'interior', 'dentro', 'cubierto', 'bajo techo', 'under a roof'],
  [
    'outdoor',
    'outside',
    'outdoors',
    'exterior',
    'fuera',
    'al aire libre',
    'terraza',
    'terrace',
    'open air',
    'garden',
    'jardin',
  ],
  ['kitchen', 'cocina'],
  ['bathroom', 'bano', 'aseo', 'shower', 'ducha', 'toilet'],
  ['bedroom', 'dormitorio', 'habitacion'],
  ['living room', 'salon', 'sala de estar', 'lounge'],
  ['roof', 'tejado', 'cubierta', 'azotea'],
  ['painting', 'paint', 'pintura', 'pintar', 'walls', 'paredes'],
  ['plumbing', 'plumber', 'fontaneria', 'fontanero', 'pipes', 'tuberias', 'leak', 'fuga'],
  ['electrical', 'electric', 'electricity', 'electricidad', 'electricista', 'wiring', 'cableado'],
  ['repair', 'fix', 'broken', 'reparar', 'reparacion', 'arreglar', 'arreglo', 'roto', 'averia'],
  ['installation', 'install', 'instalar', 'instalacion', 'fit', 'montaje', 'montar'],
  ['maintenance', 'mantenimiento', 'service', 'revision', 'servicing'],
  ['cleaning', 'clean', 'limpieza', 'limpiar'],
  ['renovation', 'reform', 'refurbish', 'remodel', 'reforma', 'reformar', 'renovar', 'renovacion'],
  ['wedding', 'boda', 'casamiento', 'getting married', 'nos casamos', 'me caso'],
  ['birthday', 'cumpleanos', 'cumple', 'bday'],
  [
    'corporate',
    'company event',
    'work event',
    'team building',
    'empresa',
    'evento de empresa',
    'cena de empresa',
    'office party',
    'conference',
    'congreso',
  ],
  [
    'private',
    'one to one',
    '1:1',
    '1 to 1',
    'individual',
    'particular',
    'privada',
    'privado',
    'personal',
    'just me',
    'solo yo',
  ],
  ['group', 'grupo', 'grupal', 'colectiva', 'colectivo', 'with friends', 'con amigos'],
  [
    'online',
    'virtual',
    'remote',
    'remotely',
    'zoom',
    'video call',
    'videollamada',
    'a distancia',
    'en remoto',
  ],
  [
    'in person',
    'in-person',
    'face to face',
    'presencial',
    'en persona',
    'on site',
    'in the studio',
    'en el estudio',
  ],
  ['morning', 'mornings', 'manana', 'mananas', 'am', 'early', 'temprano', 'before noon'],
  ['afternoon', 'afternoons', 'tarde', 'tardes', 'after lunch', 'despues de comer'],
  ['evening', 'evenings', 'night', 'noche', 'noches', 'after work', 'despues del trabajo'],
  ['weekend', 'weekends', 'fin de semana', 'finde', 'saturday', 'sunday', 'sabado', 'domingo'],
  ['weekday', 'weekdays', 'entre semana', 'laborable', 'laborables', 'during the week'],
  [
    'beginner',
    'beginners',
    'principiante',
    'principiantes',
    'novice',
    'never done',
    'first time',
    'primera vez',
    'nunca he',
    'from scratch',
    'desde cero',
    'basic level',
    'nivel basico',
    'iniciacion',
  ],
  ['intermediate', 'intermedio', 'intermedia', 'some experience', 'algo de experiencia'],
  [
    'advanced',
    'avanzado',
    'avanzada',
    'expert',
    'experto',
    'experienced',
    'experimentado',
    'years of practice',
  ],
  ['prenatal', 'pregnant', 'pregnancy', 'expecting', 'embarazada', 'embarazo', 'premama'],
  [
    'relax',
    'relaxing',
    'relajacion',
    'relajarse',
    'calm',
    'calma',
    'stress',
    'estres',
    'gentle',
    'suave',
    'slow',
    'lento',
    'restorative',
    'restaurativo',
    'yin',
  ],
  [
    'strength',
    'fuerza',
    'muscle',
    'musculo',
    'tone',
    'tonificar',
    'power',
    'dynamic',
    'dinamico',
    'intense',
    'intenso',
    'sweat',
    'sudar',
  ],
  ['weight loss', 'lose weight', 'perder peso', 'adelgazar', 'bajar de peso', 'slim'],
  ['house', 'home', 'casa', 'chalet', 'detached', 'villa'],
  ['apartment', 'flat', 'piso', 'apartamento', 'estudio', 'studio flat'],
  ['office', 'oficina', 'despacho', 'workplace', 'lugar de trabajo'],
  ['shop', 'store', 'tienda', 'local', 'comercio', 'retail'],
  ['restaurant', 'restaurante', 'bar', 'cafe', 'cafeteria', 'hosteleria'],
  ['phone', 'call', 'llamada', 'llamar', 'telefono', 'ring me', 'llamadme', 'llamame'],
  ['email', 'e-mail', 'mail', 'correo', 'write me', 'escribidme', 'escribeme'],
  ['whatsapp', 'whats app', 'wasap', 'guasap', 'text', 'sms', 'mensaje'],
  ['cash', 'efectivo', 'en mano'],
  ['card', 'tarjeta', 'credit card', 'debit card', 'visa', 'mastercard'],
  ['transfer', 'bank transfer', 'transferencia', 'wire'],
  ['small', 'pequeno', 'pequena', 'little', 'tiny', 'chico'],
  ['medium', 'mediano', 'mediana', 'average', 'normal', 'regular'],
  ['large', 'big', 'grande', 'huge', 'enorme'],
  ['vegan', 'vegano', 'vegana', 'plant based', 'no animal'],
  ['vegetarian', 'vegetariano', 'vegetariana', 'veggie', 'no meat', 'sin carne'],
  ['meat', 'carne', 'steak', 'chuleton'],
  ['fish', 'pescado', 'seafood', 'marisco'],
  [
    'urgent',
    'asap',
    'urgente',
    'right away',
    'cuanto antes',
    'lo antes posible',
    'immediately',
    'today',
    'hoy',
  ],
  ['new', 'nuevo', 'nueva', 'from scratch', 'desde cero', 'brand new'],
  ['redesign', 'rediseno', 'redisenar', 'update', 'actualizar', 'refresh', 'revamp', 'renovar'],
  ['consulting', 'consultoria', 'advice', 'asesoria', 'asesoramiento', 'consultation', 'consulta'],
  ['training', 'formacion', 'course', 'curso', 'workshop', 'taller', 'lessons', 'clases'],
  ['hotel', 'hostal', 'accommodation', 'alojamiento', 'stay', 'room'],
  ['flight', 'vuelo', 'plane', 'avion', 'fly', 'volar'],
  ['car', 'coche', 'auto', 'vehiculo', 'vehicle', 'drive', 'conducir'],
  ['train', 'tren', 'rail'],
  ['dog', 'perro', 'puppy', 'cachorro', 'beagle', 'labrador', 'spaniel', 'terrier', 'poodle'],
  [
    'vaccination',
    'vaccine',
    'vaccines',
    'jab',
    'jabs',
    'booster',
    'boosters',
    'shots',
    'vacuna',
    'vacunas',
    'vacunar',
    'vacunacion',
    'refuerzo',
  ],
  ['check-up', 'checkup', 'check up', 'health check', 'revision', 'chequeo', 'control', 'routine'],
  [
    'illness',
    'ill',
    'sick',
    'poorly',
    'unwell',
    'injury',
    'injured',
    'hurt',
    'limping',
    'vomiting',
    'enfermo',
    'enferma',
    'herido',
    'herida',
    'cojea',
    'lesion',
  ],
  ['dental', 'teeth', 'tooth', 'dientes', 'diente', 'muela', 'muelas'],
  [
    'leak',
    'leaks',
    'leaking',
    'leaky',
    'dripping',
    'water everywhere',
    'fuga',
    'gotea',
    'gotera',
    'pierde agua',
  ],
  ['blocked', 'clogged', 'blocked drain', 'atasco', 'atascado', 'atascada', 'no traga'],
  ['boiler', 'caldera', 'heating', 'calefaccion', 'no hot water', 'sin agua caliente'],
  ['road', 'road bike', 'racing bike', 'carretera', 'bici de carretera', 'asphalt'],
  ['mountain', 'mountain bike', 'mtb', 'montana', 'bici de montana', 'trail', 'trails', 'off-road'],
  [
    'electric',
    'e-bike',
    'ebike',
    'electric bike',
    'electrica',
    'electrico',
    'bici electrica',
    'pedal assist',
  ],
  ['kids', 'kid', 'children', 'child', 'ninos', 'nino', 'infantil', 'junior'],
  ['monthly', 'every month', 'per month', 'a month', 'mensual', 'cada mes', 'al mes', 'por mes'],
  [
    'quarterly',
    'every three months',
    'every 3 months',
    'each quarter',
    'trimestral',
    'cada tres meses',
    'cada 3 meses',
    'por trimestre',
  ],
  [
    'yearly',
    'annual',
    'annually',
    'every year',
    'per year',
    'a year',
    'anual',
    'cada ano',
    'al ano',
    'por ano',
  ],
  ['carrot', 'zanahoria'],
  ['english', 'ingles', 'inglesa'],
  ['french', 'frances', 'francesa'],
  ['german', 'aleman', 'alemana'],
  ['italian', 'italiano', 'italiana'],
  ['portuguese', 'portugues', 'portuguesa'],
  ['spanish', 'espanol', 'espanola', 'castellano'],
  ['chinese', 'chino', 'china', 'mandarin'],
  ['japanese', 'japones', 'japonesa'],
  ['lemon', 'limon'],
  ['chocolate', 'cacao', 'choco'],
  ['strawberry', 'fresa', 'fresas'],
  ['cheese', 'queso'],
  ['apple', 'manzana'],
  ['cat', 'gato', 'kitten', 'gatito'],
];

const INDEX = new Map<string, number[]>();
MEANINGS.forEach((phrases, i) => {
  for (const p of phrases) INDEX.set(p, [...(INDEX.get(p) ?? []), i]);
});
const LONGEST = Math.max(...MEANINGS.flat().map((p) => p.split(' ').length));

/** Words folded for the lexicon: lower case, no accents, hyphens and apostrophes as in the entries. */
const wordsFor = (text: string) =>
  normalizeText(text)
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}:-]+/u)
    .filter(Boolean);

/** The meanings a text says, with how many of its words each one used (longest phrases first). */
export function meaningsIn(text: string): Map<number, number> {
  const words = wordsFor(text);
  const found = new Map<number, number>();
  const used = new Set<number>();
  for (let size = Math.min(LONGEST, words.length); size >= 1; size--)
    for (let i = 0; i + size <= words.length; i++) {
      if ([...Array(size).keys()].some((k) => used.has(i + k))) continue;
      const phrase = words.slice(i, i + size).join(' ');
      const hits = INDEX.get(phrase) ?? INDEX.get(phrase.replace(/s$/, ''));
      if (!hits) continue;
      for (let k = 0; k < size; k++) used.add(i + k);
      for (const h of hits) found.set(h, (found.get(h) ?? 0) + size);
    }
  return found;
}

const NEGATION = /^\s*(?:not|no|don t|dont|never|without|sin|nada de|ni|except|excepto|menos)\b/u;

/**
 * The one option whose meaning the visitor's words say without naming it ("we need an online shop" →
 * "E-commerce", "inside" → "Indoor", "cocina" → "Reforma de cocina"). Null when none or several fit.
 */
export function optionByDescription(options: readonly string[], said: string): string | null {
  const meant = meaningsIn(withoutNegated(said));
  if (meant.size === 0) return null;
  const fits = options.map((o) => {
    const own = meaningsIn(o);
    let score = 0;
    for (const [m, n] of meant) if (own.has(m)) score += n;
    return score;
  });
  const best = Math.max(...fits);
  if (best === 0) return null;
  const top = fits.flatMap((s, i) => (s === best ? [i] : []));
  return top.length === 1 ? options[top[0]!]! : null;
}

/** The text without the parts a negation rules out ("not indoor, outside" → "outside"). */
function withoutNegated(said: string): string {
  const folded = normalizeText(said).replace(/[’']/g, ' ');
  return folded
    .split(/[,;.]|\bbut\b|\bpero\b/u)
    .filter((p) => !NEGATION.test(p))
    .join(' , ');
}
