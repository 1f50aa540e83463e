import { MONTHS, WEEKDAYS } from './date-words';
import { normalizeText, type Span } from './text';

/** Whether a text question asks for a street address ("Delivery address", "¿Dirección de entrega?"). */
export function isAddressQuestion(questionText: string): boolean {
  const q = normalizeText(questionText);
  return (
    /\b(?:address|direccion|domicilio|street|calle)\b/.test(q) &&
    !/\b(?:e-?mail|correo|web|website|ip|postcode|codigo postal)\b/.test(q)
  );
}

const WORD = "\\p{Lu}[\\p{L}'’.-]*";
// "14 Elm Road", "9 Moss Lane": a number, capitalised words, a street word.
const EN_STREET =
  '(?:Road|Rd|Street|St|Lane|Ln|Avenue|Ave|Drive|Dr|Way|Close|Crescent|Cres|Parade|Place|Pl|Square|Sq|Terrace|Court|Ct|Gardens|Grove|Row|Mews|Boulevard|Blvd|Walk)';
// "Flat 3, 18 Canal Street", "Apt 4B 12 Main St": the flat before the street.
const EN_FLAT = '(?:(?:Flat|Apt\\.?|Apartment|Unit|Suite)\\s*[\\p{N}\\p{L}]{1,4},?\\s+)?';
const EN_ADDRESS = `(?<![\\p{L}\\p{N}])${EN_FLAT}\\d{1,5}[A-Za-z]?\\s+(?:${WORD}\\s+){0,3}${EN_STREET}\\.?(?![\\p{L}])`;
// "Calle Mayor 8, 3ºB", "Av. Revolución 1250", "calle Aragón 214": a street word (a whole one may be written in
// lower case), its name, a number (and a floor or a door).
const ES_STREET =
  '(?:[Cc]alle|C/|[Aa]venida|Avda\\.?|Av\\.?|[Pp]laza|Pza\\.?|[Pp]aseo|[Cc]amino|[Cc]arrer|[Cc]arretera|Ctra\\.?|[Rr]onda|[Tt]ravesía|[Rr]úa|[Gg]lorieta)';
// ", 3ºB", ", 1º izq", ", depto 4", ", Col. Roma Norte": the floor, the door, the neighbourhood.
const ES_DOOR = `(?:\\s*,?\\s*(?:\\d{1,2}\\s*[º°ª]\\s*(?:izq\\w*|dcha\\.?|der\\w*|centro|[A-Za-z](?![\\p{L}]))?|(?:piso|planta|puerta|depto\\.?|dpto\\.?|departamento|bajo|local|esc\\.?|escalera|int\\.?|interior)\\s*[\\p{N}\\p{L}]{0,4}(?![\\p{L}])|Col\\.?\\s+${WORD}(?:\\s+${WORD}){0,3}))*`;
const ES_ADDRESS = `(?<![\\p{L}])${ES_STREET}\\s+(?:(?:de|del|de la|de los|la|el)\\s+)?${WORD}(?:\\s+(?:(?:de|del|de la|y)\\s+)?${WORD}){0,3},?\\s*(?:n[º°o]\\.?\\s*)?\\d{1,5}${ES_DOOR}`;
// ", Leeds", ", Guadalajara": the town after the street.
const TOWN = `(?:\\s*,\\s*(${WORD}(?:\\s+(?:(?:de|del|upon|on)\\s+)?${WORD}){0,2}))?`;
const ADDRESS = new RegExp(`(?:${EN_ADDRESS}|${ES_ADDRESS})${TOWN}`, 'gu');

// "…, calle Aragón 214, son 6 ventanas": after a comma, a clause that only counts ("about 15 windows") is another
// answer, never the town (one written with a capital after the street is read as the town, and stays unclear).
const COUNT_CLAUSE =
  /^\s*,\s*(?:(?:son|serán|hay|unos|unas|about|around|roughly|approx\S*|some|there are|we have|tengo|tenemos)\s+){1,2}\d+\s+\p{Ll}+\s*$/u;

/**
 * The one street address in a message ("Bea Collins, 14 Elm Road", "…today. 14 Elm Road, Leeds"), with the
 * flat, floor and town written around it; null when none, several, or when more words follow it in its
 * sentence (then what belongs to the address is unclear).
 */
export function addressIn(text: string): (Span & { value: string }) | null {
  const found = [...text.matchAll(ADDRESS)];
  if (found.length !== 1) return null;
  const m = found[0]!;
  let value = m[0];
  // "14 Elm Road, Friday works": a day or a month after the street is no town.
  const town = m[1] ? normalizeText(m[1].split(/\s+/)[0]!) : '';
  if (town && (town in WEEKDAYS || town in MONTHS)) value = value.slice(0, value.lastIndexOf(','));
  const rest = text.slice(m.index + value.length).split(/[.!?\n]/)[0] ?? '';
  if (/[\p{L}\p{N}]/u.test(rest) && !(town in WEEKDAYS) && !(!town && COUNT_CLAUSE.test(rest))) return null;
  return { start: m.index, end: m.index + value.length, value: value.trim() };
}

// What may stand right before an address said as the answer: a break, "it's", "the address is", "we're at".
const SAID_AS_ANSWER =
  /(?:^|[,.;:!?]|\b(?:it s|it is|its|the address is|address is|address s|we re at|we are at|i m at|i am at|we live at|i live at|es|esta en|estamos en|vivo en|vivimos en|la direccion es))\s*$/u;
// Words that put an address in the past or somewhere else's: "used to live at", "my old address", "la antigua".
const NOT_THIS_ONE =
  /\b(?:used to|was|were|old|former|previous|moved|last|not|no|antes|antigua|antiguo|anterior|vivia|viviamos|mudamos|mude|ya no|no es)\b/u;

/**
 * "…look at our intercom, it's Flat 4, 19 Ardmore Road": the one street address a longer message ends its sentence
 * with, said as the answer (after a break, "it's", "we're at"), in a sentence that does not put it in the past.
 */
export function addressSaid(text: string): (Span & { value: string }) | null {
  const found = addressIn(text);
  if (!found) return null;
  const before = text.slice(0, found.start);
  const sentence = before.split(/[.!?\n]/).pop() ?? '';
  const folded = normalizeText(sentence).replace(/[’']/g, ' ');
  return SAID_AS_ANSWER.test(folded) && !NOT_THIS_ONE.test(folded) ? found : null;
}
