import { MORE_GROUPS } from './more-terms';
import { rootOf } from './shapes';

/**
 * Words that mean the same thing in a visitor's question and in the owner's knowledge, in English and Spanish.
 * Data, not rules: add a group to teach the retrieval a new word. Every word is folded (lower case, no accents)
 * and stemmed the way `stem` does it (a final plural "s" dropped).
 */
const BASE_GROUPS: string[][] = [
  ['monday', 'lunes'],
  ['tuesday', 'martes'],
  ['wednesday', 'miercole'],
  ['thursday', 'jueve'],
  ['friday', 'vierne'],
  ['saturday', 'sabado'],
  ['sunday', 'domingo'],
  ['weekend', 'finde', 'findesemana'],
  ['holiday', 'festivo', 'vacacione', 'bank holiday', 'puente'],
  // Opening and closing answer each other ("do you open on Sundays?" — "Closed on Sundays").
  [
    'open',
    'opening',
    'abrir',
    'abri',
    'abren',
    'abre',
    'abierto',
    'abierta',
    'apertura',
    'hour',
    'horario',
    'close',
    'closed',
    'closing',
    'cerrado',
    'cerrada',
    'cierra',
    'cierran',
    'cerrai',
    'cierre',
  ],
  [
    'price',
    'cost',
    'costs',
    'fee',
    'rate',
    'precio',
    'cuesta',
    'cuestan',
    'coste',
    'costo',
    'tarifa',
    'cuanto',
    'euro',
    'eur',
    'pay',
    'charge',
    'cobrai',
    'cobran',
    'cuota',
    'fee',
  ],
  ['discount', 'descuento', 'offer', 'oferta', 'promo', 'promotion', 'promocion', 'cheaper', 'barato'],
  ['free', 'gratis', 'gratuito', 'gratuita', 'trial', 'prueba'],
  [
    'payment',
    'pagar',
    'pago',
    'card',
    'tarjeta',
    'cash',
    'efectivo',
    'bizum',
    'paypal',
    'transfer',
    'transferencia',
  ],
  [
    'cancel',
    'cancellation',
    'cancelar',
    'cancelacion',
    'refund',
    'reembolso',
    'devolucion',
    'devolver',
    'reschedule',
  ],
  ['book', 'booking', 'reserve', 'reservation', 'reservar', 'reserva'],
  ['deliver', 'delivery', 'shipping', 'ship', 'envio', 'enviar', 'entrega', 'entregar', 'send'],
  ['parking', 'park', 'aparcamiento', 'aparcar', 'parking', 'garage', 'garaje'],
  [
    'address',
    'location',
    'located',
    'where',
    'direccion',
    'donde',
    'ubicacion',
    'ubicado',
    'situado',
    'estai',
  ],
  ['pregnant', 'pregnancy', 'prenatal', 'embarazada', 'embarazo', 'expecting', 'trimester', 'trimestre'],
  ['injury', 'injurie', 'injured', 'lesion', 'lesione', 'lesionado', 'pain', 'dolor'],
  ['safe', 'safety', 'seguro', 'segura', 'seguridad'],
  [
    ...[
      'child',
      'children',
      'kid',
      'nino',
      'nina',
      'hijo',
      'hija',
      'baby',
      'bebe',
      'family',
      'familia',
      'son',
    ],
    ...['daughter', 'nephew', 'niece', 'sobrino', 'sobrina', 'grandson', 'granddaughter', 'nieto', 'nieta'],
    ...['teen', 'teenager', 'adolescente', 'younger', 'junior'],
  ],
  ['pet', 'dog', 'cat', 'perro', 'gato', 'mascota', 'puppy', 'pup', 'corgi', 'cachorro', 'kitten', 'gatito'],
  [
    'online',
    'remote',
    'remotely',
    'hybrid',
    'hibrido',
    'from home',
    'teletrabajo',
    'virtual',
    'video call',
    'zoom',
    'in person',
    'presencial',
    'remoto',
    'distancia',
  ],
  ['scary', 'horror', 'terror', 'miedo', 'fear', 'frightening', 'susto'],
  ['rain', 'raining', 'weather', 'storm', 'lluvia', 'llueve', 'llover', 'mal tiempo', 'tormenta', 'clima'],
  ['card', 'tarjeta', 'plastic', 'credit', 'debit', 'credito', 'debito', 'contactless'],
  [
    ...['age', 'edad', 'ano', 'menor', 'menore', 'minor', 'adult', 'adulto', 'older', 'elderly'],
    ...['senior', 'mayor', 'mayore', 'jubilado', 'viejo'],
  ],
  [
    'fast',
    'quick',
    'quickly',
    'soon',
    'turnaround',
    'how long',
    'rapido',
    'pronto',
    'plazo',
    'cuanto tiempo',
  ],
  ['vegan', 'vegano', 'vegana', 'vegetarian', 'vegetariano', 'vegetariana', 'meat', 'carne'],
  ['gluten', 'celiac', 'celiaco', 'celiaca', 'allergy', 'allergie', 'alergia', 'alergico', 'alergica'],
  [
    'wheelchair',
    'accessible',
    'accessibility',
    'accesible',
    'accesibilidad',
    'silla',
    'ruedas',
    'step',
    'escalon',
    'stair',
    'escalera',
    'entrance',
    'entrada',
    'entrar',
    'access',
    'acceso',
    'pram',
    'carrito',
    'buggy',
    'planta baja',
    'ground floor',
  ],
  ['group', 'grupo', 'team', 'equipo', 'company', 'empresa', 'corporate', 'staff', 'personal', 'employee'],
  ['class', 'classe', 'clase', 'lesson', 'leccion', 'session', 'sesion'],
  ['beginner', 'principiante', 'novato', 'first time', 'primera vez', 'never', 'nunca', 'level', 'nivel'],
  ['mat', 'esterilla', 'equipment', 'material', 'towel', 'toalla', 'bring', 'traer', 'llevar'],
  ['wifi', 'internet'],
  [
    'accommodation',
    'room',
    'stay',
    'sleep',
    'overnight',
    'bedroom',
    'hotel',
    'alojamiento',
    'habitacion',
    'dormir',
    'hospedaje',
    'quedarse',
  ],
  [
    'remote',
    'hybrid',
    'home',
    'office',
    'onsite',
    'on-site',
    'presencial',
    'remoto',
    'remota',
    'teletrabajo',
    'hibrido',
    'hibrida',
    'oficina',
    'casa',
  ],
  ['job', 'role', 'position', 'puesto', 'trabajo', 'vacancy', 'vacante', 'empleo'],
  ['salary', 'pay', 'wage', 'salario', 'sueldo', 'paid'],
  [
    'capacity',
    'fit',
    'caben',
    'cabe',
    'caber',
    'sleeps',
    'capacidad',
    'aforo',
    'maximum',
    'maximo',
    'persona',
    'people',
    'guest',
    'invitado',
  ],
  ['sauna', 'spa', 'steam', 'vapor', 'jacuzzi'],
  ['glove', 'guante', 'gear', 'kit', 'equipment', 'equipo'],
  ['phone', 'telephone', 'telefono', 'movil', 'mobile', 'call', 'llamar', 'llamada', 'whatsapp'],
  ['email', 'mail', 'correo'],
  [
    'time',
    'hora',
    'long',
    'duration',
    'duracion',
    'dura',
    'minute',
    'minuto',
    'take',
    'tarda',
    'tardai',
    'tardan',
  ],
  ['guarantee', 'garantia', 'warranty'],
  ['insurance', 'seguro', 'asegurado', 'insured'],
  ['invoice', 'factura', 'receipt', 'recibo', 'vat', 'iva', 'tax', 'impuesto'],
  ['visit', 'visita', 'quote', 'presupuesto', 'estimate', 'inspection'],
  ['material', 'materiale', 'supplies', 'include', 'included', 'incluye', 'incluido', 'incluida'],
  ['language', 'idioma', 'english', 'ingle', 'spanish', 'espanol', 'castellano'],
  ['week', 'semana', 'weekly', 'semanal'],
  ['month', 'mes', 'monthly', 'mensual'],
  ['year', 'ano', 'annual', 'anual'],
  ['morning', 'manana', 'afternoon', 'tarde', 'evening', 'noche', 'night'],
  [
    'minimum',
    'minimo',
    'least',
    'maximum',
    'maximo',
    'most',
    'capacity',
    'capacidad',
    'aforo',
    'people',
    'persona',
  ],
  ['data', 'dato', 'privacy', 'privacidad', 'share', 'compartir', 'gdpr', 'rgpd', 'personal'],
];

