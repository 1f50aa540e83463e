import { MONTHS, WEEKDAYS } from './date-words';
import { normalizeText, type Span } from './text';

export const FROM_QUESTION = /\b(?:from|origin|origen|desde|salida|departure|pick ?up|recogida)\b/;
export const TO_QUESTION =
  /(?:^|[¿\s])(?:to|a|hasta|destination|destino|llegada|arrival|drop ?off|entrega)\b/;
const ROUTE =
  /^(?:(?:de|desde|from)\s+)?(\p{Lu}[\p{L} .'’-]*?)\s+(?:a|al|hasta|to|->|→|-)\s+(\p{Lu}[\p{L} .'’-]*?)[.!]?$/u;

/**
 * "de Bilbao a Valencia" to "¿Desde qué ciudad?" while "¿A qué ciudad?" is open: the places of a route, in
 * order, for a question about where from and one about where to.
 */
export function routeIn(
  text: string,
  fromQuestion: string,
  toQuestion: string,
): { from: string; to: string } | null {
  const [f, t] = [normalizeText(fromQuestion), normalizeText(toQuestion)];
  if (!FROM_QUESTION.test(f) || FROM_QUESTION.test(t) || !TO_QUESTION.test(t)) return null;
  const m = ROUTE.exec(text.trim());
  return m ? { from: m[1]!.trim(), to: m[2]!.trim() } : null;
}

// "moving from leeds to bristol, 3 bed house": "from" one place "to" another, anywhere in a message.
const CAPITALISED_PLACE =
  "\\p{Lu}[\\p{L}'’.-]*(?:\\s+(?:(?:de|del|de la|upon|on)\\s+)?\\p{Lu}[\\p{L}'’.-]*){0,3}";
// Words that open what is said after a route ("to bristol on the 28th", "a sevilla el martes"): no place's.
const AFTER_ROUTE =
  '(?:on|in|at|by|for|with|next|this|around|about|before|after|asap|tomorrow|today|el|la|los|las|en|para|con|antes|despues|sobre|hacia|manana|hoy|pasado)';
// "from home to the office": a determiner or a word for where someone lives or works is no town's name.
const NOT_TOWN =
  '(?:the|a|an|my|our|your|his|her|their|el|la|los|las|un|una|mi|mis|su|sus|tu|tus|nuestr[oa]s?|home|work|here|there|casa|trabajo|aqui|alli)';
const LOWER_PLACE = `(?!${NOT_TOWN}\\b)\\p{Ll}[\\p{Ll}'’-]*(?:\\s+(?!${AFTER_ROUTE}\\b)\\p{Ll}[\\p{Ll}'’-]*)?`;
// In lower case a place has no edge of its own: the route ends the sentence, or what follows is a date or a time.
const FROM_TO = (place: string, end: string) =>
  new RegExp(
    `(?:^|[\\s,.;:!¿¡])(?:[Ff]rom|[Dd]e|[Dd]esde)\\s+(${place})\\s+(?:to|a|al|hasta|->|→)\\s+(${place})${end}`,
    'gu',
  );
const CAPITALISED_ROUTE = FROM_TO(CAPITALISED_PLACE, '(?![\\p{L}])');
const LOWER_ROUTE = FROM_TO(LOWER_PLACE, `(?=\\s*(?:[,.;:!?]|$)|\\s+${AFTER_ROUTE}\\b)`);

type Place = Span & { value: string };

/**
 * "moving from leeds to bristol, 3 bed house" while "Which city are you moving from?" and "…to?" are open: the
 * places of a route said anywhere, with where they are; written with capitals, or all in lower case.
 */
export function routeMention(
  text: string,
  fromQuestion: string,
  toQuestion: string,
): { from: Place; to: Place } | null {
  const [f, t] = [normalizeText(fromQuestion), normalizeText(toQuestion)];
  if (!FROM_QUESTION.test(f) || FROM_QUESTION.test(t) || !TO_QUESTION.test(t)) return null;
  const re = /\p{Lu}/u.test(text) ? CAPITALISED_ROUTE : LOWER_ROUTE;
  const found = [...text.matchAll(re)];
  if (found.length !== 1) return null;
  const m = found[0]!;
  const [a, b] = [m[1]!, m[2]!];
  if (
    [a, b].some((p) =>
      normalizeText(p)
        .split(/\s+/)
        .some((w) => w in MONTHS || w in WEEKDAYS),
    )
  )
    return null;
  const fromAt = m.index + m[0].indexOf(a);
  const toAt = m.index + m[0].length - b.length;
  return {
    from: { start: fromAt, end: fromAt + a.length, value: a },
    to: { start: toAt, end: toAt + b.length, value: b },
  };
}

/** Whether a question asks where something starts or ends ("Moving from?", "¿Ciudad de destino?"). */
export function asksEnd(questionText: string): boolean {
  const q = normalizeText(questionText);
  return FROM_QUESTION.test(q) || TO_QUESTION.test(q);
}

/** Whether a message says a route, "from" one place "to" another. */
export function hasRoute(text: string): boolean {
  const re = /\p{Lu}/u.test(text) ? CAPITALISED_ROUTE : LOWER_ROUTE;
  return [...text.matchAll(re)].length > 0;
}
