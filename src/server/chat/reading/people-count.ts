import { findWordNumbers } from './number-words';
import { normalizeText } from './text';

/** People named one by one: "my wife", "one colleague", "mi marido". */
const PERSON =
  /^(?:colleague|coworker|co-worker|workmate|friend|wife|husband|partner|cofounder|co-founder|founder|kid|child|son|daughter|baby|mum|mom|mother|dad|father|brother|sister|boyfriend|girlfriend|fiance|fiancee|boss|assistant|teammate|flatmate|roommate|adult|person|guest|grandma|grandpa|granny|nan|aunt|uncle|cousin|nephew|niece|companero|companera|colega|amigo|amiga|mujer|marido|esposo|esposa|pareja|hijo|hija|nino|nina|bebe|madre|padre|mama|papa|hermano|hermana|novio|novia|socio|socia|jefe|jefa|abuela|abuelo|tio|tia|primo|prima|sobrino|sobrina|adulto|adulta|persona|invitado|invitada|gf|bf|hubby|wifey|missus|spouse|bestie|bff|mate|buddy|pal|bro|sis|grandson|granddaughter|grandkid|stepson|stepdaughter|stepmum|stepmom|stepdad|suegra|suegro|cunado|cunada|nieto|nieta|compi|chica|chico|peque|nene|nena|churri|senora|vecino|vecina|yerno|nuera|padrino|madrina|ahijado|ahijada)$/;
/** Whether a word names one person by their tie to someone ("wife", "jefe", "vecina"). Folded. */
export const isPersonWord = (word: string) => PERSON.test(word);

/** The same people counted in a plural ("2 kids", "dos amigos"). */
const PEOPLE_PLURAL =
  /^(?:mates|buddies|pals|guys|lads|girls|boys|others|classmates|flatmates|roommates|relatives|colleagues|coworkers|workmates|friends|partners|cofounders|kids|children|sons|daughters|babies|brothers|sisters|adults|people|persons|guests|teammates|cousins|companeros|companeras|colegas|amigos|amigas|hijos|hijas|ninos|ninas|bebes|hermanos|hermanas|socios|socias|adultos|adultas|personas|invitados|invitadas|primos|primas)$/;
const PAIRS = /^(?:parents|padres|grandparents|abuelos|suegros)$/;
const SELF = /^(?:me|i|myself|yo|mi)$/;
const OWNER = /^(?:my|our|mi|mis|nuestro|nuestra|nuestros|nuestras|one|a|an|un|una|plus|the|el|la|los|las)$/;
const FRAME =
  /^(?:(?:it s|it is|it ll be|just|only|solo|solamente|somos|seremos|vamos|we are|we re|we ll be|there s|there are|there will be)\s+)+/;

/**
 * "just me and one colleague" = 2, "me, my husband and our 2 kids" = 4, "my wife and I" = 2, "12 adults and 3
 * children" = 15: a message that is only a list of people, each counted (null when any part is not a person).
 */
export function peopleCount(text: string): number | null {
  const parts = partsOf(text);
  if (parts.length < 2) return null;
  let total = 0;
  for (const p of parts) {
    const n = personsIn(p);
    if (n === null) return null;
    total += n;
  }
  return total;
}

function partsOf(text: string): string[] {
  const said = normalizeText(text)
    .replace(/[^\p{L}\d\s,&+]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(FRAME, '');
  return said
    .split(/\s*(?:,|&|\+|\band\b|\by\b|\bplus\b|\bcon\b|\bwith\b)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * "me plus 5 of the crew", "yo y 3 más": the writer and a figure whose word is not known as people. The figure
 * leaves the writer out, or the word is not people at all: both readings (the total and the figure) are
 * asked about, never the figure alone. Null unless the message is only such a list.
 */
export function writerAndFigure(text: string): { total: number; figure: number } | null {
  const parts = partsOf(text);
  if (parts.length < 2 || !parts.some((p) => SELF.test(p))) return null;
  let known = 0;
  let figure: number | null = null;
  for (const p of parts) {
    const n = personsIn(p);
    if (n !== null) known += n;
    else if (figure !== null) return null;
    else figure = looseFigure(p);
    if (n === null && figure === null) return null;
  }
  return figure === null ? null : { total: known + figure, figure };
}

/** "5 mates", "3 más", "2": a figure first, with at most two words after it. */
function looseFigure(part: string): number | null {
  const words = part.split(' ').filter((w) => !OWNER.test(w));
  if (words.length === 0 || words.length > 3) return null;
  for (let n = Math.min(words.length, 2); n >= 1; n--) {
    const f = figureOf(words.slice(0, n).join(' '));
    if (f !== null) return f;
  }
  return null;
}

function personsIn(part: string): number | null {
  const words = part.split(' ');
  if (words.length === 1 && SELF.test(words[0]!)) return 1;
  const noun = words[words.length - 1]!;
  const before = words.slice(0, -1);
  const figure = before.length > 0 ? figureOf(before.filter((w) => !OWNER.test(w)).join(' ')) : null;
  if (PAIRS.test(noun) && before.every((w) => OWNER.test(w))) return 2;
  if (PERSON.test(noun) && before.every((w) => OWNER.test(w))) return 1;
  if (PEOPLE_PLURAL.test(noun) && figure !== null) return figure;
  return null;
}

/** "2", "two", "dos" (the words before a plural, owners dropped). */
function figureOf(words: string): number | null {
  if (/^\d{1,3}$/.test(words)) return Number(words);
  const found = findWordNumbers(words);
  return found.length === 1 && found[0]!.start === 0 && found[0]!.end === words.length
    ? found[0]!.value
    : null;
}