export const TERM_GROUPS: string[][] = [...BASE_GROUPS, ...MORE_GROUPS];

/** Words a question is made of that say nothing about its topic. */
export const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from about as into than then so do does did done is are was were be been ' +
    'being am i me my we us our you your u he she it its they them their this that these those there here what which who whom ' +
    'whose when why how can could will would should shall may might must have has had get got any anything some something ' +
    'just also too very really please thanks thank ok okay hi hello hey is that s t d ll re ve m also one question quick know ' +
    'tell want need like still yet much many more most well mean sure good bit lot while during fine alright allowed possible ' +
    'durante mientras posible permitido own propio propia hacer hago hacerme hacemos do get make cuanto cuanta cuantos cuantas ' +
    'el la los las un una unos unas y o u e de del al a en con por para sin sobre que se si no es son esta estan ser estar ' +
    'hay tengo tiene tienen teneis tienes puedo puede pueden podeis puedes podria quiero quisiera necesito mi mis tu tus su sus ' +
    'nuestro nuestra vuestro vuestra os me te le les lo nos yo usted ustedes vosotros algo alguna alguno como cual cuales ' +
    'quien cuando porque pregunta gracias hola vale bueno pues muy mas tambien ya solo eso esto este ese esa uno igual ' +
    'guy guys folks chicos chicas sea seria fuera igualmente anyway'
  ).split(' '),
);

