import { unitOfWords } from './measures';
import { MONEY_WORDS } from './number-units';
import { normalizeText } from './text';

/**
 * What a number question asks for, from its own words (EN and ES): the kind of figure it takes, and for a
 * count, the kind of thing counted. A figure whose role contradicts it is never its answer (figure-roles.ts).
 */
export type AskedKind =
  | 'identifier' // "House number?", "Número de pedido" (a figure that names, not one that counts)
  | 'clock' // "What time?", "¿A qué hora?"
  | 'year' // "What year was it built?", "Año de construcción"
  | 'age' // "How old is she?", "¿Edad?", "¿Cuántos años tiene?"
  | 'money' // "Budget?", "¿Cuánto quieres gastar?"
  | 'thing' // a count or a measure of a kind of thing named ("How many rooms?": see `counts`)
  | 'count' // "How many?", "Quantity?" without saying of what
  | 'unknown';

export interface AskedFigure {
  kind: AskedKind;
  /**
   * For `thing`: what is counted or measured ("person", "room", "animal", "vehicle", a dimension: "time",
   * "length"…, or `other`: a thing the question names that is none of these, "How many kayaks?").
   */
  counts: string | null;
}

/** Kinds of things counted, by the words that name them (folded, singular and plural). */
export const NOUN_KINDS: [kind: string, words: RegExp][] = [
  [
    'person',
    /^(?:people|persons?|personas?|guests?|invitad[oa]s?|pax|adults?|adult[oa]s?|kids?|children|child|ninos?|ninas?|babies|baby|bebes?|attendees?|asistentes?|participants?|participantes?|gente|travell?ers?|passengers?|viajeros?|pasajeros?|players?|jugador(?:es|as?)?|students?|alumn[oa]s?|estudiantes?|employees?|emplead[oa]s?|staff|workers?|trabajador(?:es|as?)?|members?|miembros?|socios?|delegates?|delegados?|visitors?|visitantes?|diners?|comensales?|spectators?|espectadores?|tourists?|turistas?|riders?|teens?|teenagers?|adolescentes?|chavales|crios|friends?|amig[oa]s?|colleagues?|companer[oa]s?|colegas?|seats?|plazas?|heads?|cabezas|folks|pupils?|learners?|clients?|clientes?|patients?|pacientes?|residents?|residentes?|tenants?|inquilin[oa]s?|volunteers?|voluntari[oa]s?|couples?|parejas?|families|familias?|huespedes|users?|usuari[oa]s?|customers?|vecin[oa]s?|habitantes?|ocupantes?|tripulantes?|of us)$/,
  ],
  [
    'animal',
    /^(?:dogs?|puppy|puppies|cats?|kittens?|pets?|horses?|ponies|pony|rabbits?|birds?|parrots?|fish|hamsters?|perr[oa]s?|cachorr[oa]s?|gat[oa]s?|mascotas?|caballos?|yeguas?|conejos?|pajaros?|loros?|peces|animal(?:es|s)?)$/,
  ],
  [
    'room',
    /^(?:rooms?|bedrooms?|beds?|bed|bathrooms?|baths?|toilets?|floors?|storeys?|stories|habitacion(?:es)?|habs?|dormitorios?|banos?|aseos?|plantas?|alturas?|estancias?)$/,
  ],
  [
    'vehicle',
    /^(?:cars?|vans?|trucks?|lorries|lorry|bikes?|bicycles?|motorbikes?|vehicles?|coches?|furgonetas?|camion(?:es)?|bicis?|bicicletas?|motos?|vehiculos?|caravanas?|campers?|autocaravanas?)$/,
  ],
];

/** The kind of thing a word counts: a noun of `NOUN_KINDS`, or a unit of measure's dimension ("horas" → time). */
export function nounKind(word: string, next = '', before = ''): string | null {
  const w = normalizeText(word);
  if (!w) return null;
  for (const [kind, re] of NOUN_KINDS) if (re.test(w)) return kind;
  return unitOfWords(w, next, before)?.dimension ?? null;
}

const IDENTIFIER_QUESTION =
  /\b(?:(?:house|street|flat|door|apartment|building|order|reference|ref|booking|policy|account|customer|member|membership|room|seat|table|unit|lot|plot|invoice|ticket|tracking|case|claim|serial|model|registration|licen[cs]e)\s+(?:number|no|num|n)|(?:numero|num|n)\s+(?:de\s+)?(?:(?:la|el|tu|su)\s+)?(?:casa|portal|piso|puerta|calle|pedido|referencia|reserva|poliza|cuenta|cliente|socio|habitacion|mesa|asiento|parcela|factura|expediente|serie|matricula|licencia|localizador)|postcode|post code|zip|codigo postal|codigo|code|reference|referencia|portal|which floor|what floor|que planta|que piso)\b/;
const CLOCK_QUESTION =
  /\b(?:what time|which time|a que hora|que hora|hora de|time of|arrival time|start time|pick ?up time|o clock|en punto)\b|^\W*(?:hora|time)\W*$/;
const YEAR_QUESTION =
  /\b(?:(?:what|which|que|en que|cual|del|de)\s+(?:year|ano)|(?:year|ano)\s+(?:of|de|was|did|were|built|founded|made|bought|purchased|registered)|since what year|desde que ano)\b|^\W*(?:year|ano)\W*$/;
