import type { Question } from '../../../contract/forms';
import { askedFigure } from '../reading/figure-asked';
import { figureRole, ONE_PERSON } from '../reading/figure-roles';
import type { MessageReading } from '../reading/message';
import { FUNCTION_WORDS } from '../reading/number-units';
import type { NumberMention } from '../reading/numbers';
import { normalizeText, overlaps, type Span } from '../reading/text';

// "it's for my daughter Hope, she's 9" while the name is asked and "Student's age?" waits: a figure the message
// says as someone's age (figure-roles.ts: "she's 9", "my son is 11", "mi hija tiene 12 años", "a 10-year-old")
// answers the one open question that asks the age of someone other than the writer, when it is the only such
// figure. The writer's own age ("I'm 34", "tengo 40 años") and a question about the writer ("Your age?",
// "¿Qué edad tienes?", a bare "Age?") are never read this way.

/** Words of an age question that say nothing about whose age it asks. */
const AGE_WORDS =
  /\b(?:age|aged|ages|edad|edades|how|old|is|are|what|que|cual|cuantos|anos|tiene|tienen|the|el|la|los|las|of|de|del|in|en|years?|yrs|approx|approximately|aprox|aproximada)\b/g;
/** Words that ask the writer's own age. */
const THE_WRITER = /\b(?:you|your|yours|tu|tus|tienes|teneis|usted|vuestra|vuestro)\b/;
/** "your son", "tu perro": the writer's own someone, whose age the question asks. */
const YOUR_SOMEONE = /\b(?:your|tu|tus|su|sus|vuestr[oa]s?)\s+(\p{L}{3,})/u;

/** Whether a number question asks the age of someone other than the writer ("Student's age?", "How old is your dog?"). */
export function asksAnothersAge(question: Question): boolean {
  if (question.type !== 'number' || askedFigure(question.text).kind !== 'age') return false;
  const q = normalizeText(question.text).replace(/[’']s\b/g, ' ');
  const own = YOUR_SOMEONE.exec(q);
  if (own && !/^(?:age|edad|own)$/.test(own[1]!)) return true;
  if (THE_WRITER.test(q)) return false;
  // "Their age?", "Student's age", "Edad del alumno": a word left once the age words are gone names whose.
  return /\p{L}{3,}/u.test(q.replace(AGE_WORDS, ' '));
}

/** Words right before a figure that make it the writer's own age ("I'm 34", "tengo 40 años", "I turn 50"). */
const FIRST_PERSON =
  /(?:^|\s)(?:i m|im|i am|i ll be|i will be|i turn|i turned|i m turning|me|tengo|cumplo|cumpli|yo tengo|yo)\s*(?:about|around|almost|nearly|casi|unos)?\s*$/;

/**
 * The one figure the message says as someone else's age, for a question asking another's age, when no other
 * open number question asks an age too; null when there is none, or several.
 */
export function anothersAgeSaid(
  msg: MessageReading,
  q: Question,
  open: readonly Question[],
  blocked: readonly Span[],
): NumberMention | null {
  if (!asksAnothersAge(q)) return null;
  if (open.some((o) => o !== q && o.type === 'number' && askedFigure(o.text).kind === 'age')) return null;
  const ages = msg.numbers.filter((m) => figureRole(m, msg.text, q.text) === 'age' || saidOfOne(m, msg.text));
  if (ages.length !== 1 || peopleNamed(msg.text) > 1) return null;
  // "How old is your dog?": an animal's age is said of an animal, never of a person the message names.
  const animal = (t: string) =>
    normalizeText(t)
      .split(/[^\p{L}]+/u)
      .some((w) => ANIMAL_WORD.test(w));
  if (animal(q.text) && (!animal(msg.text) || peopleNamed(msg.text) > 0)) return null;
  const m = ages[0]!;
  if (m.alt !== undefined || overlaps(m, [...blocked]) || !Number.isInteger(m.value)) return null;
  const before = normalizeText(msg.text.slice(Math.max(0, m.start - 24), m.start)).replace(/[’']/g, ' ');
  return FIRST_PERSON.test(before) ? null : m;
}

/**
 * "she's 9 and desperate to learn", "my son is 11, he…": one person, "is" or "'s", then a bare figure that counts
 * nothing (a word like "and" or a stop after it), which figure-roles reads as an age only at a message's end.
 */
function saidOfOne(m: NumberMention, text: string): boolean {
  if (m.money || m.scale !== null || (m.unit !== '' && !FUNCTION_WORDS.test(m.unit))) return false;
  const before = /(\p{L}+)(?:['’]s|\s+is)\s+$/u.exec(text.slice(Math.max(0, m.start - 30), m.start));
  if (!before || !ONE_PERSON.test(normalizeText(before[1]!))) return false;
  // "she's 9-ish" or "he is 5'11": a figure joined to more is not read.
  return !/^\s*(?:[-'’./:\d]|and a half|y medio)/i.test(text.slice(m.end));
}

/** People a message may speak of besides the writer (a pronoun refers back to one of them). */
const PERSON_WORD =
  /^(?:son|sons|daughter|daughters|boy|girl|kid|kids|child|children|baby|brother|sister|nephew|niece|grandson|granddaughter|mum|mom|dad|mother|father|wife|husband|partner|friend|cousin|grandma|grandpa|grandmother|grandfather|hijo|hija|hijos|hijas|nino|nina|ninos|ninas|hermano|hermana|sobrino|sobrina|nieto|nieta|peque|bebe|chico|chica|madre|padre|mama|papa|mujer|marido|pareja|amigo|amiga|primo|prima|abuelo|abuela)$/;

const ANIMAL_WORD =
  /^(?:pet|pets|dog|dogs|puppy|cat|cats|kitten|horse|pony|rabbit|bunny|parrot|bird|mascota|mascotas|perro|perra|perros|perrita|perrito|cachorro|gato|gata|gatos|gatito|caballo|conejo|loro|pajaro)$/;

/** "my son … my brother is 40": how many different people the message speaks of, the writer aside. */
function peopleNamed(text: string): number {
  return new Set(
    normalizeText(text)
      .split(/[^\p{L}]+/u)
      .filter((w) => PERSON_WORD.test(w)),
  ).size;
}