/** "uñas" folds to "unas", a stop word: a word whose "ñ" makes it another word keeps it apart ("unyas"). */
export function keepEnye(text: string): string {
  return text.replace(/\p{L}*[ñÑ]\p{L}*/gu, (w) => {
    const f = w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return STOPWORDS.has(f) || STOPWORDS.has(stem(f)) ? w.replace(/[ñÑ]/g, 'ny') : w;
  });
}

/** A folded word without its plural ending ("sundays" → "sunday", "domingos" → "domingo", "classes" → "class"). */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && /(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  // Spanish plurals in -es ("escalones", "mujeres", "ciudades").
  if (word.length > 6 && /(?:on|or|er|ad|ud)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const GROUP_OF = new Map<string, number>();
TERM_GROUPS.forEach((group, i) => {
  for (const w of group) for (const form of [w, stem(w)]) if (!GROUP_OF.has(form)) GROUP_OF.set(form, i);
});

// Group words by root too, so another form of a word finds its group ("perrito" → "perro", "recogemos").
const GROUP_OF_ROOT = new Map<string, number>();
TERM_GROUPS.forEach((group, i) => {
  for (const w of group)
    if (w.length >= 4 && !w.includes(' ') && !GROUP_OF_ROOT.has(rootOf(w))) GROUP_OF_ROOT.set(rootOf(w), i);
});

/** The group a stemmed word belongs to, or null. */
export function groupOf(word: string): number | null {
  return GROUP_OF.get(word) ?? (word.length >= 4 ? GROUP_OF_ROOT.get(rootOf(word)) : undefined) ?? null;
}

/** The synonyms of `word` written in more than one word ("mal tiempo" for "llueve"), folded. */
export function phrasesOf(word: string): string[] {
  const g = groupOf(word);
  return g === null ? [] : TERM_GROUPS[g]!.filter((w) => w.includes(' '));
}

/** Every word that means the same as `word` (itself first). */
export function synonymsOf(word: string): string[] {
  const g = groupOf(word);
  return g === null ? [word] : [word, ...TERM_GROUPS[g]!.filter((w) => w !== word && !w.includes(' '))];
}