const AGE_ASKED =
  /\b(?:edad|age|aged|how old|old is|old are|que edad)\b|\banos (?:tiene|tienes|tienen|teneis|tendra|cumple|cumples|cumplira|cumplen)\b/;
const COUNT_QUESTION =
  /\b(?:how many|cuant[oa]s|number of|numero de|quantity|qty|cantidad|unidades|units|total)\b/;
const HOW_MANY = /\b(?:how many|cuant[oa]s|quantity|qty|cantidad)\b/;
const PEOPLE_QUESTION =
  /\b(?:of you|are you|will you be|is coming|are coming|sois|vais|venis|sereis|seran|vienen|team size|group size|party size|headcount|tamano del (?:grupo|equipo)|plantilla)\b/;
/** "per night", "por persona", "a day": the thing a rate is counted by is not what is counted. */
const PER = /^(?:per|por|each|every|cada|a|an|al|la)$/;

/** What a number question asks for, from its own words. */
export function askedFigure(question: string): AskedFigure {
  const q = normalizeText(question).replace(/[’']/g, ' ');
  const is = (kind: AskedKind): AskedFigure => ({ kind, counts: null });
  if (IDENTIFIER_QUESTION.test(q) && !HOW_MANY.test(q)) return is('identifier');
  if (CLOCK_QUESTION.test(q)) return is('clock');
  if (YEAR_QUESTION.test(q)) return is('year');
  if (AGE_ASKED.test(q)) return is('age');
  if (MONEY_WORDS.test(q) || /\((?:[a-z]{3}|[€$£])\)/.test(q)) return is('money');
  const words = q.split(/[^\p{L}\d²³]+/u).filter(Boolean);
  const kinds = new Set<string>();
  words.forEach((w, i) => {
    if (PER.test(words[i - 1] ?? '') || /^(?:a|an|o|y|and|or|in|en)$/.test(w)) return;
    const kind = nounKind(w, words[i + 1], words[i - 1]);
    if (kind) kinds.add(kind);
  });
  if (PEOPLE_QUESTION.test(q)) kinds.add('person');
  if (kinds.size === 1) return { kind: 'thing', counts: [...kinds][0]! };
  if (kinds.size === 0 && countedNoun(q)) return { kind: 'thing', counts: 'other' };
  if (kinds.size === 0 && COUNT_QUESTION.test(q)) return is('count');
  return is('unknown');
}

/** "How many kayaks", "¿Cuántas tiendas…", "Number of lockers": the plural noun right after the words that count. */
const COUNTED =
  /\b(?:how many|cuant[oa]s|number of|numero de|no of|quantity of|cantidad de)\s+(\p{L}+)(?:\s+(\p{L}+))?/u;
/** Words after "how many" that are not what is counted ("How many do you need?", "¿Cuántos necesitas?"). */
const NOT_COUNTED =
  /^(?:of|do|does|did|are|is|were|was|will|would|can|could|should|have|has|had|you|we|they|in|on|at|for|per|more|less|in|total|times|veces|units|unidades|items|articulos|pieces|piezas|things|cosas|de|del|en|por|para|mas|menos|hay|habra|son|seran|sois|vais|van|vienen|venis|quieres|quiere|quieren|quereis|necesitas|necesita|necesitan|necesitais|tienes|tiene|tienen|teneis|llevas|lleva|llevan|llevais|pides|pide|piden|pedis|reservas|reserva|reservan|reservais|compras|compra|compran|comprais|buscas|busca|buscan|buscais|crees|cree|creen|creeis|esperas|espera|esperan|esperais|haces|hace|hacen|haceis)$/;
/**
 * Things had one per person, so a count of people may well answer them ("How many tickets?" "we are 4"):
 * they stay a plain count.
 */
const PER_PERSON =
  /^(?:tickets?|entradas?|billetes?|boletos?|places?|spots?|spaces?|sitios?|lugares?|covers?|cubiertos?|menus?|meals?|comidas?|servings?|portions?|raciones?|passes?|pases?|registrations?|inscripciones?|licen[cs]es?|licencias?|camas?|cots?|wristbands?|pulseras?|bookings?|reservas?|shares?)$/;

/** The thing a count question names when it is none of the known kinds: a plural noun after "how many". */
function countedNoun(q: string): string | null {
  const [, first = '', second = ''] = COUNTED.exec(q) ?? [];
  if (NOT_COUNTED.test(first)) return null;
  // "How many double kayaks": a word before the plural describes it.
  const noun = first.endsWith('s') ? first : second;
  if (noun.length < 3 || !noun.endsWith('s')) return null;
  return NOT_COUNTED.test(noun) || PER_PERSON.test(noun) || MAYBE_PEOPLE.test(noun) ? null : noun;
}

/**
 * Nouns of people who do something ("climbers", "surfistas", "participantes") that no lexicon lists: a noun
 * of this shape may count people, so it stays a plain count (some things share it: "lockers" is left alone).
 */
export const MAYBE_PEOPLE =
  /(?:ers|ors|ists|ants|ents|ians|ees|ores|oras|istas|antes|entes|ianos|ianas|arios|arias|ados|adas|idos|idas|eros|eras|edes)$/;
